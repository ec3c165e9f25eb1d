/**
 * Benchmark: how strong the search bot is. For each game at 2 players (or the fewest it allows: Hearts, A in one seat
 * of four against three B), bot A plays GAMES seeded games against bot B
 * (seats swap every game, so no seat is favoured) and the win rate of A is printed with its 95 % Wilson interval,
 * draws and unfinished games counted apart. Default pairings: `ismcts:LEVEL` against random play and against the
 * game's own bots.ts; `--pairs` names others (`random/random` shows how seat 1 fares and how often games draw with no skill at all,
 * `ismcts:hard/ismcts:medium` the gap between levels). Games are played on the fast simulator.
 *
 * Search runs without its time cap by default (iterations only), so every figure is a function of the seed; with
 * `--capped` it runs as on the server (iterations or the level's time cap, whichever comes first), so figures also
 * depend on the machine's speed. The wall-clock time of decisions at the level's real budget is measured at the end.
 *
 * Run: `npx tsx tools/bench/bots-strength.ts [--games 200] [--first 0] [--level medium] [--seed 1] [--only bag,build-up]
 *       [--pairs ismcts:medium/random,random/random,tree:medium/game] [--capped] [--timing 60]`
 */
import './production-mode';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import type { State } from 'boardgame.io';
import { BUDGETS, decide, fastPlayout, isLevel, playout, prng, searchBot, type GameState, type Level } from '@deckhand/dsl';
import { botFromSpec, loadGames, seatChooser, type LoadedGame } from '@deckhand/games';
import { proportion as wilson, quantile } from '../src/report/stats';

const { values } = parseArgs({
  options: {
    games: { type: 'string', default: '200' },
    level: { type: 'string', default: 'medium' },
    seed: { type: 'string', default: '1' },
    // The index of the first game: a pairing split into runs (--first 0 --games 100, then --first 100 --games 100)
    // plays the very same games as one run, so a long pairing can be run in parts and the tallies added.
    first: { type: 'string', default: '0' },
    only: { type: 'string' },
    pairs: { type: 'string' },
    capped: { type: 'boolean', default: false },
    timing: { type: 'string', default: '60' },
  },
});
const games = Number(values.games);
const level = values.level!;
if (!isLevel(level)) throw new Error(`--level: easy, medium or hard, not ${level}`);
const only = values.only?.split(',');
const reproducible = !values.capped;

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

/**
 * A bot by name: those of `deckhand simulate --bots`, plus `tree:LEVEL` (the information-set tree search with the
 * game's bot as its prior and rollouts: the search of a game with a bot before paired rollouts replaced it) and
 * `paired:LEVEL` (paired rollouts in a game without a bot, continued at random), to compare the two searches.
 */
function botOf(g: LoadedGame, spec: string) {
  const [kind, lv] = spec.split(':');
  if (kind !== 'tree' && kind !== 'paired') return botFromSpec(g, spec, { reproducible });
  if (!isLevel(lv)) throw new Error(`${kind}:LEVEL, with LEVEL easy, medium or hard, not ${spec}`);
  return searchBot({ level: lv, reproducible, method: kind, ...(g.bot ? { policy: g.bot.choose } : {}) }).choose;
}

/** Two players, or the fewest the game allows (Hearts is for four: there `a` plays one seat against three `b`). */
const playersOf = (g: LoadedGame) => Math.max(2, g.def.players.min);

/** `a` against `b` over `n` games, `a`'s seat moving round the table every game (at 2 players: seats swap). */
function pairing(g: LoadedGame, a: string, b: string, n: number) {
  const players = playersOf(g);
  const bots = [botOf(g, a), botOf(g, b)];
  let wins = 0;
  let losses = 0;
  let draws = 0;
  let unfinished = 0;
  // Seat 0 (seat 1 to players) whoever plays it: seats swap every game, so this shows a seat advantage, not a bot.
  let firstSeatWins = 0;
  const moves: number[] = [];
  const first = Number(values.first);
  for (let i = first; i < first + n; i++) {
    const aSeat = i % players;
    const choose = seatChooser(Array.from({ length: players }, (_, seat) => bots[seat === aSeat ? 0 : 1]!));
    const r = fastPlayout(g.game, { players, seed: `strength:${values.seed}:${i}`, choose, maxMoves: 3000 });
    moves.push(r.moves);
    if (r.winner === 0) firstSeatWins++;
    if (!r.completed) unfinished++;
    else if (r.winner === aSeat) wins++;
    else if (r.winner !== undefined) losses++;
    else draws++;
    // A running tally on stderr after every game, so a long pairing cut short still tells what it got, and goes on
    // from the next game with --first.
    console.error(`  ${g.id} ${a} vs ${b}: games ${first}..${i}: ${wins} wins, ${losses} losses, ${draws} draws${unfinished ? `, ${unfinished} unfinished` : ''}`);
  }
  return { wins, losses, draws, unfinished, firstSeatWins, w: wilson(wins, n), moves: quantile(moves, 0.5) };
}

