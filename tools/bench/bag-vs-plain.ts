/**
 * Benchmark: the YAML-compiled Bag against Bag hand-written for plain boardgame.io, both driven through
 * boardgame.io's own reducer by the same seeded random bot, in the same run. Prints moves/second for each and the
 * ratio. Run: `npx tsx tools/bench/bag-vs-plain.ts [games] [players]` (NODE_ENV=production, as a server runs).
 */
import './production-mode';
import type { Game, State } from 'boardgame.io';
import { CreateGameReducer, InitializeGame, ProcessGameConfig } from 'boardgame.io/internal';
import { prng } from '@deckhand/dsl';
import { loadGame } from '@deckhand/games';
import { PlainBag } from './plain-bag';

type Enumerate = (G: unknown, ctx: State['ctx'], playerID: string) => { move: string; args: unknown[] }[];

function run(game: Game, games: number, players: number): { moves: number; ms: number } {
  const processed = ProcessGameConfig(game) as Game;
  const enumerate = processed.ai!.enumerate as unknown as Enumerate;
  let moves = 0;
  const t0 = performance.now();
  for (let i = 0; i < games; i++) {
    const seeded = { ...processed, seed: `bench-${i}` } as Game;
    let state = InitializeGame({ game: seeded, numPlayers: players }) as State;
    const reducer = CreateGameReducer({ game: seeded });
    const rand = prng(i + 1);
    while (!state.ctx.gameover) {
      const actions = enumerate(state.G, state.ctx, state.ctx.currentPlayer);
      const a = actions[Math.floor(rand() * actions.length)]!;
      state = reducer(state, { type: 'MAKE_MOVE', payload: { type: a.move, args: a.args, playerID: state.ctx.currentPlayer } } as never) as State;
      moves++;
    }
  }
  return { moves, ms: performance.now() - t0 };
}

const games = Number(process.argv[2] ?? 300);
const players = Number(process.argv[3] ?? 4);
const compiled = (await loadGame('bag')).game as unknown as Game;
// Warm up both, then measure alternately so neither gets a warmer JIT.
run(compiled, 20, players);
run(PlainBag as Game, 20, players);
const a = run(compiled, games, players);
const b = run(PlainBag as Game, games, players);
const rate = (r: { moves: number; ms: number }) => (r.moves / r.ms) * 1000;
console.log(`Bag, ${players} players, ${games} seeded games each, random bots, NODE_ENV=${process.env.NODE_ENV}`);
console.log(`  deckhand (YAML → compile):  ${a.moves} moves in ${a.ms.toFixed(0)} ms = ${rate(a).toFixed(0)} moves/s`);
console.log(`  plain boardgame.io:         ${b.moves} moves in ${b.ms.toFixed(0)} ms = ${rate(b).toFixed(0)} moves/s`);
console.log(`  ratio deckhand / plain:     ${(rate(a) / rate(b)).toFixed(2)}`);
