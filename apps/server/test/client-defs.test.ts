import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Game } from 'boardgame.io';
import type { GameDef } from '@deckhand/dsl';
import { loadRegisteredGames } from '../src/games';
import { secretHand } from './fixtures/secret-hand';
import { api } from './helpers/lobby';
import { startInProcess, type Running } from './helpers/in-process';

type DefGame = Game & { deckhand: { def: GameDef } };

let srv: Running;
let games: DefGame[];
beforeAll(async () => {
  games = (await loadRegisteredGames('@deckhand/games')) as DefGame[];
  srv = await startInProcess({ games: [...games, secretHand as Game] });
});
afterAll(async () => srv?.close());

/** Every attribute value the game's card types mark `secret` (a quiz's definitions), as JSON would spell it. */
function secretValues(def: GameDef): string[] {
  const out = new Set<string>();
  for (const card of def.cards) {
    for (const attr of def.cardTypes[card.type]?.secret ?? []) {
      const v = card.attrs[attr];
      if (v !== undefined) out.add(JSON.stringify(v));
    }
  }
  return [...out];
}

describe('GET /api/games', () => {
  it('lists every YAML game with its name, player range, options and description', async () => {
    const r = await api(srv.url, 'GET', '/api/games');
    expect(r.status).toBe(200);
    expect(r.body.map((g: { id: string }) => g.id)).toEqual(games.map((g) => g.name));
    for (const row of r.body) {
      const def = games.find((g) => g.name === row.id)!.deckhand.def;
      expect(Object.keys(row).sort()).toEqual(['description', 'id', 'name', 'options', 'players']);
      expect(row).toMatchObject({ name: def.name, players: def.players, options: def.options });
      expect(typeof row.description).toBe('string');
    }
  });

  it('leaves GET /games (the boardgame.io lobby list) listing every registered game', async () => {
    const r = await api(srv.url, 'GET', '/games');
    expect(r.body).toEqual([...games.map((g) => g.name), 'secret-hand']);
  });
});

describe('GET /api/games/:id/client', () => {
  it.each(['bag', 'build-up', 'art-of-argument', 'wordaround'])('%s: the IR without cards or secret attributes', async (id) => {
    const game = games.find((g) => g.name === id)!;
    const def = game.deckhand.def;
    const r = await api(srv.url, 'GET', `/api/games/${id}/client`);
    expect(r.status).toBe(200);
    expect(r.body).not.toHaveProperty('cards');
    expect(r.body.cardCount).toBe(def.cards.length);
    expect(r.body.id).toBe(id);
    expect(Object.keys(r.body.moves)).toEqual(Object.keys(def.moves));
    const text = JSON.stringify(r.body);
    const secrets = secretValues(def);
    if (id === 'art-of-argument') expect(secrets.length).toBeGreaterThan(0);
    for (const s of secrets) expect(text, `secret ${s} leaked`).not.toContain(s);
  });

  it('404s an unknown game, and a game with no IR', async () => {
    for (const id of ['nope', 'secret-hand', '__proto__']) {
      const r = await api(srv.url, 'GET', `/api/games/${id}/client`);
      expect(r.status).toBe(404);
      expect(r.body.error).toMatch(/not found/);
    }
  });
});

describe('GET /api/games/:id/rules', () => {
  // Every game folder: a new game is held to the same bar (rules.md for players, described moves).
  it.each(['bag', 'build-up', 'art-of-argument', 'wordaround', 'go-fish', 'old-maid'])('%s: the folder\'s rules.md, every card type with an example face, every move with its description, no secret', async (id) => {
    const def = games.find((g) => g.name === id)!.deckhand.def;
    const r = await api(srv.url, 'GET', `/api/games/${id}/rules`);
    expect(r.status).toBe(200);
    expect(r.body.markdown).toMatch(new RegExp(`^# How to play ${def.name}`));
    expect(r.body.cardTypes.map((c: { type: string }) => c.type)).toEqual(Object.keys(def.cardTypes));
    for (const c of r.body.cardTypes) expect(c.example?.type).toBe(c.type);
    expect(r.body.moves.map((m: { name: string }) => m.name)).toEqual(Object.keys(def.moves));
    // Moves, card types and phases carry their YAML labels, which the drawer shows (not the names made readable).
    expect(r.body.moves.map((m: { label?: string }) => m.label)).toEqual(Object.values(def.moves).map((m) => m.label));
    expect(r.body.cardTypes.map((c: { label?: string }) => c.label)).toEqual(Object.values(def.cardTypes).map((c) => c.label));
    expect(r.body.phases).toEqual(Object.values(def.phases).map((p) => ({ name: p.name, ...(p.label ? { label: p.label } : {}) })));
    expect(r.body.moves.every((m: { description?: string }) => typeof m.description === 'string')).toBe(true);
    const text = JSON.stringify(r.body);
    for (const s of secretValues(def)) expect(text, `secret ${s} leaked`).not.toContain(s);
  });

  it('404s an unknown game and a game with no IR', async () => {
    expect((await api(srv.url, 'GET', '/api/games/nope/rules')).status).toBe(404);
    expect((await api(srv.url, 'GET', '/api/games/secret-hand/rules')).status).toBe(404);
  });
});
