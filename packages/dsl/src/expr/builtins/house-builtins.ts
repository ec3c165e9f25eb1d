/** What the house has done (`house:`): `housePlayed()`, e.g. a hand's `endIf` ("the hand is over once the dealer has played"). */
import type { Env } from '../env';
import type { Builtin } from './builtin';
import { T } from '../types';

/** Whether the house has played in this hand (with `each: turn`, in this turn); false in a game without a house. */
export function housePlayed(env: Env): boolean {
  const house = env.G.house;
  const played = house?.played;
  if (!played || played.hand !== (env.G.hands?.number ?? 1)) return false;
  return !house!.perTurn || played.turn === env.turn;
}

export const HOUSE_BUILTINS: [string, Builtin][] = [
  [
    'housePlayed',
    {
      arity: [0, 0],
      doc: 'housePlayed(): whether the house (house:) has played in this hand (with each: turn, in this turn), e.g. hands: { endIf: housePlayed() }',
      type: () => T.boolean,
      impl: (env) => housePlayed(env),
    },
  ],
];
