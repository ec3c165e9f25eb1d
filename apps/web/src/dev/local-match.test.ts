import { beforeAll, describe, expect, it } from 'vitest';
import type { CompiledGame } from '@deckhand/dsl';
import { loadGame } from '@deckhand/games';
import { LocalMatch, replay, type SentAction } from './local-match';

let bag: CompiledGame;
beforeAll(async () => {
  bag = (await loadGame('bag')).game;
});
const setup = { seed: 'dev', players: 3, setupData: {} };

/** The first legal action of the seat to move, `n` times. */
function playFirst(m: LocalMatch, n: number) {
  for (let i = 0; i < n; i++) {
    const seat = m.activeSeats()[0]!;
    expect(m.send({ seat, ...m.legal(seat)[0]! })).toBeUndefined();
  }
}

describe('LocalMatch', () => {
  it('keeps every state, so the designer can step back and forward', () => {
    const m = new LocalMatch(bag, setup);
    playFirst(m, 3);
    expect(m.states).toHaveLength(4);
    expect(m.actions).toHaveLength(3);
    expect(m.states[0]!.ctx.turn).toBeLessThan(m.states[3]!.ctx.turn);
  });

  it('a move made in the past replaces the moves after it', () => {
    const m = new LocalMatch(bag, setup);
    playFirst(m, 3);
    const seat = m.activeSeats(1)[0]!;
    const other = m.legal(seat, 1).at(-1)!;
    expect(m.send({ seat, ...other }, 1)).toBeUndefined();
    expect(m.states).toHaveLength(3);
    expect(m.actions.at(-1)).toEqual({ seat, ...other });
  });

  it('refuses a move out of turn with a reason and changes nothing', () => {
    const m = new LocalMatch(bag, setup);
    const idle = [0, 1, 2].find((s) => !m.activeSeats().includes(s))!;
    expect(m.send({ seat: idle, move: 'name', args: [3] })).toBeTruthy();
    expect(m.states).toHaveLength(1);
    expect(m.legal(idle)).toEqual([]);
  });

  it('a seat sees its own hand only; the server sees all', () => {
    const m = new LocalMatch(bag, setup);
    const hands = m.view(0).zones.hand as (number | null)[][];
    expect(hands[0]!.every((c) => typeof c === 'number')).toBe(true);
    expect(hands[1]!.every((c) => c === null)).toBe(true);
    expect((m.latest.G.zones.hand as number[][])[1]!.every((c) => typeof c === 'number')).toBe(true);
  });

  it('replays the same moves to the same state, and stops at the first one no longer legal', () => {
    const m = new LocalMatch(bag, setup);
    playFirst(m, 4);
    const again = replay(bag, setup, m.actions);
    expect(again.stopped).toBeUndefined();
    expect(again.match.latest.G).toEqual(m.latest.G);

    const bad: SentAction[] = [...m.actions.slice(0, 2), { seat: 9, move: 'name', args: [1] }, ...m.actions.slice(2)];
    const stopped = replay(bag, setup, bad);
    expect(stopped.stopped).toMatchObject({ index: 2, action: { seat: 9, move: 'name' } });
    expect(stopped.stopped!.reason).toBeTruthy();
    expect(stopped.match.actions).toHaveLength(2);
  });
});
