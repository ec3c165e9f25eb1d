/** What a seat knows from what a revealing move did not show (Bag's "name 7, nobody holds it"). */
import { describe, expect, it } from 'vitest';
import { gameFrom, start } from '../../../test/helpers';
import { prng } from '../../sim/prng';
import { determinize } from './determinize';
import { ruledOut } from './ruled-out';
import { HIDDEN_YAML } from '../../../test/bot-games';

const game = gameFrom(HIDDEN_YAML);
const { def, hooks } = game.deckhand;
const valueOf = (id: number) => def.cards[id]!.attrs.value as number;

/** A 2-player match in which seat 0 names a number nobody holds. Returns the state and that number. */
function vainName(seed: string) {
  const m = start(game, 2, seed);
  const hands = m.state.G.zones.hand as number[][];
  const held = new Set(hands.flat().map(valueOf));
  const n = [1, 2, 3, 4, 5, 6].find((v) => !held.has(v));
  if (n === undefined) return undefined;
  expect(m.move(0, 'name', n)).toBe(true);
  return { state: m.state, n };
}

describe('ruled out by what was not shown', () => {
  it('a name that showed nothing puts every card of that number out of every hand', () => {
    let checked = 0;
    for (let i = 0; i < 30 && checked < 8; i++) {
      const v = vainName(`v${i}`);
      if (!v) continue;
      const out = ruledOut(def, hooks, v.state.G.log, v.state.G, 2);
      const named = def.cards.filter((c) => c.attrs.value === v.n).map((c) => c.id);
      expect([...out.keys()].sort((a, b) => a - b)).toEqual(named);
      for (const id of named) expect(out.get(id)).toEqual([{ zone: 'hand' }]);
      // Seat 1's determinizations never deal it one of those cards (without the inference they would, often).
      const view = game.deckhand.playerView(v.state.G, '1');
      for (let k = 0; k < 40; k++) {
        const G = determinize({ def, hooks, view, seat: 1, numPlayers: 2, rand: prng(k) });
        expect((G.zones.hand as number[][])[0]!.map(valueOf)).not.toContain(v.n);
      }
      checked++;
    }
    expect(checked).toBeGreaterThanOrEqual(5);
  });

  it('draws nothing from a zone that later moves can refill, nor from a test that reads the state', () => {
    const refill = gameFrom(
      HIDDEN_YAML.replace(
        'moves:\n',
        `moves:
  give:
    do:
      - move: { from: deck, to: "hand[self]" }
      - endTurn
`,
      ),
    );
    const m = start(refill, 2, 'g');
    const held = new Set((m.state.G.zones.hand as number[][]).flat().map(valueOf));
    const n = [1, 2, 3, 4, 5, 6].find((v) => !held.has(v))!;
    expect(m.move(0, 'name', n)).toBe(true);
    expect(ruledOut(refill.deckhand.def, refill.deckhand.hooks, m.state.G.log, m.state.G, 2).size).toBe(0);
    const stateful = gameFrom(HIDDEN_YAML.replace('where: card.value == n', 'where: card.value == n and count(discard) >= 0'));
    const s = start(stateful, 2, 'g');
    expect(s.move(0, 'name', n)).toBe(true);
    expect(ruledOut(stateful.deckhand.def, stateful.deckhand.hooks, s.state.G.log, s.state.G, 2).size).toBe(0);
  });
});
