/**
 * Slapjack's bot (`deckhand simulate slapjack`, server bot seats): a reaction-time model, like a person at the table.
 * On a jack it slaps after a seeded reaction time; on any other card it holds back — and now and then (more often on
 * a queen or king, which a quick eye takes for a jack) slaps anyway, paying a card. A bot that holds back says
 * nothing until well after the card's pace, so rounds end by the timeout (as at a table of people) unless every
 * player has held back. Every bot draws from the same distributions, so no seat is favoured.
 *
 * A bot reads only what its seat sees: the slap is offered among its legal actions while it is right, and the
 * round number it slaps for is on the table (`G.race.round`).
 */
import type { Action, Chooser, TimedAction } from '@deckhand/dsl';
import { RACE_MOVES } from '@deckhand/dsl';

export interface BotProfile {
  /** Fastest reaction to a jack, ms. */
  minMs: number;
  /** Reaction times spread over minMs .. minMs + spreadMs, uniformly. */
  spreadMs: number;
  /** Chance of a wrong slap on a card that is not a jack (a face card fools twice as often). */
  falseRate: number;
  /** A bot holding back speaks up (raceStuck) this long after the card, ms: usually after the pace has run out. */
  holdMs: number;
}

export const DEFAULT_PROFILE: BotProfile = { minMs: 350, spreadMs: 900, falseRate: 0.04, holdMs: 2500 };

/** A seeded reaction time in ms: minMs plus a uniform spread. */
export function reactionMs(rand: () => number, p: BotProfile = DEFAULT_PROFILE): number {
  return Math.round(p.minMs + p.spreadMs * rand());
}

export function makeBot(profile: Partial<BotProfile> = {}): { choose: Chooser } {
  const p = { ...DEFAULT_PROFILE, ...profile };
  const choose: Chooser = (actions: readonly Action[], rand: () => number, state, _seat, game): TimedAction => {
    const resolve = actions.find((a) => a.move === RACE_MOVES.resolve);
    if (resolve) return { ...resolve, after: 0 };
    const slap = actions.find((a) => a.move === RACE_MOVES.slap);
    if (slap) return { ...slap, after: reactionMs(rand, p) };
    const stuck = actions.find((a) => a.move === RACE_MOVES.stuck);
    if (stuck) {
      const top = (state.G.zones.centre as (number | null)[] | undefined)?.at(-1);
      const rank = typeof top === 'number' ? game?.deckhand.def.cards[top]?.attrs.rank : undefined;
      const fooled = rank === 12 || rank === 13 ? 2 * p.falseRate : p.falseRate;
      const round = state.G.race?.round;
      if (rand() < fooled && round !== undefined) return { move: RACE_MOVES.slap, args: [round], after: reactionMs(rand, p) };
      return { ...stuck, after: p.holdMs + Math.round(500 * rand()) };
    }
    // Anything else (saying ready): a random legal action after a short while.
    return { ...actions[Math.floor(rand() * actions.length)]!, after: 100 + Math.round(900 * rand()) };
  };
  return { choose };
}

export const bot = makeBot();
