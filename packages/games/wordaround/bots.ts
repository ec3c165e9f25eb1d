/**
 * WordARound's simulation bot (`deckhand simulate wordaround`, loaded by packages/games/src/load.ts). Time is
 * simulated: the DSL's playout runs race games on a virtual clock, and a bot says when it answers with `after`
 * (ms from now). Each time a bot races it draws a seeded reaction time and then, sometimes, says it is stuck,
 * sometimes misreads the word (a wrong answer, which costs nothing, after which it tries again), and otherwise
 * answers correctly. Every bot draws from the same distributions, so no seat is favoured.
 *
 * A bot reads only what its seat sees: the correct answer is offered among its legal actions because the card is
 * uncovered; a misreading is made from that answer.
 */
import type { Action, Chooser, TimedAction } from '@deckhand/dsl';
import { RACE_MOVES } from '@deckhand/dsl';

export interface BotProfile {
  /** Chance, per attempt, to say "stuck". */
  stuckRate: number;
  /** Chance, per attempt, to misread the word (a wrong answer). */
  wrongRate: number;
  /** Fastest reaction, ms. */
  minMs: number;
  /** Reaction times spread over minMs .. minMs + spreadMs, uniformly. */
  spreadMs: number;
}

export const DEFAULT_PROFILE: BotProfile = { stuckRate: 0.08, wrongRate: 0.15, minMs: 700, spreadMs: 3000 };

/** A misreading of `word`: two neighbouring letters swapped, or (where that changes nothing) one letter dropped. */
export function misread(word: string, rand: () => number): string {
  const w = word.trim();
  if (w.length < 2) return `${w}x`;
  const i = Math.floor(rand() * (w.length - 1));
  const swapped = w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2);
  return swapped !== w ? swapped : w.slice(0, i) + w.slice(i + 1);
}

/** A seeded reaction time in ms: minMs plus a uniform spread. */
export function reactionMs(rand: () => number, p: BotProfile = DEFAULT_PROFILE): number {
  return Math.round(p.minMs + p.spreadMs * rand());
}

export function makeBot(profile: Partial<BotProfile> = {}): { choose: Chooser } {
  const p = { ...DEFAULT_PROFILE, ...profile };
  const choose: Chooser = (actions: readonly Action[], rand: () => number): TimedAction => {
    const resolve = actions.find((a) => a.move === RACE_MOVES.resolve);
    if (resolve) return { ...resolve, after: 0 };
    const answers = actions.filter((a) => a.move === RACE_MOVES.answer);
    const stuck = actions.find((a) => a.move === RACE_MOVES.stuck);
    if (answers.length > 0 || stuck) {
      const reaction = reactionMs(rand, p);
      const roll = rand();
      if (stuck && (roll < p.stuckRate || answers.length === 0)) return { ...stuck, after: Math.round(reaction * 1.5) };
      const right = answers[Math.floor(rand() * answers.length)]!;
      if (roll < p.stuckRate + p.wrongRate) {
        return { move: RACE_MOVES.answer, args: [misread(String(right.args[0]), rand)], after: Math.round(reaction * 0.8) };
      }
      return { ...right, after: reaction };
    }
    // Anything else (saying ready): a random legal action after a short while.
    return { ...actions[Math.floor(rand() * actions.length)]!, after: 100 + Math.round(900 * rand()) };
  };
  return { choose };
}

export const bot = makeBot();
