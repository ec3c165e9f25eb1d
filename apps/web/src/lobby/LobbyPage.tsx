/** The lobby: every game with its player range; pick one to create a match or join an open one. */
import { useEffect, useState } from 'react';
import { api, type GameSummary } from '../api/lobby';
import { lobbyPath } from '../app/routes';
import { navigate } from '../app/navigation';
import { CreateMatch } from './CreateMatch';
import { OpenMatches } from './OpenMatches';

export function LobbyPage({ selected }: { selected?: string }) {
  const [games, setGames] = useState<GameSummary[]>();
  const [error, setError] = useState<string>();
  useEffect(() => {
    api.games().then(setGames, (err: unknown) => setError((err as Error).message));
  }, []);
  const game = games?.find((g) => g.id === selected);

  return (
    <main className="page lobby">
      <header>
        <h1>Deckhand</h1>
        <p className="muted">Card games written in YAML. Pick a game, start a match, share the link.</p>
      </header>
      {error && <p className="error" role="alert">Cannot load the games: {error}</p>}
      <ul className="game-list" aria-label="Games">
        {games?.map((g) => (
          <li key={g.id}>
            <a href={lobbyPath(g.id)} className={`game ${g.id === selected ? 'selected' : ''}`} aria-current={g.id === selected ? 'true' : undefined} data-game={g.id}
              onClick={(e) => { e.preventDefault(); navigate(lobbyPath(g.id), { replace: true }); }}>
              <strong>{g.name}</strong>
              <span className="muted">{g.players.min === g.players.max ? `${g.players.min}` : `${g.players.min}–${g.players.max}`} players</span>
              {g.description && <small>{g.description}</small>}
            </a>
          </li>
        ))}
      </ul>
      {game && (
        <div className="game-panels" key={game.id}>
          <CreateMatch game={game} />
          <OpenMatches game={game} />
        </div>
      )}
    </main>
  );
}
