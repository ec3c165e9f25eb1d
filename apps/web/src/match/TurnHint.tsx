/**
 * The first-turn hint: the first time this seat may act in a match, what it can do now — each open move with the
 * game's own description — and where the full rules are. Dismissed for the match once the player has moved.
 */
import { useState } from 'react';
import { availableMoves, blockedReason, words, type BoardCtx } from '@deckhand/ui';
import type { ClientGameDef, PlayerView } from '@deckhand/dsl/client';

export interface TurnHintProps {
  def: ClientGameDef;
  view: PlayerView;
  ctx: BoardCtx;
  playerID: string;
  /** Move name → the YAML's description (from the rules sheet). */
  describe: (move: string) => string | undefined;
  onRules: () => void;
  onDismiss: () => void;
}

/** The moves this seat may make now, with what each does. */
export function openMoves(def: ClientGameDef, view: PlayerView, ctx: BoardCtx, playerID: string) {
  return availableMoves(def, ctx).filter((m) => blockedReason(def, view, ctx, playerID, m) === undefined);
}

export function TurnHint({ def, view, ctx, playerID, describe, onRules, onDismiss }: TurnHintProps) {
  const moves = openMoves(def, view, ctx, playerID);
  // What each move does, open where there is room; on a phone a line to open, so the hint stays a few lines tall.
  const [roomy] = useState(() => typeof window === 'undefined' || !window.matchMedia || window.matchMedia('(min-width: 481px)').matches);
  if (moves.length === 0) return null;
  const names = moves.map((m) => m.label ?? words(m.name));
  const said = names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}` : names[0];
  return (
    <aside className="turn-hint card-panel" aria-label="What you can do now" role="note">
      <p className="turn-hint-line">
        <strong>Your first move.</strong> You can: {said}.{' '}
        <button type="button" className="link" onClick={onRules}>How to play</button>{' '}
        <button type="button" className="link" onClick={onDismiss}>Got it</button>
      </p>
      <details open={roomy}>
        <summary>What each does</summary>
        <ul>
          {moves.map((m) => (
            <li key={m.name}><strong>{m.label ?? words(m.name)}</strong>{describe(m.name) ? ` — ${describe(m.name)}` : ''}</li>
          ))}
        </ul>
      </details>
    </aside>
  );
}
