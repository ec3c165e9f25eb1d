/**
 * The host's turn timer in the chip of a seat to move: "0:42 left" over a thin bar that drains, urgent (the danger
 * colour) in the last 10 seconds, "Time's up" once over (the server then plays a move for the seat). The server's
 * clock is not the browser's: the time left is read as the summary arrives (its deadline less the server's time when
 * it wrote it), then counted down on this machine, as RaceClock does. With reduced motion the bar steps once a second
 * with the figure. It is a `timer` (not announced as it changes: a screen reader hears it when it looks); its width
 * is set by the longest text the turn can show, so the chip does not move as the figure changes.
 */
import { useCountdown } from '../Clock/countdown';
import type { TurnClockInfo } from '../types';

export type TurnClockProps = TurnClockInfo;

/** The last seconds, shown urgent. */
export const TURN_URGENT_MS = 10_000;

/** "0:42", "12:05": minutes and seconds, counted up to the next whole second. */
export function clockText(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** "42 seconds", "1 minute 5 seconds", for the screen reader's label. */
export function spokenTime(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000));
  const [m, r] = [Math.floor(s / 60), s % 60];
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  return [m ? unit(m, 'minute') : '', r || !m ? unit(r, 'second') : ''].filter(Boolean).join(' ');
}

export function TurnClock({ endsAt, now: serverNow, seconds }: TurnClockProps) {
  const total = Math.max(0, endsAt - serverNow);
  const { left, over, reduced, shown } = useCountdown(total, [endsAt, serverNow], 200);
  const length = Math.max(seconds * 1000, total);
  const fraction = length > 0 ? Math.min(1, shown / length) : 0;
  const urgent = !over && left <= TURN_URGENT_MS;
  const text = over ? "Time's up" : `${clockText(left)} left`;
  // Room for the longest figure this turn shows ("12:00 left"), so the chip keeps its width as it counts down.
  const width = Math.max(`${clockText(length)} left`.length, "Time's up".length);
  return (
    <span className="dh-turn-clock" role="timer" aria-label={over ? "Turn time: time's up" : `Turn time: ${spokenTime(left)} left`}
      data-urgent={urgent || undefined} data-over={over || undefined} data-reduced={reduced || undefined} style={{ minWidth: `${width + 1}ch` }}>
      <span className="dh-turn-clock-text">{text}</span>
      <span className="dh-turn-clock-bar" aria-hidden="true">
        <span className="dh-turn-clock-fill" style={{ transform: `scaleX(${fraction})` }} />
      </span>
    </span>
  );
}
