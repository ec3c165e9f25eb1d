/** The `forEach` effect over cards, seats, numbers and groups, and its shadowing diagnostics. */
import { describe, expect, it } from 'vitest';
import { validate } from '../src/index';
import { gameFrom, start } from './helpers';

const GAME = (effects: string, extra = '') => `
id: each
name: Each
players: { min: 3, max: 3 }
cards:
  c: { attributes: { rank: number, suit: string } }
deck:
  - { type: c, range: { rank: 1..4, suit: [a, b, c] } }
zones:
  deck: { visibility: public }
  hand: { scope: player, order: set, visibility: public }
  books: { scope: player, visibility: public }
vars:
  total: { type: number }
  got: { type: number, scope: player }
setup:
  - deal: { from: deck, to: hand, count: 4 }
moves:
  go:${extra}
    do:
${effects}
end:
  - when: "false"
    draw: seats
`;

describe('forEach', () => {
  it('over groups: lays down every book of three', () => {
    const g = gameFrom(GAME(`      - forEach:
          in: filter(groups(hand[self], card.rank), count(group) >= 2)
          as: book
          do:
            - move: { cards: book, to: "books[self]" }
            - set: { var: total, value: vars.total + count(book) }`));
    const m = start(g, 3);
    const hand = [...(m.state.G.zones.hand as number[][])[0]!];
    const ranks = hand.map((id) => g.deckhand.def.cards[id]!.attrs.rank as number);
    const pairs = hand.filter((_, i) => ranks.filter((r) => r === ranks[i]).length >= 2);
    expect(m.move(0, 'go')).toBe(true);
    expect([...(m.state.G.zones.books as number[][])[0]!].sort((a, b) => a - b)).toEqual(pairs.sort((a, b) => a - b));
    expect(m.state.G.vars.total).toBe(pairs.length);
  });

  it('over seats with a name, over a range, and nested', () => {
    const g = gameFrom(GAME(`      - forEach:
          in: seats
          as: s
          do:
            - forEach:
                in: range(1, s + 1)
                do:
                  - set: { var: got, seat: s, value: "vars.got[s] + n" }`));
    const m = start(g, 3);
    expect(m.move(0, 'go')).toBe(true);
    expect(m.state.G.vars.got).toEqual([1, 3, 6]);
  });

  it('a binder that hides another name is reported where it is written', () => {
    const r = validate(GAME(`      - forEachSeat:
          - forEachSeat: []`), { file: 'e.yaml' });
    expect(r.ok ? [] : r.diagnostics.map((d) => `${d.line}:${d.col} ${d.code}`)).toEqual(['22:13 expr/shadow']);
    const r2 = validate(GAME(`      - forEach: { in: seats, as: n, do: [] }`, `
    args:
      n: { type: number, min: 0, max: 3 }`), { file: 'e.yaml' });
    expect(r2.ok ? '' : r2.diagnostics[0]!.message).toMatch(/forEach binds "n", which hides the move argument "n"/);
  });
});
