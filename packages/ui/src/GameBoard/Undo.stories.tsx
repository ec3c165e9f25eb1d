/**
 * The board's Undo control (issue 37 item 7): the seat whose move is the last of this turn sees it in its dock,
 * enabled only when the server says that move may be taken back (`view.undo`), at desktop and phone widths, light and
 * dark. A refused undo says why when pressed; nothing is sent.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fixtures } from '../fixtures';
import type { PlayerView } from '../types';
import { GameBoard } from './GameBoard';

const f = fixtures.buildUpPlay;
const view = (undo: PlayerView['undo']): PlayerView => ({ ...f.view, ...(undo ? { undo } : {}) }) as PlayerView;
const REASON = 'It draws from the draw pile, which nobody could see.';

const meta = {
  title: 'Board/Undo',
  component: GameBoard,
  parameters: {
    layout: 'fullscreen',
    viewport: { options: { phone: { name: 'Phone', styles: { width: '390px', height: '844px' }, type: 'mobile' } } },
  },
  args: { def: f.def, view: view({ move: 'play', ok: true }), ctx: f.ctx, playerID: f.playerID, onMove: fn(), onUndo: fn(), motion: 'off' },
} satisfies Meta<typeof GameBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The button is in the dock, whole and on screen (a phone's dock included), and takes the move back on a press. */
const takesBack: Story['play'] = async ({ canvasElement, args: a }) => {
  const c = within(canvasElement);
  const dock = c.getByRole('region', { name: 'Your hand and moves' });
  const button = within(dock).getByRole('button', { name: 'Undo play' });
  const r = button.getBoundingClientRect();
  const d = dock.getBoundingClientRect();
  await expect(r.width).toBeGreaterThan(40);
  await expect(r.left >= d.left - 0.5 && r.right <= d.right + 0.5).toBe(true);
  button.scrollIntoView({ block: 'nearest' });
  const after = button.getBoundingClientRect();
  await expect(after.top >= 0 && after.bottom <= window.innerHeight).toBe(true);
  await userEvent.click(button);
  await expect(a.onUndo).toHaveBeenCalledTimes(1);
  await expect(a.onMove).not.toHaveBeenCalled();
};

export const TakeBackDesktop: Story = { play: takesBack };
export const TakeBackDesktopDark: Story = { parameters: { theme: 'dark' }, play: takesBack };
export const TakeBackPhone: Story = { globals: { viewport: { value: 'phone' } }, play: takesBack };
export const TakeBackPhoneDark: Story = { globals: { viewport: { value: 'phone' } }, parameters: { theme: 'dark' }, play: takesBack };

/** The server refuses this one: the button stays, dimmed; a press tells the rule's reason and sends nothing. */
export const Refused: Story = {
  args: { view: view({ move: 'play', ok: false, reason: REASON }) },
  play: async ({ canvasElement, args: a }) => {
    const c = within(canvasElement);
    const button = c.getByRole('button', { name: 'Undo play' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(a.onUndo).not.toHaveBeenCalled();
    await expect(c.getByText(`Cannot be taken back. ${REASON}`)).toBeVisible();
  },
};

/** Nothing of this seat's to take back (another seat's turn, or its turn's first move not made yet): no button. */
export const NothingToTakeBack: Story = {
  args: { view: view(undefined) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: /^Undo/ })).toBeNull();
  },
};
