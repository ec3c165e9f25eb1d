/**
 * The check `patched-views.production.test.ts` runs once NODE_ENV is production: in a Bag playout, every seat's
 * id-keyed view maps are shared but not frozen there, and the server aliases them once, renamed lazily
 * (transport/renamed-map.ts), never re-keying them for each update.
 */
import { describe, expect, it } from 'vitest';
import type { Game, State } from 'boardgame.io';
import { CreateGameReducer, InitializeGame, ProcessGameConfig } from 'boardgame.io/internal';
import { isShared, prng, type CompiledGame } from '@deckhand/dsl';
import { loadRegisteredGames } from '../../src/games';
import { createViewer } from '../../src/security/player-view';
import { renamedFrom } from '../../src/transport/renamed-map';
import type { MatchMessage } from '../../src/transport/pubsub';

export function productionViewsSuite(): void {
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
}
