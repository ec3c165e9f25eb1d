/**
 * Bugs found by games written from the docs alone (issue 12, items 6–9): each test failed on the code before its fix.
 */
import { describe, expect, it } from 'vitest';
import { playout, validate, type CompiledGame } from '../src/index';
import { gameFrom, start } from './helpers';

const RACE_OUT = `
id: race-out
name: Race out
players: { min: 3, max: 3 }
cards:
  c: { attributes: { v: number } }
deck:
  - { type: c, range: { v: 1..3 } }
zones:
  deck: { visibility: hidden }
  stack: { scope: player, visibility: hidden }
  centre: { visibility: public }
setup:
  - deal: { from: deck, to: stack, count: 1 }
phases:
  r:
    start: true
    race:
      answer: "'x'"
      begin:
        - move: { from: "stack[0]", to: centre, count: 1 }
      stuck: []
moves: {}
eliminate: count(stack[seat]) == 0
end:
  - when: count(alive) == 1
    winner: alive[0]
`;

function timed(yaml: string): CompiledGame {
  return gameFrom(yaml).deckhand.withClock(() => 0);
}

describe('#6 a race round with an eliminated racer', () => {
  it('resolves without waiting for the seat that went out', () => {
    const m = start(timed(RACE_OUT), 3);
    expect(m.state.G.out).toEqual([0]);
    expect(m.move(1, 'raceStuck')).toBe(true);
    expect(m.move(2, 'raceStuck')).toBe(true);
    // The round resolved as stuck and the next one opened: someone can act again.
    expect(m.state.G.race!.last?.outcome).toBe('stuck');
    const acting = [0, 1, 2].filter((s) => m.state.G.race!.open && m.state.G.race!.racers.includes(s));
    expect(acting).toEqual([1, 2]);
  });

  it('never lists an eliminated seat as a racer', () => {
    const m = start(timed(RACE_OUT), 3);
    expect(m.state.G.race!.racers).not.toContain(0);
  });

  it('a playout of it never stalls', () => {
    const r = playout(timed(RACE_OUT), { players: 3, seed: 1, maxMoves: 50 });
    expect(r.stalled).toBe(false);
  });
});

describe('#7 a phase onEnd after the game ended', () => {
  const YAML = `
id: on-end
name: On end
players: { min: 2, max: 2 }
cards:
  c: { attributes: { v: number } }
deck:
  - { type: c, range: { v: 1..3 } }
zones:
  deck: { visibility: hidden }
vars:
  ends: { type: number }
phases:
  main:
    start: true
    moves: [stop]
    onEnd:
      - set: { var: ends, value: vars.ends + 1 }
      - log: the phase ends
moves:
  stop:
    do:
      - endGame: { winner: self }
end:
  - when: "false"
    draw: seats
`;
  it('does not run once more after the result is set', () => {
    const m = start(gameFrom(YAML), 2);
    expect(m.move(0, 'stop')).toBe(true);
    expect(m.state.ctx.gameover).toEqual({ winner: '0' });
    expect(m.state.G.vars.ends).toBe(0);
    expect(m.state.G.log.map((l) => l.message)).not.toContain('the phase ends');
  });
});

describe('#8 the trigger cap', () => {
  const YAML = `
id: loop
name: Loop
players: { min: 2, max: 2 }
cards:
  c: { attributes: { v: number } }
deck:
  - { type: c, range: { v: 1..3 } }
zones:
  deck: { visibility: hidden }
  other: { visibility: hidden }
moves:
  go:
    do:
      - move: { from: deck, to: other }
triggers:
  - when: count(other) > 0
    do:
      - move: { from: other, to: deck, count: all }
      - move: { from: deck, to: other }
end:
  - when: "false"
    draw: seats
`;
  it('is a run-time error naming the trigger and its line', () => {
    const m = start(gameFrom(YAML), 2);
    expect(() => m.move(0, 'go')).toThrow(/trigger 1 \(line 17\) fired 100 times in one action/);
  });

  it('the simulator reports it', () => {
    expect(() => playout(gameFrom(YAML), { players: 2, seed: 1 })).toThrow(/trigger 1 \(line 17\)/);
  });
});

describe('#9 silent acceptances', () => {
  const base = (extra: string) => `
id: quiet
name: Quiet
players: { min: 2, max: 2 }
cards:
  c: { attributes: { rank: number } }
deck:
  - { type: c, range: { rank: 1..8 } }
zones:
  deck: { visibility: hidden }
  hand: { scope: player, order: set, visibility: owner }
  pool: { order: set, visibility: public }
moves:
  go:
    if: ${extra}
    do: []
end:
  - when: "false"
    draw: seats
`;
  const diag = (yaml: string) => {
    const r = validate(yaml, { file: 'q.yaml' });
    return r.ok ? [] : r.diagnostics;
  };

  it('top() of an order: set zone is an error: a set has no top', () => {
    const ds = diag(base('top(pool) != null'));
    expect(ds.map((d) => d.code)).toContain('expr/type');
    expect(ds[0]!.message).toMatch(/"pool" is a set: it has no top/);
  });

  it('bottom() of a per-seat set zone too', () => {
    expect(diag(base('bottom(hand[self]) != null'))[0]!.message).toMatch(/"hand" is a set: it has no bottom/);
  });

  it('a per-seat zone without a seat inside a list function names the zone, not card', () => {
    const ds = diag(base('any(hand, card.rank == 8)'));
    expect(ds[0]!.message).toMatch(/"hand" is one per seat: say whose, e\.g\. hand\[self\]/);
    expect(ds[0]!.message).not.toMatch(/unknown name/);
  });
});
