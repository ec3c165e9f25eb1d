/**
 * Benchmark: how much skill two-player Crazy Eights leaves above random play. A strategy written for this
 * measurement, "keep the eights", plays what a careful player would, and is set against random play (and, for the
 * same seeds, random play against random play, the no-skill line):
 * - a queen first (at two players the skip gives its player the next turn too, so it is a free card);
 * - otherwise a card that is not an eight, the one that leaves the most cards of the suit it asks for in hand (so
 *   the next turn has something to follow with), and of those the rank held least (a rank is the other way to
 *   follow);
 * - an eight only when nothing else plays, naming the suit held most.
 * If this strategy beats random play by little more than the search does, the game is mostly the deal; if by much
 * more, the search is leaving skill on the table.
 *
 * It reads what its seat knows only: its own hand and the top of the discard pile (a move's legal actions).
 *
 * Run: `npx tsx tools/bench/crazy-eights-headroom.ts [--games 400]`
 */
import './production-mode';
import { parseArgs } from 'node:util';
import { fastPlayout, type Action, type Chooser } from '@deckhand/dsl';
import { botFromSpec, loadGame, seatChooser } from '@deckhand/games';
import { proportion } from '../src/report/stats';

const { values } = parseArgs({ options: { games: { type: 'string', default: '400' } } });
const eights = await loadGame('crazy-eights');
const attrs = (id: number) => eights.def.cards[id]!.attrs as { rank: number; suit: string };

const keepEights: Chooser = (actions, rand, state, seat) => {
  const hand = ((state.G.zones.hand as number[][])[seat] ?? []).map(attrs);
  const bySuit = (suit: string, but: number) => hand.filter((c, i) => i !== but && c.suit === suit && c.rank !== 8).length;
  const byRank = (rank: number) => hand.filter((c) => c.rank === rank).length;
  const handIndex = (a: Action) => ((state.G.zones.hand as number[][])[seat] ?? []).indexOf(a.args[0] as number);
  const plays = actions.filter((a) => a.move === 'play');
  const pick = (pool: readonly Action[], score: (a: Action) => number) => {
    const top = Math.max(...pool.map(score));
    const best = pool.filter((a) => score(a) === top);
    return best[Math.floor(rand() * best.length)]!;
  };
  if (plays.length > 0) {
    return pick(plays, (a) => {
      const c = attrs(a.args[0] as number);
      return (c.rank === 12 ? 1000 : 0) + 10 * bySuit(c.suit, handIndex(a)) - byRank(c.rank);
    });
  }
  const wild = actions.filter((a) => a.move === 'playEight');
  if (wild.length > 0) return pick(wild, (a) => bySuit(a.args[1] as string, handIndex(a)));
  return actions[Math.floor(rand() * actions.length)]!;
};

const games = Number(values.games);
const random = botFromSpec(eights, 'random', { reproducible: true });
const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
for (const [name, a] of [['keep the eights', keepEights], ['random', random]] as const) {
  let wins = 0;
  let losses = 0;
  for (let i = 0; i < games; i++) {
    const aSeat = i % 2;
    const choose = seatChooser([0, 1].map((s) => (s === aSeat ? a : random)));
    const r = fastPlayout(eights.game, { players: 2, seed: `headroom:${i}`, choose, maxMoves: 3000 });
    if (r.winner === aSeat) wins++;
    else if (r.winner !== undefined) losses++;
  }
  const w = proportion(wins, games);
  console.log(
    `Crazy Eights, "${name}" against random play over ${games} seeded games: ${wins} wins, ${losses} losses, ${games - wins - losses} draws, ${pct(w.p)} [${pct(w.low)}, ${pct(w.high)}]`,
  );
}
