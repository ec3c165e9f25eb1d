/** The spec's errors over the preview: file:line:col, the message, the source line with a caret. Never a blank page. */
import type { DevDiagnostic } from 'virtual:deckhand-dev-game';

export function Overlay({ diagnostics, stale, onHide }: { diagnostics: readonly DevDiagnostic[]; stale: boolean; onHide?: () => void }) {
  return (
    <div className="dev-overlay" role="alertdialog" aria-modal="false" aria-labelledby="dev-overlay-title" data-testid="dev-overlay">
      <div className="dev-overlay-box">
        <h2 id="dev-overlay-title">
          {diagnostics.length} problem{diagnostics.length === 1 ? '' : 's'} in the spec
        </h2>
        <p className="muted">
          {stale ? 'The match below runs the last version that compiled. ' : ''}Fix the file and save: this goes away by itself.
        </p>
        {onHide && (
          <button type="button" className="btn" onClick={onHide}>
            Hide until the next save
          </button>
        )}
        <ol>
          {diagnostics.map((d, i) => (
            <li key={i} data-testid="dev-diagnostic">
              <p>
                <code className="dev-where">{`${d.file}:${d.line}:${d.col}`}</code>: {d.message}
                {d.hint ? ` (${d.hint})` : ''} <span className="muted">[{d.code}]</span>
              </p>
              {d.source !== undefined && (
                <pre className="dev-source" aria-label={`line ${d.line}`}>
                  <span className="dev-lineno">{d.line} | </span>
                  {d.source}
                  {'\n'}
                  <span className="dev-lineno">{' '.repeat(String(d.line).length)} | </span>
                  {' '.repeat(Math.max(0, d.col - 1))}^
                </pre>
              )}
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}
