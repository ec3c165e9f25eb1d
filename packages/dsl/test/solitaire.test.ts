/**
 * Solitaire outcomes (issue 36, constructs): a one-seat game ends won or lost, never drawn, with its score kept in the
 * result (`score:` beside any way of ending), and the end line says both.
 */
import { describe, expect, it } from 'vitest';
import { fastPlayout, formatDiagnostic, resultSentence, sentenceText, validate } from '../src/index';
import { gameFrom, start } from './helpers';

const SOLO = (end: string) => `
id: solo
name: Solo
players: { min: 1, max: 1 }
cards:
  c: { attributes: { v: number } }
deck:
  - { type: c, range: { v: 1..10 } }
zones:
  deck: { visibility: hidden }
  table: { visibility: public }
setup:
  - shuffle: deck
moves:
  turn:
    do:
      - move: { from: deck, to: table, faceUp: true }
end:
  - when: count(table) == 3
${end}
`;

describe('solitaire outcomes', () => {
  it('is won or lost with its score, on both paths', () => {
    const game = gameFrom(SOLO('    winners: "filter(seats, sum(table, card.v) >= 15)"\n    score: "sum(table, card.v)"'));
    const outcomes = new Set<string>();
    for (let seed = 0; seed < 12; seed++) {
      const fast = fastPlayout(game, { players: 1, seed }).final.G.result!;
      const m = start(game, 1, String(seed));
      expect(fast.draw).toBeUndefined();
      expect(fast.ranks).toBeUndefined();
      expect(fast.scores).toHaveLength(1);
      const won = fast.scores![0]! >= 15;
      expect(fast.winners).toEqual(won ? [0] : []);
      if (!won) expect(fast.losers).toEqual([0]);
      outcomes.add(won ? 'won' : 'lost');
      const text = sentenceText(resultSentence(fast), { seat: () => 'Ada', card: () => 'a card' } as never);
      expect(text).toBe(`Game over: Ada ${won ? 'wins' : 'loses'} with ${fast.scores![0]}`);
      void m;
    }
    expect(outcomes).toEqual(new Set(['won', 'lost']));
  });

  it('agrees with boardgame.io', () => {
    const game = gameFrom(SOLO('    winner: 0\n    score: "sum(table, card.v)"'));
    const m = start(game, 1, 's');
    for (let i = 0; i < 3; i++) expect(m.move(0, 'turn')).toBe(true);
    const fast = fastPlayout(game, { players: 1, seed: 's' }).final.G.result;
    expect(m.state.G.result).toEqual(fast);
    expect(m.state.ctx.gameover).toMatchObject({ winner: '0', scores: fast!.scores });
  });

  it('refuses a ranking of one seat, and a score beside a ranking', () => {
    const r = validate(SOLO('    rank: { by: "sum(table, card.v)" }'), { file: 'g.yaml' });
    expect(r.ok ? [] : r.diagnostics.map(formatDiagnostic)).toEqual([
      'g.yaml:20:5: a one-seat game cannot rank its seat against others: it is won or lost (say whether it was won, with the score beside it: winners: "filter(seats, vars.points >= 50)", score: vars.points) [schema/invalid]',
    ]);
    const two = validate(SOLO('    rank: { by: "sum(table, card.v)" }\n    score: 1').replace('max: 1', 'max: 2'), { file: 'g.yaml' });
    expect(two.ok ? [] : two.diagnostics.map(formatDiagnostic).join('\n')).toContain('"rank" already scores every seat');
  });
});
