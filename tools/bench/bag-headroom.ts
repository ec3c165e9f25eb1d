/**
 * Benchmark: how much skill Bag leaves above its hand-written bot. A strategy written for this measurement, "save
 * runs": name what the careful bot names (never your own number, never one known to be out), but among those numbers
 * prefer the ones with the fewest neighbours still in doubt, and down to one card name the pair at the edge of a run.
 * Numbers next to each other are what "name two" takes at once when a player is down to one card; naming the
 * isolated ones first keeps pairs for then. It plays against Bag's bots.ts over seeded games, seats swapping.
 *
 * It reads what its seat knows only (its hand; what the log shows it). The careful bot's reading of the log lives in
 * the game's folder, which a tool may not import by path, so the few lines that read it are written again here.
 *
 * Run: `npx tsx tools/bench/bag-headroom.ts [--games 400]`
 */
import './production-mode';
import { parseArgs } from 'node:util';
import { fastPlayout, type Action, type Chooser, type GameState } from '@deckhand/dsl';
import { loadGame, seatChooser } from '@deckhand/games';
import { proportion } from '../src/report/stats';

const { values } = parseArgs({ options: { games: { type: 'string', default: '400' } } });
const bag = await loadGame('bag');
const valueOf = (id: number) => bag.def.cards[id]!.attrs.value as number;

/** Numbers the seat knows to be in no hand: shown, named in vain, or boxed by itself. */
function out(G: GameState, seat: number): Set<number> {
  const known = new Set<number>();
  for (const e of G.log) {
    for (const id of e.revealed ?? []) known.add(valueOf(id));
    const n = e.args?.[0];
    if ((e.move === 'name' || e.move === 'nameTwo') && typeof n === 'number' && !e.revealed?.length) {
      known.add(n);
      if (e.move === 'nameTwo') known.add(n + 1);
    }
    if (e.move === 'returnToBox' && e.seat === seat && Array.isArray(n)) for (const id of n as number[]) known.add(valueOf(id));
  }
  return known;
}

const saveRuns: Chooser = (actions, rand, state, seat, game) => {
  const names = actions.filter((a) => a.move === 'name' || a.move === 'nameTwo');
  if (names.length === 0) return bag.bot!.choose(actions, rand, state, seat, game);
  const mine = new Set(((state.G.zones.hand as number[][])[seat] ?? []).map(valueOf));
  const known = out(state.G, seat);
  const doubt = (n: number) => n >= 0 && n <= 21 && !mine.has(n) && !known.has(n);
  const covers = (a: Action) => (a.move === 'nameTwo' ? [a.args[0] as number, (a.args[0] as number) + 1] : [a.args[0] as number]);
  // As the careful bot: the most numbers in doubt, never your own; then the fewest neighbours in doubt.
  const score = (a: Action) => {
    const c = covers(a);
    return 10 * c.filter(doubt).length - (doubt(c[0]! - 1) ? 1 : 0) - (doubt(c.at(-1)! + 1) ? 1 : 0);
  };
  const safe = names.filter((a) => covers(a).every((n) => !mine.has(n)));
  const pool = safe.length > 0 ? safe : names;
  const top = Math.max(...pool.map(score));
  const best = pool.filter((a) => score(a) === top);
  return best[Math.floor(rand() * best.length)]!;
};

const games = Number(values.games);
let wins = 0;
let losses = 0;
for (let i = 0; i < games; i++) {
  const aSeat = i % 2;
  const choose = seatChooser([0, 1].map((s) => (s === aSeat ? saveRuns : bag.bot!.choose)));
  const r = fastPlayout(bag.game, { players: 2, seed: `headroom:${i}`, choose, maxMoves: 3000 });
  if (r.winner === aSeat) wins++;
  else if (r.winner !== undefined) losses++;
}
const w = proportion(wins, games);
const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
console.log(`Bag, "save runs" against bots.ts over ${games} seeded games: ${wins} wins, ${losses} losses, ${games - wins - losses} draws, ${pct(w.p)} [${pct(w.low)}, ${pct(w.high)}]`);