/** Wall-clock time of `count` decisions at the level's real budget (time cap on), over states of random games. */
function timing(g: LoadedGame, count: number) {
  const cap = BUDGETS[level as Level].ms ?? Infinity;
  const opts = { level, ...(g.bot ? { policy: g.bot.choose } : {}) } as const;
  const states: State<GameState>[] = [];
  for (let i = 0; states.length < 4 * count && i < 50; i++) {
    playout(g.game, {
      players: playersOf(g),
      seed: `timing:${i}`,
      ...(g.bot ? { choose: g.bot.choose } : {}),
      onState: (s) => {
        if (!s.ctx.gameover) states.push(s);
      },
    });
  }
  const ms: number[] = [];
  const cpu: number[] = [];
  // Simulated actions a decision ran before its cap: against the level's reproducible budget, what the cap affords.
  const steps: number[] = [];
  const rand = prng(7);
  const step = Math.max(1, Math.floor(states.length / count));
  for (let i = 0; i < states.length && ms.length < count; i += step) {
    const s = states[i]!;
    const seat = Number(s.ctx.activePlayers ? Object.keys(s.ctx.activePlayers)[0] : s.ctx.currentPlayer);
    const actions = g.game.deckhand.legalActions(s.G, s.ctx, String(seat));
    if (actions.length < 2) continue;
    const t = performance.now();
    const c = process.cpuUsage();
    const view = g.game.deckhand.playerView(s.G, String(seat));
    const d = decide(g.game, { view, ctx: s.ctx, seat, actions, startedAt: t }, rand, opts);
    ms.push(performance.now() - t);
    if (d.search) steps.push(d.search.steps);
    // CPU time of the process meanwhile: wall-clock minus this is time spent waiting for a core on a busy machine.
    const used = process.cpuUsage(c);
    cpu.push((used.user + used.system) / 1000);
  }
  const mean = ms.reduce((x, y) => x + y, 0) / Math.max(1, ms.length);
  // Past the cap: the search stops within a millisecond or two of it, so the rest is waiting for a core.
  const over = ms.map((x) => x - cap);
  return {
    n: ms.length,
    mean,
    p50: quantile(ms, 0.5),
    p95: quantile(ms, 0.95),
    max: Math.max(0, ...ms),
    over95: quantile(over, 0.95),
    cpu50: quantile(cpu, 0.5),
    cpu95: quantile(cpu, 0.95),
    steps50: steps.length > 0 ? quantile(steps, 0.5) : 0,
  };
}

const all = (await loadGames()).filter((g) => !only || only.includes(g.id));
const pairsOf = (g: LoadedGame): [string, string][] =>
  values.pairs
    ? values.pairs.split(',').map((p) => p.split('/') as [string, string]).filter(([a, b]) => g.bot || (a !== 'game' && b !== 'game'))
    : [[`ismcts:${level}`, 'random'], ...(g.bot ? ([[`ismcts:${level}`, 'game']] as [string, string][]) : [])];
console.log(
  `bot strength at 2 players (Hearts: 4, A in one seat), ${games} seeded games per pairing (seed ${values.seed}, games ${values.first}..${Number(values.first) + games - 1}), A's seat moving every game, search ${reproducible ? 'by iterations only (reproducible)' : 'with its time cap (as on the server)'}`,
);
console.log('game             A              B              A wins  losses draws  A win rate [95% Wilson]    seat 1 wins  median moves  time');
for (const g of all) {
  const race = Object.values(g.def.phases).some((ph) => ph.race);
  for (const [a, b] of pairsOf(g)) {
    const t0 = performance.now();
    const r = pairing(g, a, b, games);
    const s = ((performance.now() - t0) / 1000).toFixed(0);
    console.log(
      `${g.id.padEnd(16)} ${a.padEnd(14)} ${b.padEnd(14)} ${String(r.wins).padStart(6)}  ${String(r.losses).padStart(6)} ${String(r.draws).padStart(5)}  ${`${pct(r.w.p)} [${pct(r.w.low)}, ${pct(r.w.high)}]`.padEnd(26)} ${String(r.firstSeatWins).padStart(11)}  ${String(r.moves).padStart(12)}  ${s} s${r.unfinished ? `  (${r.unfinished} unfinished)` : ''}${race ? '  (race: reaction-time model, no search)' : ''}`,
    );
  }
}
if (Number(values.timing) > 0) {
  console.log(
    `\ndecision time at ${level} (time cap ${BUDGETS[level].ms} ms on, as on the server; goal: p95 within 250 ms), ${values.timing} decisions per game over states of bot games:`,
  );
  for (const g of all) {
    const t = timing(g, Number(values.timing));
    console.log(
      `${g.id.padEnd(16)} mean ${t.mean.toFixed(0)} ms, median ${t.p50.toFixed(0)} ms, p95 ${t.p95.toFixed(0)} ms, max ${t.max.toFixed(0)} ms; p95 past the cap ${t.over95.toFixed(0)} ms; CPU median ${t.cpu50.toFixed(0)} ms, p95 ${t.cpu95.toFixed(0)} ms; median ${t.steps50.toFixed(0)} simulated actions of the ${BUDGETS[level as Level].steps} a reproducible decision runs (${t.n} decisions, load average ${loadavg()[0]!.toFixed(1)})`,
    );
  }
}
