/**
 * The definition quiz (A11, A12) and sudden death (A13). Their state lives in G.hook, which no client receives except
 * through `viewQuiz` below: a seat sees its own question's term and four candidate definitions, never which is right.
 *
 * Quiz: every seat that completed a set defines, one card per turn in seat order from the dealer's left, each card
 * of that set it has not defined before. A right answer keeps the card and marks it defined for good; a miss sends
 * it to the discard pile and ends that seat's quiz. One seat defining all: it wins; two or more: sudden death; none:
 * play goes on. Sudden death: each round every remaining seat is asked about one more card (one of its other played
 * cards, else one drawn from the deck); a round in which exactly one misses puts that one out; the last one in wins.
 */
import type { HookContext } from '@deckhand/dsl';
import { completeSetIndex, isWild, setsOf, textOf } from './table';

export const OPTIONS = 4;

export interface Question {
  seat: number;
  card: number;
  term: string;
  /** Candidate definitions in seeded random order. */
  options: string[];
  /** Index of the right one: server only. */
  answer: number;
}

export interface QuizState {
  mode: 'quiz' | 'suddenDeath';
  /** Seats taking part, in turn order (quiz: those who completed a set; sudden death: those still in). */
  seats: number[];
  /** Quiz: seats still defining. */
  active: number[];
  /** Quiz: per seat, the cards of its complete set it has still to define. */
  pending: Record<string, number[]>;
  /** Quiz: seats that defined every card of their set. */
  definedAll: number[];
  /** Sudden death: the round (from 1), who has answered in it and who missed. */
  round: number;
  answered: number[];
  missed: number[];
  /** Sudden death: seats with nothing left to be asked about this round. */
  skipped: number[];
  /** Per seat, the cards of the set it completed. */
  completed: Record<string, number[]>;
  /** Sudden death: cards asked about so far. */
  asked: number[];
  /** Seats put out by sudden death. */
  out: number[];
  question: Question | null;
}

export interface LastAnswer {
  seat: number;
  card: number;
  term: string;
  chosen: number;
  right: boolean;
  /** The card's definition, shown once the answer is judged (the card is turned over). */
  definition: string;
}

export interface QuizHookState {
  /** Cards defined for good. */
  defined: number[];
  quiz: QuizState | null;
  last: LastAnswer | null;
}

/** The quiz state for an effect to change (filled in on first use). */
function stateOf(h: Pick<HookContext, 'G'>): QuizHookState {
  const s = h.G.hook as Partial<QuizHookState>;
  s.defined ??= [];
  s.quiz ??= null;
  s.last ??= null;
  return s as QuizHookState;
}

/** The question waiting for an answer, read without changing anything (guards and bots run on frozen state). */
export function pendingQuestion(hookState: Record<string, unknown>): Question | null {
  return (hookState as Partial<QuizHookState>).quiz?.question ?? null;
}

/** Seats in play in seat order, starting at the dealer's left. */
function seatOrder(h: HookContext): number[] {
  const seats = h.alive();
  const first = h.next(Number(h.G.vars.dealer ?? 0));
  const i = Math.max(0, seats.indexOf(first));
  return [...seats.slice(i), ...seats.slice(0, i)];
}

/** Four candidate definitions: the card's own and three other cards' (distinct texts), in seeded random order. */
export function makeQuestion(h: HookContext, seat: number, card: number): Question {
  const right = textOf(h.def, card, 'definition');
  const others = [...new Set(h.def.cards.map((c) => c.attrs.definition).filter((d): d is string => typeof d === 'string' && d !== right))];
  const options = h.random.shuffle([right, ...h.random.shuffle(others).slice(0, OPTIONS - 1)]);
  return { seat, card, term: textOf(h.def, card, 'term'), options, answer: options.indexOf(right) };
}

function ask(h: HookContext, q: QuizState, seat: number, card: number, endTurn: boolean): void {
  q.question = makeQuestion(h, seat, card);
  if (q.mode === 'suddenDeath') q.asked.push(card);
  h.G.vars.quizSeat = seat;
  if (endTurn) h.endTurn();
}

function finish(h: HookContext, q: QuizHookState): void {
  q.quiz = null;
  h.G.vars.quizSeat = -1;
  h.G.vars.suddenDeath = false;
}

