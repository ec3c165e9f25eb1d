/**
 * One listing of the current player's legal moves for both the "is the turn stuck?" check that ends an action and
 * the choice a bot makes next. The check used to stop at the first legal move, and the bot then listed every move
 * again on the same table: in Build Up a seat's moves were walked up to three times per action. The fast simulator
 * hands every action a holder (`Exec.kept`): the check lists the moves in full into it, and once the action is over
 * with nothing run after the check, the simulator gives that list to the next `legalActions` of the same seat.
 *
 * Inside boardgame.io no holder is given and the check stops at the first legal move as before: there the next
 * listing comes from another request on another copy of the state.
 */
import type { Env } from '../../expr/env';
import type { Exec } from '../effects/exec';
import { hasLegalAction, listMoves, passOpen } from './legal-actions';
import type { KeptListing } from './action';
import { phasePlans } from './legal-phase';


export function newKeptListing(): KeptListing {
  return { seat: -1, moves: undefined };
}

/**
 * Whether `seat` has a legal action now (`includePass: false`: one other than `pass`), as `hasLegalAction` answers;
 * with a holder on the action, by listing every move into it.
 */
export function hasLegalKept(x: Exec, env: Env, seat: number, activeSeats: readonly number[] | null, includePass: boolean): boolean {
  const kept = x.kept;
  if (!kept || phasePlans(x.p, env.phase).race) return hasLegalAction(x, env, seat, activeSeats, { includePass });
  const moves = listMoves(x, env, seat, activeSeats);
  kept.seat = seat;
  kept.moves = moves;
  if (moves === null) return false;
  return moves.length > 0 || (includePass && passOpen(x.p, env));
}
