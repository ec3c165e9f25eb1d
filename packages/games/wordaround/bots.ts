/**
 * WordARound's bot: how fast a bot reads. `deckhand simulate wordaround` plays it on a virtual clock, and the hosted
 * server sends its answers `after` ms (packages/games/src/load.ts loads it). Each time a bot races it draws a seeded
 * reaction time from its level's profile — longer for longer words, as a person's — and then, sometimes, says it is
 * stuck, sometimes misreads the word (a wrong answer, which costs nothing, after which it tries again), and otherwise
 * answers correctly. The level is the table's bot level (easy, medium, hard; medium where none is set): bots used to
 * answer in 0.7–3.7 s whatever the word, and a person lost 0–10, so even `hard` now reads no faster than a quick
 * person, and `medium` about as fast as one reading a ring for the first time. Every bot of a level draws from the
 * same distributions, so no seat is favoured.
 *
 * A bot reads only what its seat sees: the correct answer is offered among its legal actions because the card is
 * uncovered; a misreading is made from that answer.
 */
import type { Action, Chooser, Level, TimedAction } from '@deckhand/dsl';
import { isLevel, RACE_MOVES } from '@deckhand/dsl';

export interface BotProfile {
  /** Chance, per attempt, to say "stuck". */
  stuckRate: number;
  /** Chance, per attempt, to misread the word (a wrong answer). */
  wrongRate: number;
  /** Fastest reaction to a word of no letters, ms. */
  minMs: number;
  /** Added per letter of the word, ms. */
  perLetterMs: number;
  /** Reaction times spread over minMs + perLetterMs × letters .. that plus spreadMs, uniformly. */
  spreadMs: number;
}

/** The reading profile of each bot level. */
export const PROFILES: Readonly<Record<Level, BotProfile>> = {
  easy: { stuckRate: 0.1, wrongRate: 0.25, minMs: 3500, perLetterMs: 250, spreadMs: 4000 },
  medium: { stuckRate: 0.06, wrongRate: 0.15, minMs: 2200, perLetterMs: 180, spreadMs: 3000 },
  hard: { stuckRate: 0.04, wrongRate: 0.1, minMs: 1000, perLetterMs: 120, spreadMs: 2000 },
};

export const DEFAULT_PROFILE: BotProfile = PROFILES.medium;

/** A misreading of `word`: two neighbouring letters swapped, or (where that changes nothing) one letter dropped. */
export function misread(word: string, rand: () => number): string {
  const w = word.trim();
  if (w.length < 2) return `${w}x`;
  const i = Math.floor(rand() * (w.length - 1));
  const swapped = w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2);
  return swapped !== w ? swapped : w.slice(0, i) + w.slice(i + 1);
}

/** A seeded reaction time in ms to a word of `letters` letters. */
export function reactionMs(rand: () => number, p: BotProfile = DEFAULT_PROFILE, letters = 0): number {
  return Math.round(p.minMs + p.perLetterMs * letters + p.spreadMs * rand());
}

/** A bot reading at `profile` whatever its seat's level, or (without one) at the level the table gave its seat. */
export function makeBot(profile?: Partial<BotProfile>): { choose: Chooser } {
  const choose: Chooser = (actions: readonly Action[], rand: () => number, _state, _seat, _game, level?: Level): TimedAction => {
    const p = { ...(isLevel(level) ? PROFILES[level] : DEFAULT_PROFILE), ...profile };
    const resolve = actions.find((a) => a.move === RACE_MOVES.resolve);
    if (resolve) return { ...resolve, after: 0 };
    const answers = actions.filter((a) => a.move === RACE_MOVES.answer);
    const stuck = actions.find((a) => a.move === RACE_MOVES.stuck);
    if (answers.length > 0 || stuck) {
      const right = answers.length > 0 ? answers[Math.floor(rand() * answers.length)]! : undefined;
      const reaction = reactionMs(rand, p, right ? [...String(right.args[0])].length : 0);
      const roll = rand();
      if (stuck && (roll < p.stuckRate || !right)) return { ...stuck, after: Math.round(reaction * 1.5) };
      if (roll < p.stuckRate + p.wrongRate) {
        return { move: RACE_MOVES.answer, args: [misread(String(right!.args[0]), rand)], after: Math.round(reaction * 0.8) };
      }
      return { ...right!, after: reaction };
    }
    // Anything else (saying ready): a random legal action after a short while.
    return { ...actions[Math.floor(rand() * actions.length)]!, after: 100 + Math.round(900 * rand()) };
  };
  return { choose };
}

export const bot = makeBot();
