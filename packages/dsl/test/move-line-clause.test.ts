/**
 * The end of a move's own line that says who showed the cards it revealed (log/write.ts `withClause`): one holder's
 * cards are written straight onto the line's parts, several holders go through `revealClause`'s grouping, cards from
 * a shared zone read "; revealed", a plain-text line gets parts, and a card the line names is not said twice. Each
 * move is played through boardgame.io's reducer and the fast simulator (the same state and log both ways), with code
 * generation on and off; the clause must equal `revealClause` of the entry's own reveals.
 */
import { describe, expect, it } from 'vitest';
import { compile, formatDiagnostic, validate, type CompiledGame, type GameState, type LogEntry } from '../src/index';
import { revealClause } from '../src/log/sentence';
import { playBothWays } from './helpers';

const GAME = `
id: clause
name: Clause
players: { min: 3, max: 3 }
cards:
  n: { attributes: { value: number } }
deck:
  - { type: n, range: { value: 1..20 } }
zones:
  deck: { visibility: hidden }
  hand: { scope: player, visibility: owner }
  centre: { visibility: hidden }
  table: { visibility: public }
setup:
  - deal: { from: deck, to: hand, count: 3 }
moves:
  pair:
    label: Name two
    args:
      a: { type: number, min: 1, max: 20 }
      b: { type: number, min: 1, max: 20 }
    log: "{self} named {a} and {b}{count(revealed) == 0 ? '; nobody had them' : ''}"
    do:
      - move: { from: "hand[*]", where: card.value == a or card.value == b, to: centre, reveal: true }
  flip:
    label: Flip
    args:
      k: { type: number, min: 1, max: 3 }
    log: "Cards flipped"
    do:
      - move: { from: deck, to: table, count: k, reveal: true }
  show:
    label: Show
    args:
      c: { type: card, from: "hand[self]" }
    log: "{self} laid {c}"
    do:
      - move: { cards: c, to: centre, reveal: true }
end:
  - { when: "count(deck) == 0", draw: seats }
`;

function both(codegen: boolean): CompiledGame {
  const r = validate(GAME, { file: 'clause.yaml' });
  if (!r.ok) throw new Error(r.diagnostics.map(formatDiagnostic).join('\n'));
  return compile(r.def, {}, { codegen });
}

const last = (G: GameState): LogEntry => G.log[G.log.length - 1]!;

describe.each([true, false])('a move line says who showed what (code generation %s)', (codegen) => {
  const game = both(codegen);
  // The deal is not shuffled: card ids follow the deck, values are id + 1, dealt one by one round the table.
  const first = playBothWays(game, 3, 'c', 0, 'pair', 1, 1).G;
  const hands = (first.zones.hand as number[][]).map((h) => [...h]);
  const value = (id: number) => (game.deckhand.def.cards[id]!.attrs as { value: number }).value;
  // Values nobody holds (their cards are still in the deck, or were the first move's).
  const free = [...(first.zones.deck as number[]), ...(first.zones.centre as number[])].map(value);

  /** The clause `revealClause` writes for the entry's own reveals the line does not name. */
  const reference = (e: LogEntry, named: number[] = []) => {
    const keep = (e.revealed ?? []).map((c, i) => ({ c, h: e.from?.[i] ?? null })).filter(({ c }) => !named.includes(c));
    return revealClause({ revealed: keep.map((k) => k.c), from: keep.map((k) => k.h) });
  };

  it("one holder's one card", () => {
    const card = hands[1]![0]!;
    const { ok, G } = playBothWays(game, 3, 'c', 0, 'pair', value(card), free[0]!);
    expect(ok).toBe(true);
    const e = last(G);
    expect(e.parts).toEqual([{ seat: 0 }, ' named ', { n: value(card) }, ' and ', { n: free[0] }, '; ', { seat: 1 }, ' showed ', { card }]);
    expect(e.parts!.slice(5)).toEqual(reference(e));
  });

  it("one holder's two cards, as one list", () => {
    const [a, b] = hands[2]!;
    const e = last(playBothWays(game, 3, 'c', 0, 'pair', value(a!), value(b!)).G);
    expect(e.parts!.slice(5)).toEqual(['; ', { seat: 2 }, ' showed ', { list: [{ card: a }, { card: b }] }]);
    expect(e.parts!.slice(5)).toEqual(reference(e));
  });

  it('two holders, each said with their own card', () => {
    const a = hands[1]![1]!;
    const b = hands[2]![2]!;
    const e = last(playBothWays(game, 3, 'c', 0, 'pair', value(a), value(b)).G);
    // In the order the move found them.
    expect([...e.from!].sort()).toEqual([1, 2]);
    const said = e.revealed!.flatMap((card, i) => ['; ', { seat: e.from![i] }, ' showed ', { card }]);
    expect(said).toHaveLength(8);
    expect(e.parts!.slice(5)).toEqual(said);
    expect(e.parts!.slice(5)).toEqual(reference(e));
  });

  it('nobody held them: the template says so, and no clause follows', () => {
    const e = last(playBothWays(game, 3, 'c', 0, 'pair', free[0]!, free[1]!).G);
    expect(e.parts).toEqual([{ seat: 0 }, ' named ', { n: free[0] }, ' and ', { n: free[1] }, '; nobody had them']);
    expect(e.revealed).toBeUndefined();
  });

  it('a plain-text line gets parts; cards from a shared zone read "; revealed"', () => {
    const one = last(playBothWays(game, 3, 'c', 0, 'flip', 1).G);
    expect(one.message).toBeUndefined();
    expect(one.parts).toEqual(['Cards flipped', '; revealed ', { card: one.revealed![0] }]);
    const three = last(playBothWays(game, 3, 'c', 0, 'flip', 3).G);
    expect(three.revealed).toHaveLength(3);
    expect(three.from).toBeUndefined();
    expect(three.parts).toEqual(['Cards flipped', ...reference(three)]);
  });

  it('a card the line names is not said again', () => {
    const c = hands[0]![0]!;
    const e = last(playBothWays(game, 3, 'c', 0, 'show', c).G);
    expect(e.revealed).toEqual([c]);
    expect(e.parts).toEqual([{ seat: 0 }, ' laid ', { card: c }]);
  });
});
