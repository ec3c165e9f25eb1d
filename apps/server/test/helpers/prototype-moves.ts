import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Game, State } from 'boardgame.io';
import { createMatch, CreateGameReducer } from 'boardgame.io/internal';
import { startInProcess, type Running } from './in-process';
import { testGames } from './games';
import { createViewer, publicPlayers } from '../../src/security/player-view';
import { newCredentials } from '../../src/security/credentials';

/** Every inherited member a client could name as a move: `toString`, `constructor`, `__proto__`, `valueOf`... */
export const PROTOTYPE_NAMES = Object.getOwnPropertyNames(Object.prototype);

/** The phases a game can be in (the default, phase-less flow when it has none). */
const phasesOf = (game: Game): (string | null)[] => (game.phases ? Object.keys(game.phases) : [null]);

/** A fresh match of `game` put into `phase`, so that the phase's own move map is the one boardgame.io consults. */
function matchIn(game: Game, phase: string | null) {
  const numPlayers = game.minPlayers ?? 2;
  const created = createMatch({ game, numPlayers, setupData: undefined, unlisted: true });
  if ('setupDataError' in created) throw new Error(String(created.setupDataError));
  const inPhase = (s: State): State => ({ ...s, ctx: { ...s.ctx, phase: phase as string, activePlayers: null } });
  const credentials = Array.from({ length: numPlayers }, () => newCredentials());
  for (let i = 0; i < numPlayers; i++) {
    Object.assign(created.metadata.players[i]!, { name: `P${i}`, credentials: credentials[i] });
  }
  return { ...created, initialState: inPhase(created.initialState), state: inPhase(created.initialState), credentials };
}

const makeMove = (type: string, playerID: string, credentials?: string) => ({
  type: 'MAKE_MOVE' as const,
  payload: { type, args: [], playerID, ...(credentials ? { credentials } : {}) },
});

/**
 * Finding 1 of the hardening issue: a move named after an `Object.prototype` member must change nothing, in every
 * game and every phase. `mode` only labels the run: the caller sets NODE_ENV before boardgame.io is first loaded
 * (its production switch is read once, at load), since `constructor` bricked matches only in production.
 */
export function prototypeMoveSuite(mode: string) {
  const list = testGames();
  let srv: Running;
  beforeAll(async () => {
    srv = await startInProcess({ games: (await list).map((g) => g.game) });
  });
  afterAll(async () => srv?.close());

  describe(`moves named after Object.prototype members (${mode})`, () => {
    it('are refused by the server in every game and phase; the stored match still loads and plays', async () => {
      expect(process.env['NODE_ENV'] === 'production').toBe(mode === 'production');
      let checked = 0;
      for (const game of srv.games) {
        const viewer = createViewer(game);
        for (const phase of phasesOf(game)) {
          const match = matchIn(game, phase);
          const matchID = `proto-${game.name}-${phase ?? 'none'}-${mode}`.replace(/[^A-Za-z0-9_-]/g, '_');
          await srv.storage.createMatch(matchID, match);
          const before = JSON.stringify(await srv.storage.fetch(matchID, { state: true, log: true }));
          const seat = match.state.ctx.currentPlayer;
          for (const name of PROTOTYPE_NAMES) {
            const result = await srv.server.service.applyAction(game, matchID, seat, makeMove(name, seat, match.credentials[Number(seat)]), match.state._stateID);
            expect(result.ok, `${game.name}/${phase}: move ${name}`).toBe(false);
            checked++;
          }
          const after = await srv.storage.fetch(matchID, { state: true, log: true, initialState: true, metadata: true });
          expect(JSON.stringify({ state: after.state, log: after.log }), `${game.name}/${phase}`).toBe(before);
          // Every seat's view still builds: the match was not bricked.
          for (const p of [null, seat]) {
            expect(() => viewer.sync(p, matchID, { ...after, log: after.log ?? [], filteredMetadata: publicPlayers(after.metadata) } as never)).not.toThrow();
          }
        }
      }
      expect(checked).toBeGreaterThan(PROTOTYPE_NAMES.length * srv.games.length - 1);
    });

    it('never reach the reducer of a compiled game, even without the server (null-prototype move maps)', async () => {
      const compiled = (await list).map((g) => g.game).filter((g) => g.name !== 'secret-hand');
      expect(compiled.length).toBeGreaterThan(0);
      for (const game of compiled) {
        // A plain boardgame.io reducer: the compiler's move maps alone must keep inherited names out.
        const reducer = CreateGameReducer({ game });
        // boardgame.io logs every refused move to console.error outside production; the assertions below say it all.
        const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
        for (const phase of phasesOf(game)) {
          const { state } = matchIn(game, phase);
          for (const name of PROTOTYPE_NAMES) {
            const next = reducer(state, makeMove(name, state.ctx.currentPlayer) as never) as State & { transients?: { error?: { type: string } } };
            expect(next.G, `${game.name}/${phase}: ${name}`).toEqual(state.G);
            expect(next._stateID, `${game.name}/${phase}: ${name}`).toBe(state._stateID);
            expect(next.transients?.error?.type, `${game.name}/${phase}: ${name}`).toBe('action/unavailable_move');
          }
        }
        quiet.mockRestore();
      }
    });
  });
}
