import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UndoButton } from './UndoButton';

const meta = {
  title: 'Table/UndoButton',
  component: UndoButton,
  args: { undo: { move: 'play', ok: true }, moveLabel: 'Play', onUndo: fn() },
} satisfies Meta<typeof UndoButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The last move laid a card on the table: it may be taken back. */
export const Available: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Undo play' });
    await expect(button).not.toHaveAttribute('aria-disabled');
    await userEvent.click(button);
    await expect(args.onUndo).toHaveBeenCalledTimes(1);
  },
};

/** The last move drew a card: pressing says why it stays, and sends nothing. */
export const Refused: Story = {
  args: { undo: { move: 'draw', ok: false, reason: 'It draws from the draw pile, which nobody could see.' }, moveLabel: 'Draw' },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const button = c.getByRole('button', { name: 'Undo draw' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAccessibleDescription('Cannot be taken back. It draws from the draw pile, which nobody could see.');
    await expect(c.queryByRole('status')).toBeNull();
    await userEvent.click(button);
    await expect(args.onUndo).not.toHaveBeenCalled();
    await expect(c.getByRole('status')).toHaveTextContent('It draws from the draw pile, which nobody could see.');
  },
};

/** Keyboard: the button is reached by Tab and pressed by Enter. */
export const ByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Undo play' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onUndo).toHaveBeenCalledTimes(1);
  },
};

/** Nothing of this seat's to take back: nothing is drawn. */
export const Nothing: Story = {
  args: { undo: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};
