import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import fixture from '../fixtures/wordaround-race.json';
import { RingCard, type RingLayoutData } from './RingCard';

// Computed by tools/src/ui-fixtures.ts with ring-layout.ts's layoutInk (seed "story:36") from the glyph outlines the
// hosted server sends for a `drawn:` attribute (finding 8: the words never reach the browser as text), as apps/web does.
const layout = (fixture.layouts as unknown as Record<string, RingLayoutData[]>)['36']!;

const meta = {
  title: 'WordARound/RingCard',
  component: RingCard,
  args: { layout, highlight: 'red' },
} satisfies Meta<typeof RingCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ReadRed: Story = {
  args: { name: 'Word card 36' },
  play: async ({ canvasElement }) => {
    // A neutral name: which ring to read, never the word.
    const card = within(canvasElement).getByRole('img', { name: 'Word card 36, read the red ring' });
    await expect(card).toBeVisible();
    // Every letter is an outline, none is text: nothing for a script to read off the page.
    await expect(canvasElement.querySelectorAll('text')).toHaveLength(0);
    await expect(canvasElement.querySelectorAll('path.dh-ring-letter')).toHaveLength(layout.reduce((n, l) => n + l.letters.length, 0));
    await expect(canvasElement.querySelector('circle[data-ring="red"]')).toHaveAttribute('stroke-width', '22');
    // Each ring's letters are grouped in word order, so a test can tell the rings apart.
    for (const l of layout) await expect(canvasElement.querySelectorAll(`g[data-ring="${l.ring}"] path`)).toHaveLength(l.letters.length);
    // Drawn at a readable size: the outer ring's first letter is at least 8 px tall.
    const first = canvasElement.querySelector('g[data-ring="black"] path')!.getBoundingClientRect();
    await expect(first.height).toBeGreaterThan(8);
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
