/** Pictures named by card faces are served from the game's folder, and nothing else is. */
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Game } from 'boardgame.io';
import { startInProcess, type Running } from './helpers/in-process';
import { testGames } from './helpers/games';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const dir = mkdtempSync(join(tmpdir(), 'deckhand-assets-'));
const outside = mkdtempSync(join(tmpdir(), 'deckhand-outside-'));
mkdirSync(join(dir, 'art'));
writeFileSync(join(dir, 'art', 'queen of spades.png'), PNG);
writeFileSync(join(dir, 'game.yaml'), 'id: secret');
writeFileSync(join(dir, '.hidden.png'), PNG);
writeFileSync(join(outside, 'escape.png'), PNG);
symlinkSync(join(outside, 'escape.png'), join(dir, 'art', 'link.png'));

let srv: Running;
beforeAll(async () => {
  const bag = (await testGames()).find((g) => g.game.name === 'bag')!.game;
  srv = await startInProcess({ games: [Object.assign({ ...bag }, { dir }) as Game] });
});
afterAll(async () => srv?.close());

const get = (path: string) => fetch(`${srv.url}${path}`);

describe('face pictures', () => {
  it('serves an image from the game folder, with its type', async () => {
    const r = await get('/api/games/bag/assets/art/queen%20of%20spades.png');
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await r.arrayBuffer())).toEqual(PNG);
  });

  it('serves nothing else: other files, dot-files, paths out of the folder, links out, unknown games', async () => {
    for (const path of [
      '/api/games/bag/assets/game.yaml',
      '/api/games/bag/assets/.hidden.png',
      '/api/games/bag/assets/art/../../escape.png',
      '/api/games/bag/assets/art/%2e%2e/%2e%2e/escape.png',
      '/api/games/bag/assets/art/link.png',
      '/api/games/bag/assets/art/missing.png',
      '/api/games/nope/assets/art/queen%20of%20spades.png',
    ]) {
      const r = await get(path);
      expect(r.status, path).toBe(404);
    }
  });
});
