import { describe, expect, it } from 'vitest';
import { gameFrom, start } from '../../../test/helpers';
import type { GameState } from '../../runtime/state/state';
import { prng } from '../../sim/prng';
import { askedCards } from './asked';
import { determinize } from './determinize';
import { exchangeable, swapCards, swapsFor } from './relabel';
import { fastSim } from '../search/simulator';
import { HIDDEN_YAML } from '../../../test/bot-games';

const game = gameFrom(HIDDEN_YAML);
const { def, hooks } = game.deckhand;
const valueOf = (id: number) => def.cards[id]!.attrs.value as number;

/** Seat 0 to move, one name in vain in the log (a value nobody held: both copies in the aside or discard). */
function position(seed: string) {
  const m = start(game, 2, seed);
  return m;
}

describe('relabelled worlds', () => {
  it('asks, for a name, about the cards of that value', () => {
    const { state } = position('a');
    for (const n of [1, 4, 6]) {
      const asked = askedCards(def, hooks, state.G, 2, 0, { move: 'name', args: [n] })!;
      expect(asked.map(valueOf)).toEqual([n, n]);
    }
  });

  it("lets two cards trade places only when the seat cannot tell them apart: unseen, same back, same places ruled out", () => {
    const { state } = position('b');
    const view = game.deckhand.playerView(state.G, '0');
    const ok = exchangeable(def, hooks, view, 0, 2);
    const mine = (state.G.zones.hand as number[][])[0]!;
    const theirs = (state.G.zones.hand as number[][])[1]!;
    const aside = state.G.zones.aside as number[];
    expect(ok(mine[0]!, theirs[0]!)).toBe(false);
    const sameBack = theirs.filter((c) => def.cards[c]!.attrs.back === def.cards[theirs[0]!]!.attrs.back);
    if (sameBack.length > 1) expect(ok(sameBack[0]!, sameBack[1]!)).toBe(true);
    const otherBack = aside.find((c) => def.cards[c]!.attrs.back !== def.cards[theirs[0]!]!.attrs.back);
    if (otherBack !== undefined) expect(ok(theirs[0]!, otherBack)).toBe(false);
  });

  it('swaps cards in every zone and in the card arguments of the log, keeping sets sorted and other arguments', () => {
    const { state } = position('c');
    const G = structuredClone(state.G) as GameState;
    G.log.push({ turn: 1, seat: 0, move: 'name', args: [3] });
    const hands = G.zones.hand as number[][];
    const x = hands[0]![0]!;
    const y = hands[1]![0]!;
    swapCards(def, G, [[x, y]]);
    const after = G.zones.hand as number[][];
    expect(after[0]).toContain(y);
    expect(after[1]).toContain(x);
    for (const h of after) expect(h).toEqual([...h].sort((a, b) => a - b));
    expect(G.log.at(-1)!.args).toEqual([3]);
  });

  it('pairs the cards one action asks about with those of the reference, leaving the shared ones alone', () => {
    const yes = () => true;
    expect(swapsFor([4], [9], yes)).toEqual([[4, 9]]);
    expect(swapsFor([4, 5], [5, 6], yes)).toEqual([[4, 6]]);
    expect(swapsFor([4], [5, 6], yes)).toEqual([]);
    expect(swapsFor([4], [9], () => false)).toEqual([]);
  });

  it('makes an action meet the luck of the reference: in the relabelled world it finds a card exactly when the reference does in the world', () => {
    const sim = fastSim(game);
    let differ = 0;
    let checked = 0;
    for (let i = 0; i < 30; i++) {
      const { state } = position(`w${i}`);
      const view = game.deckhand.playerView(state.G, '0');
      const ok = exchangeable(def, hooks, view, 0, 2);
      const mine = new Set(((state.G.zones.hand as number[][])[0] ?? []).map(valueOf));
      const doubt = [1, 2, 3, 4, 5, 6].filter((n) => !mine.has(n));
      if (doubt.length < 2) continue;
      const [a, b] = doubt as [number, number];
      const world = sim.start(determinize({ def, hooks, view, seat: 0, numPlayers: 2, rand: prng(i) }), state.ctx, `s${i}`);
      const askA = askedCards(def, hooks, state.G, 2, 0, { move: 'name', args: [a] });
      const askB = askedCards(def, hooks, state.G, 2, 0, { move: 'name', args: [b] });
      const swaps = swapsFor(askA, askB, ok);
      const relabelled = sim.clone(world);
      swapCards(def, sim.view(relabelled).G, swaps);
      const found = (s: typeof world, n: number) => sim.apply(sim.clone(s), 0, { move: 'name', args: [n] }).G.log.at(-1)!.revealed?.length ?? 0;
      expect(found(relabelled, b)).toBe(found(world, a));
      if (found(world, b) !== found(world, a)) differ++;
      checked++;
    }
    // Without the relabelling the two names often disagree in the same world: that is the luck taken out.
    expect(checked).toBeGreaterThan(20);
    expect(differ).toBeGreaterThan(3);
  });
});
