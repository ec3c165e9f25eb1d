/**
 * The table around a match, kept in its metadata beside boardgame.io's own fields: whether it still waits for
 * players, who hosts it, its turn timer, and per seat whether the player left or is away. Pure functions only;
 * the lobby routes and the bot runner apply them. Clients read these fields (the lobby sends metadata without
 * credentials) but never write them: the update route copies only `name` and `data`.
 */
import type { Server } from 'boardgame.io';
import type { MatchData } from '../db/storage';

export interface TableInfo {
  /** Free human seats remain and the host has not started: no move is accepted yet. */
  waiting: boolean;
  /** The seat of the player who created the match (the first to join); only they may start early. */
  host?: string;
  /** Host option: a human seat that has not moved for this long gets one move played for it. */
  turnSeconds?: number;
  /** Host option: spectators may write in the table chat (they always read it). */
  spectatorChat?: boolean;
}

/** A seat, with Deckhand's presence fields beside boardgame.io's. */
export type TableSeat = Server.PlayerMetadata & {
  /** The player pressed Leave during play: a bot plays the seat until they reclaim it. */
  left?: boolean;
  /** Since when the seated player has had no connection (server clock, ms); absent while connected. */
  awaySince?: number;
};

export type TableMatch = MatchData & { table?: TableInfo };

export const seatsOf = (m: MatchData) => m.players as Record<string, TableSeat>;

export function isBotSeat(seat: Server.PlayerMetadata | undefined): boolean {
  return !!seat && typeof seat.data === 'object' && seat.data !== null && (seat.data as { bot?: unknown }).bot === true;
}

export const isHumanSeat = (seat: TableSeat | undefined): seat is TableSeat => !!seat?.name && !isBotSeat(seat);

export const isWaiting = (m: MatchData) => (m as TableMatch).table?.waiting === true;

export const freeSeatIDs = (m: MatchData) =>
  Object.entries(seatsOf(m))
    .filter(([, s]) => !s.name)
    .map(([id]) => id);

/**
 * Whether a bot stands in for a human seat now: its player left, or has been away longer than the grace period.
 * A seat never joined in a rematch counts as away from the match's creation.
 */
export function isStoodIn(seat: TableSeat | undefined, now: number, graceMs: number): boolean {
  if (!isHumanSeat(seat)) return false;
  if (seat.left) return true;
  return seat.awaySince !== undefined && now - seat.awaySince >= graceMs;
}

/** Whether the server plays this seat: a bot seat, or a human seat a bot stands in for. */
export const isPlayedByServer = (seat: TableSeat | undefined, now: number, graceMs: number) => isBotSeat(seat) || isStoodIn(seat, now, graceMs);

/** When an away seat's grace period ends (for a timer), or undefined when it is connected or already stood in. */
export function graceEndsAt(seat: TableSeat | undefined, now: number, graceMs: number): number | undefined {
  if (!isHumanSeat(seat) || seat.left || seat.awaySince === undefined) return undefined;
  const at = seat.awaySince + graceMs;
  return at > now ? at : undefined;
}

/** The seat's presence after a socket (dis)connects: away from now, or back (a reconnect ends being away). */
export function withConnection(seat: TableSeat, connected: boolean, now: number): TableSeat {
  const { awaySince: _a, ...rest } = seat;
  return connected ? { ...rest, isConnected: true } : { ...rest, isConnected: false, awaySince: seat.awaySince ?? now };
}

/**
 * Whether a person plays at this table now: a human seat that is connected and no bot stands in for. Seats a bot
 * stands in for count as bots here, so "at least one human seat" cannot be met by a seat its player left.
 */
export function hasConnectedPlayer(m: MatchData, now: number, graceMs: number): boolean {
  return Object.values(seatsOf(m)).some((s) => isHumanSeat(s) && s.isConnected === true && !isStoodIn(s, now, graceMs));
}
