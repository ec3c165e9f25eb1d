import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { backgroundOf, contrast } from '../../.storybook/contrast';
import { Pile } from '../Pile/Pile';
import { HousePanel } from './HousePanel';

/** Blackjack's dealer: its face-up cards with their total, and its hole card face down until it plays. */
const faces = {
  12: { type: 'playing', attrs: { rank: 13, suit: 'spades', colour: 'black' } },
  30: { type: 'playing', attrs: { rank: 7, suit: 'clubs', colour: 'black' } },
  41: { type: 'playing', attrs: { rank: 5, suit: 'hearts', colour: 'red' } },
};

const meta = {
  title: 'Table/HousePanel',
  component: HousePanel,
  args: { label: 'Dealer' },
} satisfies Meta<typeof HousePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const PHONE = { viewport: { options: { phone: { name: 'Phone', styles: { width: '390px', height: '844px' }, type: 'mobile' } } } };

/** The label and the words of each outcome readable against the panel (WCAG AA). */
const readable = async (canvasElement: HTMLElement) => {
  for (const el of canvasElement.querySelectorAll<HTMLElement>('.dh-house-title, .dh-house-last li, .dh-house-last-title')) {
    await expect(contrast(getComputedStyle(el).color, backgroundOf(el))).toBeGreaterThanOrEqual(4.5);
  }
};

/** A hand in play: one card up, the hole card down; no seat has been settled yet. */
export const HoleCardDown: Story = {
  args: {
    children: [
      <Pile key="up" label="Dealer's cards" pile={[12]} faces={faces} note="10" />,
      <Pile key="hole" label="Hole card" pile={[null]} faces={faces} />,
    ],
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const panel = c.getByRole('region', { name: 'Dealer' });
    await expect(within(panel).getByRole('heading', { name: 'Dealer' })).toBeVisible();
    await expect(within(panel).getByRole('group', { name: /^Dealer's cards/ })).toBeVisible();
    await expect(within(panel).getByRole('img', { name: 'face-down card' })).toBeVisible();
    // No hand settled yet: nothing said about one.
    await expect(c.queryByRole('list', { name: /Last hand/ })).toBeNull();
    await readable(canvasElement);
  },
};

/** The dealer has played: its cards and total, and how each seat did against it in that hand. */
const settled: Story['play'] = async ({ canvasElement }) => {
  const c = within(canvasElement);
  const list = c.getByRole('list', { name: 'Last hand against the dealer' });
  const items = within(list).getAllByRole('listitem');
  await expect(items.map((i) => i.textContent)).toEqual(['Ada: won', 'Bea: lost', 'Cy: push']);
  await expect(items[0]).toHaveAttribute('data-outcome', 'win');
  await expect(c.getByText('22')).toBeVisible();
  // Nothing spills out of the panel (a phone's width included).
  const panel = c.getByRole('region', { name: 'Dealer' }).getBoundingClientRect();
  for (const i of items) {
    const r = i.getBoundingClientRect();
    await expect(r.left >= panel.left - 0.5 && r.right <= panel.right + 0.5).toBe(true);
  }
  await readable(canvasElement);
};

const playedArgs = {
  children: [<Pile key="up" label="Dealer's cards" pile={[12, 30, 41]} faces={faces} display="spread" note="22" />, <Pile key="hole" label="Hole card" pile={[]} faces={faces} />],
  outcomes: [
    { name: 'Ada', outcome: 'win' as const },
    { name: 'Bea', outcome: 'lose' as const },
    { name: 'Cy', outcome: 'push' as const },
  ],
};

export const Settled: Story = { args: playedArgs, play: settled };
export const SettledDark: Story = { args: playedArgs, parameters: { theme: 'dark' }, play: settled };
export const SettledPhone: Story = { args: playedArgs, parameters: PHONE, globals: { viewport: { value: 'phone' } }, play: settled };
