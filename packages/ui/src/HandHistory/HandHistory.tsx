/**
 * The scores hand by hand (issue 37 item 6): a table (hands as rows, seats or teams as columns, each cell the running
 * total with the hand's change and its other figures) and a small chart of the running totals. The table is the
 * accessible form; the chart is an image with a text alternative. Fetched on demand (ScoresByHand.tsx): only the end
 * screen and the "Scores by hand" disclosure draw it.
 */
import type { ClientGameDef, PlayerView } from '@deckhand/dsl/client';
import { figure, handHistoryData } from './hand-rows';
import { ScoreChart } from './ScoreChart';
import './HandHistory.css';

export interface HandHistoryProps {
  def: Pick<ClientGameDef, 'vars' | 'end' | 'teams' | 'hands'>;
  view: Pick<PlayerView, 'handHistory' | 'hands' | 'vars' | 'result'>;
  numPlayers: number;
  seatName: (seat: number) => string;
  /** Draw the chart too (default: yes). */
  chart?: boolean;
}

const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '±0');

export function HandHistory({ def, view, numPlayers, seatName, chart = true }: HandHistoryProps) {
  const data = handHistoryData(def, view, numPlayers, seatName);
  if (!data) return <p className="dh-hh-empty">No hand has been scored yet.</p>;
  return (
    <div className="dh-hh">
      {/* Four columns of figures may be wider than a phone: the table scrolls in its own region, reachable by keyboard. */}
      <div className="dh-hh-wrap" role="region" aria-label="Scores by hand, table" tabIndex={0}>
        <table className="dh-hh-table">
          <caption>
            Each hand's change and the running {data.scoreLabel}
            {data.order === 'asc' ? ' (lowest wins)' : ''}
          </caption>
          <thead>
            <tr>
              <th scope="col">Hand</th>
              {data.columns.map((c) => (
                <th scope="col" key={c.label}>{c.label}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.rows.map((r) => (
              <tr key={r.hand} data-unfinished={r.unfinished || undefined}>
                <th scope="row">
                  {r.hand}
                  {r.unfinished && <span className="dh-hh-note"> (unfinished)</span>}
                </th>
                {r.cells.map((cell, c) => (
                  <td key={c}>
                    <span className="dh-hh-total">{figure(cell.total)}</span>{' '}
                    <span className="dh-hh-delta" data-sign={cell.delta > 0 ? 'up' : cell.delta < 0 ? 'down' : undefined}>
                      ({signed(cell.delta)})
                    </span>
                    {cell.details.length > 0 && <span className="dh-hh-details">{cell.details.join('; ')}</span>}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {chart && data.rows.length > 0 && <ScoreChart data={data} />}
    </div>
  );
}

export default HandHistory;
