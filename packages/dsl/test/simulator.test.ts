/** The fast simulator's API on small inline games: start, clone, legal actions, apply, rejections, results. */
import { describe, expect, it } from 'vitest';
import { fastPlayout, playout, simulator } from '../src/index';
import { gameFrom } from './helpers';

const CUPS = `
id: cups
name: Cups
players: { min: 2, max: 3 }
cards:
  n: { attributes: { value: number } }
deck:
  - { type: n, range: { value: 1..6 }, copies: 2 }
zones:
  deck: {}
  hand: { scope: player, order: set, visibility: owner }
  aside: { visibility: public }
  cup: { visibility: public, capacity: 1 }
setup:
  - shuffle: deck
  - deal: { from: deck, to: hand, count: 3 }
moves:
  toss:
    args:
      c: { type: card, from: "hand[self]" }
    do:
      - move: { cards: c, to: aside }
      - endTurn
  fill:
    args:
      c: { type: card, from: "hand[self]" }
    do:
      - move: { from: aside, to: "hand[self]", count: 1 }
      - move: { cards: c, to: cup }
      - endTurn
end:
  - when: count(aside) >= 4
    winner: current
`;

describe('fast simulator', () => {
  const game = gameFrom(CUPS);
  const sim = simulator(game);

  it('starts the same match as boardgame.io from a seed: same deal, same first player', () => {
    const s = sim.start({ players: 2, seed: 'cups' });
    const slow = playout(game, { players: 2, seed: 'cups', maxMoves: 0 });
    expect(s.G).toEqual(JSON.parse(JSON.stringify(slow.final.G)));
    expect(s.ctx.currentPlayer).toBe(slow.final.ctx.currentPlayer);
    expect(sim.actors(s)).toEqual([Number(slow.final.ctx.currentPlayer)]);
  });

  it('lists legal actions, applies them in place and reports the result', () => {
    const s = sim.start({ players: 2, seed: 'play' });
    while (!sim.isOver(s)) {
      const seat = sim.actors(s)[0]!;
      const toss = sim.legalActions(s, seat).find((a) => a.move === 'toss')!;
      expect(sim.apply(s, seat, toss)).toBe(true);
    }
    expect(sim.result(s)?.winner).toBeTypeOf('number');
    expect(sim.actors(s)).toEqual([]);
    expect(sim.apply(s, 0, { move: 'toss', args: [0] })).toBe(false);
  });

  it('a clone is independent: playing on it leaves the original as it was', () => {
    const s = sim.start({ players: 3, seed: 'clone' });
    const before = JSON.stringify(s);
    const c = sim.clone(s);
    const seat = sim.actors(c)[0]!;
    expect(sim.apply(c, seat, sim.legalActions(c, seat)[0]!)).toBe(true);
    expect(JSON.stringify(s)).toBe(before);
    expect(JSON.stringify(c)).not.toBe(before);
  });

  it('a rejected action leaves the state unchanged, also when its effects had begun (a full cup)', () => {
    const s = sim.start({ players: 2, seed: 'reject' });
    const play = (move: string) => {
      const seat = sim.actors(s)[0]!;
      const a = sim.legalActions(s, seat).find((x) => x.move === move)!;
      return { seat, a };
    };
    let { seat, a } = play('toss');
    sim.apply(s, seat, a);
    ({ seat, a } = play('fill'));
    expect(sim.apply(s, seat, a)).toBe(true);
    // The cup is full: the next fill takes a card from aside, then finds no room, and is rejected as a whole.
    ({ seat, a } = play('toss'));
    sim.apply(s, seat, a);
    ({ seat, a } = play('fill'));
    const before = JSON.stringify(s);
    expect(sim.apply(s, seat, a)).toBe(false);
    expect(JSON.stringify(s)).toBe(before);
    // Not its turn, an unknown move, bad arguments: rejected before anything changes.
    expect(sim.apply(s, 1 - seat, { move: 'toss', args: [a.args[0]] })).toBe(false);
    expect(sim.apply(s, seat, { move: 'toString', args: [] })).toBe(false);
    expect(sim.apply(s, seat, { move: 'toss', args: [999] })).toBe(false);
    expect(JSON.stringify(s)).toBe(before);
  });

  it('plays whole matches to the same end as boardgame.io', () => {
    for (let i = 0; i < 10; i++) {
      // Random tosses (a listed fill may find the cup full, which a playout treats as a bug of the game).
      const tosses = (actions: readonly { move: string; args: unknown[] }[], rand: () => number) => {
        const t = actions.filter((a) => a.move === 'toss');
        return t[Math.floor(rand() * t.length)]!;
      };
      const opts = { players: 2 + (i % 2), seed: `m${i}`, maxMoves: 200, choose: tosses };
      const slow = playout(game, opts);
      const fast = fastPlayout(game, opts);
      expect({ moves: fast.moves, winner: fast.winner }).toEqual({ moves: slow.moves, winner: slow.winner });
      expect(fast.final.G).toEqual(JSON.parse(JSON.stringify(slow.final.G)));
    }
  });

  it('starts from a boardgame.io state, continuing its random stream', () => {
    const slow = playout(game, { players: 2, seed: 'from', maxMoves: 3 });
    const s = sim.fromState(slow.final);
    expect(s.G).toEqual(JSON.parse(JSON.stringify(slow.final.G)));
    expect(s.random).toEqual((slow.final.plugins.random!.data as { prngstate: unknown }).prngstate);
    expect(s.stateID).toBe(slow.final._stateID);
  });

  it('without log text, keeps every log entry as data but writes no sentences, and plays on the same (also from a clone)', () => {
    const game = gameFrom(CUPS.replace('  toss:\n', '  toss:\n    log: "{self} tossed {c}"\n').replace('      - endTurn\n  fill:', '      - log: "aside now {count(aside)}"\n      - endTurn\n  fill:'));
    const sim = simulator(game);
    const loud = sim.start({ players: 2, seed: 'quiet' });
    const quiet = sim.start({ players: 2, seed: 'quiet', logText: false });
    const copy = sim.clone(quiet);
    const atStart = sim.clone(loud);
    let played = 0;
    for (; played < 6 && !sim.isOver(loud); played++) {
      const seat = sim.actors(loud)[0]!;
      const a = sim.legalActions(loud, seat).find((x) => x.move === 'toss')!;
      expect(sim.apply(loud, seat, a) && sim.apply(quiet, seat, a) && sim.apply(copy, seat, a)).toBe(true);
    }
    const text = (s: typeof loud) => s.G.log.map((e) => e.parts ?? e.message ?? null);
    // Each toss writes two sentences: its own line and its log effect's.
    expect(played).toBeGreaterThanOrEqual(3);
    expect(text(loud).filter((t) => t !== null)).toHaveLength(2 * played);
    expect(text(quiet).every((t) => t === null)).toBe(true);
    const data = (s: typeof loud) => s.G.log.map(({ turn, seat, move, args }) => ({ turn, seat, move, args }));
    expect(data(quiet)).toEqual(data(loud));
    expect(data(copy)).toEqual(data(loud));
    expect({ ...quiet.G, log: [] }).toEqual({ ...loud.G, log: [] });
    const from = sim.fromState({ G: atStart.G, ctx: atStart.ctx }, 'x', { logText: false });
    const seat = sim.actors(from)[0]!;
    expect(sim.apply(from, seat, sim.legalActions(from, seat).find((x) => x.move === 'toss')!)).toBe(true);
    // The move's own entry, then its log effect's: both without text.
    const last = from.G.log.slice(-2);
    expect(last.map((e) => e.move)).toEqual(['toss', undefined]);
    expect(last.every((e) => e.parts === undefined && e.message === undefined)).toBe(true);
  });
});
