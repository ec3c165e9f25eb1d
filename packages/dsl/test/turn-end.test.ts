/**
 * A move that only ends its turn ends it through the turn's `endIf` (compile/turn-end.ts); any other event it asks
 * for still goes through boardgame.io's events plugin, in the order asked. Either way the flow must reach what the
 * simulator (boardgame.io's flow and events queue, rebuilt on plain state) reaches.
 */
import type { Ctx } from 'boardgame.io';
import { describe, expect, it } from 'vitest';
import { simulator } from '../src/index';
import { MoveEvents, moveEndedTurn } from '../src/compile/turn-end';
import type { Events } from '../src/runtime/effects/exec';
import type { GameState } from '../src/runtime/state/state';
import { gameFrom, start } from './helpers';

const GAME = `
id: turn-end
name: Turn end
players: { min: 3, max: 3 }
cards:
  c: { attributes: { v: number } }
deck:
  - { type: c, range: { v: 1..9 } }
zones:
  deck: {}
  hand: { scope: player }
vars:
  begins: { type: number, initial: 0 }
setup:
  - deal: { from: deck, to: hand, count: 3 }
phases:
  first:
    start: true
    onBegin: [ { set: { var: begins, value: vars.begins + 1 } } ]
    moves: [go, both, stay]
    next: second
  second:
    onBegin: [ { set: { var: begins, value: vars.begins + 1 } } ]
    moves: [go, both, stay]
    next: first
moves:
  go:
    do: [ endTurn ]
  both:
    do: [ endPhase, endTurn ]
  stay:
    do: [ { move: { from: "hand[self]", to: deck, count: 1 } } ]
end:
  - { when: "vars.begins > 9", draw: seats }
`;

type Log = { action: { payload: { type: string } }; automatic?: boolean }[];

describe('a move that ends its turn', () => {
  it('ends it once, through the turn end check, and the next seat plays', () => {
    const m = start(gameFrom(GAME), 3);
    const turn = m.state.ctx.turn;
    expect(m.move(0, 'go')).toBe(true);
    expect([m.state.ctx.turn, m.state.ctx.currentPlayer, m.state.ctx.phase]).toEqual([turn + 1, '1', 'first']);
    // boardgame.io logs a turn ended by `endIf` as automatic, one ended by the events plugin as not.
    const ends = (m.state.deltalog as unknown as Log).filter((e) => e.action.payload.type === 'endTurn');
    expect(ends.map((e) => e.automatic)).toEqual([true]);
  });

  it('that also ends the phase goes through the events plugin, in order: one phase change, no extra turn', () => {
    const m = start(gameFrom(GAME), 3);
    expect(m.move(0, 'go')).toBe(true);
    expect(m.move(1, 'both')).toBe(true);
    const ends = (m.state.deltalog as unknown as Log).filter((e) => e.action.payload.type === 'endTurn');
    expect(ends.map((e) => e.automatic ?? false)).toEqual([true]); // the turn ended by the phase's end (forced)
    expect([m.state.ctx.phase, m.state.G.vars.begins]).toEqual(['second', 2]);
  });

  it('reaches the same state as the simulator over a sequence of moves', () => {
    const game = gameFrom(GAME);
    const m = start(game, 3, 'seed-1');
    const sim = simulator(game);
    const s = sim.start({ players: 3, seed: 'seed-1' });
    const plays = ['stay', 'go', 'both', 'stay', 'stay', 'go', 'go', 'both', 'go'];
    for (const move of plays) {
      const seat = Number(m.state.ctx.currentPlayer);
      expect(sim.actors(s)).toEqual([seat]);
      expect(m.move(seat, move)).toBe(true);
      expect(sim.apply(s, seat, { move, args: [] })).toBe(true);
      expect({ turn: s.ctx.turn, player: s.ctx.currentPlayer, phase: s.ctx.phase }).toEqual({
        turn: m.state.ctx.turn,
        player: m.state.ctx.currentPlayer,
        phase: m.state.ctx.phase,
      });
      expect(s.G).toEqual(JSON.parse(JSON.stringify(m.state.G)));
    }
  });
});

describe('MoveEvents', () => {
  const ctx = { turn: 4 } as Ctx;
  const recorder = () => {
    const calls: string[] = [];
    const events: Events = {
      endTurn: () => calls.push('endTurn'),
      endPhase: () => calls.push('endPhase'),
      setPhase: (p) => calls.push(`setPhase ${p}`),
      setStage: (s) => calls.push(`setStage ${s}`),
    };
    return { calls, events };
  };

  it('marks the new state as ending this turn only, and passes nothing on', () => {
    const G = {} as GameState;
    const asked = new MoveEvents();
    asked.endTurn();
    asked.endTurn();
    const r = recorder();
    asked.settle(G, ctx, r.events);
    expect(r.calls).toEqual([]);
    expect(moveEndedTurn({ G, ctx })).toBe(true);
    expect(moveEndedTurn({ G, ctx: { turn: 5 } as Ctx })).toBe(false);
    expect(moveEndedTurn({ G: {} as GameState, ctx })).toBe(false);
  });

  it('passes every ask on in order when there is more than endTurn, or no new state to mark', () => {
    const mixed = new MoveEvents();
    mixed.setStage('draw');
    mixed.endTurn();
    mixed.setPhase('scoring');
    const G = {} as GameState;
    const a = recorder();
    mixed.settle(G, ctx, a.events);
    expect(a.calls).toEqual(['setStage draw', 'endTurn', 'setPhase scoring']);
    expect(moveEndedTurn({ G, ctx })).toBe(false);

    const inPlace = new MoveEvents();
    inPlace.endTurn();
    const b = recorder();
    inPlace.settle(undefined, ctx, b.events);
    expect(b.calls).toEqual(['endTurn']);
  });
});
