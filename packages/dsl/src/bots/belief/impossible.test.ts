import { describe, expect, it } from 'vitest';
import type { Action } from '../../runtime/legal/action';
import { prng } from '../../sim/prng';
import { meter } from '../budget';
import { pairedSearch } from '../search/paired';
import { ImpossibleWorld, randomRollout, rollout } from '../search/rollout';
import { search, type SearchInput } from '../search/search';
import { Refused, type SearchSim } from '../search/simulator';

/**
 * A toy engine whose sampled worlds are sometimes impossible: there the rules list actions and then refuse them,
 * as a determinization that gave another seat a card it could not have played does (Art of Argument's wild).
 */
interface World {
  broken: boolean;
  moves: number;
  took: string[];
}
const ACTIONS: Action[] = [
  { move: 'good', args: [] },
  { move: 'bad', args: [] },
];
const toy: SearchSim<World> = {
  start: () => ({ broken: false, moves: 0, took: [] }),
  clone: (s) => ({ ...s, took: [...s.took] }),
  actors: (s) => (s.moves >= 4 ? [] : [s.moves % 2]),
  legal: (s) => (s.moves >= 4 ? [] : ACTIONS),
  apply: (s, _seat, a) => {
    if (s.broken) throw new Refused('refused');
    s.took.push(a.move);
    s.moves++;
    return s;
  },
  // Seat 0 wins when its first action was good.
  result: (s) => (s.moves >= 4 ? { winner: s.took[0] === 'good' ? 0 : 1 } : undefined),
  view: () => {
    throw new Error('not used');
  },
};

const input = (brokenShare: number): SearchInput<World> => ({
  sim: toy,
  sample: (r) => ({ broken: r() < brokenShare, moves: 0, took: [] }),
  seat: 0,
  numPlayers: 2,
  actions: ACTIONS,
  budget: { iterations: 200 },
  rand: prng(7),
  rollout: randomRollout,
  maxRolloutMoves: 10,
});

describe('impossible worlds', () => {
  it('a rollout in which the rules refuse an action they listed stops with ImpossibleWorld', () => {
    const s = { broken: true, moves: 0, took: [] };
    expect(() => rollout(toy, s, prng(1), randomRollout, 10, meter({ iterations: 1 }))).toThrow(ImpossibleWorld);
  });

  it('both searches drop such worlds and decide from the others', () => {
    for (const decide of [search, pairedSearch]) {
      const r = decide(input(0.4));
      expect(r.action.move).toBe('good');
      expect(r.stats.find((s) => s.action.move === 'good')!.value).toBe(1);
    }
  });

  it('an error that is not a refusal (a fault of the rules or the engine) is reported, not dropped as a world', () => {
    const faulty: SearchSim<World> = {
      ...toy,
      apply: (s) => {
        if (s.broken) throw new TypeError('engine fault');
        return toy.apply(s, 0, ACTIONS[0]!);
      },
    };
    expect(() => rollout(faulty, { broken: true, moves: 0, took: [] }, prng(1), randomRollout, 10, meter({ iterations: 1 }))).toThrow('engine fault');
    for (const decide of [search, pairedSearch]) expect(() => decide({ ...input(0.4), sim: faulty })).toThrow('engine fault');
  });

  it('when every world is impossible, the searches still end, on their iteration budget', () => {
    for (const decide of [search, pairedSearch]) expect(ACTIONS).toContainEqual(decide(input(1)).action);
  });
});
