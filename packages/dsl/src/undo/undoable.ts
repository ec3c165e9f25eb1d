/**
 * The undo rules (undo-rules.ts) as boardgame.io reads them: `undoable` on each long-form move. boardgame.io's own
 * reducer sees only the state after the move, so it is given the rule that needs no comparison: only `yes` moves are
 * undoable there. The Deckhand server also takes back `checked` moves, after comparing the table (undo-leak.ts).
 */
import type { Game } from 'boardgame.io';
import { undoRuleOf, type UndoRule } from './undo-rules';

type MoveMap = Record<string, unknown> | undefined;
type Stages = Record<string, { moves?: MoveMap }> | undefined;

function mark(moves: MoveMap, rules: Record<string, UndoRule>): void {
  if (!moves) return;
  for (const name of Object.keys(moves)) {
    const move = moves[name];
    if (move && typeof move === 'object') (move as { undoable?: boolean }).undoable = undoRuleOf(rules, name).undo === 'yes';
  }
}

/** Sets `undoable` on every move map of `game` (the game's, each phase's and each stage's). */
export function markUndoable(game: Game, rules: Record<string, UndoRule>): void {
  const stagesOf = (turn: { stages?: Stages } | undefined) => Object.values(turn?.stages ?? {});
  mark(game.moves as MoveMap, rules);
  for (const stage of stagesOf(game.turn as never)) mark(stage.moves, rules);
  for (const phase of Object.values(game.phases ?? {})) {
    mark(phase.moves as MoveMap, rules);
    for (const stage of stagesOf(phase.turn as never)) mark(stage.moves, rules);
  }
}
