/**
 * The definition quiz and sudden death (A11–A13), on tables arranged so that given seats complete a set this round.
 * Answers are given right or wrong on purpose, from the server's truth; what each seat is sent is checked too.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { CompiledGame, GameDef } from '@deckhand/dsl';
import { loadGame } from '../src/load';
import type { QuizState } from './quiz';
import { Table, type Arranger } from './testing';

let game: CompiledGame;
let def: GameDef;
beforeAll(async () => {
  ({ game, def } = await loadGame('art-of-argument'));
});

interface Completer {
  seat: number;
  /** The set's three played cards and the card in hand that completes it, by number (the k-th card of it). */
  set: [number, number, number, number];
  /** Other sets the seat has played, by number. */
  others?: number[][];
}

/** A table where each completer holds 3 cards of a set and the 4th in hand; the quiz starts at seat 0. */
function quizTable(players: number, seed: string, completers: Completer[], arrange?: (a: Arranger) => void) {
  const completing: Record<number, number> = {};
  const t = new Table(game, players, seed, (a) => {
    a.G.vars.dealer = players - 1;
    const used = new Map<number, number>();
    const card = (n: number) => {
      const k = used.get(n) ?? 0;
      used.set(n, k + 1);
      return a.terms(n)[k]!;
    };
    for (const c of completers) {
      const [x, y, z, last] = c.set.map(card) as [number, number, number, number];
      a.sets(c.seat, [[x, y, z], ...(c.others ?? []).map((s) => s.map(card))]);
      a.hand(c.seat, [last, ...(a.G.zones.hand as number[][])[c.seat]!.filter((h) => def.cards[h]!.type === 'term' && h !== last).slice(0, 4)]);
      completing[c.seat] = last;
    }
    arrange?.(a);
  });
  t.pickAll(completing);
  t.placeAll(Object.fromEntries(completers.map((c) => [c.seat, 0])));
  return t;
}

const quiz = (t: Table) => t.hook.quiz as QuizState;
const definition = (card: number) => String(def.cards[card]!.attrs.definition);
const discard = (t: Table) => t.G.zones.discard as number[];

