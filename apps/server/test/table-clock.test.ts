/** The table's timers and seat rules, without a server: grace periods, stand-ins, and the host's turn timer. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Game, State } from 'boardgame.io';
import { TableClock } from '../src/table/table-clock';
import { summarize } from '../src/table/summary';
import { graceEndsAt, isStoodIn, withConnection, type TableSeat } from '../src/table/table';
import { createLogger } from '../src/logger';

const human = (extra: Partial<TableSeat> = {}): TableSeat => ({ id: 0, name: 'Ada', credentials: 'c', ...extra });
const bot: TableSeat = { id: 1, name: 'Bot 2', credentials: 'b', data: { bot: true } };
const meta = (players: TableSeat[], table: object = { waiting: false }) =>
  ({ gameName: 'g', players: Object.fromEntries(players.map((p) => [p.id, p])), createdAt: 0, updatedAt: 0, table }) as never;
const state = (currentPlayer: string, stateID = 7) => ({ _stateID: stateID, ctx: { currentPlayer, activePlayers: null } }) as unknown as State;
const game = { name: 'g' } as Game;

afterEach(() => vi.useRealTimers());

describe('seat rules', () => {
  it('a bot stands in for a player who left at once, and for one away only after the grace period', () => {
    expect(isStoodIn(human({ left: true }), 0, 1000)).toBe(true);
    expect(isStoodIn(human({ awaySince: 0 }), 999, 1000)).toBe(false);
    expect(isStoodIn(human({ awaySince: 0 }), 1000, 1000)).toBe(true);
    expect(isStoodIn(bot, 5000, 1000)).toBe(false); // a bot's seat is not "stood in": it is a bot
    expect(graceEndsAt(human({ awaySince: 100 }), 500, 1000)).toBe(1100);
    expect(graceEndsAt(human({ awaySince: 100 }), 1200, 1000)).toBeUndefined();
  });

  it('a reconnect ends being away; a disconnect starts it once', () => {
    const away = withConnection(human({ isConnected: true }), false, 50);
    expect(away).toMatchObject({ isConnected: false, awaySince: 50 });
    expect(withConnection(away, false, 90).awaySince).toBe(50);
    expect(withConnection(away, true, 90)).not.toHaveProperty('awaySince');
  });
});

describe('TableClock', () => {
  it('kicks the bots when an away seat\'s grace period ends', () => {
    vi.useFakeTimers({ now: 10_000 });
    const kick = vi.fn();
    const clock = new TableClock({ kick, moveFor: vi.fn() }, createLogger('silent'), 1000);
    clock.update(game, 'm1', meta([human({ awaySince: 9_500 }), bot]));
    vi.advanceTimersByTime(400);
    expect(kick).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200);
    expect(kick).toHaveBeenCalledWith(game, 'm1');
    clock.stop();
  });

  it('a turn timer move whose storage failed is tried again each second until it goes through', async () => {
    vi.useFakeTimers({ now: 0 });
    let failures = 2;
    const moveFor = vi.fn(async () => {
      if (failures-- > 0) throw new Error('Connection terminated unexpectedly');
      return true;
    });
    const clock = new TableClock({ kick: vi.fn(), moveFor }, createLogger('silent'), 1000);
    clock.update(game, 'm1', meta([human({ isConnected: true }), bot], { waiting: false, turnSeconds: 10 }), state('0', 7));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(moveFor).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(moveFor).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(moveFor).toHaveBeenCalledTimes(3); // the third went through: no more tries
    expect(moveFor).toHaveBeenLastCalledWith(game, 'm1', '0', 7);
    clock.stop();
  });

  it('the turn timer plays one move for a human who did not move in time, re-armed by every commit', () => {
    vi.useFakeTimers({ now: 0 });
    const moveFor = vi.fn(async () => true);
    const clock = new TableClock({ kick: vi.fn(), moveFor }, createLogger('silent'), 1000);
    const m = meta([human({ isConnected: true }), bot], { waiting: false, turnSeconds: 10 });
    clock.update(game, 'm1', m, state('0', 7));
    vi.advanceTimersByTime(9_000);
    clock.update(game, 'm1', m, state('0', 8)); // a move (a free one) re-arms the timer
    vi.advanceTimersByTime(9_000);
    expect(moveFor).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(moveFor).toHaveBeenCalledWith(game, 'm1', '0', 8);
    // The bot's own turn is never timed.
    moveFor.mockClear();
    clock.update(game, 'm1', m, state('1', 9));
    vi.advanceTimersByTime(20_000);
    expect(moveFor).not.toHaveBeenCalled();
    clock.stop();
  });

  it('knows when the turn timer ends, for the state it was armed at and the seats it times, until the move is played', async () => {
    vi.useFakeTimers({ now: 50_000 });
    const moveFor = vi.fn(async () => false);
    const clock = new TableClock({ kick: vi.fn(), moveFor }, createLogger('silent'), 1000);
    const m = meta([human({ isConnected: true }), bot], { waiting: false, turnSeconds: 10 });
    clock.update(game, 'm1', m, state('0', 7));
    expect(clock.turnDeadline('m1', 7)).toEqual({ endsAt: 60_000, stateID: 7, seats: ['0'] });
    expect(clock.turnDeadline('m1', 6)).toBeUndefined(); // a summary of another state is not this timer's
    vi.advanceTimersByTime(4_000);
    clock.update(game, 'm1', m, state('0', 8)); // a move re-arms it from now
    expect(clock.turnDeadline('m1', 8)?.endsAt).toBe(64_000);
    // A presence change leaves the turn timer as it is.
    clock.update(game, 'm1', m);
    expect(clock.turnDeadline('m1', 8)?.endsAt).toBe(64_000);
    // The bot's turn is not timed.
    clock.update(game, 'm1', m, state('1', 9));
    expect(clock.turnDeadline('m1', 9)).toBeUndefined();
    // Fired, and its move declined (the match moved on or is gone): forgotten.
    clock.update(game, 'm1', m, state('0', 10));
    await vi.advanceTimersByTimeAsync(9_999);
    expect(clock.turnDeadline('m1', 10)?.endsAt).toBe(64_000);
    await vi.advanceTimersByTimeAsync(1);
    await vi.advanceTimersByTimeAsync(0);
    expect(moveFor).toHaveBeenCalledWith(game, 'm1', '0', 10);
    expect(clock.turnDeadline('m1', 10)).toBeUndefined();
    // No timer set: none.
    clock.update(game, 'm2', meta([human({ isConnected: true }), bot]), state('0', 3));
    expect(clock.turnDeadline('m2', 3)).toBeUndefined();
    clock.stop();
  });

  it('no turn timer unless the host set one, and none while waiting', () => {
    vi.useFakeTimers({ now: 0 });
    const moveFor = vi.fn(async () => true);
    const clock = new TableClock({ kick: vi.fn(), moveFor }, createLogger('silent'), 1000);
    clock.update(game, 'm1', meta([human({ isConnected: true }), bot]), state('0'));
    clock.update(game, 'm2', meta([human({ isConnected: true }), bot], { waiting: true, turnSeconds: 5 }), state('0'));
    vi.advanceTimersByTime(60_000);
    expect(moveFor).not.toHaveBeenCalled();
    clock.stop();
  });
});

describe('the summary of a timed turn', () => {
  it("shows the deadline for the timed seats a person still plays, with the server's time", () => {
    const bo = human({ id: 1, name: 'Bo', isConnected: true });
    const m = meta([human({ isConnected: true }), bo], { waiting: false, turnSeconds: 30 });
    const at = state('0', 4);
    const deadline = { endsAt: 40_000, stateID: 4, seats: ['0'] };
    expect(summarize('m1', m, at, 12_000, 1000, deadline)).toMatchObject({ status: 'playing', turn: [0], turnSeconds: 30, turnEndsAt: 40_000, timedSeats: [0], now: 12_000 });
    // Away past the grace period: a bot stands in for the seat, and nobody waits on it.
    const away = meta([human({ isConnected: false, awaySince: 0 }), bo], { waiting: false, turnSeconds: 30 });
    expect(summarize('m1', away, at, 12_000, 1000, deadline)).not.toHaveProperty('turnEndsAt');
    // No timer running here (none set, or armed by another process): nothing said.
    const none = summarize('m1', m, at, 12_000, 1000);
    expect(none).not.toHaveProperty('turnEndsAt');
    expect(none).not.toHaveProperty('now');
  });
});
