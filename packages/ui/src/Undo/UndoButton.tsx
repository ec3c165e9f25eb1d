/**
 * Taking back your last move: shown to the seat whose move is the last of this turn, as the server's view says
 * (`view.undo`). Enabled when the server would take it back; otherwise it stays in place, dimmed, and a press says
 * why in the game's words ("It draws from the draw pile, which nobody could see."), rather than doing nothing.
 */
import { useEffect, useId, useState } from 'react';
import type { UndoView } from '@deckhand/dsl';
import './Undo.css';

export interface UndoButtonProps {
  /** The server's answer for this seat's last move; absent: nothing of this seat's to take back (nothing is drawn). */
  undo: UndoView | undefined;
  /** What players call the move ("Play"); default: its name. */
  moveLabel?: string;
  onUndo: () => void;
}

export function UndoButton({ undo, moveLabel, onUndo }: UndoButtonProps) {
  const [told, setTold] = useState(false);
  const reasonId = useId();
  // A new answer (another move, or the move taken back) starts unexplained again.
  useEffect(() => setTold(false), [undo]);
  if (!undo) return null;
  const what = moveLabel ?? undo.move;
  return (
    <div className="dh-undo">
      <button
        type="button"
        className="dh-btn dh-undo-btn"
        // aria-disabled, not disabled: a refused undo stays focusable and pressable, to say why.
        aria-disabled={!undo.ok || undefined}
        {...(!undo.ok ? { 'aria-describedby': reasonId } : {})}
        onClick={() => (undo.ok ? onUndo() : setTold(true))}
      >
        <span aria-hidden="true">↶ </span>Undo {what.toLowerCase()}
      </button>
      {!undo.ok && (
        <span id={reasonId} className="dh-undo-reason" role={told ? 'status' : undefined} hidden={!told}>
          Cannot be taken back. {undo.reason}
        </span>
      )}
    </div>
  );
}
