/**
 * Flow features Art of Argument needed: two simultaneous phases in a row, `free` moves that do not use up a seat's
 * move in a simultaneous phase, `turn.next` choosing who plays next, and `secret` card attributes.
 */
import { describe, expect, it } from 'vitest';
import { publicDef, validate } from '../src/index';
import { gameFrom, start } from './helpers';

const ROUNDS = `
id: rounds
name: Rounds
players: { min: 2, max: 4 }
cards:
  c: { attributes: { v: number, secretWord: string }, secret: [secretWord] }
deck: [ { type: c, range: { v: 1..20 }, attributes: { secretWord: psst } } ]
zones:
  deck: {}
  hand: { scope: player, order: set, visibility: owner }
  chosen: { scope: player, visibility: owner }
  table: { scope: player, visibility: public }
vars:
  asked: { type: seat, initial: 1 }
  answers: { type: number }
setup:
  - deal: { from: deck, to: hand, count: 4 }
phases:
  pick:
    start: true
    simultaneous: true
    moves: [pick, tidy]
    onEnd:
      - forEachSeat: [ { move: { from: "chosen[seat]", to: "table[seat]", count: all } } ]
    next: place
  place:
    simultaneous: true
    moves: [ack, tidy]
    next: ask
  ask:
    moves: [answer]
    turn: { first: vars.asked, next: vars.asked }
    endIf: vars.answers >= 3
    next: pick
moves:
  pick:
    args: { c: { type: card, from: "hand[self]" } }
    do: [ { move: { cards: c, to: "chosen[self]" } } ]
  tidy:
    free: true
  ack: {}
  answer:
    do:
      - set: { var: answers, value: vars.answers + 1 }
      - set: { var: asked, value: "vars.asked == 1 ? 0 : 1" }
      - endTurn
end:
  - when: count(deck) == 0
    draw: seats
`;

describe('flow extensions', () => {
  it('a simultaneous phase right after another waits for every seat again', () => {
    const m = start(gameFrom(ROUNDS), 3);
    for (const s of [2, 0, 1]) expect(m.move(s, 'pick', (m.state.G.zones.hand as number[][])[s]![0])).toBe(true);
    expect(m.state.ctx.phase).toBe('place');
    expect(m.state.G.moved).toEqual([0, 0, 0]);
    expect(m.move(1, 'ack')).toBe(true);
    expect(m.move(0, 'ack')).toBe(true);
    expect(m.state.ctx.phase).toBe('place');
    expect(m.move(2, 'ack')).toBe(true);
    expect(m.state.ctx.phase).toBe('ask');
  });

  it('a free move does not use up the seat\'s move in a simultaneous phase', () => {
    const m = start(gameFrom(ROUNDS), 2);
    expect(m.move(0, 'tidy')).toBe(true);
    expect(m.move(0, 'tidy')).toBe(true);
    expect(m.state.G.moved).toEqual([0, 0]);
    expect(m.move(0, 'pick', (m.state.G.zones.hand as number[][])[0]![0])).toBe(true);
    expect(m.move(0, 'tidy')).toBe(false); // the seat has made its move: nothing more this phase
    expect(m.state.ctx.phase).toBe('pick');
  });

  it('turn.next names the seat of the next turn', () => {
    const m = start(gameFrom(ROUNDS), 4);
    for (const s of [0, 1, 2, 3]) m.move(s, 'pick', (m.state.G.zones.hand as number[][])[s]![0]);
    for (const s of [0, 1, 2, 3]) m.move(s, 'ack');
    expect(m.state.ctx.phase).toBe('ask');
    const seats: string[] = [];
    for (let i = 0; i < 3; i++) {
      seats.push(m.state.ctx.currentPlayer);
      expect(m.move(Number(m.state.ctx.currentPlayer), 'answer')).toBe(true);
    }
    // Seat 1 first (turn.first), then 0, then 1: never seats 2 or 3, which the default order would reach.
    expect(seats).toEqual(['1', '0', '1']);
    expect(m.state.ctx.phase).toBe('pick');
  });

  it('secret card attributes stay in the server\'s def, out of expressions and out of the client copy', () => {
    const r = validate(ROUNDS, { file: 'rounds.yaml' });
    if (!r.ok) throw new Error(r.diagnostics.map((d) => d.message).join('\n'));
    expect(r.def.cardTypes.c!.secret).toEqual(['secretWord']);
    expect(r.def.cards[0]!.attrs).toEqual({ v: 1, secretWord: 'psst' });
    const client = publicDef(r.def);
    expect(client.cards[0]!.attrs).toEqual({ v: 1 });
    expect(JSON.stringify(client)).not.toMatch(/psst/);
    expect(r.def.cards[0]!.attrs.secretWord).toBe('psst'); // the server's copy is untouched
    const plain = validate(ROUNDS.replace(', secret: [secretWord]', ''), { file: 'rounds.yaml' });
    expect(plain.ok && publicDef(plain.def)).toBe(plain.ok && plain.def);
  });
});
