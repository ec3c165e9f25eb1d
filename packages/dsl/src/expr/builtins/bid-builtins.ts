/** What a seat has done in the current phase: `movesInPhase(seat)` (a bidding round is over once every seat has bid). */
import type { Builtin } from './builtin';
import { T } from '../types';

export const PHASE_BUILTINS: [string, Builtin][] = [
  [
    'movesInPhase',
    {
      arity: [1, 1],
      doc: 'movesInPhase(seat): how many moves the seat has made since the current phase began (free moves not counted), e.g. all(alive, movesInPhase(seat) > 0): everyone has bid',
      type: (a) => (a[0]!.t === 'number' ? T.number : 'expects a seat'),
      impl: (env, args) => env.G.moved[Number(args[0]!.fn(env))] ?? 0,
    },
  ],
];
