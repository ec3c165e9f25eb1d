/**
 * The table chat beside the board: a side panel (not modal: the game goes on while it is open) with the kit's
 * ChatPanel over the match's chat feed. The host may let spectators write; every player may mute others on this
 * screen (kept in this browser per match). The page fetches this file (and the kit's ChatPanel) the first time the
 * chat is opened: most players of a match never open it, and the match page's first load is kept small.
 */
import { useEffect, useRef, useState } from 'react';
import { ChatPanel } from '@deckhand/ui';
import type { ChatFeed } from './chat-feed';
import { useChat } from './chat-state';

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
