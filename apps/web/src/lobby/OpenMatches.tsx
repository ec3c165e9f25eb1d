/** The open matches of one game (not over), with who sits where; join a free seat or watch. */
import { useEffect, useState } from 'react';
import { api, ApiError, freeSeats, isBotSeat, type GameSummary, type LobbyMatch } from '../api/lobby';
import { browserStore, lastName, loadSeat, saveSeat } from '../api/credentials';
import { nameError } from './create-form';
import { matchPath } from '../app/routes';
import { navigate } from '../app/navigation';

const store = browserStore();

export function OpenMatches({ game }: { game: GameSummary }) {
  const [matches, setMatches] = useState<LobbyMatch[]>();
  const [error, setError] = useState<string>();
  const [name, setName] = useState(() => lastName(store));

  useEffect(() => {
    let live = true;
    const load = () =>
      api.matches(game.id).then(
        (ms) => live && (setMatches(ms.sort((a, b) => b.createdAt - a.createdAt)), setError(undefined)),
        (err: unknown) => live && setError((err as Error).message),
      );
    void load();
    const t = setInterval(load, 4000);
    return () => {
      live = false;
      clearInterval(t);
    };
  }, [game.id]);

  const join = async (m: LobbyMatch) => {
    const bad = nameError(name);
    if (bad) return setError(`Your name: ${bad}`);
    try {
      const r = await api.join(game.id, m.matchID, { playerName: name.trim() });
      saveSeat(store, game.id, m.matchID, { playerID: r.playerID, credentials: r.playerCredentials, playerName: name.trim() });
      navigate(matchPath(game.id, m.matchID));
    } catch (err) {
      setError(err instanceof ApiError ? err.message : String(err));
    }
  };
  const open = (m: LobbyMatch) => navigate(matchPath(game.id, m.matchID));

  return (
    <section className="card-panel matches" aria-label={`Open ${game.name} matches`}>
      <h3>Open matches</h3>
      <div className="field">
        <label htmlFor="join-name">Join as</label>
        <input id="join-name" value={name} maxLength={40} autoComplete="nickname" onChange={(e) => setName(e.target.value)} />
      </div>
      {error && <p className="error" role="alert">{error}</p>}
      {!matches && <p className="muted">Loading…</p>}
      {matches?.length === 0 && <p className="muted">No open matches yet: create one.</p>}
      <ul className="match-list">
        {matches?.map((m) => {
          const free = freeSeats(m).length;
          const mine = loadSeat(store, game.id, m.matchID);
          return (
            <li key={m.matchID} data-match={m.matchID}>
              <div>
                <strong>{m.players.length} players</strong>{' '}
                <span className="muted">
                  {m.players.map((p) => (p.name ? `${p.name}${isBotSeat(p) ? ' (bot)' : ''}` : 'free')).join(', ')}
                </span>
              </div>
              <div className="actions">
                {mine ? (
                  <button type="button" className="btn primary" onClick={() => open(m)}>Rejoin</button>
                ) : (
                  free > 0 && <button type="button" className="btn primary" onClick={() => join(m)}>Join ({free} free)</button>
                )}
                <button type="button" className="btn" onClick={() => open(m)}>Watch</button>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
