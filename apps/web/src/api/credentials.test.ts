import { describe, expect, it } from 'vitest';
import { forgetSeat, lastName, loadSeat, saveSeat, seatKey, type KeyValueStore } from './credentials';

function memory(): KeyValueStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k) };
}

const seat = { playerID: '1', credentials: 'secret-abc', playerName: 'Ada' };

describe('seat credentials in localStorage', () => {
  it('keeps one seat per match, so a reload rejoins it', () => {
    const s = memory();
    saveSeat(s, 'bag', 'm1', seat);
    expect(loadSeat(s, 'bag', 'm1')).toEqual(seat);
    expect(loadSeat(s, 'bag', 'm2')).toBeUndefined();
    expect(loadSeat(s, 'build-up', 'm1')).toBeUndefined();
  });

  it('remembers the last name used, for the next form', () => {
    const s = memory();
    expect(lastName(s)).toBe('');
    saveSeat(s, 'bag', 'm1', seat);
    expect(lastName(s)).toBe('Ada');
  });

  it('forgets a seat on leave', () => {
    const s = memory();
    saveSeat(s, 'bag', 'm1', seat);
    forgetSeat(s, 'bag', 'm1');
    expect(loadSeat(s, 'bag', 'm1')).toBeUndefined();
  });

  it('ignores corrupt or foreign entries', () => {
    const s = memory();
    for (const bad of ['{', 'null', '[]', '{"playerID":"x","credentials":"c","playerName":"A"}', '{"playerID":"0","credentials":"","playerName":"A"}', '{"playerID":"0","playerName":"A"}']) {
      s.setItem(seatKey('bag', 'm1'), bad);
      expect(loadSeat(s, 'bag', 'm1'), bad).toBeUndefined();
    }
  });

  it('drops extra fields stored beside the seat', () => {
    const s = memory();
    s.setItem(seatKey('bag', 'm1'), JSON.stringify({ ...seat, __proto__: { x: 1 }, extra: 'y' }));
    expect(loadSeat(s, 'bag', 'm1')).toEqual(seat);
  });

  it('survives a storage that throws (private mode, full quota)', () => {
    const throwing: KeyValueStore = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(() => saveSeat(throwing, 'bag', 'm1', seat)).not.toThrow();
    expect(loadSeat(throwing, 'bag', 'm1')).toBeUndefined();
    expect(lastName(throwing)).toBe('');
    expect(() => forgetSeat(throwing, 'bag', 'm1')).not.toThrow();
  });
});

describe('the player\'s name', () => {
  it('is asked once: a newcomer gets a "Player NNNN" name, remembered, and a rename sticks', async () => {
    const { playerName, saveName } = await import('./credentials');
    const s = memory();
    const first = playerName(s, () => 0.5);
    expect(first).toBe('Player 5500');
    expect(playerName(s, () => 0.1)).toBe('Player 5500');
    saveName(s, 'Ada');
    expect(playerName(s)).toBe('Ada');
  });

  it('keeps the "left" mark of a seat its player walked away from', () => {
    const s = memory();
    saveSeat(s, 'bag', 'm1', { ...seat, left: true });
    expect(loadSeat(s, 'bag', 'm1')).toEqual({ ...seat, left: true });
    s.setItem(seatKey('bag', 'm1'), JSON.stringify({ ...seat, left: 'yes' }));
    expect(loadSeat(s, 'bag', 'm1')).toBeUndefined();
  });
});
