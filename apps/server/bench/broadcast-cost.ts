/**
 * What one broadcast costs the server per move, outside sockets and storage: every seat's view of the new state
 * (boardgame.io's filter with the game's playerView, the seat's legal moves, the per-match card aliases), its patch
 * against the view that seat was sent before, and the patch's frame text — the work a move's update does in
 * transport/socket-transport.ts `broadcast` and plain boardgame.io does not (its Bag sends each seat the whole state
 * through a one-line playerView). Seeded random playouts of a game (default Bag, 4 seats, 50 matches) are replayed
 * through the transport's own viewer, patch and frame functions; printed: CPU µs per move for all seats together,
 * and the wall time of each stage. Run with NODE_ENV=production: outside production the views' shared maps are
 * frozen (dsl runtime/state/shared.ts) and take other paths.
 *
 *   NODE_ENV=production node --conditions=@deckhand/source --import tsx apps/server/bench/broadcast-cost.ts \
 *     [--game bag] [--players 4] [--matches 50] [--rounds 9]
 */
import { parseArgs } from 'node:util';
import type { Game, State } from 'boardgame.io';
import { CreateGameReducer, InitializeGame, ProcessGameConfig } from 'boardgame.io/internal';
import { encodePatch, PATCH_EVENT, prng, type CompiledGame } from '@deckhand/dsl';
import { loadRegisteredGames } from '../src/games';
import { createViewer } from '../src/security/player-view';
import { viewPatch } from '../src/transport/view-patch';
import { eventFrame } from '../src/transport/frame';

const { values } = parseArgs({
  options: {
    game: { type: 'string', default: 'bag' },
    players: { type: 'string', default: '4' },
    matches: { type: 'string', default: '50' },
    rounds: { type: 'string', default: '9' },
  },
});

const registered = await loadRegisteredGames('@deckhand/games');
const game = registered.find((g) => g.name === values.game) as (Game & CompiledGame) | undefined;
if (!game) throw new Error(`no game ${values.game}`);
const processed = ProcessGameConfig(game) as Game;
const reducer = CreateGameReducer({ game: processed });
const numPlayers = Number(values.players);

/** One seeded playout's states as the server announces them: the stored state with the move's deltalog. */
function playout(seed: number): State[] {
  const pick = prng(seed);
  let state = InitializeGame({ game: { ...processed, seed: `seed ${seed}` } as Game, numPlayers }) as State;
  const states = [state];
  for (let i = 0; i < 400 && state.ctx.gameover === undefined; i++) {
    const active = state.ctx.activePlayers ? Object.keys(state.ctx.activePlayers) : [state.ctx.currentPlayer];
    const seat = active[Math.floor(pick() * active.length)]!;
    const choices = game!.deckhand.legalActions(state.G, state.ctx, seat);
    if (choices.length === 0) break;
    const c = choices[Math.floor(pick() * choices.length)]!;
    const next = reducer(state, { type: 'MAKE_MOVE', payload: { type: c.move, args: c.args, playerID: seat } } as never) as State & { transients?: unknown };
    if (next._stateID === state._stateID) continue;
    const { transients: _t, deltalog, ...stored } = next;
    states.push({ ...stored, deltalog } as State);
    state = stored as State;
  }
  return states;
}

const matches = Array.from({ length: Number(values.matches) }, (_, i) => playout(i + 1));
const seats = Array.from({ length: numPlayers }, (_, i) => String(i));
const stages = { view: 0, patch: 0, frame: 0 };
let bytes = 0;
let frames = 0;

/** CPU µs per move of one pass over every match (a fresh viewer: nothing kept from the pass before). */
function pass(): number {
  const viewer = createViewer(game!);
  let moves = 0;
  const c0 = process.cpuUsage();
  for (const [m, states] of matches.entries()) {
    const base = new Map<string, { stateID: number; view: object }>();
    for (const state of states) {
      moves++;
      for (const seat of seats) {
        const t0 = performance.now();
        const out = viewer.message(seat, { type: 'update', args: [`m${m}`, state, (state as { deltalog?: unknown }).deltalog] } as never);
        const t1 = performance.now();
        const [matchID, view, deltalog] = out.args as [string, State, unknown];
        const before = base.get(seat);
        base.set(seat, { stateID: view._stateID, view });
        if (!before) continue; // a seat's first view is sent whole (a sync), as the server does
        const ops = viewPatch(before.view, view);
        const t2 = performance.now();
        const frame = eventFrame(`/${game!.name}`, PATCH_EVENT, [matchID, before.stateID, view._stateID, encodePatch(ops), deltalog]);
        const t3 = performance.now();
        stages.view += t1 - t0;
        stages.patch += t2 - t1;
        stages.frame += t3 - t2;
        bytes += frame.length;
        frames++;
      }
    }
  }
  const cpu = process.cpuUsage(c0);
  return (cpu.user + cpu.system) / moves;
}

pass(); // warm-up
for (const k of Object.keys(stages) as (keyof typeof stages)[]) stages[k] = 0;
const rounds = Number(values.rounds);
const runs: number[] = [];
for (let r = 0; r < rounds; r++) runs.push(pass());
runs.sort((a, b) => a - b);
const moves = rounds * matches.reduce((n, s) => n + s.length, 0);
const total = stages.view + stages.patch + stages.frame;
console.log(
  `${values.game}, ${numPlayers} seats, ${matches.length} matches (${(moves / rounds / matches.length).toFixed(1)} moves each), ${rounds} passes`,
);
const median = runs[runs.length >> 1]!;
console.log(`CPU µs per move, every seat's view + patch + frame: median ${median.toFixed(1)}, min ${runs[0]!.toFixed(1)}`);
// Stages are timed by the wall clock, which a loaded machine stretches (the process waits for a core): their shares
// hold, so each is shown as its share of the median CPU.
console.log(
  'by stage (share of the timed wall time × the median CPU): ' +
    (Object.entries(stages) as [string, number][]).map(([k, v]) => `${k} ${((100 * v) / total).toFixed(0)} % (${((v / total) * median).toFixed(1)} µs)`).join(', '),
);
console.log(`patch frame: ${(bytes / frames).toFixed(0)} B`);
