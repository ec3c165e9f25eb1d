/**
 * "How to play": a drawer over the match with the game's rules.md, a face of each card type (drawn by the kit's
 * Card, as on the table) and what each move does. Opened from the header; Escape or the close button shuts it.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { Card, words, type CardFace } from '@deckhand/ui';
import type { RulesSheet } from '../api/lobby';
import { parseMarkdown, type Inline } from './markdown';

function Text({ inlines }: { inlines: Inline[] }) {
  return (
    <>
      {inlines.map((i, n) => {
        switch (i.kind) {
          case 'strong':
            return <strong key={n}>{i.text}</strong>;
          case 'em':
            return <em key={n}>{i.text}</em>;
          case 'code':
            return <code key={n}>{i.text}</code>;
          default:
            return <span key={n}>{i.text}</span>;
        }
      })}
    </>
  );
}

export function RulesText({ markdown }: { markdown: string }) {
  return (
    <>
      {parseMarkdown(markdown).map((b, n): ReactNode => {
        if (b.kind === 'heading') {
          // The drawer has its own title: the file's headings sit one level below it.
          const H = (['h3', 'h3', 'h4'] as const)[b.level - 1]!;
          return <H key={n}><Text inlines={b.inlines} /></H>;
        }
        if (b.kind === 'paragraph') return <p key={n}><Text inlines={b.inlines} /></p>;
        if (b.kind === 'table') {
          return (
            <table key={n} className="rules-table">
              <thead><tr>{b.head.map((c, k) => <th key={k} scope="col"><Text inlines={c} /></th>)}</tr></thead>
              <tbody>{b.rows.map((r, k) => <tr key={k}>{r.map((c, j) => <td key={j}><Text inlines={c} /></td>)}</tr>)}</tbody>
            </table>
          );
        }
        const L = b.ordered ? 'ol' : 'ul';
        return <L key={n}>{b.items.map((item, k) => <li key={k}><Text inlines={item} /></li>)}</L>;
      })}
    </>
  );
}

/**
 * A name as the drawer shows it: the YAML `label:` as written ("Name a number", "Return to the box"), with a capital
 * to start it, or without one the identifier made readable ("nameTwo" → "Name two").
 */
export function readable(x: { name: string; label?: string }): string {
  if (!x.label) return words(x.name);
  return x.label.charAt(0).toUpperCase() + x.label.slice(1);
}

export interface RulesDrawerProps {
  sheet: RulesSheet;
  open: boolean;
  onClose: () => void;
  renderFace?: (id: number, face: CardFace) => ReactNode | undefined;
}

export function RulesDrawer({ sheet, open, onClose, renderFace }: RulesDrawerProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);
  return (
    <dialog ref={ref} className="rules-drawer" aria-label={`How to play ${sheet.name}`} onClose={onClose}>
      <header>
        <h2>How to play {sheet.name}</h2>
        <button type="button" className="btn" onClick={onClose} aria-label="Close the rules">Close</button>
      </header>
      {/* The rules.md's own title repeats the drawer's: skip it. */}
      <RulesText markdown={sheet.markdown.replace(/^#\s.*\n/, '')} />
      <section aria-label="Cards">
        <h3>The cards</h3>
        <ul className="rules-cards">
          {sheet.cardTypes.map((c) => (
            <li key={c.type}>
              {c.example && <Card card={0} faces={{ 0: c.example }} {...(renderFace ? { renderFace } : {})} />}
              <div>
                <strong>{readable({ name: c.type, ...(c.label ? { label: c.label } : {}) })}</strong>
                {c.description && <p>{c.description}</p>}
                {c.attributes.length > 0 && <small className="muted">Shows: {c.attributes.map(words).join(', ')}</small>}
              </div>
            </li>
          ))}
        </ul>
      </section>
      {/* A game of several phases says them in order (each one's YAML label, as the status line names it). */}
      {sheet.phases.length > 1 && (
        <section aria-label="Phases">
          <h3>The phases</h3>
          <ol className="rules-phases">
            {sheet.phases.map((p) => (
              <li key={p.name}>{readable(p)}</li>
            ))}
          </ol>
        </section>
      )}
      <section aria-label="Moves">
        <h3>The moves</h3>
        <dl className="rules-moves">
          {sheet.moves.map((m) => (
            <div key={m.name}>
              <dt>{readable(m)}</dt>
              <dd>{m.description ?? '—'}</dd>
            </div>
          ))}
        </dl>
      </section>
    </dialog>
  );
}
