import type { MatchMessage } from './pubsub';

/**
 * Filtered `sync` replies, one per (match, seat or spectator, state id). Building one reads the state, the initial
 * state and the whole log and runs playerView over them; a crowd of watchers (or one client syncing in a loop) would
 * repeat that per request. Here it is built once per state and seat; concurrent requests for the same key share the
 * one build. Entries for older states are dropped as newer ones arrive; the map is bounded, oldest first out.
 */
export class SyncCache {
  private readonly entries = new Map<string, { stateID: number; message: Promise<MatchMessage> }>();

  constructor(private readonly maxEntries = 2000) {}

  get(matchID: string, seat: string | null, stateID: number, build: () => Promise<MatchMessage>): Promise<MatchMessage> {
    const key = `${matchID}\u0000${seat ?? ''}`;
    const hit = this.entries.get(key);
    if (hit && hit.stateID === stateID) {
      // Refresh its place in the LRU order.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.message;
    }
    const message = build();
    const entry = { stateID, message };
    this.entries.set(key, entry);
    // A failed build is not remembered: the next request tries again.
    message.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    return message;
  }

  /** Forgets a match (it was wiped or expired). */
  forget(matchID: string): void {
    const prefix = `${matchID}\u0000`;
    for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}
