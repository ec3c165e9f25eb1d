import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import fixture from '../fixtures/wordaround-race.json';
import { RingCard, type RingLayoutData } from './RingCard';

// Computed by tools/src/ui-fixtures.ts with ring-layout.ts's layoutInk from the drawings the hosted server sends for a
// `drawn:` attribute (findings 8 and 2: the words never reach the browser as text, nor as letters), as apps/web does.
// The race's uncovered card (the only disc the fixture's seat sees).
const layout = Object.values(fixture.layouts as unknown as Record<string, RingLayoutData[]>)[0]!;

const meta = {
  title: 'WordARound/RingCard',
  component: RingCard,
  args: { layout, highlight: 'red' },
} satisfies Meta<typeof RingCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ReadRed: Story = {
  args: { name: 'Word card' },
  play: async ({ canvasElement }) => {
    // A neutral name: which ring to read, never the word.
    const card = within(canvasElement).getByRole('img', { name: 'Word card, read the red ring' });
    await expect(card).toBeVisible();
    // Each word is one drawing, no text and no letters: nothing for a script to read off the page. The only text
    // is the ring to read, written in the middle in its colour (not only a tint).
    await expect([...canvasElement.querySelectorAll('text')].map((t) => t.textContent)).toEqual(['read', 'red']);
    await expect(canvasElement.querySelector('.dh-ring-read')).toHaveAttribute('fill', '#c62828');
    await expect(canvasElement.querySelectorAll('.dh-ring-letter')).toHaveLength(0);
    await expect(canvasElement.querySelector('circle[data-ring="red"]')).toHaveAttribute('stroke-width', '22');
    // One path per ring, grouped so a test can tell the rings apart.
    for (const l of layout) await expect(canvasElement.querySelectorAll(`g[data-ring="${l.ring}"] path.dh-ring-ink`)).toHaveLength(1);
    // Drawn at a readable size: the blue ring's word, bent round the small inner circle, still spans over 40 px.
    const blue = canvasElement.querySelector('g[data-ring="blue"] path')!.getBoundingClientRect();
    await expect(Math.max(blue.width, blue.height)).toBeGreaterThan(40);
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
