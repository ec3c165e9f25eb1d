/**
 * "Scores by hand": a disclosure that fetches the hand-by-hand table and chart (HandHistory.tsx) only when it is
 * opened — the end screen opens it at once, the board during play leaves it closed — so the match page's first load
 * carries this small shell only. Draws nothing in a game without `hands:` or before any hand is scored.
 */
import { lazy, Suspense, useState } from 'react';
import type { HandHistoryProps } from './HandHistory';
import './ScoresByHand.css';

const HandHistory = lazy(() => import('./HandHistory'));

export interface ScoresByHandProps extends HandHistoryProps {
  /** Open from the start (the end screen). */
  open?: boolean;
  /** Opened over what follows (a panel under the summary), not pushing it down: the board's header. */
  floating?: boolean;
}

export function ScoresByHand({ open = false, floating = false, ...props }: ScoresByHandProps) {
  const [shown, setShown] = useState(open);
  const { def, view } = props;
  // Something to show: a scored hand, or a game over (its last hand, finished or not).
  if (!def.hands || !(view.handHistory?.length || view.result)) return null;
  return (
    <details className="dh-scores-by-hand" data-floating={floating || undefined} open={open} onToggle={(e) => setShown((e.currentTarget as HTMLDetailsElement).open)}
      // Over the table, Escape closes it and gives the focus back to its toggle.
      onKeyDown={(e) => {
        if (!floating || e.key !== 'Escape' || !e.currentTarget.open) return;
        e.currentTarget.open = false;
        e.currentTarget.querySelector('summary')?.focus();
      }}>
      <summary>Scores by hand</summary>
      {shown && (
        <div className="dh-scores-by-hand-panel">
          <Suspense fallback={<p role="status">Loading the scores…</p>}>
            <HandHistory {...props} />
          </Suspense>
        </div>
      )}
    </details>
  );
}
