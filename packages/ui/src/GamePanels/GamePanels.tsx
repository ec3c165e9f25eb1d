/**
 * The table panels a game's hook view asks for, drawn without game-specific code in the app: the app passes
 * `<GamePanels … />` as GameBoard's `children`, and each registered panel (`gamePanels`, registry.tsx) decides from
 * the def and `view.hook` alone whether it applies. A game gets a panel by following that panel's protocol (e.g. the
 * quiz protocol of QuizPanel/quiz-view.ts), never by its id being listed somewhere.
 */
import { Fragment, type ReactNode } from 'react';
import type { BoardCtx, ClientGameDef, MoveArgs, PlayerView, SeatInfo } from '../types';
import { gamePanels } from './registry';

/** What a panel reads: the same data GameBoard gets. */
export interface PanelProps {
  def: ClientGameDef;
  view: PlayerView;
  ctx: BoardCtx;
  playerID: string | null;
  onMove: (name: string, args: MoveArgs) => void;
  players?: readonly SeatInfo[];
}

export interface GamePanel {
  /** A stable name (React key, docs). */
  id: string;
  /** The panel for this state, or null when the game's hook view is not this panel's protocol. */
  render: (props: PanelProps) => ReactNode;
}

export interface GamePanelsProps extends PanelProps {
  /** The registry to draw from; default `gamePanels`. */
  panels?: readonly GamePanel[];
}

export function GamePanels({ panels = gamePanels, ...props }: GamePanelsProps) {
  return (
    <>
      {panels.map((p) => (
        <Fragment key={p.id}>{p.render(props)}</Fragment>
      ))}
    </>
  );
}
