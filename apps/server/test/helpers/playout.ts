import type { Game, State } from 'boardgame.io';
import type { Running } from './in-process';
import { createMatch, joinAll } from './lobby';
import { RawSeat } from './socket';
import { seeded, waitUntil } from './net';
import { aliasesOf } from './aliases';

export interface Playout {
  matchID: string;
  seats: RawSeat[];
  spectator: RawSeat;
  /** With `patches`: a second socket per seat (a second tab) and a second spectator, sent patches. */
  patched: RawSeat[];
  credentials: string[];
  /** Every authoritative state of the match, by state id. */
  states: Map<number, State>;
  finished: boolean;
  moves: number;
}

/** Starts a match with every seat held by a raw socket (plus a spectator), all synced. */
export async function openMatch(srv: Running, game: Game, numPlayers: number, setupData?: unknown) {
  const matchID = await createMatch(srv.url, game.name!, { numPlayers, ...(setupData ? { setupData } : {}) });
  const joined = await joinAll(srv.url, game.name!, matchID, numPlayers);
  const seats = joined.map((j) => new RawSeat(srv.url, game.name!, matchID, j.playerID, j.credentials));
  const spectator = new RawSeat(srv.url, game.name!, matchID, null);
  for (const s of [...seats, spectator]) await s.sync();
  return { matchID, seats, spectator, credentials: joined.map((j) => j.credentials) };
}

/**
 * Plays a match to the end (or `maxMoves`) through the raw sockets, each move chosen by a seeded RNG from the
 * game's own ai.enumerate, exactly as a well-behaved client would send it.
 */
export async function playout(
  srv: Running,
  game: Game,
  opts: { seed: number; numPlayers: number; maxMoves?: number; patches?: boolean },
): Promise<Playout> {
  const rng = seeded(opts.seed);
  const { matchID, seats, spectator, credentials } = await openMatch(srv, game, opts.numPlayers);
  const patched = opts.patches
    ? [...seats.map((s) => new RawSeat(srv.url, game.name!, matchID, s.playerID, s.credentials, true)), new RawSeat(srv.url, game.name!, matchID, null, undefined, true)]
    : [];
  for (const s of patched) await s.sync();
  const states = new Map<number, State>();
  const first = await srv.storage.fetch(matchID, { state: true, initialState: true });
  states.set(first.initialState._stateID, first.initialState);
  states.set(first.state._stateID, first.state);
  const stats = srv.server.service.stats;
  let moves = 0;
  let finished = false;
  // The moves are enumerated from the stored state (card ids); a client names the cards by the match's aliases.
  const { sent } = await aliasesOf(srv.storage, game, matchID);
  const enumerate = game.ai!.enumerate as unknown as (G: unknown, ctx: unknown, p: string) => { move?: string; event?: string; args?: unknown[] }[];
  while (moves < (opts.maxMoves ?? 400)) {
    const { state } = await srv.storage.fetch(matchID, { state: true });
    if (state.ctx.gameover !== undefined) {
      finished = true;
      break;
    }
    const active = state.ctx.activePlayers ? Object.keys(state.ctx.activePlayers) : [state.ctx.currentPlayer];
    const seatID = rng.pick(active);
    const choices = rng.shuffle(enumerate(state.G, state.ctx, seatID).filter((c) => c.move));
    let moved = false;
    for (const choice of choices.slice(0, 30)) {
      const before = stats.accepted + stats.rejected;
      seats[Number(seatID)]!.move(choice.move!, sent(choice.move!, choice.args ?? []), state._stateID);
      await waitUntil(() => stats.accepted + stats.rejected > before, 5000, 'move to be processed');
      const after = await srv.storage.fetch(matchID, { state: true });
      if (after.state._stateID > state._stateID) {
        states.set(after.state._stateID, after.state);
        moved = true;
        moves++;
        break;
      }
    }
    if (!moved) break;
  }
  const last = Math.max(...states.keys());
  for (const s of [...seats, spectator, ...patched]) await waitUntil(() => s.lastStateID() >= last, 5000, 'final update');
  return { matchID, seats, spectator, patched, credentials, states, finished, moves };
}
