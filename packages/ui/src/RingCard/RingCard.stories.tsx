import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import fixture from '../fixtures/wordaround-race.json';
import inkFixture from '../fixtures/wordaround-ink.json';
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

// The hosted server's form (finding 8): the words come as glyph outlines (the game's `drawn:`), laid out by
// ring-layout.ts's layoutInk. Made with the server's ink for card 3 (falcon, farmer, castle) and seed "story:3".
const inkLayout = inkFixture.layout as unknown as RingLayoutData[];

export const DrawnByTheServer: Story = {
  args: { layout: inkLayout, highlight: 'black', name: `Word card ${inkFixture.card}` },
  play: async ({ canvasElement }) => {
    // A neutral name: which ring to read, never the word.
    const card = within(canvasElement).getByRole('img', { name: 'Word card 3, read the black ring' });
    await expect(card).toBeVisible();
    // Every letter is an outline, none is text: nothing for a script to read off the page.
    await expect(canvasElement.querySelectorAll('text')).toHaveLength(0);
    await expect(canvasElement.querySelectorAll('path.dh-ring-letter')).toHaveLength(inkLayout.reduce((n, l) => n + l.letters.length, 0));
    await expect(canvasElement.textContent ?? '').not.toMatch(/falcon|farmer|castle/);
    // Drawn at a readable size: the black ring's first letter is at least 8 px tall.
    const first = canvasElement.querySelector('g[data-ring="black"] path')!.getBoundingClientRect();
    await expect(first.height).toBeGreaterThan(8);
  },
};
