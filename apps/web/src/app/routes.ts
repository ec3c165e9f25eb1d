/** The client's two pages, read from the path. The server answers every non-API path with index.html. */
export type Route = { page: 'lobby'; game?: string } | { page: 'match'; gameId: string; matchID: string } | { page: 'missing'; path: string };

const SEGMENT = /^[A-Za-z0-9_-]{1,64}$/;

export function parseRoute(pathname: string, search = ''): Route {
  const parts = pathname.split('/').filter(Boolean).map((p) => {
    try {
      return decodeURIComponent(p);
    } catch {
      return '';
    }
  });
  if (parts.length === 0) {
    const game = new URLSearchParams(search).get('game') ?? undefined;
    return game && SEGMENT.test(game) ? { page: 'lobby', game } : { page: 'lobby' };
  }
  if (parts.length === 3 && parts[0] === 'match' && SEGMENT.test(parts[1]!) && SEGMENT.test(parts[2]!)) {
    return { page: 'match', gameId: parts[1]!, matchID: parts[2]! };
  }
  return { page: 'missing', path: pathname };
}

export const matchPath = (gameId: string, matchID: string) => `/match/${encodeURIComponent(gameId)}/${encodeURIComponent(matchID)}`;
export const lobbyPath = (game?: string) => (game ? `/?game=${encodeURIComponent(game)}` : '/');
