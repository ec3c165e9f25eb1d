/**
 * Hand-built pieces the expression tests share: a zone definition with the IR's defaults, a rank-and-suit card
 * list, seat helpers that skip seats that are out, and a game state with only its zones and vars given.
 */
import type { CardDef, ZoneDef } from '../src/ir/types';
import type { GameState } from '../src/runtime/state/state';
import type { Runtime } from '../src/expr/compile/compile';

/** A shared public stack unless `extra` says otherwise. */
export const zoneDef = (name: string, extra: Partial<ZoneDef> = {}): ZoneDef => ({
  name,
  scope: 'shared',
  order: 'stack',
  visibility: 'public',
  ownerSeesFaceDown: false,
  showBacks: false,
  ...extra,
});

/** Card i of type `c`: rank i % 5 + 1, suit by i / 5 (0–4 clubs, 5–9 hearts, 10–14 spades). */
export const rankSuitCards = (): CardDef[] =>
  Array.from({ length: 15 }, (_, i) => ({ id: i, type: 'c', attrs: { rank: (i % 5) + 1, suit: ['clubs', 'hearts', 'spades'][Math.floor(i / 5)]! }, zone: 'deck' }));

/** `alive` and `next` as the runtime gives them: seats in order, skipping those that are out. */
export const seatHelpers: Pick<Runtime['helpers'], 'alive' | 'next'> = {
  alive: (e) => Array.from({ length: e.numPlayers }, (_, i) => i).filter((s) => !e.G.out.includes(s)),
  next: (e, seat) => {
    for (let k = 1; k <= e.numPlayers; k++) {
      const s = (seat + k) % e.numPlayers;
      if (!e.G.out.includes(s)) return s;
    }
    return seat;
  },
};

/** A state holding these zones (and anything else given); every other field empty. */
export function stateWith(zones: GameState['zones'], extra: Partial<GameState> = {}): GameState {
  return { zones, faceUp: {}, vars: {}, out: [], lastOut: [], options: {}, log: [], moved: [], stuck: 0, hook: {}, ...extra };
}
