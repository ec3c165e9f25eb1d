export { QuizPanel, type QuizPanelProps } from './QuizPanel';
export { loadQuizPanel, QuizPanelOnDemand } from './lazy-quiz';
export { quizViewOf, QUIZ_ANSWER_MOVE, type QuizView, type QuizRoundView, type QuizQuestionView, type QuizLastAnswer } from './quiz-view';
