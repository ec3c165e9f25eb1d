import { lazy, Suspense } from 'react';
import { useLocationKey } from './navigation';
import { lobbyPath, parseRoute } from './routes';

// Each page is its own chunk, loaded when its route is opened: the lobby never downloads the board, its drag and
// drop and animations, and a shared match link never downloads the lobby (docs/benchmarks.md, "The wire").
const LobbyPage = lazy(() => import('../lobby/LobbyPage').then((m) => ({ default: m.LobbyPage })));
const MatchPage = lazy(() => import('../match/MatchPage').then((m) => ({ default: m.MatchPage })));

function Page() {
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

export function App() {
  useLocationKey();
  return (
    <Suspense fallback={<main className="page" aria-busy="true" />}>
      <Page />
    </Suspense>
  );
}
