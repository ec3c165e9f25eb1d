import { describe, expect, it } from 'vitest';
import { lobbyPath, matchPath, parseRoute } from './routes';

describe('routes', () => {
  it('reads the lobby, with an optional selected game', () => {
    expect(parseRoute('/')).toEqual({ page: 'lobby' });
    expect(parseRoute('/', '?game=bag')).toEqual({ page: 'lobby', game: 'bag' });
    expect(parseRoute('/', '?game=<script>')).toEqual({ page: 'lobby' });
  });

  it('reads a match page and round-trips its path', () => {
    expect(parseRoute('/match/bag/AbC_-1')).toEqual({ page: 'match', gameId: 'bag', matchID: 'AbC_-1' });
    expect(parseRoute(matchPath('build-up', 'x1'))).toEqual({ page: 'match', gameId: 'build-up', matchID: 'x1' });
    expect(parseRoute(lobbyPath('bag').split('?')[0]!, '?' + lobbyPath('bag').split('?')[1])).toEqual({ page: 'lobby', game: 'bag' });
  });

  it('rejects anything else', () => {
    for (const p of ['/match/bag', '/match/bag/a/b', '/match/ba g/x', '/match/bag/%E0%A4%A', '/other']) {
      expect(parseRoute(p).page, p).toBe('missing');
    }
  });
});
