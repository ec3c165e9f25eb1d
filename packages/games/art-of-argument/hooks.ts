/**
 * Art of Argument's hooks: what the rulebook itself makes special. Set validity with wilds (guards over the pure
 * functions in set-validity.ts), the wild reshuffle (A10), and the definition quiz with sudden death (quiz.ts).
 * Everything else — dealing, the secret pick and reveal, passing, drawing with reshuffle — is in game.yaml.
 */
import { defineHooks, type HookContext } from '@deckhand/dsl';
import { answerQuiz, determinizeQuiz, pendingQuestion, startQuiz, viewQuiz } from './quiz';
import { canLeave, canTake, handOf, isWild, setsOf, wildHasRoom } from './table';

const played = (h: HookContext, seat: number) => h.pile({ zone: 'played', seat });

/** A9: a wild may be picked only when one of the seat's sets could take it. */
function canPick(h: HookContext, seat: number, card: number): boolean {
  return !isWild(h.def, card) || wildHasRoom(h.def, setsOf(h.G, seat));
}

/** The seat's sets after moving `card` from its set into set `target` (a new one when past the end). */
function rearranged(sets: readonly number[][], card: number, target: number): number[][] {
  const out = sets.map((s) => s.filter((c) => c !== card));
  if (target === out.length) out.push([]);
  out[target]!.push(card);
  return out.filter((s) => s.length > 0);
}

/**
 * Placing the revealed card (`place`: target) or moving a played term card (`rearrange`: moving, target): the set
 * it joins must still be able to become a complete set (A8), a wild joins only a set holding a term card (A9), and a
 * term card never leaves a wild alone in its set. While a revealed wild still waits to be placed, a rearrangement
 * must leave it somewhere to go.
 */
function fitsSet(h: HookContext): boolean | string {
  const seat = h.seat!;
  const sets = setsOf(h.G, seat);
  const target = Number(h.args.target);
  if (h.args.moving === undefined) {
    const card = played(h, seat)[0];
    return card !== undefined && canTake(h.def, sets[target] ?? [], card) ? true : 'that card does not fit that set';
  }
  const card = Number(h.args.moving);
  const from = sets.findIndex((s) => s.includes(card));
  if (from < 0 || from === target) return 'move a card to another set';
  if (target === sets.length && sets[from]!.length === 1) return 'that card is already a set of its own';
  if (!canLeave(h.def, sets[from]!, card)) return 'a wild never stays alone in its set';
  if (!canTake(h.def, sets[target] ?? [], card)) return 'that card does not fit that set';
  const waiting = played(h, seat)[0];
  if (waiting !== undefined && isWild(h.def, waiting) && !wildHasRoom(h.def, rearranged(sets, card, target))) {
    return 'the revealed wild would have no set to join';
  }
  return true;
}

/** A10: every hand pooled, shuffled and dealt out again round-robin from the dealer's left (4 each in a full round). */
function wildReshuffle(h: HookContext): void {
  const seats = h.alive();
  const first = seats.indexOf(h.next(Number(h.G.vars.dealer ?? 0)));
  const order = [...seats.slice(first), ...seats.slice(0, first)];
  const pool = h.random.shuffle(seats.flatMap((s) => handOf(h.G, s)));
  pool.forEach((card, i) => h.moveCards([card], { zone: 'hand', seat: order[i % order.length]! }));
  h.log('A wild was played: every hand is pooled, shuffled and dealt out again.');
}

export const hooks = defineHooks({
  effects: { wildReshuffle, startQuiz, answerQuiz },
  guards: {
    canPick: (h) => canPick(h, h.seat!, Number(h.args.pick)) || 'a wild needs a set with a term card and room to join',
    nothingToPick: (h) => handOf(h.G, h.seat!).every((c) => !canPick(h, h.seat!, c)),
    fitsSet,
    isAsked: (h) => {
      const q = pendingQuestion(h.G.hook);
      return (q?.seat === h.seat && Number(h.args.choice) < q.options.length) || 'no question is waiting for you';
    },
  },
  view: (hookState, seat) => viewQuiz(hookState, seat),
  // The cards `viewQuiz` names (the hosted server sends them as per-match aliases).
  viewCards: ['defined.*', 'last.card', 'quiz.pending.*.*', 'quiz.completed.*.*', 'quiz.asked.*', 'quiz.question.card'],
  determinize: determinizeQuiz,
});
