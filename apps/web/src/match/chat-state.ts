/**
 * The table chat's state the match page holds from the start, whether or not the chat drawer was ever opened: the
 * feed's lines (for the unread count on the Chat button) and the senders this browser muted in a match.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { ChatFeed } from './chat-feed';
import type { KeyValueStore } from '../api/credentials';

function readMuted(store: KeyValueStore, key: string): Set<string> {
  try {
    const v = JSON.parse(store.getItem(key) ?? '[]') as unknown;
    return new Set(Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
  } catch {
    return new Set<string>();
  }
}

/** Muted senders of one match, kept in this browser. */
export function useMuted(store: KeyValueStore, matchID: string): [ReadonlySet<string>, (sender: string, muted: boolean) => void] {
  const key = `deckhand:chat-muted:${matchID}`;
  const [muted, setMuted] = useState<ReadonlySet<string>>(() => readMuted(store, key));
  useEffect(() => setMuted(readMuted(store, key)), [store, key]);
  const change = (sender: string, on: boolean) => {
    const next = new Set(muted);
    if (on) next.add(sender);
    else next.delete(sender);
    store.setItem(key, JSON.stringify([...next]));
    setMuted(next);
  };
  return [muted, change];
}

/** The feed's lines and last refusal, for any component. */
export function useChat(feed: ChatFeed) {
  return useSyncExternalStore(feed.subscribe, feed.snapshot);
}
