/** The match's table as the server sees it (waiting room, stand-ins, result, rematch), polled while the page is open. */
import { useCallback, useEffect, useState } from 'react';
import { api, type MatchSummary } from '../api/lobby';

const POLL_MS = 1500;

export function useMatchTable(gameId: string, matchID: string): { summary?: MatchSummary; error?: unknown; refresh: () => void } {
  const [summary, setSummary] = useState<MatchSummary>();
  const [error, setError] = useState<unknown>();
  const refresh = useCallback(() => {
    api.summary(gameId, matchID).then(
      (s) => {
        setSummary(s);
        setError(undefined);
      },
      (err: unknown) => setError(err),
    );
  }, [gameId, matchID]);
  useEffect(() => {
    refresh();
    const t = setInterval(() => {
      // A background tab still polls (the title cue needs it), but not when the page is gone.
      refresh();
    }, POLL_MS);
    return () => clearInterval(t);
  }, [refresh]);
  return { ...(summary ? { summary } : {}), ...(error ? { error } : {}), refresh };
}
