/**
 * A pick of a fixed number of cards that sends itself: where the only open move that takes several cards takes
 * exactly N of them (`type: cards, count: 2`, Crib's lay-away) and nothing else, the N-th card picked makes the move,
 * as the last card of a one-card play does. Only when the server lists that very set of cards as legal (a truncated
 * list, or a set it does not list, leaves the move to its button). Pure; the board draws from it.
 */
import { literal } from '../MoveBar/args';
import type { ClientGameDef } from '../types';
import type { LegalMoves } from './targets';
import type { Play } from './card-plays';

/** The open move a pick of `selection` completes, with its arguments; undefined when the pick is not a whole move. */
export function completedPick(def: ClientGameDef, legal: LegalMoves | undefined, selection: readonly number[]): Play | undefined {
  if (!legal || selection.length === 0) return undefined;
  // Every open move that takes cards at all: exactly one, and it takes N cards and nothing more.
  const takers = Object.keys(legal.moves).filter((m) => (def.moves[m]?.args ?? []).some((a) => a.type === 'card' || a.type === 'cards'));
  if (takers.length !== 1) return undefined;
  const move = takers[0]!;
  const args = def.moves[move]!.args;
  if (args.length !== 1 || args[0]!.type !== 'cards') return undefined;
  const n = literal(args[0]!.count);
  if (n === undefined || n !== selection.length || n < 2) return undefined;
  const open = legal.moves[move]!;
  if (open.truncated) return undefined;
  const want = [...selection].sort((a, b) => a - b).join(',');
  const listed = open.args.some((t) => Array.isArray(t[0]) && [...(t[0] as number[])].sort((a, b) => a - b).join(',') === want);
  return listed ? { move, args: [[...selection]] } : undefined;
}
