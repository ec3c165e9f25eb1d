/**
 * A countdown read off the server's clock, counted on this machine's: the time left is what the server said when
 * its message arrived (`total`), less the time this page has seen pass since. A browser whose clock disagrees with
 * the server's still shows the right figure. Shared by the race round's clock and the host's turn timer.
 */
import { useEffect, useState } from 'react';
import { useReducedMotionConfig } from 'motion/react';

export interface Countdown {
  /** Milliseconds left (0 once over). */
  left: number;
  over: boolean;
  /** The player asked for reduced motion: the figure and any bar step by whole seconds. */
  reduced: boolean;
  /** What a bar shows: `left`, or with reduced motion `left` up to the next whole second (it never moves between steps). */
  shown: number;
}

/**
 * Counts `total` ms down from the moment `restart` last changed (a new deadline, a new round), redrawing every
 * `tickMs` (every second with reduced motion) until it is over.
 */
export function useCountdown(total: number, restart: readonly unknown[], tickMs: number): Countdown {
  const reduced = useReducedMotionConfig() ?? false;
  // When the message arrived, on this machine's clock.
  const [start, setStart] = useState(() => performance.now());
  const [now, setNow] = useState(start);
  useEffect(() => {
    const t = performance.now();
    setStart(t);
    setNow(t);
  }, restart); // the caller names what restarts the count
  const left = Math.max(0, total - (now - start));
  const over = left <= 0;
  useEffect(() => {
    if (over) return;
    const id = setInterval(() => setNow(performance.now()), reduced ? 1000 : tickMs);
    return () => clearInterval(id);
  }, [reduced, over, start, tickMs]);
  return { left, over, reduced, shown: reduced ? Math.ceil(left / 1000) * 1000 : left };
}
