/**
 * The time left in a race round that has a deadline (`timeout:`, Slapjack's slap round): a bar that drains and the
 * seconds left, so a player sees the card is about to go by. The server's clock is not the browser's: the round's
 * time left is read from the view as it arrives (its deadline less the server's time of the round's last event),
 * then counted down on this machine. With reduced motion the bar and the figure step once a second instead of
 * running smoothly. It is a `timer` (not announced as it changes: a screen reader hears it when it looks).
 */
import { useCountdown } from '../Clock/countdown';

export interface RaceClockProps {
  /** The server's time of the round's last event (`race.lastAt`) and its deadline (`race.deadline`), in ms. */
  lastAt: number;
  deadline: number;
  /** The round (a new round restarts the clock even with the same times). */
  round: number;
  /** What the time is for, e.g. "to slap". */
  purpose: string;
}

/** "1.4 s" (or "2 s" stepping by seconds), "Time's up". */
export function timeLeftText(ms: number, bySecond: boolean): string {
  if (ms <= 0) return "Time's up";
  return bySecond ? `${Math.ceil(ms / 1000)} s` : `${(Math.ceil(ms / 100) / 10).toFixed(1)} s`;
}

export function RaceClock({ lastAt, deadline, round, purpose }: RaceClockProps) {
  const total = Math.max(0, deadline - lastAt);
  // Stepping by seconds (reduced motion), the bar shows whole seconds too: it never moves between two steps.
  const { left, over, reduced, shown } = useCountdown(total, [lastAt, deadline, round], 100);
  const fraction = total > 0 ? Math.min(1, shown / total) : 0;
  return (
    <div className="dh-race-clock" role="timer" aria-label={`Time left ${purpose}`} data-urgent={!over && left <= 1000 ? 'true' : undefined} data-over={over ? 'true' : undefined}>
      <span className="dh-race-clock-bar" aria-hidden="true">
        <span className="dh-race-clock-fill" style={{ width: `${fraction * 100}%` }} />
      </span>
      <span className="dh-race-clock-text">{timeLeftText(left, reduced)}</span>
    </div>
  );
}
