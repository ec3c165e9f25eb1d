/**
 * Every table panel the kit knows, in drawing order. An entry applies by the shape of the seat's `view.hook` and the
 * moves the def declares (a protocol), not by game id, so a new game that follows a protocol gets its panel without
 * any change here or in the app. Add a panel: write the component, state its protocol, append an entry.
 */
import { QuizPanel, QUIZ_ANSWER_MOVE, quizViewOf } from '../QuizPanel';
import { seatName } from '../GameBoard/model';
import type { GamePanel, PanelProps } from './GamePanels';

/** The quiz protocol: `view.hook` reads as a quiz (quiz-view.ts) and the def has `answer(<number>)` to reply with. */
function quizPanel({ def, view, ctx, playerID, onMove, players }: PanelProps) {
  const quiz = quizViewOf(view.hook);
  const move = def.moves[QUIZ_ANSWER_MOVE];
  if (!quiz || move?.args.length !== 1 || move.args[0]!.type !== 'number') return null;
  return (
    <QuizPanel quiz={quiz} playerID={playerID} seatName={(s) => seatName(players, s)} disabled={Boolean(view.result || ctx.gameover)}
      onAnswer={(i) => onMove(QUIZ_ANSWER_MOVE, [i])} />
  );
}

export const gamePanels: readonly GamePanel[] = [{ id: 'quiz', render: quizPanel }];
