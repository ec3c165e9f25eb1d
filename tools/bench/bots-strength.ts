/**
 * Benchmark: how strong the search bot is. For each game at 2 players, `ismcts:LEVEL` plays GAMES seeded games
 * against random play and against the game's own bots.ts (seats swap every game, so no seat is favoured), and the
 * win rate is printed with its 95 % Wilson interval. Search runs without its time cap (iterations only), so every
 * figure is a function of the seed; the time a decision takes is measured separately, with the cap, at the end.
 *
 * Run: `npx tsx tools/bench/bots-strength.ts [--games 200] [--level medium] [--seed 1] [--only bag,build-up]`
 */
import './production-mode';
import { parseArgs } from 'node:util';
import type { State } from 'boardgame.io';
import { isLevel, playout, prng, searchBot, type GameState } from '@deckhand/dsl';
import { botFromSpec, loadGames, seatChooser, type LoadedGame } from '@deckhand/games';
import { proportion as wilson } from '../src/report/stats';

const { values } = parseArgs({
  options: {
    games: { type: 'string', default: '200' },
    level: { type: 'string', default: 'medium' },
    seed: { type: 'string', default: '1' },
    only: { type: 'string' },
    timing: { type: 'string', default: '60' },
  },
});
const games = Number(values.games);
const level = values.level!;
if (!isLevel(level)) throw new Error(`--level: easy, medium or hard, not ${level}`);
const only = values.only?.split(',');

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

/** `a` against `b` over `n` games at 2 players, seats swapping every game. */
function pairing(g: LoadedGame, a: string, b: string, n: number) {
  const bots = [botFromSpec(g, a, { reproducible: true }), botFromSpec(g, b, { reproducible: true })];
  let wins = 0;
  let losses = 0;
  let draws = 0;
  let unfinished = 0;
  for (let i = 0; i < n; i++) {
    const aSeat = i % 2;
    const choose = seatChooser(aSeat === 0 ? bots : [bots[1]!, bots[0]!]);
    const r = playout(g.game, { players: 2, seed: `strength:${values.seed}:${i}`, choose, maxMoves: 3000 });
    if (!r.completed) unfinished++;
    else if (r.winner === aSeat) wins++;
    else if (r.winner !== undefined) losses++;
    else draws++;
  }
  return { wins, losses, draws, unfinished, w: wilson(wins, n) };
}

/** Wall-clock time of `count` decisions at the level's real budget (time cap on), over states of random games. */
function timing(g: LoadedGame, count: number) {
  const bot = searchBot({ level, ...(g.bot ? { policy: g.bot.choose } : {}) });
  const states: State<GameState>[] = [];
  for (let i = 0; states.length < count && i < 50; i++) {
    playout(g.game, {
      players: 2,
      seed: `timing:${i}`,
      onState: (s) => {
        if (!s.ctx.gameover) states.push(s);
      },
    });
  }
  const ms: number[] = [];
  const rand = prng(7);
  for (const s of states.filter((_, i) => i % Math.max(1, Math.floor(states.length / count)) === 0).slice(0, count)) {
    const seat = Number(s.ctx.activePlayers ? Object.keys(s.ctx.activePlayers)[0] : s.ctx.currentPlayer);
    const actions = g.game.deckhand.legalActions(s.G, s.ctx, String(seat));
    if (actions.length < 2) continue;
    const t = performance.now();
    bot.choose(actions, rand, s, seat, g.game);
    ms.push(performance.now() - t);
  }
  ms.sort((x, y) => x - y);
  const mean = ms.reduce((x, y) => x + y, 0) / Math.max(1, ms.length);
  return { n: ms.length, mean, p95: ms[Math.floor(0.95 * (ms.length - 1))] ?? 0, max: ms[ms.length - 1] ?? 0 };
}

const all = (await loadGames()).filter((g) => !only || only.includes(g.id));
console.log(`search bot strength: ismcts:${level} at 2 players, ${games} seeded games per pairing (seed ${values.seed}), seats swapped every game`);
console.log('game             opponent  wins  losses draws  win rate [95% Wilson]');
for (const g of all) {
  const race = Object.values(g.def.phases).some((ph) => ph.race);
  for (const opp of ['random', ...(g.bot ? ['game'] : [])]) {
    const r = pairing(g, `ismcts:${level}`, opp, games);
    console.log(
      `${g.id.padEnd(16)} ${opp.padEnd(9)} ${String(r.wins).padStart(4)}  ${String(r.losses).padStart(6)} ${String(r.draws).padStart(5)}  ${pct(r.w.p)} [${pct(r.w.low)}, ${pct(r.w.high)}]${r.unfinished ? ` (${r.unfinished} unfinished)` : ''}${race ? '  (race: reaction-time model, no search)' : ''}`,
    );
  }
}
console.log(`\ndecision time at ${level} (time cap on), ${values.timing} decisions per game:`);
for (const g of all) {
  const t = timing(g, Number(values.timing));
  console.log(`${g.id.padEnd(16)} mean ${t.mean.toFixed(0)} ms, p95 ${t.p95.toFixed(0)} ms, max ${t.max.toFixed(0)} ms (${t.n} decisions)`);
}
