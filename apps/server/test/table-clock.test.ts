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
const state = (currentPlayer: string, stateID = 7, turn = 1) => ({ _stateID: stateID, ctx: { currentPlayer, activePlayers: null, turn } }) as unknown as State;
/** A phase where several seats move at once (boardgame.io's activePlayers), in turn `turn`. */
const shared = (active: string[], stateID: number, turn = 1) => ({ _stateID: stateID, ctx: { currentPlayer: '0', activePlayers: Object.fromEntries(active.map((s) => [s, 'choose'])), turn } }) as unknown as State;
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

  it('the turn timer plays a move for a human who did not move in time; its own moves in the turn do not restart it', async () => {
    vi.useFakeTimers({ now: 0 });
    const moveFor = vi.fn(async () => true);
    const clock = new TableClock({ kick: vi.fn(), moveFor }, createLogger('silent'), 1000);
    const m = meta([human({ isConnected: true }), bot], { waiting: false, turnSeconds: 10 });
    clock.update(game, 'm1', m, state('0', 7, 1));
    vi.advanceTimersByTime(9_000);
    clock.update(game, 'm1', m, state('0', 8, 1)); // a move of the same turn (a free one): the turn's time goes on
    expect(clock.turnDeadline('m1', 8)?.endsAt).toBe(10_000);
    vi.advanceTimersByTime(999);
    expect(moveFor).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(moveFor).toHaveBeenCalledWith(game, 'm1', '0', 8);
    // The move played for it left the turn going on: its time is up, so the next is played a step later, not 10 s.
    await vi.advanceTimersByTimeAsync(50);
    clock.update(game, 'm1', m, state('0', 9, 1));
    expect(clock.turnDeadline('m1', 9)?.endsAt).toBe(10_000);
    await vi.advanceTimersByTimeAsync(999);
    expect(moveFor).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(moveFor).toHaveBeenLastCalledWith(game, 'm1', '0', 9);
    // The bot's own turn is never timed.
    moveFor.mockClear();
    clock.update(game, 'm1', m, state('1', 10, 2));
    vi.advanceTimersByTime(20_000);
    expect(moveFor).not.toHaveBeenCalled();
    clock.stop();
  });

  it('a new turn of the seat gets a new deadline, set when it begins', () => {
    vi.useFakeTimers({ now: 0 });
    const clock = new TableClock({ kick: vi.fn(), moveFor: vi.fn(async () => true) }, createLogger('silent'), 1000);
    const bo = human({ id: 1, name: 'Bo', isConnected: true });
    const m = meta([human({ isConnected: true }), bo], { waiting: false, turnSeconds: 30 });
    clock.update(game, 'm1', m, state('0', 1, 1));
    expect(clock.turnDeadline('m1', 1)).toMatchObject({ endsAt: 30_000, seats: ['0'] });
    vi.advanceTimersByTime(5_000);
    clock.update(game, 'm1', m, state('1', 2, 2)); // Bo's turn begins at 5 s
    expect(clock.turnDeadline('m1', 2)).toMatchObject({ endsAt: 35_000, seats: ['1'] });
    vi.advanceTimersByTime(7_000);
    clock.update(game, 'm1', m, state('1', 3, 2)); // Bo moves; his turn goes on
    expect(clock.turnDeadline('m1', 3)?.endsAt).toBe(35_000);
    vi.advanceTimersByTime(1_000);
    clock.update(game, 'm1', m, state('0', 4, 3)); // Ada's next turn begins at 13 s: a new deadline
    expect(clock.turnDeadline('m1', 4)).toMatchObject({ endsAt: 43_000, seats: ['0'] });
    // A turn that passes back to the same seat (another turn of its own) is a new turn too.
    vi.advanceTimersByTime(2_000);
    clock.update(game, 'm1', m, state('0', 5, 4));
    expect(clock.turnDeadline('m1', 5)?.endsAt).toBe(45_000);
    clock.stop();
  });

  it("in a phase where seats move at once, another seat's move leaves my deadline; a seat given a part later gets its own", () => {
    vi.useFakeTimers({ now: 100_000 });
    const moveFor = vi.fn(async (_game: Game, _matchID: string, _seatID: string, _stateID: number) => true);
    const clock = new TableClock({ kick: vi.fn(), moveFor }, createLogger('silent'), 1000);
    const bo = human({ id: 1, name: 'Bo', isConnected: true });
    const cy = human({ id: 2, name: 'Cy', isConnected: true });
    const m = meta([human({ isConnected: true }), bo, cy], { waiting: false, turnSeconds: 20 });
    clock.update(game, 'm1', m, shared(['0', '1', '2'], 10, 5));
    expect(clock.turnDeadline('m1', 10)?.ends).toEqual({ 0: 120_000, 1: 120_000, 2: 120_000 });
    vi.advanceTimersByTime(6_000);
    clock.update(game, 'm1', m, shared(['0', '2'], 11, 5)); // Bo made his move and is done
    expect(clock.turnDeadline('m1', 11)).toMatchObject({ endsAt: 120_000, seats: ['0', '2'], ends: { 0: 120_000, 2: 120_000 } });
    vi.advanceTimersByTime(4_000);
    clock.update(game, 'm1', m, shared(['0', '1', '2'], 12, 5)); // Bo is given something to do again at 110 s
    expect(clock.turnDeadline('m1', 12)?.ends).toEqual({ 0: 120_000, 1: 130_000, 2: 120_000 });
    // The summary shows each seat's own end.
    expect(summarize('m1', m, shared(['0', '1', '2'], 12, 5), 110_000, 1000, clock.turnDeadline('m1', 12))).toMatchObject({ turnEndsAt: 120_000, timedSeats: [0, 1, 2], seatEndsAt: { 0: 120_000, 1: 130_000, 2: 120_000 }, now: 110_000 });
    // At 120 s the two seats whose time is up get their moves; Bo's time goes on.
    vi.advanceTimersByTime(10_000);
    expect(moveFor.mock.calls.map((c) => c[2]).sort()).toEqual(['0', '2']);
    vi.advanceTimersByTime(10_000);
    expect(moveFor.mock.calls.map((c) => c[2]).sort()).toEqual(['0', '1', '2']);
    clock.stop();
  });

  it('knows when the turn timer ends, for the state it was armed at and the seats it times, until the move is played', async () => {
    vi.useFakeTimers({ now: 50_000 });
    const moveFor = vi.fn(async () => false);
    const clock = new TableClock({ kick: vi.fn(), moveFor }, createLogger('silent'), 1000);
    const m = meta([human({ isConnected: true }), bot], { waiting: false, turnSeconds: 10 });
    clock.update(game, 'm1', m, state('0', 7));
    expect(clock.turnDeadline('m1', 7)).toMatchObject({ endsAt: 60_000, stateID: 7, seats: ['0'], ends: { 0: 60_000 } });
    expect(clock.turnDeadline('m1', 6)).toBeUndefined(); // a summary of another state is not this timer's
    vi.advanceTimersByTime(4_000);
    clock.update(game, 'm1', m, state('0', 8, 2)); // a new turn of the seat: its time starts anew
    expect(clock.turnDeadline('m1', 8)?.endsAt).toBe(64_000);
    // A presence change leaves the turn timer as it is.
    clock.update(game, 'm1', m);
    expect(clock.turnDeadline('m1', 8)?.endsAt).toBe(64_000);
    // The bot's turn is not timed.
    clock.update(game, 'm1', m, state('1', 9, 3));
    expect(clock.turnDeadline('m1', 9)).toBeUndefined();
    // Fired, and its move declined (the match moved on or is gone): forgotten.
    clock.update(game, 'm1', m, state('0', 10, 4));
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
    const deadline = { endsAt: 40_000, stateID: 4, seats: ['0'], ends: { 0: 40_000 }, turn: 1, active: ['0'] };
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
