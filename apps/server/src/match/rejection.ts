/**
 * The message a refused move is answered with (`MOVE_REJECTED_EVENT`, to the sender only): the service's internal
 * reason turned into a stable code and one sentence a player can read, in the game's words where the rules gave one.
 */
import type { MoveRejection } from '@deckhand/dsl';
import { UNKNOWN_CARD } from '../security/real-action';

const STALE = 'The table changed before your move arrived; look again and retry.';

/** The stable code of a service reason (also the label of rejected moves in /metrics). */
export function rejectionCode(reason: string): MoveRejection['code'] {
  if (reason.startsWith('stale state id')) return 'stale';
  if (reason === 'game is over') return 'game-over';
  if (reason === 'player not active') return 'not-your-turn';
  if (['unauthorized', 'no seat', 'not bound', 'match not found', 'match belongs to another game'].includes(reason)) return 'unauthorized';
  if (reason === UNKNOWN_CARD || reason === 'undo refused' || reason === 'redo not offered' || reason === 'move not available' || reason.startsWith('action/') || reason.startsWith('move failed') || reason === 'action changed nothing') return 'illegal';
  return 'malformed';
}

function defaultMessage(code: MoveRejection['code']): string {
  switch (code) {
    case 'stale':
      return STALE;
    case 'game-over':
      return 'The game is over.';
    case 'not-your-turn':
      return 'It is not your turn.';
    case 'unauthorized':
      return 'This seat is not yours on this connection; rejoin the match.';
    case 'illegal':
      return 'The rules do not allow that move now.';
    case 'malformed':
      return 'The server could not read that move.';
  }
}

/** Builds the rejection for `action` (as the client sent it), given the service's reason and the rules' words. */
export function moveRejection(matchID: string, action: unknown, stateID: unknown, reason: string, explanation?: string): MoveRejection {
  const code = rejectionCode(reason);
  const payload = (action as { payload?: { type?: unknown; args?: unknown } } | null)?.payload;
  const move = typeof payload?.type === 'string' ? payload.type.slice(0, 64) : undefined;
  // Echo the arguments only when they are small: the echo lets the client match its pending move, nothing more.
  const args = Array.isArray(payload?.args) && JSON.stringify(payload.args).length <= 2048 ? (payload.args as unknown[]) : undefined;
  return {
    matchID,
    ...(move !== undefined ? { move } : {}),
    ...(args !== undefined ? { args } : {}),
    ...(typeof stateID === 'number' ? { stateID } : {}),
    code,
    message:
      code === 'stale' || code === 'unauthorized' || code === 'malformed'
        ? defaultMessage(code)
        : (explanation ?? (reason === UNKNOWN_CARD ? 'That card is not on this table; look again and retry.' : defaultMessage(code))),
  };
}
