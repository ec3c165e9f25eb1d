/** Open matches in the lobby: each with its seats, taken ones by name, free ones with a "join" button. */
import { Seat } from '../Seat';
import './MatchList.css';

export interface MatchSeat {
  id: number;
  /** Empty while the seat is free. */
  name?: string;
  isConnected?: boolean;
  bot?: boolean;
}

export interface MatchSummary {
  matchID: string;
  gameName: string;
  players: readonly MatchSeat[];
}

export interface MatchListProps {
  matches: readonly MatchSummary[];
  onJoin: (matchID: string, seat: number) => void;
  busy?: boolean;
}

export function MatchList({ matches, onJoin, busy }: MatchListProps) {
  if (matches.length === 0) return <p className="dh-root dh-matchlist-empty">No open matches yet: create one.</p>;
  return (
    <ul className="dh-root dh-matchlist" aria-label="Open matches">
      {matches.map((m) => {
        const free = m.players.filter((p) => !p.name).length;
        return (
          <li key={m.matchID} className="dh-match">
            <h3>
              {m.gameName} <small>· {free} of {m.players.length} seats free</small>
            </h3>
            <ul className="dh-match-seats">
              {m.players.map((p) => (
                <li key={p.id}>
                  {p.name ? (
                    <Seat seat={p.id} name={p.name} {...(p.isConnected !== undefined ? { connected: p.isConnected } : {})} {...(p.bot ? { bot: true } : {})} />
                  ) : (
                    <button type="button" className="dh-btn" disabled={busy} onClick={() => onJoin(m.matchID, p.id)} aria-label={`Join ${m.gameName} match ${m.matchID} in seat ${p.id + 1}`}>
                      Join seat {p.id + 1}
                    </button>
                  )}
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}
