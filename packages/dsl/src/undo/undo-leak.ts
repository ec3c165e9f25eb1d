/**
 * The table before a move and after it, compared through every seat's eyes: whether the move showed anyone a card
 * face they had not seen, other than the mover's own cards the mover chose to lay down. It is how a move whose rule
 * is `checked` (undo-rules.ts: something under a condition could show cards) is judged once it has run, and a
 * second look at every move the server takes back. Chance (a shuffle, a random pick) leaves no face to compare:
 * the server compares the random state itself.
 */
import type { GameDef } from '../ir/types';
import type { GameHooks } from '../hooks/api';
import type { GameState } from '../runtime/state/state';
import { playerView } from '../runtime/views/view';

function seen(def: GameDef, hooks: GameHooks, G: GameState, seat: number | null): Set<string> {
  return new Set(Object.keys(playerView(def, hooks, G, seat).faces));
}

/** Why taking back the move from `before` to `after` by `mover` would leak, or undefined when it would not. */
export function undoLeak(def: GameDef, hooks: GameHooks, before: GameState, after: GameState, mover: number, numPlayers: number): string | undefined {
  const moverSaw = seen(def, hooks, before, mover);
  for (const id of seen(def, hooks, after, mover)) if (!moverSaw.has(id)) return 'It showed you a card you had not seen.';
  const others: (number | null)[] = [null];
  for (let s = 0; s < numPlayers; s++) if (s !== mover) others.push(s);
  for (const seat of others) {
    const saw = seen(def, hooks, before, seat);
    for (const id of seen(def, hooks, after, seat)) {
      // The mover's own cards, laid where others see them, are the mover's to show and to take back.
      if (!saw.has(id) && !moverSaw.has(id)) return seat === null ? 'It showed the table a card nobody had seen.' : 'It showed another player a card you had not seen.';
    }
  }
  return undefined;
}
