import type { Meta, StoryObj } from '@storybook/react-vite';
import { MotionConfig } from 'motion/react';
import { expect, waitFor, within } from 'storybook/test';
import { backgroundOf, contrast } from '../../.storybook/contrast';
import { Seat } from './Seat';

const meta = {
  title: 'Table/Seat',
  component: Seat,
  args: { seat: 0, name: 'Ada', cards: 7, connected: true },
} satisfies Meta<typeof Seat>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Waiting: Story = {};

export const Turn: Story = {
  args: { active: true },
  play: async ({ canvasElement }) => {
    const seat = within(canvasElement).getByRole('group', { name: /Ada: to move/ });
    await expect(seat).toHaveAttribute('aria-current', 'true');
  },
};

export const You: Story = { args: { you: true, active: true } };

export const Out: Story = {
  args: { out: true, cards: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: 'Ada: out, connected, 0 cards' })).toBeVisible();
  },
};

export const Disconnected: Story = { args: { connected: false } };

export const Bot: Story = { args: { name: 'Bot Bea', bot: true } };

export const Winner: Story = { args: { winner: true } };

/** A ranked end (Go Fish by books): a seat after the winners shows its place. */
export const Placed: Story = {
  args: { place: 2, cards: 0 },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('group', { name: 'Ada: connected, 2nd place, 0 cards' })).toBeVisible();
    await expect(c.getByText('2nd')).toBeVisible();
  },
};

export const Unnamed: Story = { args: { name: undefined, seat: 2, connected: undefined } };

/*
 * The host's turn timer in the chip of the seat to move (TurnClock). The server's clock is not this browser's: every
 * story gives the server's time as 1 January 2001, so a clock that read this machine's time would show nonsense; the
 * time left is the deadline less the server's time, counted down from when the chip was drawn.
 */
const SERVER_NOW = Date.UTC(2001, 0, 1);
const timed = (leftMs: number, seconds = 60) => ({ endsAt: SERVER_NOW + leftMs, now: SERVER_NOW, seconds });
const timerOf = (canvasElement: HTMLElement) => within(canvasElement).getByRole('timer', { name: /^Turn time: / });
const textOf = (timer: HTMLElement) => timer.querySelector<HTMLElement>('.dh-turn-clock-text')!;
/** The figure's text against what it sits on, in the colours the theme draws now (WCAG AA for text). */
const expectReadable = async (timer: HTMLElement) => {
  const text = textOf(timer);
  await expect(contrast(getComputedStyle(text).color, backgroundOf(text))).toBeGreaterThanOrEqual(4.5);
};
const PHONE = { viewport: { options: { phone: { name: 'Phone', styles: { width: '390px', height: '844px' }, type: 'mobile' } } } };

/** "0:42 left" and its label, then a second later one second less; the chip keeps its width as the figure changes. */
const countsDown: Story['play'] = async ({ canvasElement }) => {
  const timer = timerOf(canvasElement);
  const chip = within(canvasElement).getByRole('group', { name: /^Ada: to move/ });
  await expect(timer).toHaveAccessibleName(/^Turn time: 4[12] seconds left$/);
  await expect(timer).toHaveTextContent(/^0:4[12] left$/);
  await expect(timer).not.toHaveAttribute('data-urgent');
  await expectReadable(timer);
  const width = chip.getBoundingClientRect().width;
  const fill = timer.querySelector<HTMLElement>('.dh-turn-clock-fill')!;
  const drawn = fill.style.transform;
  await waitFor(() => expect(timer).toHaveTextContent(/^0:40 left$/), { timeout: 3000 });
  await expect(fill.style.transform).not.toBe(drawn); // the bar drains
  await expect(chip.getBoundingClientRect().width).toBeCloseTo(width, 1);
  // Whole, inside its chip.
  const r = timer.getBoundingClientRect();
  const c = chip.getBoundingClientRect();
  await expect(r.left >= c.left && r.right <= c.right).toBe(true);
};

export const TurnTimer: Story = { args: { active: true, clock: timed(42_000) }, play: countsDown };
export const TurnTimerDark: Story = { args: { active: true, clock: timed(42_000) }, parameters: { theme: 'dark' }, play: countsDown };
export const TurnTimerPhone: Story = { args: { active: true, clock: timed(42_000) }, parameters: PHONE, globals: { viewport: { value: 'phone' } }, play: countsDown };

/** The last ten seconds are urgent: the danger colours, still readable. */
const turnsUrgent: Story['play'] = async ({ canvasElement }) => {
  const timer = timerOf(canvasElement);
  await expect(timer).toHaveTextContent(/^0:1[12] left$/);
  await expect(timer).not.toHaveAttribute('data-urgent');
  await expectReadable(timer);
  await waitFor(() => expect(timer).toHaveAttribute('data-urgent', 'true'), { timeout: 3000 });
  await expect(timer).toHaveTextContent(/^0:(10|0\d) left$/);
  await expectReadable(timer);
};

export const TurnTimerUrgent: Story = { args: { active: true, clock: timed(11_500) }, play: turnsUrgent };
export const TurnTimerUrgentDark: Story = { args: { active: true, clock: timed(11_500) }, parameters: { theme: 'dark' }, play: turnsUrgent };

/** Once over it says so (the server plays a move for the seat); "Time's up" fits the room the figure had. */
const timesUp: Story['play'] = async ({ canvasElement }) => {
  const timer = timerOf(canvasElement);
  const width = timer.getBoundingClientRect().width;
  await expect(timer).toHaveAttribute('data-urgent', 'true');
  await waitFor(() => expect(timer).toHaveTextContent("Time's up"), { timeout: 4000 });
  await expect(timer).toHaveAccessibleName("Turn time: time's up");
  await expect(timer).toHaveAttribute('data-over', 'true');
  await expect(timer.getBoundingClientRect().width).toBeCloseTo(width, 1);
  await expectReadable(timer);
};

export const TurnTimerTimesUp: Story = { args: { active: true, clock: timed(2_500) }, play: timesUp };
export const TurnTimerTimesUpDark: Story = { args: { active: true, clock: timed(2_500) }, parameters: { theme: 'dark' }, play: timesUp };

/** With reduced motion the bar steps with the figure, once a second, and never slides. */
export const TurnTimerReducedMotion: Story = {
  args: { active: true, clock: timed(42_000) },
  decorators: [(S) => <MotionConfig reducedMotion="always"><S /></MotionConfig>],
  play: async ({ canvasElement }) => {
    const timer = timerOf(canvasElement);
    await expect(timer).toHaveAttribute('data-reduced', 'true');
    const fill = timer.querySelector<HTMLElement>('.dh-turn-clock-fill')!;
    await expect(getComputedStyle(fill).transitionDuration).toBe('0s');
    const drawn = fill.style.transform;
    await new Promise((r) => setTimeout(r, 300));
    await expect(fill.style.transform).toBe(drawn);
    await waitFor(() => expect(fill.style.transform).not.toBe(drawn), { timeout: 2000 });
  },
};

/** A seat not to move shows no clock, even when one is given (the page's summary may lag the board by a poll). */
export const TurnTimerNotToMove: Story = {
  args: { clock: timed(42_000) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('timer')).toBeNull();
  },
};
