/** What a table panel is (registry.tsx lists them; GamePanels.tsx draws the active ones). */
import type { ReactNode } from 'react';
import type { BoardData, ClientGameDef } from '../types';

/** What a panel reads: the same data GameBoard gets. */
export type PanelProps = BoardData;

export interface GamePanel {
  /** A stable name (React key, docs). */
  id: string;
  /**
   * Whether the panel is on the table in this state: the game's hook view follows this panel's protocol and there
   * is something to draw. A pure function of the props, asked by `GamePanels` (before `render`) and `panelMoves`.
   */
  active: (props: PanelProps) => boolean;
  /** The panel, drawn only while `active`. */
  render: (props: PanelProps) => ReactNode;
  /** Moves this panel offers its own controls for (e.g. `['answer']`): left out of the board's MoveBar while it is active. */
  handles?: readonly string[];
  /**
   * Fetches the panel's code ahead when `def` follows its protocol (a panel that is a chunk of its own), else does
   * nothing: asked by `loadGamePanels(def)` as soon as a page has the def, so the panel is here before the board.
   */
  load?: (def: ClientGameDef) => Promise<void> | undefined;
}
