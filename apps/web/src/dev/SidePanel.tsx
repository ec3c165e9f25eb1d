/** The designer's side panel: time travel, each seat's legal actions, the state as a seat or the server sees it, the log. */
import { useState } from 'react';
import { actionText, type LocalMatch } from './local-match';

export interface SidePanelProps {
  match: LocalMatch;
  /** Index of the state shown. */
  at: number;
  onTravel: (at: number) => void;
  /** Plays a legal action as its seat (from the state shown). */
  onAct: (seat: number, move: string, args: unknown[]) => void;
}

export function SidePanel({ match, at, onTravel, onAct }: SidePanelProps) {
  const [eyes, setEyes] = useState<'server' | number>('server');
  const last = match.states.length - 1;
  const state = match.states[at]!;
  const seats = Array.from({ length: match.setup.players }, (_, s) => s);
  const shown = eyes === 'server' ? state.G : match.view(eyes, at);
  return (
    <aside className="dev-panel" aria-label="Designer panel">
      <section aria-label="Time travel" className="dev-travel">
        <button type="button" className="btn" onClick={() => onTravel(0)} disabled={at === 0}>« Start</button>
        <button type="button" className="btn" onClick={() => onTravel(at - 1)} disabled={at === 0}>◀ Step back</button>
        <span data-testid="dev-position">
          move {at} of {last}
        </span>
        <button type="button" className="btn" onClick={() => onTravel(at + 1)} disabled={at === last}>Step forward ▶</button>
        <button type="button" className="btn" onClick={() => onTravel(last)} disabled={at === last}>Latest »</button>
        {at < last && <p className="muted">A move made here replaces the {last - at} after it.</p>}
      </section>

      <section aria-label="Legal actions">
        <h3>Legal actions</h3>
        {seats.map((s) => {
          const actions = match.legal(s, at);
          return (
            <details key={s} open={actions.length > 0} data-seat={s}>
              <summary>
                Seat {s + 1}: {actions.length} legal
              </summary>
              <ul className="dev-actions">
                {actions.slice(0, 60).map((a, i) => (
                  <li key={i}>
                    <button type="button" className="btn link" onClick={() => onAct(s, a.move, a.args)}>
                      {a.move}({a.args.map((x) => JSON.stringify(x)).join(', ')})
                    </button>
                  </li>
                ))}
                {actions.length > 60 && <li className="muted">… {actions.length - 60} more</li>}
              </ul>
            </details>
          );
        })}
      </section>

      <section aria-label="State">
        <h3>State</h3>
        <label>
          As seen by{' '}
          <select value={String(eyes)} onChange={(e) => setEyes(e.target.value === 'server' ? 'server' : Number(e.target.value))} aria-label="As seen by">
            <option value="server">the server (everything)</option>
            {seats.map((s) => <option key={s} value={s}>seat {s + 1}</option>)}
          </select>
        </label>
        <pre className="dev-json" data-testid="dev-state">{JSON.stringify({ ctx: { phase: state.ctx.phase, turn: state.ctx.turn, currentPlayer: state.ctx.currentPlayer, activePlayers: state.ctx.activePlayers, gameover: state.ctx.gameover }, G: shown }, null, 1)}</pre>
      </section>

      <section aria-label="Moves so far">
        <h3>Moves so far</h3>
        <ol className="dev-log">
          {match.actions.map((a, i) => (
            <li key={i} className={i < at ? undefined : 'muted'}>
              <button type="button" className="btn link" onClick={() => onTravel(i + 1)}>{actionText(a)}</button>
            </li>
          ))}
        </ol>
      </section>
    </aside>
  );
}
