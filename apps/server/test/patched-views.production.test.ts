/**
 * The patched-views suite again, with production's paths: outside production the view's shared objects are frozen
 * as well as marked (dsl runtime/state/shared.ts), so the tests took the aliasing's fast path where the server in
 * production re-keyed every seat's id-keyed maps on every update. This file runs in its own worker process (vitest
 * forks), and the modules read NODE_ENV when first loaded: it is set before they are imported.
 */
process.env['NODE_ENV'] = 'production';
const { describe, expect, it } = await import('vitest');
const { InitializeGame, CreateGameReducer, ProcessGameConfig } = await import('boardgame.io/internal');
const { isShared, prng } = await import('@deckhand/dsl');
const { loadRegisteredGames } = await import('../src/games');
const { createViewer } = await import('../src/security/player-view');
const { renamedFrom } = await import('../src/transport/renamed-map');
// Every seat and a spectator hold, after each patch, the view built afresh (the same suite, production's paths).
await import('./patched-views.test');

import type { Game, State } from 'boardgame.io';
import type { CompiledGame } from '@deckhand/dsl';
import type { MatchMessage } from '../src/transport/pubsub';

describe('views in production', () => {
  it("a seat's id-keyed maps, shared but not frozen, are aliased once and renamed lazily, not re-keyed per update", async () => {
    const games = (await loadRegisteredGames('@deckhand/games')) as unknown as (Game & CompiledGame)[];
    const game = games.find((g) => g.name === 'bag')!;
    const processed = ProcessGameConfig({ ...game, seed: 'production views' } as never) as Game;
    const reducer = CreateGameReducer({ game: processed });
    const pick = prng(11);
    let state = InitializeGame({ game: processed, numPlayers: 4 }) as State;
    const aliased = createViewer(game);
    const unaliased = createViewer(game, { aliases: false });
    const update = (s: State) => ({ type: 'update', args: ['m', s, []] }) as unknown as MatchMessage;
    const G = (m: MatchMessage) => (m.args as [string, State])[1].G as { playedBy?: Record<string, number> };
    let checked = 0;
    for (let i = 0; i < 60 && state.ctx.gameover === undefined; i++) {
      const seat = state.ctx.currentPlayer;
      const choices = game.deckhand.legalActions(state.G as never, state.ctx, seat);
      const a = choices[Math.floor(pick() * choices.length)]!;
      state = reducer(state, { type: 'MAKE_MOVE', payload: { type: a.move, args: a.args, playerID: seat } } as never) as State;
      for (const s of ['0', '1', '2', '3']) {
        const source = G(unaliased.message(s, update(state))).playedBy;
        const sent = G(aliased.message(s, update(state))).playedBy;
        if (!source || Object.keys(source).length === 0) continue;
        expect(Object.isFrozen(source)).toBe(false);
        expect(isShared(source)).toBe(true);
        expect(renamedFrom(sent!)?.source).toBe(source);
        // Read whole (a sync's JSON), it is the source under the match's aliases.
        expect(Object.values(JSON.parse(JSON.stringify(sent)) as Record<string, number>).sort()).toEqual(Object.values(source).sort());
        expect(Object.keys(sent!).every((k) => Number(k) >= 2 ** 30)).toBe(true);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(10);
  });
});
