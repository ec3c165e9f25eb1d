/** A seat at the table: who sits there, how many cards they hold, whose turn it is, and whether they are in. */
import { ordinal } from '@deckhand/dsl/client';
import type { TurnClockInfo } from '../types';
import { TurnClock } from './TurnClock';
import './Seat.css';

export interface SeatProps {
  /** Display name; default "Seat N". */
  name?: string;
  seat: number;
  /** Cards held (counted across the seat's zones). */
  cards?: number;
  /** It is this seat's turn (or it may move now, in a simultaneous phase). */
  active?: boolean;
  /** Eliminated. */
  out?: boolean;
  /** Undefined when unknown (e.g. a local game). */
  connected?: boolean;
  bot?: boolean;
  /** This is the viewer's own seat. */
  you?: boolean;
  winner?: boolean;
  /** Its place when the game ranks the seats at the end (1 = first): shown for the places after the winners'. */
  place?: number;
  /** The game's scores for this seat (its YAML's end rules: "tricks 3", "score 40"), as the panel shows them. */
  scores?: readonly { label: string; value: number }[];
  /** The host's turn timer running for this seat: shown counting down while it is to move. */
  clock?: TurnClockInfo;
}

export function Seat({ name, seat, cards, active, out, connected, bot, you, winner, place, scores = [], clock }: SeatProps) {
  const who = name ?? `Seat ${seat + 1}`;
  const status = [
    you ? 'you' : '',
    active ? 'to move' : '',
    out ? 'out' : '',
    bot ? 'bot' : '',
    connected === undefined ? '' : connected ? 'connected' : 'disconnected',
    winner ? 'winner' : '',
    !winner && place !== undefined ? `${ordinal(place)} place` : '',
    cards !== undefined ? `${cards} card${cards === 1 ? '' : 's'}` : '',
    ...scores.map((x) => `${x.label} ${x.value}`),
  ].filter(Boolean);
  return (
    <div className="dh-seat" role="group" aria-label={`${who}: ${status.join(', ')}`} data-active={active || undefined} data-out={out || undefined} aria-current={active ? 'true' : undefined}>
      {connected !== undefined && <span className="dh-seat-dot" data-connected={connected} title={connected ? 'connected' : 'disconnected'} />}
      <span className="dh-seat-name">{who}</span>
      {you && <span className="dh-seat-badge">you</span>}
      {bot && <span className="dh-seat-badge dh-seat-badge-bot">bot</span>}
      {cards !== undefined && <span className="dh-seat-badge dh-seat-badge-cards" title="cards">🂠 {cards}</span>}
      {scores.map((x) => (
        <span className="dh-seat-badge dh-seat-score" key={x.label} title={x.label}>
          {x.label} <strong>{x.value}</strong>
        </span>
      ))}
      {active && !out && <span className="dh-seat-badge dh-seat-badge-turn">to move</span>}
      {active && !out && clock && <TurnClock {...clock} />}
      {out && <span className="dh-seat-badge">out</span>}
      {winner && <span className="dh-seat-badge dh-seat-badge-win">winner</span>}
      {!winner && place !== undefined && <span className="dh-seat-badge">{ordinal(place)}</span>}
    </div>
  );
}
