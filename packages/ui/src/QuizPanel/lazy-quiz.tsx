/**
 * The quiz panel on demand: QuizPanel.tsx is a chunk of its own, so a match page's first load carries it for no game
 * (only a game following the quiz protocol ever draws it). A page that knows its def fetches it ahead
 * (`loadGamePanels(def)`), so it is normally here before the first board; drawn before it arrives, the panel's frame
 * and title hold its place, marked `data-loading` (a screenshot waits until nothing on the page is).
 */
import { Suspense } from 'react';
import { onDemand } from '../on-demand';
import type { QuizPanelProps } from './QuizPanel';
import './QuizPanel.css';

const quiz = onDemand(() => import('./QuizPanel').then((m) => m.QuizPanel));

/** Fetches the quiz panel ahead of the board that will draw it. */
export const loadQuizPanel = quiz.load;

/** Until the panel arrives: its frame and title, as the panel draws them. */
function Placeholder({ quiz: q }: Pick<QuizPanelProps, 'quiz'>) {
  const round = q.quiz;
  const title = round?.mode === 'suddenDeath' ? `Sudden death — round ${round.round}` : round ? 'Definition quiz' : 'Quiz';
  return (
    <section className="dh-root dh-quiz" role="region" aria-label="Quiz" aria-busy="true" data-mode={round?.mode ?? 'over'} data-loading="true">
      <h3 className="dh-quiz-title">{title}</h3>
    </section>
  );
}

/** QuizPanel, fetched on first use (or drawn at once when `loadQuizPanel` has brought it). */
export function QuizPanelOnDemand(props: QuizPanelProps) {
  if (!props.quiz.quiz && !props.quiz.last) return null;
  return (
    <Suspense fallback={<Placeholder quiz={props.quiz} />}>
      <quiz.Component {...props} />
    </Suspense>
  );
}
