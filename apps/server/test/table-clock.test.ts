/** The table's timers and seat rules, without a server: grace periods, stand-ins, and the host's turn timer. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Game, State } from 'boardgame.io';
import { TableClock } from '../src/table/table-clock';
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
