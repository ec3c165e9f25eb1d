import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Card } from './Card';
import { faceText } from './describe';

const faces = {
  7: { type: 'number', attrs: { value: 7 } },
  12: { type: 'term', attrs: { number: 1, term: 'premise' } },
  80: { type: 'wild', attrs: {} },
};

const meta = {
  title: 'Cards/Card',
  component: Card,
  args: { card: 7, faces, onSelect: fn() },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FaceUp: Story = {
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement).getByRole('button', { name: 'number: value 7' });
    await expect(card).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(card);
    await expect(args.onSelect).toHaveBeenCalledWith(7);
  },
};

export const Term: Story = { args: { card: 12, onSelect: undefined } };

export const Wild: Story = { args: { card: 80, onSelect: undefined } };

export const FaceDown: Story = {
  args: { card: null },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('img', { name: 'face-down card' });
    await expect(card).toBeVisible();
    // A hidden card is never a button: nothing to select.
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const BackWithColour: Story = {
  args: { card: { back: { back: 'red' } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'face-down card (back red)' })).toBeVisible();
  },
};

export const Selected: Story = {
  args: { selected: true },
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement).getByRole('button');
    await expect(card).toHaveAttribute('aria-pressed', 'true');
    card.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith(7);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement).getByRole('button');
    await expect(card).toBeDisabled();
    await userEvent.click(card, { pointerEventsCheck: 0 });
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

export const Small: Story = { args: { size: 'sm', onSelect: undefined } };

/** `faceText`, the compact face the log prints (a unit test of the pure helper; the canvas shows the term card). */
export const FaceText: Story = {
  args: { card: 12, onSelect: undefined },
  play: async ({ canvasElement }) => {
    await expect(faceText(faces[7])).toBe('7');
    await expect(faceText(faces[12])).toBe('premise (1)');
    await expect(faceText(faces[80])).toBe('?');
    await expect(faceText({ type: 'term', attrs: { term: 'warrant' } })).toBe('warrant');
    await expect(faceText({ type: 'disc', attrs: { black: 'mango', red: 'shiver', back: 'red' } })).toBe('mango');
    await expect(faceText({ type: 'colour', attrs: { colour: 'red', sizes: ['S', 'M'] } })).toBe('red S, M');
    // The same parts the Card draws: its number and its term.
    const card = within(canvasElement).getByRole('img', { name: 'term: number 1, term premise' });
    await expect(card).toHaveTextContent('1premise');
  },
};
