/**
 * Every table panel the kit knows, in drawing order. An entry applies by the shape of the seat's `view.hook` and the
 * moves the def declares (a protocol), not by game id, so a new game that follows a protocol gets its panel without
 * any change here or in the app. Add a panel: write the component, state its protocol, append an entry (with the moves
 * it answers in `handles`, so the board's MoveBar leaves them to the panel).
 */
import { loadQuizPanel, QuizPanelOnDemand } from '../QuizPanel/lazy-quiz';
import { QUIZ_ANSWER_MOVE, quizViewOf, type QuizView } from '../QuizPanel/quiz-view';
import { seatName } from '../GameBoard/model';
import type { ClientGameDef } from '../types';
import type { GamePanel, PanelProps } from './panel';

/** The def's half of the quiz protocol: it has `answer(<number>)` to reply with. */
function answersQuiz(def: ClientGameDef): boolean {
  const move = Object.hasOwn(def.moves, QUIZ_ANSWER_MOVE) ? def.moves[QUIZ_ANSWER_MOVE] : undefined;
  return move?.args.length === 1 && move.args[0]!.type === 'number';
}

/**
 * The quiz protocol: `view.hook` reads as a quiz (quiz-view.ts) and the def has `answer(<number>)` to reply with.
 * The quiz, when the protocol holds and there is a round or a last answer to show (QuizPanel draws nothing else).
 */
function quizOf({ def, view }: PanelProps): QuizView | undefined {
  const quiz = quizViewOf(view.hook);
  if (!quiz || !answersQuiz(def)) return undefined;
  return quiz.quiz || quiz.last ? quiz : undefined;
}

function quizPanel(props: PanelProps) {
  const { view, ctx, playerID, onMove, players } = props;
  const quiz = quizOf(props);
  if (!quiz) return null;
  return (
    <QuizPanelOnDemand quiz={quiz} playerID={playerID} seatName={(s) => seatName(players, s)} disabled={Boolean(view.result || ctx.gameover)}
      onAnswer={(i) => onMove(QUIZ_ANSWER_MOVE, [i])} />
  );
}

export const gamePanels: readonly GamePanel[] = [
  // While a quiz is on the table its answer buttons are the way to `answer`: no second control in the MoveBar.
  // Its code is a chunk of its own (lazy-quiz.tsx), fetched ahead for a def that can answer a quiz.
  { id: 'quiz', active: (p) => quizOf(p) !== undefined, render: quizPanel, handles: [QUIZ_ANSWER_MOVE], load: (def) => (answersQuiz(def) ? loadQuizPanel() : undefined) },
];
