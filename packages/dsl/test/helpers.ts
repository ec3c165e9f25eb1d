/**
 * Test helpers: a compiled game from inline YAML, a match driven straight through boardgame.io's reducer, and one move
 * played both through it and through the fast simulator.
 */
import type { State } from 'boardgame.io';
import { CreateGameReducer, InitializeGame } from 'boardgame.io/internal';
import { expect } from 'vitest';
import { compile, formatDiagnostic, simulator, validate, type CompiledGame, type GameHooks, type GameState } from '../src/index';

/** A compiled game from inline YAML; `codegen` forces generated code on or off (to compare a fast path with the reference). */
export function gameFrom(yaml: string, hooks: GameHooks = {}, runtime: { codegen?: boolean } = {}): CompiledGame {
  const r = validate(yaml, { file: 'test.yaml', hooks: Object.keys({ ...hooks.effects, ...hooks.guards }) });
  if (!r.ok) throw new Error(r.diagnostics.map(formatDiagnostic).join('\n'));
  return compile(r.def, hooks, runtime);
}

/** A seeded match; `move` returns whether the game accepted the move (a rejected one leaves the state as it was). */
export function start(game: CompiledGame, players: number, seed = 'x', setupData?: Record<string, unknown>) {
  const g = { ...game, seed };
  let state = InitializeGame({ game: g, numPlayers: players, ...(setupData ? { setupData } : {}) }) as State<GameState>;
  const reducer = CreateGameReducer({ game: g });
  return {
    get state() {
      return state;
    },
    move(seat: number, type: string, ...args: unknown[]) {
      const next = reducer(state, { type: 'MAKE_MOVE', payload: { type, args, playerID: String(seat) } } as never) as State<GameState> & { transients?: { error?: unknown } };
      const ok = !next.transients?.error && next !== state;
      if (ok) state = next;
      return ok;
    },
  };
}

/**
 * Plays one move as `seat` from a seeded start both through boardgame.io's reducer and through the fast simulator:
 * both must agree on whether it was accepted and on the state after it. Returns boardgame.io's answer and state.
 */
export function playBothWays(game: CompiledGame, players: number, seed: string, seat: number, move: string, ...args: unknown[]): { ok: boolean; G: GameState } {
  const m = start(game, players, seed);
  const ok = m.move(seat, move, ...args);
  const sim = simulator(game);
  const s = sim.start({ players, seed });
  expect(sim.apply(s, seat, { move, args })).toBe(ok);
  expect(JSON.parse(JSON.stringify(s.G))).toEqual(JSON.parse(JSON.stringify(m.state.G)));
  return { ok, G: m.state.G };
}

/** A small seeded choice generator: two builds of one game given the same seed make the same choices. */
export function chooser(seed: number): (n: number) => number {
  let s = seed >>> 0;
  return (n) => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s % n;
  };
}
