/**
 * A seat's credentials, kept in localStorage per match, so a reload (or coming back to a shared link on the same
 * device) rejoins the seat instead of taking another one.
 */
export interface SeatCredentials {
  playerID: string;
  credentials: string;
  playerName: string;
  /** The player pressed Leave mid-game: a bot plays the seat, which they may reclaim with these credentials. */
  left?: boolean;
}

/** The part of the Storage API we use (so tests can pass a Map-backed one). */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const PREFIX = 'deckhand:seat:';
const NAME_KEY = 'deckhand:name';

export const seatKey = (gameId: string, matchID: string) => `${PREFIX}${gameId}/${matchID}`;

function isSeat(v: unknown): v is SeatCredentials {
  if (typeof v !== 'object' || v === null) return false;
  const s = v as Record<string, unknown>;
  return typeof s['playerID'] === 'string' && /^\d{1,3}$/.test(s['playerID']) && typeof s['credentials'] === 'string' && s['credentials'].length > 0 && typeof s['playerName'] === 'string' && (s['left'] === undefined || typeof s['left'] === 'boolean');
}

export function loadSeat(store: KeyValueStore, gameId: string, matchID: string): SeatCredentials | undefined {
  const raw = safe(() => store.getItem(seatKey(gameId, matchID)));
  if (!raw) return undefined;
  try {
    const v: unknown = JSON.parse(raw);
    return isSeat(v) ? { playerID: v.playerID, credentials: v.credentials, playerName: v.playerName, ...(v.left ? { left: true } : {}) } : undefined;
  } catch {
    return undefined;
  }
}

export function saveSeat(store: KeyValueStore, gameId: string, matchID: string, seat: SeatCredentials): void {
  safe(() => store.setItem(seatKey(gameId, matchID), JSON.stringify(seat)));
  safe(() => store.setItem(NAME_KEY, seat.playerName));
}

export function forgetSeat(store: KeyValueStore, gameId: string, matchID: string): void {
  safe(() => store.removeItem(seatKey(gameId, matchID)));
}

/** The name last used to join, to prefill the next join form. */
export function lastName(store: KeyValueStore): string {
  return safe(() => store.getItem(NAME_KEY)) ?? '';
}

/** Remembers the player's name (asked once, in the lobby's header), for every later match. */
export function saveName(store: KeyValueStore, name: string): void {
  safe(() => store.setItem(NAME_KEY, name));
}

/**
 * The player's name: the remembered one, or a fresh "Player 1234" saved at once, so that "Play now" is one click
 * for a newcomer; they can rename themselves in the lobby's header whenever they like.
 */
export function playerName(store: KeyValueStore, random: () => number = Math.random): string {
  const known = lastName(store).trim();
  if (known) return known;
  const name = `Player ${1000 + Math.floor(random() * 9000)}`;
  saveName(store, name);
  return name;
}

/** Private browsing and full quotas make storage throw; the app then just forgets seats on reload. */
function safe<T>(f: () => T): T | undefined {
  try {
    return f();
  } catch {
    return undefined;
  }
}

/** The browser's localStorage, or a throwaway in-memory one where it is unavailable. */
export function browserStore(): KeyValueStore {
  try {
    if (typeof localStorage !== 'undefined') return localStorage;
  } catch {
    /* storage disabled */
  }
  const m = new Map<string, string>();
  return { getItem: (k) => m.get(k) ?? null, setItem: (k, v) => void m.set(k, v), removeItem: (k) => void m.delete(k) };
}