/** Quiz phase start: who completed a set this round, and the first question. */
export function startQuiz(h: HookContext): void {
  const st = stateOf(h);
  const seats: number[] = [];
  const pending: Record<string, number[]> = {};
  const completed: Record<string, number[]> = {};
  for (const seat of seatOrder(h)) {
    const i = completeSetIndex(h.def, h.G, seat);
    if (i < 0) continue;
    seats.push(seat);
    completed[seat] = [...setsOf(h.G, seat)[i]!];
    pending[seat] = completed[seat].filter((c) => !isWild(h.def, c) && !st.defined.includes(c));
  }
  if (seats.length === 0) return finish(h, st);
  st.quiz = {
    mode: 'quiz',
    seats,
    active: seats.filter((s) => pending[s]!.length > 0),
    pending,
    definedAll: seats.filter((s) => pending[s]!.length === 0),
    round: 0,
    answered: [],
    missed: [],
    skipped: [],
    completed,
    asked: [],
    out: [],
    question: null,
  };
  h.log(['Quiz: ', seats.length === 1 ? { seat: seats[0]! } : { list: seats.map((seat) => ({ seat })) }, ` completed a set.`]);
  const first = st.quiz.active[0];
  if (first === undefined) endQuiz(h, st, false);
  else ask(h, st.quiz, first, pending[first]![0]!, false);
}

/** The `answer` move: judge the seat's pick, then ask the next question or settle the quiz. */
export function answerQuiz(h: HookContext): void {
  const st = stateOf(h);
  const q = st.quiz!;
  const question = q.question!;
  const seat = question.seat;
  const chosen = Number(h.args.choice);
  const right = chosen === question.answer;
  st.last = { seat, card: question.card, term: question.term, chosen, right, definition: question.options[question.answer]! };
  q.question = null;
  if (right) st.defined.push(question.card);
  else discard(h, seat, question.card);
  h.log([{ seat }, ` ${right ? 'defined' : 'missed'} `, { card: question.card }, '.'], [question.card]);
  if (q.mode === 'quiz') {
    const todo = q.pending[seat]!;
    if (right) todo.shift();
    if (!right || todo.length === 0) {
      q.active = q.active.filter((s) => s !== seat);
      if (right) q.definedAll.push(seat);
    }
    const next = nextAfter(q.seats, seat, (s) => q.active.includes(s));
    if (next === undefined) endQuiz(h, st, true);
    else ask(h, q, next, q.pending[next]![0]!, true);
    return;
  }
  q.answered.push(seat);
  if (!right) q.missed.push(seat);
  askSuddenDeath(h, st, true);
}

function nextAfter(order: readonly number[], seat: number, ok: (s: number) => boolean): number | undefined {
  const i = order.indexOf(seat);
  for (let k = 1; k <= order.length; k++) {
    const s = order[(i + k) % order.length]!;
    if (ok(s)) return s;
  }
  return undefined;
}

/** A12: the quiz is over for everyone. One who defined all wins; several go to sudden death; none: play goes on. */
function endQuiz(h: HookContext, st: QuizHookState, fromMove: boolean): void {
  const q = st.quiz!;
  if (q.definedAll.length === 1) {
    // No line of its own: the game-over line says it ("Game over: Bea wins — the only player to define …").
    h.endGame({ winner: q.definedAll[0]!, reason: 'The only player to define every card of their set' });
    return;
  }
  if (q.definedAll.length === 0) return finish(h, st);
  st.quiz = {
    ...q,
    mode: 'suddenDeath',
    seats: q.seats.filter((s) => q.definedAll.includes(s)),
    active: [],
    round: 1,
    answered: [],
    missed: [],
    skipped: [],
    question: null,
  };
  h.G.vars.suddenDeath = true;
  h.log(['Sudden death between ', { list: st.quiz.seats.map((seat) => ({ seat })) }, '.']);
  askSuddenDeath(h, st, fromMove);
}

/**
 * A13: asks the next seat of the round (in turn order) about one more card; when all have answered, closes the
 * round (exactly one miss puts that seat out) and opens the next, until one seat is left.
 */
