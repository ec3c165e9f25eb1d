/**
 * The cards an action asks about: for a move whose effect shows every card passing a test (Bag's "name 7": every
 * card with value 7, wherever it is held), the cards that pass it with this action's arguments. Whether the action
 * finds anything depends on where those cards are, which is the luck a search comparing actions has to see past
 * (relabel.ts). Only the moves ruled-out.ts draws sure inferences from are read: the test reads the card, the
 * move's arguments and constants, nothing of the state.
 */
import type { GameDef } from '../../ir/types';
import type { GameHooks } from '../../hooks/api';
import { newEnv } from '../../expr/env';
import { withLocal } from '../../expr/scope';
import { T } from '../../expr/types';
import type { Action } from '../../runtime/legal/action';
import type { GameState } from '../../runtime/state/state';
import { inferencesOf } from './ruled-out';

/**
 * The card ids `action` by `seat` asks about, in id order; undefined when its move is not of that kind (or has more
 * than one such test). `G` supplies only the constants a test may read (options).
 */
export function askedCards(def: GameDef, hooks: GameHooks, G: GameState, numPlayers: number, seat: number, action: Action): number[] | undefined {
  const { program, inferences } = inferencesOf(def, hooks);
  const tests = inferences.filter((inf) => inf.move === action.move);
  if (tests.length !== 1) return undefined;
  const m = def.moves[action.move]!;
  const test = program.expr(tests[0]!.effect.where!, withLocal(program.scopes.move[m.name]!, 'card', T.card), T.boolean);
  const env = newEnv(G, numPlayers, seat, 0, null);
  env.self = seat;
  env.args = Object.fromEntries(m.args.map((a, i) => [a.name, action.args[i]]));
  const out: number[] = [];
  for (const card of def.cards) {
    env.card = card.id;
    if (test(env)) out.push(card.id);
  }
  return out;
}
