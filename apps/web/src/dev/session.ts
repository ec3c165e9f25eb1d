/** What the dev preview keeps across reloads (session storage): the match setup, the moves, and the designer's seats. */
import type { MatchSetup, SentAction } from './local-match';

export interface DevSession {
  setup: MatchSetup;
  actions: SentAction[];
  /** The state shown (time travel), as an index into the match's states; null: the latest. */
  cursor: number | null;
  /** The seat whose eyes the board uses; null: a spectator. */
  viewAs: number | null;
  /** Seats played by a bot. */
  bots: number[];
}

const key = (gameId: string) => `deckhand-dev:${gameId}`;

export function loadSession(gameId: string, storage: Pick<Storage, 'getItem'> = sessionStorage): DevSession | undefined {
  try {
    const raw = storage.getItem(key(gameId));
    const s = raw ? (JSON.parse(raw) as DevSession) : undefined;
    return s && typeof s.setup?.seed === 'string' && Array.isArray(s.actions) ? s : undefined;
  } catch {
    return undefined;
  }
}

export function saveSession(gameId: string, s: DevSession, storage: Pick<Storage, 'setItem'> = sessionStorage): void {
  storage.setItem(key(gameId), JSON.stringify(s));
}

export function randomSeed(): string {
  return Math.random().toString(36).slice(2, 8);
}
