/**
 * The lobby: your name (asked once, remembered), every game with "Play now against bots" and "Invite friends";
 * pick a game's name for its options and its open matches.
 */
import { useEffect, useState } from 'react';
import { api, type GameSummary } from '../api/lobby';
import { browserStore, playerName, saveName } from '../api/credentials';
import { CreateMatch } from './CreateMatch';
import { OpenMatches } from './OpenMatches';
import { NameBar } from './NameBar';
import { GameCard } from './GameCard';
import { startMatch } from './start';

const store = browserStore();

export function LobbyPage({ selected }: { selected?: string }) {
  const [games, setGames] = useState<GameSummary[]>();
  const [error, setError] = useState<string>();
  const [name, setName] = useState(() => playerName(store));
  useEffect(() => {
    api.games().then(setGames, (err: unknown) => setError((err as Error).message));
  }, []);
  useEffect(() => {
    document.title = 'Deckhand';
  }, []);
  const game = games?.find((g) => g.id === selected);
  const rename = (n: string) => {
    setName(n);
    saveName(store, n);
  };
  const start = (g: GameSummary, body: Parameters<typeof api.create>[1]) => startMatch(store, g, body, name);

  return (
    <main className="page lobby">
      <header className="lobby-head">
        <div>
          <h1>Deckhand</h1>
          <p className="muted">Card games written in YAML. Play one against bots now, or invite friends with a link.</p>
        </div>
        <NameBar name={name} onChange={rename} />
      </header>
      {error && <p className="error" role="alert">Cannot load the games: {error}</p>}
      <ul className="game-list" aria-label="Games">
        {games?.map((g) => <GameCard key={g.id} game={g} selected={g.id === selected} start={start} />)}
      </ul>
      {game && (
        <div className="game-panels" key={game.id}>
          <CreateMatch game={game} start={start} />
          <OpenMatches game={game} name={name} />
        </div>
      )}
    </main>
  );
}
