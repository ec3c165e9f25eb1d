import { secretHand, type SecretHandState } from '../fixtures/secret-hand';
import type { RawSeat } from './socket';
import { waitUntil } from './net';

/**
 * Plays one move of the secret-hand fixture from a seat's own view (what a real client knows): play the lowest
 * card in hand if any, else draw. Resolves when the seat has been told about the new state.
 */
export async function playOneMove(seat: RawSeat, seats: RawSeat[], timeoutMs = 8000): Promise<number> {
  const state = seat.lastState();
  const G = state.G as SecretHandState;
  const hand = G.hands[seat.playerID!] as number[];
  const stateID = state._stateID;
  if (hand.length > 0) seat.move('play', [Math.min(...hand)], stateID);
  else seat.move('draw', [], stateID);
  await waitUntil(() => seats.every((s) => s.lastStateID() > stateID), timeoutMs, `state after ${stateID}`);
  return seat.lastStateID();
}

export function currentSeat(seats: RawSeat[]): RawSeat {
  const state = seats[0]!.lastState();
  return seats.find((s) => s.playerID === state.ctx.currentPlayer)!;
}

export const fixtureName = secretHand.name!;
