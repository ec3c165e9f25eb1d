/**
 * The table chat: the match's lines, newest at the bottom, each as plain text (a text node: markup a player types is
 * shown as the characters typed, never drawn), a line to write in (or why one cannot: a spectator the host has not
 * let speak), and a mute per player (and one for all spectators) that hides their lines on this screen only.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { mutable, SPECTATORS, visibleLines, type ChatEntry } from './chat-model';
import './Chat.css';

export interface ChatPanelProps {
  /** Every line, oldest first (mergeLines). */
  lines: readonly ChatEntry[];
  /** Seats at the table (for the mute list). */
  numSeats: number;
  /** Name of a seat ("0", "1", …). */
  seatName: (seat: number) => string;
  /** This screen's seat, or null for a spectator. */
  me: string | null;
  /** Sends a line (the server may still refuse it: `refusal`). */
  onSend: (text: string) => void;
  /** Why this screen may not write (a spectator without the host's leave); absent: it may. */
  readOnly?: string;
  /** The server's reason for the last refused line. */
  refusal?: string;
  /** Muted senders (seats, or `spectators`), and how to change them. */
  muted: ReadonlySet<string>;
  onMute: (sender: string, muted: boolean) => void;
  /** The longest line the server takes. */
  maxLength?: number;
}

export function ChatPanel({ lines, numSeats, seatName, me, onSend, readOnly, refusal, muted, onMute, maxLength = 300 }: ChatPanelProps) {
  const [draft, setDraft] = useState('');
  const [people, setPeople] = useState(false);
  const list = useRef<HTMLOListElement>(null);
  const inputId = useId();
  const { shown, hidden } = visibleLines(lines, muted);
  const nameOf = (sender: string | null) => (sender === null ? 'Spectator' : sender === me ? 'You' : seatName(Number(sender)));
  // The newest line in view as it arrives (the list scrolls; the page does not).
  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [shown.length]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const text = draft.trim();
    if (!text || readOnly) return;
    onSend(text);
    setDraft('');
  };
  const left = maxLength - [...draft].length;
  return (
    <section className="dh-root dh-chat" aria-label="Table chat">
      <ol ref={list} className="dh-chat-lines" role="log" aria-live="polite" aria-label="Messages" tabIndex={0}>
        {shown.length === 0 && <li className="dh-chat-empty">No messages yet.</li>}
        {shown.map((l) => (
          <li key={l.id} className="dh-chat-line" data-mine={l.sender === me && me !== null ? 'true' : undefined}>
            <span className="dh-chat-name">{nameOf(l.sender)}</span> <span className="dh-chat-text">{l.text}</span>
          </li>
        ))}
      </ol>
      {hidden > 0 && <p className="dh-chat-note">{hidden} message{hidden === 1 ? '' : 's'} from muted players hidden.</p>}
      {refusal && <p className="dh-chat-refusal" role="alert">Not sent: {refusal}</p>}
      {readOnly ? (
        <p className="dh-chat-note" role="note">{readOnly}</p>
      ) : (
        <form className="dh-chat-form" onSubmit={submit} aria-label="Write a message">
          <label htmlFor={inputId} className="dh-chat-label">Message</label>
          <input id={inputId} className="dh-chat-input" value={draft} maxLength={maxLength} autoComplete="off" onChange={(e) => setDraft(e.target.value)} aria-describedby={left <= 40 ? `${inputId}-left` : undefined} />
          <button type="submit" className="dh-btn dh-btn-primary" disabled={draft.trim().length === 0}>Send</button>
          {left <= 40 && <span id={`${inputId}-left`} className="dh-chat-note">{left} characters left</span>}
        </form>
      )}
      <button type="button" className="dh-btn dh-chat-people-toggle" aria-expanded={people} onClick={() => setPeople(!people)}>
        Mute players{muted.size > 0 ? ` (${muted.size} muted)` : ''}
      </button>
      {people && (
        <ul className="dh-chat-people" aria-label="Mute players">
          {mutable(numSeats, me).map((key) => {
            const name = key === SPECTATORS ? 'Spectators' : seatName(Number(key));
            const on = muted.has(key);
            return (
              <li key={key}>
                <button type="button" className="dh-btn" aria-pressed={on} onClick={() => onMute(key, !on)}>
                  {on ? `Unmute ${name}` : `Mute ${name}`}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

