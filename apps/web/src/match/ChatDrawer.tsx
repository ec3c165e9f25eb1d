/**
 * The table chat beside the board: a side panel (not modal: the game goes on while it is open) with the kit's
 * ChatPanel over the match's chat feed. The host may let spectators write; every player may mute others on this
 * screen (kept in this browser per match).
 */
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { ChatPanel } from '@deckhand/ui';
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

export interface ChatDrawerProps {
  feed: ChatFeed;
  open: boolean;
  onClose: () => void;
  numSeats: number;
  seatName: (seat: number) => string;
  me: string | null;
  readOnly?: string;
  muted: ReadonlySet<string>;
  onMute: (sender: string, muted: boolean) => void;
  /** The host's switch: whether spectators may write (absent: this screen is not the host's). */
  spectators?: { allowed: boolean; onChange: (allowed: boolean) => void };
}

export function ChatDrawer({ feed, open, onClose, numSeats, seatName, me, readOnly, muted, onMute, spectators }: ChatDrawerProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const { lines, refusal } = useChat(feed);
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) d.show();
    if (!open && d.open) d.close();
  }, [open]);
  return (
    <dialog ref={ref} className="chat-drawer" aria-label="Table chat" onClose={onClose} onKeyDown={(e) => e.key === 'Escape' && onClose()}>
      <header>
        <h2>Table chat</h2>
        <button type="button" className="btn" onClick={onClose}>Close</button>
      </header>
      {spectators && <SpectatorSwitch {...spectators} />}
      <ChatPanel lines={lines} numSeats={numSeats} seatName={seatName} me={me} onSend={(t) => feed.send(t)} {...(readOnly ? { readOnly } : {})} {...(refusal ? { refusal } : {})} muted={muted} onMute={onMute} />
    </dialog>
  );
}

/** The host's switch, shown as pressed at once; the table's next refresh confirms it (or puts it back). */
function SpectatorSwitch({ allowed, onChange }: { allowed: boolean; onChange: (allowed: boolean) => void }) {
  const [shown, setShown] = useState(allowed);
  useEffect(() => setShown(allowed), [allowed]);
  return (
    <label className="cue">
      <input
        type="checkbox"
        checked={shown}
        onChange={(e) => {
          setShown(e.target.checked);
          onChange(e.target.checked);
        }}
      />{' '}
      Spectators may write
    </label>
  );
}
