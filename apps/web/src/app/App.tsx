import { LobbyPage } from '../lobby/LobbyPage';
import { MatchPage } from '../match/MatchPage';
import { useLocationKey } from './navigation';
import { lobbyPath, parseRoute } from './routes';

export function App() {
  useLocationKey();
  const route = parseRoute(window.location.pathname, window.location.search);
  switch (route.page) {
    case 'lobby':
      return <LobbyPage {...(route.game ? { selected: route.game } : {})} />;
    case 'match':
      return <MatchPage key={`${route.gameId}/${route.matchID}`} gameId={route.gameId} matchID={route.matchID} />;
    case 'missing':
      return (
        <main className="page">
          <p>Nothing here. <a href={lobbyPath()}>Go to the lobby</a>.</p>
        </main>
      );
  }
}
