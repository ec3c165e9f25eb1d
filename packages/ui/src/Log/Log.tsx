/**
 * The log as sentences a person reads: "Ada played 4 on pile 2 — next 5", "Bot 2 chose a card". Each line is built
 * from structured parts (`logSentence` in @deckhand/dsl/client: a `log:` template's parts, or the default sentence of
 * a move, a race round or a message), then put into words here, where seat names and card faces are known. A card
 * this seat may not see arrives without its id and reads "a card". Newest first, and the list follows new lines:
 * while it is scrolled to the top, a new line stays in view. The same line repeated by one seat in one turn is said
 * once with its count ("Bot 2 drew 3 cards").
 */
import { Fragment, useContext, useLayoutEffect, useRef, type ReactNode } from 'react';
import { listText, logSentence, partText, pileName, readLines, resultSentence, unseenCount, type LogPart, type Namer } from '@deckhand/dsl/client';
import { FaceDesign, faceText, type FaceDesigner } from '../Card';
import type { ClientGameDef, Faces, GameResult, LogEntry } from '../types';
import './Log.css';

export interface LogProps {
  log: readonly LogEntry[];
  faces?: Faces;
  /** A seat's display name; default "Seat N" (1-based). */
  seatName?: (seat: number) => string;
  /** Shows only the last `limit` entries. */
  limit?: number;
  /**
   * The game's moves (and card types), so a move without a template reads by its label and its arguments by their
   * declared types (a number argument `of: rank` by the rank's name).
   * Without it, a move reads by its name made readable.
   */
  def?: Pick<ClientGameDef, 'moves'> & Partial<Pick<ClientGameDef, 'cardTypes'>>;
  /** The game's result once it is over: the log ends with it ("Game over: Ada won — …"), newest of all. */
  result?: GameResult;
}

/** How this page names seats and cards: a card by its designed spoken face ("7 of hearts"), else its face in brief. */
export function namer(faces: Faces | undefined, seatName: (seat: number) => string, design?: FaceDesigner): Namer {
  return {
    seat: seatName,
    card: (id) => {
      const face = faces?.[id];
      return face ? (design?.(face)?.speak ?? faceText(face)) : undefined;
    },
  };
}

/** One log line in words (for titles, tests and anything that needs text). */
export function logLineText(entry: LogEntry, names: Namer, def?: LogProps['def']): string {
  return logSentence(def, entry)
    .map((p) => partText(p, names))
    .join('');
}

function Part({ part, names }: { part: LogPart; names: Namer }): ReactNode {
  if (typeof part === 'string') return part;
  if ('seat' in part) return <span className="dh-log-who">{names.seat(part.seat)}</span>;
  if ('card' in part) {
    const said = part.card === null ? undefined : names.card(part.card);
    return said === undefined ? <span className="dh-log-hidden">a card</span> : <span className="dh-log-card">{said}</span>;
  }
  if ('pile' in part) {
    return (
      <span className="dh-log-pile">
        {pileName(part)}
        {part.caption ? <span className="dh-log-caption"> — {part.caption}</span> : null}
      </span>
    );
  }
  if ('list' in part) {
    // "Ada, Bea and Cy": the separators of listText, each item drawn as a part.
    const n = part.list.length;
    if (n === 0) return listText([]);
    const unseen = unseenCount(part.list, names);
    if (unseen !== undefined) return <span className="dh-log-hidden">{unseen} cards</span>;
    return part.list.map((p, i) => (
      <Fragment key={i}>
        {i > 0 ? (i === n - 1 ? ' and ' : ', ') : null}
        <Part part={p} names={names} />
      </Fragment>
    ));
  }
  return partText(part, names);
}

export function Log({ log, faces, seatName = (s) => `Seat ${s + 1}`, limit, def, result }: LogProps) {
  const design = useContext(FaceDesign);
  const names = namer(faces, seatName, design);
  const entries = limit !== undefined ? log.slice(-limit) : log;
  const offset = log.length - entries.length;
  const list = useRef<HTMLOListElement>(null);
  // Whether the reader is at the newest line; if so a new line keeps the list there (it follows), otherwise the
  // reader's place in older lines is kept.
  const following = useRef(true);
  const end = resultSentence(result);
  useLayoutEffect(() => {
    if (following.current && list.current) list.current.scrollTop = 0;
  }, [log.length, end.length]);
  return (
    <section aria-label="Game log">
      {entries.length === 0 && end.length === 0 ? (
        <p className="dh-log-empty">Nothing has happened yet.</p>
      ) : (
        // Focusable: it scrolls, and a keyboard user must be able to scroll it too.
        <ol
          ref={list}
          className="dh-log"
          aria-live="polite"
          aria-label="Moves, newest first"
          tabIndex={0}
          onScroll={(e) => {
            following.current = e.currentTarget.scrollTop < 8;
          }}
        >
          {end.length > 0 && (
            <li className="dh-log-entry dh-log-end">
              {end.map((p, i) => (
                <Part key={i} part={p} names={names} />
              ))}
            </li>
          )}
          {/* A run of the same line in one turn reads once ("Bot 2 drew 3 cards"): log/coalesce.ts. */}
          {readLines(def, entries, offset)
            .reverse()
            .map((line) => (
              <li className="dh-log-entry" key={line.at}>
                {line.parts.map((p, i) => (
                  <Part key={i} part={p} names={names} />
                ))}
              </li>
            ))}
        </ol>
      )}
    </section>
  );
}
