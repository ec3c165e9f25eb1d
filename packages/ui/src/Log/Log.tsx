/**
 * The public log: who did what ("Ada: name 13"), what it revealed (the cards, drawn small), and the game's own
 * messages. A move whose arguments named hidden cards has no args in the log: it reads "(secret)". Newest first, so
 * the latest move is always in view without scrolling.
 * Given the def, each argument reads by its declared type ("Bea: play 7 pile 2" rather than "play 85 1").
 */
import { Card, CardMotion, faceText } from '../Card';
import { words } from '../MoveBar';
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

/** One logged argument as text, by its declared type (`arg`); an undeclared one (e.g. `pass`, races) as it is. */
export function logArgText(v: unknown, arg: ArgDef | undefined, faces: Faces | undefined, seatName: (seat: number) => string): string {
  const card = (c: unknown) => {
    if (typeof c !== 'number') return argText(c);
    const face = faces?.[c];
    return face ? faceText(face) : 'a card';
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

/** The declared args of a logged move, when the def has it (an own key: a log entry's move is data). */
function declaredArgs(def: LogProps['def'], move: string): readonly ArgDef[] | undefined {
  return def && Object.hasOwn(def.moves, move) ? def.moves[move]?.args : undefined;
}

export function Log({ log, faces, seatName = (s) => `Seat ${s + 1}`, limit, def }: LogProps) {
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
              {e.seat !== null && <span className="dh-log-who">{seatName(e.seat)}:</span>}
              {e.message !== undefined ? (
                <span>{e.message}</span>
              ) : e.move !== undefined ? (
                <span>
                  {words(e.move).toLowerCase()}
                  {e.args === undefined ? <span className="dh-log-secret"> (secret)</span> : e.args.length ? ` ${e.args.map((v, i) => logArgText(v, declaredArgs(def, e.move!)?.[i], faces, seatName)).join(' ')}` : ''}
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
    </CardMotion.Provider>
  );
}
