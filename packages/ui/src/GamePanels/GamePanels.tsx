/**
 * The table panels a game's hook view asks for, drawn without game-specific code in the app: the app passes
 * `<GamePanels … />` as GameBoard's `children`, and each registered panel (`gamePanels`, registry.tsx) decides from
 * the def and `view.hook` alone whether it applies. A game gets a panel by following that panel's protocol (e.g. the
 * quiz protocol of QuizPanel/quiz-view.ts), never by its id being listed somewhere.
 *
 * A panel that gives a move its own controls says so (`handles`); `panelMoves(props)` lists the moves of the panels
 * active now, for GameBoard's `hiddenMoves`, so the generic MoveBar does not offer the same move a second time.
 */
import { Fragment, type ReactNode } from 'react';
import type { BoardData } from '../types';
import { gamePanels } from './registry';

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
}

export interface GamePanelsProps extends PanelProps {
  /** The registry to draw from; default `gamePanels`. */
  panels?: readonly GamePanel[];
}

/**
 * The moves handled by the panels active in this state (their `handles`), for GameBoard's `hiddenMoves`:
 * `<GameBoard {...p} hiddenMoves={panelMoves(p)}><GamePanels {...p} /></GameBoard>`. Empty when no panel applies.
 */
export function panelMoves(props: PanelProps, panels: readonly GamePanel[] = gamePanels): string[] {
  const out = new Set<string>();
  for (const p of panels) if (p.handles?.length && p.active(props)) for (const m of p.handles) out.add(m);
  return [...out];
}

export function GamePanels({ panels = gamePanels, ...props }: GamePanelsProps) {
  return (
    <>
      {panels.map((p) => (
        <Fragment key={p.id}>{p.active(props) ? p.render(props) : null}</Fragment>
      ))}
    </>
  );
}
