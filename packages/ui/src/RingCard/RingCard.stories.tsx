import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import fixture from '../fixtures/wordaround-race.json';
import { RingCard, type RingLayoutData } from './RingCard';

// Computed by scripts/fixtures.ts with ring-layout.ts's layoutCard (seed "story:36"), as apps/web does.
const layout = (fixture.layouts as unknown as Record<string, RingLayoutData[]>)['36']!;

const meta = {
  title: 'WordARound/RingCard',
  component: RingCard,
  args: { layout, highlight: 'red' },
} satisfies Meta<typeof RingCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ReadRed: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('img', { name: /read the red ring/ });
    await expect(card).toBeVisible();
    // Every letter of the three words is drawn once.
    await expect(canvasElement.querySelectorAll('text')).toHaveLength(layout.reduce((n, l) => n + l.word.length, 0));
    await expect(canvasElement.querySelector('circle[data-ring="red"]')).toHaveAttribute('stroke-width', '22');
    // Each ring's letters are grouped in word order, so a test (or a screen reader's tree) can tell the rings apart.
    for (const l of layout) await expect(canvasElement.querySelector(`g[data-ring="${l.ring}"]`)).toHaveTextContent(l.word);
  },
};

export const ReadBlack: Story = { args: { highlight: 'black' } };

export const ReadBlue: Story = { args: { highlight: 'blue' } };

export const Covered: Story = {
  args: { covered: true, back: 'blue' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'covered card, blue back' })).toBeVisible();
    await expect(canvasElement.querySelectorAll('text')).toHaveLength(0);
  },
};
