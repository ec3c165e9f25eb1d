/**
 * `deckhand serve` hosts the games of the folder it is given or runs in, and where it finds them when it is given
 * none (src/games-root.ts): a folder that is a game (made by `npm create deckhand`), a folder of games, else the
 * checkout's packages/games/.
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { GAMES_DIR } from '@deckhand/games';
import { serveCommand } from '../src/commands/serve';
import { gamesRoot, gameTarget, servedRoot } from '../src/games-root';

const root = mkdtempSync(join(tmpdir(), 'deckhand-serve-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A folder made as `npm create deckhand my-game` makes one: the game's files at its root. */
function gameFolder(): string {
  const dir = join(root, 'my-game');
  mkdirSync(dir, { recursive: true });
  cpSync(join(GAMES_DIR, 'bag', 'game.yaml'), join(dir, 'game.yaml'));
  cpSync(join(GAMES_DIR, 'bag', 'rules.md'), join(dir, 'rules.md'));
  return dir;
}

describe('where a command finds its games', () => {
  it('a game folder is its own game; a folder of games holds them; elsewhere the checkout\'s games', () => {
    const game = gameFolder();
    expect(gameTarget(undefined, undefined, game)).toEqual({ id: 'my-game', root: dirname(game) });
    expect(gamesRoot(undefined, game)).toBe(dirname(game));
    expect(servedRoot(undefined, game)).toBe(game);
    expect(gamesRoot(undefined, root)).toBe(root);
    expect(servedRoot(undefined, root)).toBe(root);
    const empty = mkdtempSync(join(root, 'empty-'));
    expect(gameTarget(undefined, undefined, empty)).toBeUndefined();
    expect(gamesRoot(undefined, empty)).toBe(GAMES_DIR);
    expect(gameTarget('bag', undefined, empty)).toEqual({ id: 'bag', root: GAMES_DIR });
    expect(gamesRoot('elsewhere', empty)).toMatch(/elsewhere$/);
  });
});

describe('deckhand serve', () => {
  it('serves a game folder: health, the game in the lobby list, matches under --data-dir', async () => {
    const game = gameFolder();
    const out: string[] = [];
    const err: string[] = [];
    const stop = new AbortController();
    process.env['BOT_THREADS'] = '1';
    const done = serveCommand([game, '--port', '0', '--data-dir', join(root, 'data')], { out: (l) => out.push(l), err: (l) => err.push(l) }, stop.signal);
    try {
      await expect.poll(() => out.join('\n') + err.join('\n'), { timeout: 60_000 }).toMatch(/ready|serve:/);
      expect(err).toEqual([]);
      const [, port] = /localhost:(\d+)\//.exec(out.join('\n'))!;
      const origin = `http://127.0.0.1:${port}`;
      expect((await (await fetch(`${origin}/health`)).json()) as object).toMatchObject({ status: 'ok', games: 1 });
      const games = (await (await fetch(`${origin}/api/games`)).json()) as { id: string }[];
      expect(games.map((g) => g.id)).toEqual(['bag']);
      expect(out.join('\n')).toContain(join(root, 'data'));
      expect(basename(game)).toBe('my-game');
    } finally {
      stop.abort();
      expect(await done).toBe(0);
      delete process.env['BOT_THREADS'];
    }
  }, 90_000);

  it('says which folder has no game, exit 1', async () => {
    const empty = mkdtempSync(join(root, 'none-'));
    const err: string[] = [];
    expect(await serveCommand([empty, '--port', '0'], { out: () => undefined, err: (l) => err.push(l) })).toBe(1);
    expect(err.join('\n')).toMatch(/no game\.yaml in .*none-/);
  });
});
