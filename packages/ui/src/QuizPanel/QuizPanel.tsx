/**
 * A definition quiz on the table (Art of Argument, A11–A13): the term being defined and, for the seat asked, its
 * four candidate definitions as buttons (`onAnswer(index)`); for everyone else whose turn it is to answer; the last
 * answer the server judged (right or wrong, with the card's real definition); and sudden death's round and who is
 * out. It draws only what the seat's hook view holds (`quizViewOf`): the right answer never reaches a browser.
 */
import { useState } from 'react';
import type { QuizView } from './quiz-view';
import './QuizPanel.css';

export interface QuizPanelProps {
  quiz: QuizView;
  /** The viewer's seat, or null for a spectator. */
  playerID: string | null;
  /** Sends the chosen candidate's index (0..3). */
  onAnswer: (index: number) => void;
  /** Display names by seat; default "Seat N". */
  seatName?: (seat: number) => string;
  /** No answer may be sent (the game is over). */
  disabled?: boolean;
}

const defaultName = (seat: number) => `Seat ${seat + 1}`;

/**
 * Which question an answer was sent for. A seat may be asked again straight after answering (its set's next card),
 * so the buttons stay locked only for the question they answered, never for the next one.
 */
function questionKey(quiz: QuizView): string | undefined {
  const q = quiz.quiz?.question;
  return q ? `${quiz.quiz!.mode}:${quiz.quiz!.round}:${q.seat}:${q.card}:${quiz.defined.length}:${quiz.last?.card ?? ''}` : undefined;
}

export function QuizPanel({ quiz, playerID, onAnswer, seatName = defaultName, disabled }: QuizPanelProps) {
  const [sentFor, setSentFor] = useState<string>();
  const round = quiz.quiz;
  const question = round?.question ?? null;
  const last = quiz.last;
  if (!round && !last) return null;
  const me = playerID === null ? undefined : Number(playerID);
  const key = questionKey(quiz);
  const sent = key !== undefined && sentFor === key;
  const mine = question !== null && question.seat === me && question.options !== undefined;
  const sudden = round?.mode === 'suddenDeath';
  const who = (s: number) => (s === me ? 'You' : seatName(s));

  return (
    <section className="dh-root dh-quiz" role="region" aria-label="Quiz" data-mode={round?.mode ?? 'over'}>
      <h3 className="dh-quiz-title">{sudden ? `Sudden death — round ${round.round}` : round ? 'Definition quiz' : 'Quiz'}</h3>
      {round && (
        <p className="dh-quiz-seats">
          {sudden ? 'Still in: ' : 'Quizzed: '}
          {round.seats.map(who).join(', ')}
          {round.out.length > 0 && <span className="dh-quiz-out"> · Out: {round.out.map(who).join(', ')}</span>}
        </p>
      )}

      {question && mine && (
        <fieldset className="dh-quiz-question" disabled={disabled || sent}>
          <legend>
            Define <strong className="dh-quiz-term">{question.term}</strong>
          </legend>
          <ol className="dh-quiz-options">
            {question.options!.map((text, i) => (
              <li key={i}>
                <button type="button" className="dh-btn dh-quiz-option" aria-label={`Definition ${i + 1}: ${text}`} data-option={i}
                  data-move="answer" data-args={JSON.stringify([i])}
                  onClick={() => {
                    setSentFor(key);
                    onAnswer(i);
                  }}>
                  {text}
                </button>
              </li>
            ))}
          </ol>
          <p className="dh-quiz-status" role="status">{sent ? 'Answer sent: the server is judging it…' : 'Your turn to answer: pick the right definition.'}</p>
        </fieldset>
      )}
      {question && !mine && (
        <p className="dh-quiz-status" role="status">
          Waiting for {seatName(question.seat)} to define <strong className="dh-quiz-term">{question.term}</strong>
        </p>
      )}

      {last && (
        <p className="dh-quiz-last" data-right={last.right} aria-label="Last answer">
          <span className="dh-quiz-verdict">{last.right ? '✓ Right' : '✗ Wrong'}</span>{' '}
          {who(last.seat)} {last.right ? 'defined' : 'missed'} <strong>{last.term}</strong>: <q>{last.definition}</q>
        </p>
      )}
    </section>
  );
}
