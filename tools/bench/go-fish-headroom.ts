/**
 * Benchmark: how much skill two-player Go Fish leaves above random play. A strategy written for this measurement,
 * "remember asks", plays as a player with a good memory does, and is set against random play (and, over the same
 * seeds, random play against random play, the no-skill line):
 * - a player may only ask for a rank it holds, so every ask tells the table a rank the asker holds: the other seat
 *   still holds it until it hands those cards over, lays the book down, or says "Go fish!" to that rank later;
 * - ask for a rank the other seat is known to hold (the most recently shown first), else for the rank held most
 *   (three of a rank wants one more card for a book).
 * If this beats random play by much more than the search does, the search is leaving skill on the table.
 *
 * It reads what its seat knows only: its own hand, the public books and the log (asks and the cards they showed are
 * public).
 *
 * Run: `npx tsx tools/bench/go-fish-headroom.ts [--games 400]`
 */
import './production-mode';
import { parseArgs } from 'node:util';
import { fastPlayout, type Action, type Chooser, type GameState } from '@deckhand/dsl';
import { botFromSpec, loadGame, seatChooser } from '@deckhand/games';
import { proportion } from '../src/report/stats';

const { values } = parseArgs({ options: { games: { type: 'string', default: '400' } } });
const goFish = await loadGame('go-fish');
const rankOf = (id: number) => goFish.def.cards[id]!.attrs.rank as number;

/** Ranks the other seat is known to hold, the most recently learnt last. */
function knownHeld(G: GameState, seat: number): number[] {
  const held: number[] = [];
  const forget = (rank: number) => {
    const i = held.indexOf(rank);
    if (i >= 0) held.splice(i, 1);
  };
  for (const e of G.log) {
    if (e.move !== 'ask' || !Array.isArray(e.args)) continue;
    const rank = e.args[1] as number;
    if (e.seat === seat) forget(rank); // they handed every card of it over, or had none
    else {
      forget(rank);
      held.push(rank);
    }
  }
  const booked = new Set((G.zones.books as number[][]).flat().map(rankOf));
  return held.filter((r) => !booked.has(r));
}

const rememberAsks: Chooser = (actions, rand, state, seat) => {
  const hand = ((state.G.zones.hand as number[][])[seat] ?? []).map(rankOf);
  const count = (rank: number) => hand.filter((r) => r === rank).length;
  const asks = actions.filter((a) => a.move === 'ask');
  if (asks.length === 0) return actions[Math.floor(rand() * actions.length)]!;
  const held = knownHeld(state.G, seat);
  const score = (a: Action) => {
    const rank = a.args[1] as number;
    const known = held.lastIndexOf(rank);
    return (known >= 0 ? 100 + known : 0) + count(rank);
  };
  const top = Math.max(...asks.map(score));
  const best = asks.filter((a) => score(a) === top);
  return best[Math.floor(rand() * best.length)]!;
};

const games = Number(values.games);
const random = botFromSpec(goFish, 'random', { reproducible: true });
const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
for (const [name, a] of [['remember asks', rememberAsks], ['random', random]] as const) {
  let wins = 0;
  let losses = 0;
  for (let i = 0; i < games; i++) {
    const aSeat = i % 2;
    const choose = seatChooser([0, 1].map((s) => (s === aSeat ? a : random)));
    const r = fastPlayout(goFish.game, { players: 2, seed: `headroom:${i}`, choose, maxMoves: 3000 });
    if (r.winner === aSeat) wins++;
    else if (r.winner !== undefined) losses++;
  }
  const w = proportion(wins, games);
  console.log(
    `Go Fish, "${name}" against random play over ${games} seeded games: ${wins} wins, ${losses} losses, ${games - wins - losses} draws, ${pct(w.p)} [${pct(w.low)}, ${pct(w.high)}]`,
  );
}