function askSuddenDeath(h: HookContext, st: QuizHookState, fromMove: boolean): void {
  const q = st.quiz!;
  for (;;) {
    const next = q.seats.find((s) => !q.answered.includes(s));
    if (next !== undefined) {
      const card = suddenDeathCard(h, st, next);
      if (card !== undefined) return ask(h, q, next, card, fromMove);
      q.answered.push(next); // nothing is left to ask this seat about: it sits the round out
      q.skipped.push(next);
      continue;
    }
    if (q.skipped.length === q.seats.length) {
      // No card is left to ask anyone about: those still in share the game.
      h.endGame({ draw: [...q.seats], reason: 'Sudden death ran out of cards to ask about' });
      return;
    }
    if (q.missed.length === 1) {
      const loser = q.missed[0]!;
      q.seats = q.seats.filter((s) => s !== loser);
      q.out.push(loser);
      h.log([{ seat: loser }, ' is out of the sudden death.']);
    }
    if (q.seats.length === 1) {
      h.endGame({ winner: q.seats[0]!, reason: 'Last one standing in the sudden death' });
      return;
    }
    q.round++;
    q.answered = [];
    q.missed = [];
    q.skipped = [];
  }
}

/**
 * The card a seat is asked about in sudden death: one of its other played cards (not of the set it completed) not yet
 * asked in this sudden death, picked at random (seeded); once those run out, the top term card of the deck (the
 * discard pile reshuffled in when the deck is out, A14), which the seat then holds as a new set; when no term card is
 * left in deck or discard either, any of its played cards again, so that sudden death always goes on to a result.
 */
function suddenDeathCard(h: HookContext, st: QuizHookState, seat: number): number | undefined {
  const q = st.quiz!;
  const played = setsOf(h.G, seat)
    .flat()
    .filter((c) => !isWild(h.def, c));
  const fresh = played.filter((c) => !q.asked.includes(c) && !q.completed[seat]?.includes(c));
  if (fresh.length > 0) return fresh[h.random.int(fresh.length)];
  const deck = h.pile({ zone: 'deck' });
  const discardPile = h.pile({ zone: 'discard' });
  if ([...deck, ...discardPile].some((c) => !isWild(h.def, c))) {
    for (;;) {
      if (deck.length === 0) {
        h.moveCards(discardPile.slice(), { zone: 'deck' });
        h.shuffle({ zone: 'deck' });
      }
      const top = deck[deck.length - 1]!;
      if (!isWild(h.def, top)) return drawToSets(h, seat, top);
      h.moveCards([top], { zone: 'discard' });
    }
  }
  return played.length > 0 ? played[h.random.int(played.length)] : undefined;
}

function drawToSets(h: HookContext, seat: number, card: number): number {
  const sets = setsOf(h.G, seat);
  sets.push([]);
  h.moveCards([card], { zone: 'sets', seat, pile: sets.length - 1 }, { faceUp: true });
  return card;
}

function discard(h: HookContext, seat: number, card: number): void {
  h.moveCards([card], { zone: 'discard' });
  const sets = setsOf(h.G, seat);
  for (let i = sets.length - 1; i >= 0; i--) if (sets[i]!.length === 0) sets.splice(i, 1);
}

/** What `seat` (null: a spectator) may see of the quiz: everything but the right answer and others' options. */
export function viewQuiz(hookState: Record<string, unknown>, seat: number | null): unknown {
  const st = hookState as Partial<QuizHookState>;
  const q = st.quiz;
  let quiz = null;
  if (q) {
    const { question, pending, ...rest } = q;
    quiz = {
      ...rest,
      pending: Object.fromEntries(Object.entries(pending).map(([k, v]) => [k, [...v]])),
      question: question
        ? { seat: question.seat, card: question.card, term: question.term, ...(seat === question.seat ? { options: [...question.options] } : {}) }
        : null,
    };
  }
  return { defined: [...(st.defined ?? [])], last: st.last ?? null, quiz };
}

/**
 * For search bots: quiz state consistent with a seat's view of it (`viewQuiz`). Only the right answer (and another
 * seat's candidate definitions) is hidden; the answer is drawn uniformly, as it is for a seat that cannot tell.
 */
export function determinizeQuiz(hookView: unknown, _seat: number, rand: () => number): Record<string, unknown> {
  const v = (hookView ?? {}) as { defined?: number[]; last?: LastAnswer | null; quiz?: (Omit<QuizState, 'question'> & { question: Partial<Question> | null }) | null };
  const q = v.quiz;
  let quiz: QuizState | null = null;
  if (q) {
    const question = q.question;
    const options = question?.options ?? Array.from({ length: OPTIONS }, (_, i) => `(definition ${i + 1})`);
    quiz = {
      ...structuredClone(q),
      question: question ? { seat: question.seat!, card: question.card!, term: question.term ?? '', options: [...options], answer: Math.floor(rand() * options.length) } : null,
    };
  }
  return { defined: [...(v.defined ?? [])], last: v.last ? { ...v.last } : null, quiz };
}
