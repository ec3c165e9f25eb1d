/**
 * The end of a match: why it ended (the `reason` of the end rule that fired), who won or lost, each seat's final
 * counts, the match's log replayed step by step, and "Play again" for a seated player.
 */
import { useState } from 'react';
import { Log, ScoresByHand, type SeatInfo } from '@deckhand/ui';
import type { ClientGameDef, PlayerView } from '@deckhand/dsl/client';
import { endSummary } from './end-summary';

export interface EndScreenProps {
  def: ClientGameDef;
  view: PlayerView;
  players: readonly SeatInfo[];
  numPlayers: number;
  playerID: string | null;
  onPlayAgain?: () => void;
}

export function EndScreen({ def, view, players, numPlayers, playerID, onPlayAgain }: EndScreenProps) {
  const summary = endSummary(def, view, players, numPlayers);
  const [step, setStep] = useState<number>();
  if (!summary) return null;
  const me = playerID === null ? undefined : Number(playerID);
  const mine = me === undefined ? undefined : summary.seats[me]?.outcome;
  const total = view.log.length;
  const shown = step ?? total;
  const seatName = (s: number) => players[s]?.name ?? `Seat ${s + 1}`;
  const ranked = summary.seats.some((s) => s.place !== undefined);
  const scored = summary.seats.some((s) => s.score !== undefined);
  return (
    <section className="end-screen card-panel" aria-label="Game over">
      <h2>{summary.headline}</h2>
      <p className="end-reason" data-testid="end-reason">{summary.reason}</p>
      {mine && <p className={`end-you ${mine}`}>{mine === 'won' ? 'You won!' : mine === 'draw' ? 'You share the draw.' : 'You lost this one.'}</p>}
      {/* Many counts (four seats, several zones) may be wider than a phone: the table scrolls in its own region, the
          page never sideways; a tab stop so that a keyboard can scroll it too. */}
      <div className="end-table-wrap" role="region" aria-label="Final counts" tabIndex={0}>
      <table className="end-table">
        <thead>
          <tr>
            <th scope="col">Player</th>
            <th scope="col">Result</th>
            {ranked && <th scope="col">Place</th>}
            {scored && <th scope="col">Score</th>}
            {summary.seats[0]?.counts.map((c) => <th scope="col" key={c.zone}>{c.label}</th>)}
          </tr>
        </thead>
        <tbody>
          {summary.seats.map((s) => (
            <tr key={s.seat} data-outcome={s.outcome}>
              <th scope="row">{s.name}{s.seat === me ? ' (you)' : ''}</th>
              <td>{s.outcome === 'won' ? 'Won' : s.outcome === 'draw' ? 'Draw' : s.out ? 'Out' : 'Lost'}</td>
              {ranked && <td>{s.place ?? ''}</td>}
              {scored && <td>{s.score ?? ''}</td>}
              {s.counts.map((c) => <td key={c.zone}>{c.count}</td>)}
            </tr>
          ))}
        </tbody>
      </table>
      </div>
      {/* A game of several hands: each hand's scores and a chart of the running totals (fetched when drawn). */}
      <ScoresByHand def={def} view={view} numPlayers={numPlayers} seatName={seatName} open />
      {onPlayAgain && playerID !== null && (
        <p><button type="button" className="btn primary" onClick={onPlayAgain}>Play again</button></p>
      )}
      <details className="replay" onToggle={(e) => setStep((e.target as HTMLDetailsElement).open ? 0 : undefined)}>
        <summary>Replay the match</summary>
        <div className="replay-controls" role="group" aria-label="Replay">
          <button type="button" className="btn" onClick={() => setStep(0)} disabled={shown === 0}>Start</button>
          <button type="button" className="btn" onClick={() => setStep(Math.max(0, shown - 1))} disabled={shown === 0}>Back</button>
          <span role="status" aria-live="polite">Step {shown} of {total}</span>
          <button type="button" className="btn" onClick={() => setStep(Math.min(total, shown + 1))} disabled={shown >= total}>Next</button>
          <button type="button" className="btn" onClick={() => setStep(total)} disabled={shown >= total}>End</button>
        </div>
        <Log log={view.log.slice(0, shown)} faces={view.faces} seatName={seatName} def={def} limit={Math.max(1, total)} />
      </details>
    </section>
  );
}
