/** A game's listed matches with their status (waiting for N / in play / over), age and whose turn; join, rejoin or watch. */
import { useEffect, useState } from 'react';
import { api, ApiError, type GameSummary, type MatchSummary } from '../api/lobby';
import { browserStore, loadSeat, saveSeat } from '../api/credentials';
import { matchPath } from '../app/routes';
import { navigate } from '../app/navigation';
import { ageText, seatsText, statusText } from './quick-start';

const store = browserStore();

export function OpenMatches({ game, name }: { game: GameSummary; name: string }) {
  const [matches, setMatches] = useState<MatchSummary[]>();
  const [error, setError] = useState<string>();
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    let live = true;
    const load = () =>
      api.summaries(game.id).then(
        (ms) => live && (setMatches(ms), setNow(Date.now()), setError(undefined)),
        (err: unknown) => live && setError((err as Error).message),
      );
    void load();
    const t = setInterval(load, 4000);
    return () => {
      live = false;
      clearInterval(t);
    };
  }, [game.id]);

  const join = async (m: MatchSummary) => {
    try {
      const r = await api.join(game.id, m.matchID, { playerName: name });
      saveSeat(store, game.id, m.matchID, { playerID: r.playerID, credentials: r.playerCredentials, playerName: name });
      navigate(matchPath(game.id, m.matchID));
    } catch (err) {
      setError(err instanceof ApiError ? err.message : String(err));
    }
  };
  const open = (m: MatchSummary) => navigate(matchPath(game.id, m.matchID));

  return (
    <section className="card-panel matches" aria-label={`Open ${game.name} matches`}>
      <h3>Matches</h3>
      {error && <p className="error" role="alert">{error}</p>}
      {!matches && <p className="muted">Loading…</p>}
      {matches?.length === 0 && <p className="muted">No matches yet: play now, or invite friends.</p>}
      <ul className="match-list">
        {matches?.map((m) => {
          const mine = loadSeat(store, game.id, m.matchID);
          return (
            <li key={m.matchID} data-match={m.matchID} data-status={m.status}>
              <div>
                <strong className="status">{statusText(m)}</strong>{' '}
                <small className="muted">· {m.numPlayers} seats · started {ageText(now - m.createdAt)}</small>
                <div className="muted">{seatsText(m)}</div>
              </div>
              <div className="actions">
                {mine && m.status !== 'over' ? (
                  <button type="button" className="btn primary" onClick={() => open(m)}>{mine.left ? 'Take your seat back' : 'Rejoin'}</button>
                ) : (
                  m.status === 'waiting' && m.waitingFor > 0 && <button type="button" className="btn primary" onClick={() => join(m)}>Join</button>
                )}
                <button type="button" className="btn" onClick={() => open(m)}>{m.status === 'over' ? 'See the end' : 'Watch'}</button>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
