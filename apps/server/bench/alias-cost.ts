/**
 * What per-match card aliases (src/security/card-alias.ts) cost the server per update: a seeded random playout of
 * each game is replayed through the transport's viewer exactly as a broadcast does it — every seat's view and a
 * spectator's, then each one's patch against the view it was sent before — once with aliases and once without, in
 * alternating rounds within the same run. Printed: CPU µs per update (all seats together) each way and the ratio.
 *
 *   npx tsx apps/server/bench/alias-cost.ts [--games hearts,wordaround,bag] [--players 4] [--moves 300] [--rounds 9]
 */
import { parseArgs } from 'node:util';
import type { Game, State } from 'boardgame.io';
import { CreateGameReducer, InitializeGame, ProcessGameConfig } from 'boardgame.io/internal';
import { prng, type CompiledGame } from '@deckhand/dsl';
import { loadRegisteredGames } from '../src/games';
import { createViewer } from '../src/security/player-view';
import { viewPatch } from '../src/transport/view-patch';

const { values } = parseArgs({
  options: {
    games: { type: 'string', default: 'hearts,wordaround,bag,expeditions' },
    players: { type: 'string', default: '4' },
    moves: { type: 'string', default: '300' },
    rounds: { type: 'string', default: '9' },
  },
});

/** The states of one seeded playout: random legal moves from the game's own enumeration, up to `max` moves. */
function playout(game: Game & CompiledGame, numPlayers: number, max: number): State[] {
  const processed = ProcessGameConfig(game) as Game;
  const reducer = CreateGameReducer({ game: processed });
  const pick = prng(7);
  let state = InitializeGame({ game: processed, numPlayers }) as State;
  const states = [state];
  for (let i = 0; i < max && state.ctx.gameover === undefined; i++) {
    const active = state.ctx.activePlayers ? Object.keys(state.ctx.activePlayers) : [state.ctx.currentPlayer];
    const seat = active[Math.floor(pick() * active.length)]!;
    const choices = game.deckhand.legalActions(state.G, state.ctx, seat);
    if (choices.length === 0) break;
    const c = choices[Math.floor(pick() * choices.length)]!;
    const next = reducer(state, { type: 'MAKE_MOVE', payload: { type: c.move, args: c.args, playerID: seat } } as never) as State;
    if (next._stateID === state._stateID) continue;
    states.push((state = next));
  }
  return states;
}

/** CPU µs spent sending `states` to every seat and a spectator (view, then patch against the previous view). */
function sendAll(game: Game, states: State[], aliases: boolean): number {
  const viewer = createViewer(game, { aliases });
  const seats = [...Array.from({ length: states[0]!.ctx.numPlayers }, (_, i) => String(i)), null];
  const last = new Map<string | null, object>();
  const c0 = process.cpuUsage();
  for (const state of states) {
    for (const seat of seats) {
      const out = viewer.message(seat, { type: 'update', args: ['bench', state, []] } as never);
      const view = (out.args as [string, State])[1];
      const before = last.get(seat);
      if (before) viewPatch(before, view);
      last.set(seat, view);
    }
  }
  const cpu = process.cpuUsage(c0);
  return cpu.user + cpu.system;
}

const registered = await loadRegisteredGames('@deckhand/games');
const numPlayers = Number(values.players);
console.log(`per update: every seat's view and patch plus a spectator's; ${values.rounds} alternating rounds, median shown`);
console.log('game          seats  updates  plain µs/update  aliased µs/update  ratio');
for (const id of values.games.split(',')) {
  const game = registered.find((g) => g.name === id) as (Game & CompiledGame) | undefined;
  if (!game) throw new Error(`no game ${id}`);
  const n = Math.min(Math.max(numPlayers, game.minPlayers ?? 2), game.maxPlayers ?? numPlayers);
  const states = playout(game, n, Number(values.moves));
  // Warm both paths, then alternate which goes first so both see the same machine.
  sendAll(game, states, false);
  sendAll(game, states, true);
  const plain: number[] = [];
  const aliased: number[] = [];
  for (let r = 0; r < Number(values.rounds); r++) {
    if (r % 2 === 0) {
      plain.push(sendAll(game, states, false));
      aliased.push(sendAll(game, states, true));
    } else {
      aliased.push(sendAll(game, states, true));
      plain.push(sendAll(game, states, false));
    }
  }
  const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const p = median(plain) / states.length;
  const a = median(aliased) / states.length;
  console.log(`${id.padEnd(13)} ${String(n).padStart(5)}  ${String(states.length).padStart(7)}  ${p.toFixed(1).padStart(15)}  ${a.toFixed(1).padStart(17)}  ${(a / p).toFixed(2)}x`);
}
