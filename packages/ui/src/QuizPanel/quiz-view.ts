/**
 * The quiz protocol a game's hook view may follow (Art of Argument's `viewQuiz` in its quiz.ts is the first): what a
 * seat receives in `view.hook` about a definition quiz, read defensively. The kit never imports a game, so the shape
 * is restated here structurally; `quizViewOf` accepts a hook view only when it has this shape, so a game whose hook
 * says something else never gets a quiz panel drawn from half-matching data.
 */

/** The question being asked. Only the asked seat receives `options` (the candidate definitions); nobody the answer. */
export interface QuizQuestionView {
  seat: number;
  card: number;
  term: string;
  options?: string[];
}

/** The last answer the server judged, with the card's definition (the card is turned over once judged). */
export interface QuizLastAnswer {
  seat: number;
  card: number;
  term: string;
  /** Index of the candidate the seat chose. */
  chosen: number;
  right: boolean;
  definition: string;
}

export interface QuizRoundView {
  /** `suddenDeath`: the quiz was tied and every remaining seat is asked one more card per round. */
  mode: 'quiz' | 'suddenDeath';
  /** Seats taking part, in answering order (sudden death: those still in). */
  seats: number[];
  /** Sudden death's round, from 1 (0 in a plain quiz). */
  round: number;
  /** Seats put out by sudden death. */
  out: number[];
  question: QuizQuestionView | null;
}

export interface QuizView {
  /** Cards defined for good. */
  defined: number[];
  last: QuizLastAnswer | null;
  quiz: QuizRoundView | null;
}

/** The move that answers a question: one number argument, the index of the chosen candidate (0..3). */
export const QUIZ_ANSWER_MOVE = 'answer';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const isNums = (v: unknown): v is number[] => Array.isArray(v) && v.every((x) => typeof x === 'number');
const isStrs = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');

function question(v: unknown): QuizQuestionView | null | undefined {
  if (v === null) return null;
  if (!isObj(v) || typeof v.seat !== 'number' || typeof v.card !== 'number' || typeof v.term !== 'string') return undefined;
  if (v.options !== undefined && !isStrs(v.options)) return undefined;
  return { seat: v.seat, card: v.card, term: v.term, ...(v.options ? { options: [...v.options] } : {}) };
}

function last(v: unknown): QuizLastAnswer | null | undefined {
  if (v === null || v === undefined) return null;
  if (!isObj(v)) return undefined;
  const { seat, card, term, chosen, right, definition } = v;
  if (typeof seat !== 'number' || typeof card !== 'number' || typeof term !== 'string' || typeof chosen !== 'number' || typeof right !== 'boolean' || typeof definition !== 'string') return undefined;
  return { seat, card, term, chosen, right, definition };
}

function round(v: unknown): QuizRoundView | null | undefined {
  if (v === null || v === undefined) return null;
  if (!isObj(v) || (v.mode !== 'quiz' && v.mode !== 'suddenDeath') || !isNums(v.seats)) return undefined;
  const q = question(v.question ?? null);
  if (q === undefined) return undefined;
  return { mode: v.mode, seats: [...v.seats], round: typeof v.round === 'number' ? v.round : 0, out: isNums(v.out) ? [...v.out] : [], question: q };
}

/** The quiz in a hook view, or undefined when the hook view is not a quiz's (see the file's comment). */
export function quizViewOf(hook: unknown): QuizView | undefined {
  if (!isObj(hook) || !('quiz' in hook) || !isNums(hook.defined ?? [])) return undefined;
  const quiz = round(hook.quiz);
  const l = last(hook.last);
  if (quiz === undefined || l === undefined) return undefined;
  return { defined: [...((hook.defined as number[] | undefined) ?? [])], last: l, quiz };
}
