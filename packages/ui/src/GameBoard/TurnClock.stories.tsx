/**
 * The host's turn timer on the board (issue 37 item 6): the chip of the seat to move counts the turn down ("0:42
 * left"), in the dock for your own seat and in the strip of other players for theirs, for seats and spectators alike,
 * at desktop and phone widths, light and dark. The figures are the server's (its deadline and its time when the page
 * read them), so this machine's clock does not matter: the server's time here is 1 January 2001.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { backgroundOf, contrast } from '../../.storybook/contrast';
import { fixtures } from '../fixtures';
import type { SeatInfo } from '../types';
import { GameBoard } from './GameBoard';

const f = fixtures.bagPlay;
const SERVER_NOW = Date.UTC(2001, 0, 1);
const clock = { endsAt: SERVER_NOW + 42_000, now: SERVER_NOW, seconds: 60 };
const seats = (timed: number): SeatInfo[] =>
  [{ name: 'Ada', connected: true }, { name: 'Bea', connected: true }, { name: 'Cy', connected: false, bot: true }].map((s, i) => (i === timed ? { ...s, turnClock: clock } : s));
const PHONE = { viewport: { options: { phone: { name: 'Phone', styles: { width: '390px', height: '844px' }, type: 'mobile' } } } };

const meta = {
  title: 'Board/TurnClock',
  component: GameBoard,
  parameters: { layout: 'fullscreen', ...PHONE },
  args: { def: f.def, view: f.view, ctx: f.ctx, playerID: f.playerID, players: seats(0), onMove: fn(), motion: 'off' },
} satisfies Meta<typeof GameBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One clock on the table, in the chip of `who`, counting down, readable, whole on screen and not pushing its chip. */
async function expectClockOn(canvasElement: HTMLElement, region: string, who: RegExp) {
  const c = within(canvasElement);
  const timers = c.getAllByRole('timer', { name: /^Turn time: / });
  await expect(timers).toHaveLength(1);
  const chip = within(c.getByRole('region', { name: region })).getByRole('group', { name: who });
  const timer = within(chip).getByRole('timer');
  await expect(timer).toHaveTextContent(/^0:4[12] left$/);
  await expect(timer).toHaveAccessibleName(/^Turn time: 4[12] seconds left$/);
  const text = timer.querySelector<HTMLElement>('.dh-turn-clock-text')!;
  await expect(contrast(getComputedStyle(text).color, backgroundOf(text))).toBeGreaterThanOrEqual(4.5);
  timer.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  const r = timer.getBoundingClientRect();
  const box = chip.getBoundingClientRect();
  await expect(r.width).toBeGreaterThan(0);
  await expect(r.left >= box.left - 0.5 && r.right <= box.right + 0.5).toBe(true);
  await expect(r.left >= 0 && r.right <= window.innerWidth).toBe(true);
  const width = box.width;
  await waitFor(() => expect(timer).toHaveTextContent(/^0:40 left$/), { timeout: 3500 });
  await expect(chip.getBoundingClientRect().width).toBeCloseTo(width, 1);
}

/** Your turn: the clock is in your own chip, in the dock. */
const mine: Story['play'] = async ({ canvasElement }) => expectClockOn(canvasElement, 'Your area', /^Ada: you, to move/);
export const YourTurn: Story = { play: mine };
export const YourTurnDark: Story = { parameters: { theme: 'dark' }, play: mine };
export const YourTurnPhone: Story = { globals: { viewport: { value: 'phone' } }, play: mine };
export const YourTurnPhoneDark: Story = { parameters: { theme: 'dark' }, globals: { viewport: { value: 'phone' } }, play: mine };

/** Another seat's turn: its chip in the strip of other players counts down; yours has none. */
const theirs: Story['play'] = async ({ canvasElement }) => expectClockOn(canvasElement, 'Other players', /^Bea: to move/);
const beaToMove = { ctx: { ...f.ctx, currentPlayer: '1' }, players: seats(1) };
export const TheirTurn: Story = { args: beaToMove, play: theirs };
export const TheirTurnPhone: Story = { args: beaToMove, globals: { viewport: { value: 'phone' } }, play: theirs };
export const TheirTurnPhoneDark: Story = { args: beaToMove, parameters: { theme: 'dark' }, globals: { viewport: { value: 'phone' } }, play: theirs };

/** A spectator sees the clock of the seat to move too. */
const watching: Story['play'] = async ({ canvasElement }) => expectClockOn(canvasElement, 'Other players', /^Ada: to move/);
const spectator = { view: fixtures.bagSpectator.view, ctx: fixtures.bagSpectator.ctx, playerID: fixtures.bagSpectator.playerID };
export const Spectator: Story = { args: spectator, play: watching };
export const SpectatorPhoneDark: Story = { args: spectator, parameters: { theme: 'dark' }, globals: { viewport: { value: 'phone' } }, play: watching };

/** Without a timer (no `turnClock` on any seat) nothing is drawn. */
export const NoTimer: Story = {
  args: { players: seats(-1) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('timer')).toBeNull();
  },
};
