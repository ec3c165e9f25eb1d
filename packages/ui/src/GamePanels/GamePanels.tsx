/**
 * The table panels a game's hook view asks for, drawn without game-specific code in the app: the app passes
 * `<GamePanels … />` as GameBoard's `children`, and each registered panel (`gamePanels`, registry.tsx) decides from
 * the def and `view.hook` alone whether it applies. A game gets a panel by following that panel's protocol (e.g. the
 * quiz protocol of QuizPanel/quiz-view.ts), never by its id being listed somewhere.
 *
 * A panel that gives a move its own controls says so (`handles`); `panelMoves(props)` lists the moves of the panels
 * active now, for GameBoard's `hiddenMoves`, so the generic MoveBar does not offer the same move a second time.
 */
import { Fragment } from 'react';
import { gamePanels } from './registry';
import type { ClientGameDef } from '../types';
import type { GamePanel, PanelProps } from './panel';

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

/**
 * Fetches the code of every panel `def` may draw (a panel that is a chunk of its own and whose protocol the def
 * follows), so it is here before the first board: a page calls it as soon as it has the def. Resolves when all have
 * arrived; a failed fetch is left to the panel, which asks again when drawn.
 */
export function loadGamePanels(def: ClientGameDef, panels: readonly GamePanel[] = gamePanels): Promise<void> {
  return Promise.all(panels.map((p) => p.load?.(def)?.catch(() => undefined))).then(() => undefined);
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
