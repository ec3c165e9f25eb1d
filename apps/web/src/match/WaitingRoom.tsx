/**
 * A match that waits for players: who sits where, the link to send, and — for the host — "Start now", which
 * gives the free seats to bots, and "Remove" beside each other player's seat (someone who took a seat and never came). Everyone here moves to the board as soon as the match starts.
 */
import type { MatchSummary } from '../api/lobby';

export interface WaitingRoomProps {
  summary: MatchSummary;
  mySeat?: number;
  onStart?: () => void;
  /** The host frees another player's seat. */
  onRemove?: (seat: number) => void;
  busy?: boolean;
}

export function WaitingRoom({ summary, mySeat, onStart, onRemove, busy }: WaitingRoomProps) {
  const host = summary.host !== undefined ? summary.seats[summary.host]?.name : undefined;
  const amHost = mySeat !== undefined && summary.host === mySeat;
  const n = summary.waitingFor;
  return (
    <section className="waiting-room card-panel" aria-label="Waiting room">
      <h2>Waiting for {n} more player{n === 1 ? '' : 's'}</h2>
      <p className="muted">The game deals as soon as every seat is taken{host ? ` or ${amHost ? 'you start' : `${host} starts`} it` : ''}.</p>
      <ol className="waiting-seats">
        {summary.seats.map((s) => (
          <li key={s.seat} data-seat={s.seat} data-taken={s.name ? 'true' : 'false'}>
            {s.name ? (
              <>
                <strong>{s.name}</strong>
                {s.bot && <span className="tag">bot</span>}
                {s.seat === summary.host && <span className="tag">host</span>}
                {s.seat === mySeat && <span className="tag">you</span>}
                {amHost && onRemove && !s.bot && s.seat !== mySeat && (
                  <button type="button" className="btn" onClick={() => onRemove(s.seat)} disabled={busy} aria-label={`Remove ${s.name} from seat ${s.seat + 1}`}>
                    Remove
                  </button>
                )}
              </>
            ) : (
              <span className="muted">Free seat</span>
            )}
          </li>
        ))}
      </ol>
      {amHost && onStart && (
        <p>
          <button type="button" className="btn primary" onClick={onStart} disabled={busy}>
            Start now ({n} bot{n === 1 ? '' : 's'} join{n === 1 ? 's' : ''})
          </button>
        </p>
      )}
    </section>
  );
}
