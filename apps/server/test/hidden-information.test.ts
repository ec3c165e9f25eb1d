import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Game, State } from 'boardgame.io';
import { startInProcess, type Running } from './helpers/in-process';
import { testGames, type TestGame } from './helpers/games';
import { playout, type Playout } from './helpers/playout';
import { applyWirePatch, type RawSeat } from './helpers/socket';
import { PATCH_EVENT, type CompiledGame, type PlayerView } from '@deckhand/dsl';
import { AliasScopes } from '../src/security/alias-scopes';
import { aliasView } from '../src/security/alias-view';
import { undoView } from '../src/match/undo';

/**
 * The cheating client: raw socket.io seats record every byte the server sends them over whole seeded playouts of
 * every game, and we look for anything the seat may not see — another hand, the deck order, anyone's credentials,
 * the random plugin's seed or PRNG state (upstream #1159 sent all of these in `sync`).
 */
const games = await testGames();
let srv: Running;
beforeAll(async () => {
  srv = await startInProcess({ games: games.map((g) => g.game) });
});
afterAll(async () => srv?.close());

function keysDeep(value: unknown, out = new Set<string>()): Set<string> {
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      out.add(k);
      keysDeep(v, out);
    }
  }
  return out;
}

/**
 * The transport adds a card type's `drawn:` words as glyph outlines (`faces[id].ink`) and spells a finished race
 * line's word (`race.answer` beside `race.word`), both checked on their own in drawn-words.test.ts; everything else
 * sent must be exactly the seat's view.
 */
function withoutInk(G: Record<string, unknown>): Record<string, unknown> {
  const faces = G['faces'] as Record<string, Record<string, unknown>> | undefined;
  if (!faces) return G;
  const log = G['log'] as { race?: { word?: unknown; answer?: unknown } }[] | undefined;
  return {
    ...G,
    faces: Object.fromEntries(Object.entries(faces).map(([id, { ink: _ink, ...face }]) => [id, face])),
    ...(log ? { log: log.map((e) => (e.race?.word ? { ...e, race: { ...e.race, answer: undefined } } : e)) } : {}),
  };
}

function assertNoLeak(tg: TestGame, play: Playout, seat: RawSeat) {
  const game = srv.games.find((g) => g.name === tg.game.name)!;
  // A seat's view of a state, plus (from the server's transport) what that seat may do now; a spectator gets no moves.
  const legalView = (game as { deckhand?: { legalView(G: unknown, ctx: unknown, p: string): unknown } }).deckhand?.legalView;
  // …with every card named by the match's alias (security/card-alias.ts; its own test checks the aliases themselves).
  const deckhand = (game as Partial<CompiledGame>).deckhand;
  const seed = (play.states.get(0)!.plugins as { random?: { data?: { seed?: unknown } } }).random?.data?.seed;
  const scope = deckhand ? new AliasScopes(deckhand).get(String(seed)) : undefined;
  const view = (s: State, withLegal: boolean) => {
    const v = game.playerView!({ G: s.G, ctx: s.ctx, playerID: seat.playerID } as never) as Record<string, unknown>;
    // …and, for the seat whose move is the last of the turn, whether it may take it back (match/undo.ts: the move's
    // name and a reason in words, nothing of the table).
    const undo = withLegal && seat.playerID !== null ? undoView(game, s, seat.playerID) : undefined;
    const seen = withLegal && legalView && seat.playerID !== null ? { ...v, legal: legalView(s.G, s.ctx, seat.playerID), ...(undo ? { undo } : {}) } : v;
    return scope ? aliasView(scope, seen as unknown as PlayerView) : seen;
  };
  const otherCredentials = play.credentials.filter((_, i) => String(i) !== seat.playerID);
  expect(seat.received.length).toBeGreaterThan(0);
  // A patch-speaking seat's states are rebuilt as its client would: each patch applied to the state before it.
  let held: State | undefined;
  for (const msg of seat.received) {
    const json = JSON.stringify(msg.args);
    for (const c of play.credentials) {
      // Own credentials are never echoed either; others' would let this client act for them.
      expect(json.includes(c), `credentials in ${msg.event}${otherCredentials.includes(c) ? ' (another seat)' : ''}`).toBe(false);
    }
    const keys = keysDeep(msg.args);
    for (const k of ['seed', 'prngstate', 'credentials']) expect(keys.has(k), `key ${k} in ${msg.event}`).toBe(false);
    const states: [State, State, boolean][] = [];
    if (msg.event === 'sync') {
      const info = msg.args[1];
      expect(info.state.plugins?.random).toBeUndefined();
      expect(info.initialState.plugins?.random).toBeUndefined();
      states.push([info.state, play.states.get(info.state._stateID)!, true]);
      states.push([info.initialState, play.states.get(0)!, false]);
      held = info.state;
    } else if (msg.event === 'update') {
      expect(msg.args[1].plugins?.random).toBeUndefined();
      states.push([msg.args[1], play.states.get(msg.args[1]._stateID)!, true]);
      held = msg.args[1];
    } else if (msg.event === PATCH_EVENT) {
      held = applyWirePatch(held, msg.args) as State;
      states.push([held, play.states.get(held._stateID)!, true]);
    }
    for (const [sent, full, withLegal] of states) {
      expect(full, `server state ${sent._stateID} recorded`).toBeDefined();
      // Exactly the seat's view of the authoritative state, nothing more.
      expect(withoutInk(sent.G)).toEqual(JSON.parse(JSON.stringify(view(full, withLegal))));
      const problem = tg.check?.(full.G, sent.G, seat.playerID);
      expect(problem).toBeUndefined();
    }
  }
}

describe.each(games.map((g) => [g.game.name!, g] as const))('no hidden information reaches a client: %s', (_name, tg) => {
  const counts = [...new Set([tg.game.minPlayers ?? 2, Math.min(tg.game.maxPlayers ?? 2, 4)])];
  it.each(counts.flatMap((n) => [1, 2].map((seed) => [n, seed] as const)))(
    '%i players, seed %i',
    async (numPlayers, seed) => {
      const game = srv.games.find((g) => g.name === tg.game.name)! as Game;
      const play = await playout(srv, game, { seed: seed * 1000 + numPlayers, numPlayers, maxMoves: 120, patches: seed === 1 });
      expect(play.moves).toBeGreaterThan(0);
      // With seed 1, second sockets asked for patches: they got them, and each rebuilt state is exactly that seat's
      // view, nothing more.
      for (const seat of play.patched) expect(seat.received.filter((m) => m.event === PATCH_EVENT).length).toBeGreaterThan(0);
      for (const seat of [...play.seats, play.spectator, ...play.patched]) assertNoLeak(tg, play, seat);
      for (const s of [...play.seats, play.spectator, ...play.patched]) s.close();
    },
  );
});