describe('Art of Argument: the quiz', () => {
  it('A11: a completed set starts a quiz: its term and four candidate definitions, the right one among three others', () => {
    const t = quizTable(2, 'a11', [{ seat: 0, set: [1, 2, 3, 4] }]);
    expect(t.phase).toBe('quiz');
    expect(t.state.ctx.currentPlayer).toBe('0');
    const q = t.question!;
    const set = t.sets(0)[0]!;
    expect(q.card).toBe(set[0]);
    expect(q.term).toBe(def.cards[q.card]!.attrs.term);
    expect(q.options).toHaveLength(4);
    expect(new Set(q.options).size).toBe(4);
    expect(q.options[q.answer]).toBe(definition(q.card));
    const all = new Set(def.cards.map((c) => c.attrs.definition));
    for (const o of q.options) expect(all.has(o)).toBe(true);
    // The seat asked is sent the options; nobody is sent which is right; the others are not sent the options.
    const mine = t.view(0).hook as { quiz: { question: Record<string, unknown> } };
    expect(mine.quiz.question).toEqual({ seat: 0, card: q.card, term: q.term, options: q.options });
    for (const seat of [null, 0, 1]) expect(JSON.stringify(t.view(seat))).not.toMatch(/"answer"/);
    for (const seat of [null, 1]) {
      const text = JSON.stringify(t.view(seat));
      for (const o of q.options) expect(text.includes(o)).toBe(false);
    }
  });

  it('A11: the candidates come in seeded random order: the same seed asks the same way, seeds differ', () => {
    const answers = new Set<number>();
    for (let i = 0; i < 12; i++) {
      const t = quizTable(2, `a11-order-${i}`, [{ seat: 0, set: [1, 2, 3, 4] }]);
      const again = quizTable(2, `a11-order-${i}`, [{ seat: 0, set: [1, 2, 3, 4] }]);
      expect(again.question).toEqual(t.question);
      answers.add(t.question!.answer);
    }
    expect(answers.size).toBeGreaterThan(2);
  });

  it('A11: the answer is judged on the server; only the seat asked may answer, with a choice of 0 to 3', () => {
    const t = quizTable(2, 'a11-judge', [{ seat: 0, set: [1, 2, 3, 4] }]);
    expect(t.legal(0).map((a) => a.args)).toEqual([[0], [1], [2], [3]]);
    expect(t.legal(1)).toEqual([]);
    expect(t.move(1, 'answer', 0)).toBe(false);
    expect(t.move(0, 'answer', 4)).toBe(false);
    expect(t.move(0, 'answer', -1)).toBe(false);
    expect(t.move(0, 'answer', '0')).toBe(false);
    expect(t.move(0, 'rearrange', t.sets(0)[0]![0], 1)).toBe(false);
    expect(t.move(0, 'pick', t.hand(0)[0])).toBe(false);
    expect(t.question?.seat).toBe(0);
  });

  it('A11: a right answer keeps the card, defined for good; defining every card of the complete set wins', () => {
    const t = quizTable(2, 'a11-win', [{ seat: 0, set: [5, 6, 7, 8] }]);
    const set = t.sets(0)[0]!;
    for (const [i, card] of set.entries()) {
      expect(t.question!.card).toBe(card);
      expect(t.answer(true)).toBe(true);
      expect(t.hook.defined).toEqual(set.slice(0, i + 1));
      expect(t.hook.last).toMatchObject({ seat: 0, card, right: true, definition: definition(card) });
      expect(t.sets(0)[0]).toEqual(set);
    }
    expect(t.state.ctx.gameover).toEqual({ winner: '0' });
  });

  it('A11: a wrong answer sends the card to the discard pile and the game goes on; what was defined stays defined', () => {
    const t = quizTable(2, 'a11-miss', [{ seat: 0, set: [5, 6, 7, 8] }]);
    const [five, six, seven, eight] = t.sets(0)[0]!;
    expect(t.answer(true)).toBe(true);
    expect(t.answer(false)).toBe(true);
    expect(t.hook.last).toMatchObject({ card: six, right: false, definition: definition(six!) });
    expect(discard(t)).toEqual([six]);
    expect(t.sets(0)).toEqual([[five, seven, eight]]);
    expect(t.phase).toBe('pick');
    expect(t.state.ctx.gameover).toBeUndefined();
    expect(t.hook.quiz).toBeNull();
    expect(t.hook.defined).toEqual([five]);
    expect((t.view(1).hook as { defined: number[] }).defined).toEqual([five]);
  });

  it('A11: a card defined before is not asked again, and wilds need no definition', () => {
    let known: number[] = [];
    const t = quizTable(2, 'a11-known', [{ seat: 0, set: [5, 6, 7, 8] }], (a) => {
      known = [a.terms(5)[0]!, a.terms(6)[0]!];
      a.G.hook = { defined: [...known], quiz: null, last: null };
    });
    expect(quiz(t).pending[0]).toEqual(t.sets(0)[0]!.filter((c) => !known.includes(c)));
    expect(t.answer(true)).toBe(true);
    expect(t.answer(true)).toBe(true);
    expect(t.state.ctx.gameover).toEqual({ winner: '0' });
    // Every term card already defined: completing the set with a wild wins at once, with no question.
    let wild = 0;
    const u = new Table(game, 2, 'a11-wild', (a) => {
      const cards = [a.terms(2)[0]!, a.terms(3)[0]!, a.terms(4)[0]!];
      wild = a.wilds()[0]!;
      a.sets(0, [cards]);
      a.hand(0, [wild, ...(a.G.zones.hand as number[][])[0]!.filter((c) => c !== wild).slice(0, 4)]);
      a.G.hook = { defined: cards, quiz: null, last: null };
    });
    u.pickAll({ 0: wild });
    u.placeAll({ 0: 0 });
    expect(u.state.ctx.gameover).toEqual({ winner: '0' });
  });

  it('A12: two players completing in the same round take turns, one card each in seat order', () => {
    const t = quizTable(3, 'a12-turns', [
      { seat: 0, set: [1, 2, 3, 4] },
      { seat: 1, set: [9, 10, 11, 12] },
    ]);
    expect(quiz(t).seats).toEqual([0, 1]);
    const asked: number[] = [];
    for (let i = 0; i < 6; i++) {
      asked.push(t.question!.seat);
      expect(t.state.ctx.currentPlayer).toBe(String(t.question!.seat));
      expect(t.answer(true)).toBe(true);
    }
    expect(asked).toEqual([0, 1, 0, 1, 0, 1]);
  });

  it('A12: a miss loses that card and ends that player\'s quiz; if only one defines all their cards, that one wins', () => {
    const t = quizTable(3, 'a12-one', [
      { seat: 0, set: [1, 2, 3, 4] },
      { seat: 1, set: [9, 10, 11, 12] },
    ]);
    const lost = t.sets(1)[0]![0]!;
    expect(t.answer(true)).toBe(true); // seat 0
    expect(t.answer(false)).toBe(true); // seat 1 misses: its quiz is over
    expect(discard(t)).toEqual([lost]);
    expect(quiz(t).active).toEqual([0]);
    const asked: number[] = [];
    while (t.question) {
      asked.push(t.question.seat);
      expect(t.answer(true)).toBe(true);
    }
    expect(asked).toEqual([0, 0, 0]);
    expect(t.state.ctx.gameover).toEqual({ winner: '0' });
  });

  it('A12: when every player in the quiz misses, nobody wins and the game goes on', () => {
    const t = quizTable(3, 'a12-none', [
      { seat: 0, set: [1, 2, 3, 4] },
      { seat: 2, set: [9, 10, 11, 12] },
    ]);
    expect(t.answer(false)).toBe(true);
    expect(t.answer(true)).toBe(true);
    expect(t.answer(false)).toBe(true);
    expect(t.phase).toBe('pick');
    expect(t.state.ctx.gameover).toBeUndefined();
    expect(discard(t)).toHaveLength(2);
  });

  it('A13: two who define all their cards enter sudden death: one card each per round, from their other played cards', () => {
    const t = quizTable(3, 'a13', [
      { seat: 0, set: [1, 2, 3, 4], others: [[7]] },
      { seat: 1, set: [9, 10, 11, 12], others: [[6]] },
    ]);
    const [seven, six] = [t.sets(0)[1]![0]!, t.sets(1)[1]![0]!];
    for (let i = 0; i < 8; i++) expect(t.answer(true)).toBe(true);
    expect(t.state.ctx.gameover).toBeUndefined();
    expect(t.G.vars.suddenDeath).toBe(true);
    expect(quiz(t)).toMatchObject({ mode: 'suddenDeath', seats: [0, 1], round: 1 });
    expect(t.question).toMatchObject({ seat: 0, card: seven });
    expect(t.answer(true)).toBe(true);
    expect(t.question).toMatchObject({ seat: 1, card: six });
    // Both right: nobody is out; round 2 draws from the deck, as their other played cards are all defined now.
    const deck = [...(t.G.zones.deck as number[])];
    expect(t.answer(true)).toBe(true);
    expect(quiz(t)).toMatchObject({ round: 2, seats: [0, 1] });
    const drawn = t.question!.card;
    expect(drawn).toBe(deck.filter((c) => def.cards[c]!.type === 'term').at(-1));
    expect(t.sets(0).flat()).toContain(drawn);
    expect(t.answer(false)).toBe(true); // seat 0 misses...
    expect(t.answer(false)).toBe(true); // ...and so does seat 1: nobody is out
    expect(quiz(t)).toMatchObject({ round: 3, seats: [0, 1], out: [] });
    expect(t.answer(true)).toBe(true);
    expect(t.answer(false)).toBe(true); // exactly one miss: seat 1 is out, seat 0 is the last one in
    expect(t.state.ctx.gameover).toEqual({ winner: '0' });
  });

  it('A13: with three in sudden death, a round with exactly one miss puts that one out; play goes on until one remains', () => {
    const t = quizTable(4, 'a13-three', [
      { seat: 0, set: [1, 2, 3, 4] },
      { seat: 1, set: [5, 6, 7, 8] },
      { seat: 3, set: [9, 10, 11, 12] },
    ]);
    for (let i = 0; i < 12; i++) expect(t.answer(true)).toBe(true);
    expect(quiz(t)).toMatchObject({ mode: 'suddenDeath', seats: [0, 1, 3] });
    // Round 1: only seat 1 misses.
    expect(t.answer(true)).toBe(true);
    expect(t.answer(false)).toBe(true);
    expect(t.answer(true)).toBe(true);
    expect(quiz(t)).toMatchObject({ seats: [0, 3], out: [1] });
    expect(t.state.ctx.gameover).toBeUndefined();
    // Round 2: both right; round 3: seat 0 misses.
    expect(t.answer(true)).toBe(true);
    expect(t.answer(true)).toBe(true);
    expect(t.answer(false)).toBe(true);
    expect(t.answer(true)).toBe(true);
    expect(t.state.ctx.gameover).toEqual({ winner: '3' });
  });
});
