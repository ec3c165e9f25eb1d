/**
 * The public log: who did what ("Ada: name 13"), what it revealed (the cards, drawn small), and the game's own
 * messages. A move whose arguments named hidden cards has no args in the log: it reads "(secret)". Newest first, so
 * the latest move is always in view without scrolling.
 * Given the def, each argument reads by its declared type ("Bea: play 7 pile 2" rather than "play 85 1").
 */
import { useContext } from 'react';
import { labelOf } from '@deckhand/dsl/client';
import { Card, CardMotion, FaceDesign, faceText, type FaceDesigner } from '../Card';
import type { ArgDef, ClientGameDef, Faces, LogEntry } from '../types';
import './Log.css';

export interface LogProps {
  log: readonly LogEntry[];
  faces?: Faces;
  /** A seat's display name; default "Seat N". */
  seatName?: (seat: number) => string;
  /** Shows only the last `limit` entries. */
  limit?: number;
  /**
   * The game's moves, to read each argument by its declared type: cards as their faces ("a card" when this seat
   * cannot see it), piles as "pile N" (1-based), seats by name. Without it, arguments print as they are.
   */
  def?: Pick<ClientGameDef, 'moves'>;
}

function argText(v: unknown): string {
  return Array.isArray(v) ? v.map(argText).join(', ') : String(v);
}

/**
 * One logged argument as text, by its declared type (`arg`); an undeclared one (e.g. `pass`, races) as it is. A card
 * reads as a player says it ("7 of hearts") when the game designs its faces (`design`).
 */
export function logArgText(v: unknown, arg: ArgDef | undefined, faces: Faces | undefined, seatName: (seat: number) => string, design?: FaceDesigner): string {
  const card = (c: unknown) => {
    if (typeof c !== 'number') return argText(c);
    const face = faces?.[c];
    return face ? (design?.(face)?.speak ?? faceText(face)) : 'a card';
  };
  switch (arg?.type) {
    case 'card':
      return card(v);
    case 'cards':
      return Array.isArray(v) ? v.map(card).join(', ') : card(v);
    case 'pile':
      return typeof v === 'number' ? `pile ${v + 1}` : argText(v);
    case 'seat':
      return typeof v === 'number' ? seatName(v) : argText(v);
    default:
      return argText(v);
  }
}

/** Names in a list: "Ada", "Ada and Bea", "Ada, Bea and Cy". */
function names(seats: readonly number[], seatName: (seat: number) => string): string {
  const n = seats.map(seatName);
  return n.length <= 1 ? (n[0] ?? '') : `${n.slice(0, -1).join(', ')} and ${n[n.length - 1]}`;
}

/** A race round's outcome with the seats' names: "Bea read camel first", "Ada and Bea tie on camel". */
export function raceText(race: NonNullable<LogEntry['race']>, seatName: (seat: number) => string): string {
  const word = race.answer ?? 'the answer';
  if (race.outcome === 'win') return `${names(race.seats, seatName)} read ${word} first`;
  if (race.outcome === 'tie') return `${names(race.seats, seatName)} tie on ${word}`;
  return `Everyone is stuck on ${word}`;
}

/** The declared args of a logged move, when the def has it (an own key: a log entry's move is data). */
function declaredArgs(def: LogProps['def'], move: string): readonly ArgDef[] | undefined {
  return def && Object.hasOwn(def.moves, move) ? def.moves[move]?.args : undefined;
}

/** A logged move's display name: its `label:` (or its name in words), as the moves' controls show it. */
function moveName(def: LogProps['def'], move: string): string {
  const m = def && Object.hasOwn(def.moves, move) ? def.moves[move] : undefined;
  return labelOf(m ?? { name: move }).toLowerCase();
}

export function Log({ log, faces, seatName = (s) => `Seat ${s + 1}`, limit, def }: LogProps) {
  const design = useContext(FaceDesign);
  const entries = limit !== undefined ? log.slice(-limit) : log;
  const offset = log.length - entries.length;
  return (
    <CardMotion.Provider value={false}>
    <section aria-label="Game log">
      {entries.length === 0 ? (
        <p className="dh-log-empty">Nothing has happened yet.</p>
      ) : (
        // Focusable: it scrolls, and a keyboard user must be able to scroll it too.
        <ol className="dh-log" aria-live="polite" aria-label="Moves, newest first" tabIndex={0}>
          {entries.map((e, i) => ({ e, n: offset + i })).reverse().map(({ e, n }) => (
            <li className="dh-log-entry" key={n}>
              {e.race ? (
                <span>{raceText(e.race, seatName)}</span>
              ) : e.seat !== null && <span className="dh-log-who">{seatName(e.seat)}:</span>}
              {e.race ? null : e.message !== undefined ? (
                <span>{e.message}</span>
              ) : e.move !== undefined ? (
                <span>
                  {moveName(def, e.move)}
                  {/* Hidden arguments its own effects then revealed: the revealed cards say it (below), not "(secret)". */}
                  {e.args === undefined ? (e.revealed?.length ? '' : <span className="dh-log-secret"> (secret)</span>) : e.args.length ? ` ${e.args.map((v, i) => logArgText(v, declaredArgs(def, e.move!)?.[i], faces, seatName, design)).join(' ')}` : ''}
                </span>
              ) : null}
              {e.revealed && e.revealed.length > 0 && (
                <span className="dh-log-revealed">
                  {e.args !== undefined && <span>revealed</span>}
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
    </CardMotion.Provider>
  );
}
