/**
 * Long playouts (issue 12: a simulation slowed from about 2,500 to about 650 actions/s over thousands of moves):
 * anything the engine does per move that grows with the log, the move count or the cards seen shows as late moves
 * costing more than early ones. One playout of a game that never ends by itself (tools/bench/games/long-haul) is timed
 * over an early and a late window of the same random play; the figure is late / early, so 1.0 means constant.
 * Both paths are measured: the fast simulator and boardgame.io's reducer with the compiled game.
 */
import { fileURLToPath } from 'node:url';
import type { Game, State } from 'boardgame.io';
import { CreateGameReducer, InitializeGame, ProcessGameConfig } from 'boardgame.io/internal';
import { prng, simulator, type CompiledGame } from '@deckhand/dsl';
import { loadGame } from '@deckhand/games';
import type { BenchFigure } from './figure';
import { cpuMs, PLAYERS } from './timing';

const LONG_GAMES_DIR = fileURLToPath(new URL('../../bench/games', import.meta.url));

/** One step of a playout: plays one action, false when nobody can act. */
type Step = () => boolean;

export interface Windows {
  /** Actions in each playout. */
  total: number;
  early: [number, number];
  late: [number, number];
  /** Playouts (seeds) per repeat, their windows added up: one game's stretch of cheap or dear moves averages out. */
  playouts: number;
}

/** The fast simulator plays far more actions per second than the reducer: it gets the longer playouts. */
function windowsFor(path: 'sim' | 'reducer', quick: boolean): Windows {
  const total = { sim: quick ? 2000 : 8000, reducer: quick ? 800 : 3000 }[path];
  const playouts = quick ? 1 : path === 'sim' ? 4 : 2;
  // The first tenth is left out of the early window: the opening (dealt hands, the first refill) plays differently.
  return { total, early: [total * 0.1, total * 0.3], late: [total * 0.8, total], playouts };
}

/** Actions and CPU ms spent in each window of one playout. */
export function timeWindows(step: Step, w: Omit<Windows, 'playouts'>): { early: Spent; late: Spent } {
  const at = new Map<number, number>();
  const marks = new Set([...w.early, ...w.late]);
  for (let i = 0; i <= w.total; i++) {
    if (marks.has(i)) at.set(i, cpuMs());
    if (i < w.total && !step()) throw new Error(`the long playout stalled after ${i} actions`);
  }
  const spent = ([a, b]: [number, number]): Spent => ({ actions: b - a, ms: at.get(b)! - at.get(a)! });
  return { early: spent(w.early), late: spent(w.late) };
}

interface Spent {
  actions: number;
  ms: number;
}

const rate = (parts: Spent[]) => (parts.reduce((n, p) => n + p.actions, 0) / Math.max(parts.reduce((n, p) => n + p.ms, 0), 0.001)) * 1000;

function simSteps(game: CompiledGame, seed: string, withView = false): Step {
  const sim = simulator(game);
  const s = sim.start({ players: PLAYERS, seed });
  const rand = prng(1);
  return () => {
    if (sim.isOver(s)) return false;
    const seat = sim.actors(s)[0]!;
    // What a bot deciding from its own view, or a server sending each seat its view, adds to every move.
    if (withView) sim.view(s, seat);
    const list = sim.legalActions(s, seat);
    if (list.length === 0) return false;
    return sim.apply(s, seat, list[Math.floor(rand() * list.length)]!);
  };
}

type Enumerate = (G: unknown, ctx: State['ctx'], playerID: string) => { move: string; args: unknown[] }[];

function reducerSteps(game: CompiledGame, seed: string): Step {
  const processed = ProcessGameConfig({ ...(game as unknown as Game), seed }) as Game;
  const enumerate = processed.ai!.enumerate as unknown as Enumerate;
  const reducer = CreateGameReducer({ game: processed });
  let state = InitializeGame({ game: processed, numPlayers: PLAYERS }) as State;
  const rand = prng(1);
  return () => {
    if (state.ctx.gameover) return false;
    const seat = state.ctx.currentPlayer;
    const list = enumerate(state.G, state.ctx, seat);
    if (list.length === 0) return false;
    const a = list[Math.floor(rand() * list.length)]!;
    const next = reducer(state, { type: 'MAKE_MOVE', payload: { type: a.move, args: a.args, playerID: seat } } as never) as State;
    if (next._stateID === state._stateID) return false;
    state = next;
    return true;
  };
}

export async function measureLong(opts: { quick: boolean; repeats: number; tick?: () => void }): Promise<BenchFigure[]> {
  const game = (await loadGame('long-haul', LONG_GAMES_DIR)).game as CompiledGame;
  const paths = [
    { id: 'long.sim', label: 'fast simulator', steps: simSteps, w: windowsFor('sim', opts.quick) },
    { id: 'long.reducer', label: 'boardgame.io reducer', steps: reducerSteps, w: windowsFor('reducer', opts.quick) },
    { id: 'long.view', label: 'fast simulator with the mover\'s view each move', steps: (g: CompiledGame, seed: string) => simSteps(g, seed, true), w: windowsFor('sim', opts.quick) },
  ];
  const figures = paths.map((p) => ({ p, early: [] as number[], late: [] as number[] }));
  // Warm-up: one whole playout per path first, so no early window is slowed by the JIT still compiling (it takes
  // thousands of the simulator's actions before its rate settles).
  for (const f of figures) timeWindows(f.p.steps(game, 'long-warm-up'), f.p.w);
  for (let r = 0; r < opts.repeats; r++) {
    for (const f of figures) {
      const runs = Array.from({ length: f.p.w.playouts }, (_, i) => timeWindows(f.p.steps(game, `long-${r}-${i}`), f.p.w));
      f.early.push(rate(runs.map((t) => t.early)));
      f.late.push(rate(runs.map((t) => t.late)));
      opts.tick?.();
    }
  }
  return figures.map(({ p, early, late }) => ({
    id: p.id,
    label: `${p.label}, actions ${p.w.late[0]}–${p.w.late[1]} of long playouts`,
    unit: 'actions per CPU s',
    higherIsBetter: true,
    deckhand: late,
    peer: early,
    peerLabel: `the same playouts' actions ${p.w.early[0]}–${p.w.early[1]}`,
    goal: 0.9,
    note: `late / early over ${p.w.playouts} playout(s) of tools/bench/games/long-haul (random play, never ends by itself): 1.0 = no slowdown`,
  }));
}
