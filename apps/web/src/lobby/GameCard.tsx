/**
 * One game in the lobby: "Play now against bots" (one click to a match, the default for a player alone), "Invite
 * friends" (a match that waits for the people you send its link to), and the game's name, which opens its options
 * and open matches.
 */
import { useState } from 'react';
import type { GameSummary } from '../api/lobby';
import { ApiError } from '../api/lobby';
import { lobbyPath } from '../app/routes';
import { navigate } from '../app/navigation';
import { inviteBody, soloBody } from './quick-start';

export interface GameCardProps {
  game: GameSummary;
  selected: boolean;
  /** Creates the match and goes there; rejects with the server's reason. */
  start: (game: GameSummary, body: { numPlayers: number; bots: number }) => Promise<void>;
}

export function GameCard({ game, selected, start }: GameCardProps) {
  const [friends, setFriends] = useState(Math.min(game.players.max, Math.max(game.players.min, 2)));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const range = game.players.min === game.players.max ? `${game.players.min}` : `${game.players.min}–${game.players.max}`;
  const run = async (body: { numPlayers: number; bots: number }) => {
    setBusy(true);
    setError(undefined);
    try {
      await start(game, body);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : String(err));
      setBusy(false);
    }
  };
  const seats = Array.from({ length: game.players.max - game.players.min + 1 }, (_, i) => game.players.min + i);
  return (
    <li className={`game ${selected ? 'selected' : ''}`} aria-label={game.name}>
      <a href={lobbyPath(game.id)} className="game-title" aria-current={selected ? 'true' : undefined} data-game={game.id}
        onClick={(e) => { e.preventDefault(); navigate(lobbyPath(game.id), { replace: true }); }}>
        <strong>{game.name}</strong>
        <span className="muted">{range} players</span>
      </a>
      {game.description && <small>{game.description}</small>}
      <div className="game-actions">
        <button type="button" className="btn primary" disabled={busy} onClick={() => run(soloBody(game))}>Play now against bots</button>
        <div className="invite">
          <button type="button" className="btn" disabled={busy} onClick={() => run(inviteBody(game, friends))}>Invite friends</button>
          <label className="muted">
            <span className="sr-only">Seats for friends</span>
            <select aria-label={`Seats for ${game.name}`} value={friends} onChange={(e) => setFriends(Number(e.target.value))}>
              {seats.map((n) => <option key={n} value={n}>{n} seats</option>)}
            </select>
          </label>
        </div>
      </div>
      {error && <p className="error" role="alert">{error}</p>}
    </li>
  );
}
