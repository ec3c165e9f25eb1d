/**
 * The public log: who did what ("Ada: name 13"), what it revealed (the cards, drawn small), and the game's own
 * messages. A move whose arguments named hidden cards has no args in the log: it reads "(secret)". Newest last.
 */
import { Card } from '../Card';
import { words } from '../MoveBar';
import type { Faces, LogEntry } from '../types';
import './Log.css';

export interface LogProps {
  log: readonly LogEntry[];
  faces?: Faces;
  /** A seat's display name; default "Seat N". */
  seatName?: (seat: number) => string;
  /** Shows only the last `limit` entries. */
  limit?: number;
}

function argText(v: unknown): string {
  return Array.isArray(v) ? v.map(argText).join(', ') : String(v);
}

export function Log({ log, faces, seatName = (s) => `Seat ${s + 1}`, limit }: LogProps) {
  const entries = limit !== undefined ? log.slice(-limit) : log;
  const offset = log.length - entries.length;
  return (
    <section aria-label="Game log">
      {entries.length === 0 ? (
        <p className="dh-log-empty">Nothing has happened yet.</p>
      ) : (
        <ol className="dh-log" aria-live="polite">
          {entries.map((e, i) => (
            <li className="dh-log-entry" key={offset + i}>
              {e.seat !== null && <span className="dh-log-who">{seatName(e.seat)}:</span>}
              {e.message !== undefined ? (
                <span>{e.message}</span>
              ) : e.move !== undefined ? (
                <span>
                  {words(e.move).toLowerCase()}
                  {e.args === undefined ? <span className="dh-log-secret"> (secret)</span> : e.args.length ? ` ${e.args.map(argText).join(' ')}` : ''}
                </span>
              ) : null}
              {e.revealed && e.revealed.length > 0 && (
                <span className="dh-log-revealed">
                  <span>revealed</span>
                  {e.revealed.map((c) => (
                    <Card key={c} card={c} size="sm" {...(faces ? { faces } : {})} />
                  ))}
                </span>
              )}
              {e.revealed && e.revealed.length === 0 && e.move && <span className="dh-log-secret">nobody had it</span>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
