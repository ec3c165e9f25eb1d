/**
 * Simulation bots for Art of Argument (`deckhand simulate` finds `bot` here). They play for sets: pick the card that
 * makes the biggest set, place it there, rearrange only to complete a set. In a quiz they know the right answer (the
 * server's truth in G.hook) and give it with probability `pRight` (default 0.7), so simulated games end as real ones
 * do: sometimes on the first quiz, sometimes after misses and sudden death.
 */
import type { Action, Chooser, GameDef, GameState } from '@deckhand/dsl';
import { pendingQuestion } from './quiz';
import { SET_SIZE } from './set-validity';
import { canTake, isWild, setsOf } from './table';

export interface BotOptions {
  /** Probability of answering a quiz question right. */
  pRight?: number;
  /** Probability of picking a card at random instead of the best one (keeps seeded games varied). */
  whim?: number;
}

const any = <T>(list: readonly T[], rand: () => number): T => list[Math.floor(rand() * list.length)]!;

/** The biggest set `card` could join (new set: 1, or 0 for a wild, which cannot start one). */
function bestFit(def: GameDef, sets: readonly number[][], card: number): number {
  let best = isWild(def, card) ? 0 : 1;
  for (const s of sets) if (canTake(def, s, card)) best = Math.max(best, s.length + 1);
  return best;
}

/** The actions scoring highest, by `score`. */
function best(actions: readonly Action[], score: (a: Action) => number): Action[] {
  const scores = actions.map(score);
  const top = Math.max(...scores);
  return actions.filter((_, i) => scores[i] === top);
}

export function makeChooser(opts: BotOptions = {}): Chooser {
  const pRight = opts.pRight ?? 0.7;
  const whim = opts.whim ?? 0.1;
  return (actions, rand, state, seat, game) => {
    const G = state.G as GameState;
    const of = (move: string) => actions.filter((a) => a.move === move);
    const answers = of('answer');
    if (answers.length > 0) {
      const q = pendingQuestion(G.hook);
      const right = answers.find((a) => a.args[0] === q?.answer);
      const wrong = answers.filter((a) => a !== right);
      return right && (rand() < pRight || wrong.length === 0) ? right : any(wrong, rand);
    }
    const rest = actions.filter((a) => a.move !== 'rearrange');
    const def = game?.deckhand.def;
    if (!def) return any(rest.length > 0 ? rest : actions, rand); // without the game, card ids mean nothing
    const sets = setsOf(G, seat);
    // Rearrange only to complete a set, never taking a card out of a complete one (so it cannot go round in circles).
    const completing = of('rearrange').filter(
      (a) => (sets[a.args[1] as number]?.length ?? 0) === SET_SIZE - 1 && (sets.find((s) => s.includes(a.args[0] as number))?.length ?? 0) < SET_SIZE,
    );
    if (completing.length > 0) return any(completing, rand);
    const picks = of('pick');
    if (picks.length > 0) {
      if (rand() < whim) return any(picks, rand);
      return any(best(picks, (a) => bestFit(def, sets, a.args[0] as number)), rand);
    }
    const places = of('place');
    if (places.length > 0) return any(best(places, (a) => sets[a.args[0] as number]?.length ?? 0), rand);
    return any(rest.length > 0 ? rest : actions, rand);
  };
}

export const choose = makeChooser();

/** What `deckhand simulate` and the server's bot seats use for this game. */
export const bot = { choose, makeChooser };
