import { Async } from 'boardgame.io/internal';
import type { LogEntry, Server, State } from 'boardgame.io';
import type { StoredState } from './state-text';

export type MatchData = Server.MatchData;

/** One line of a match's table chat as stored and sent: `sender` is the seat ("0", "1", …), null for a spectator. */
export interface ChatLine {
  id: string;
  sender: string | null;
  text: string;
  /** Server time the line was taken, ms. */
  at: number;
}

/**
 * What the server needs from storage beyond boardgame.io's `StorageAPI.Async`.
 *
 * boardgame.io's own flows do read-modify-write on whole objects (fetch metadata, change one seat, write it back),
 * so two concurrent writers silently overwrite each other: two joins both take seat 0, a connect event erases a
 * join, two server processes both apply a move. Every write the server makes therefore goes through one of the
 * two atomic operations below instead.
 */
export abstract class DeckhandStorage extends Async {
  /**
   * Commits one move in ONE transaction: writes `state` only if it advances the stored state id (compare-and-set on
   * `_stateID`), appends `deltalog`, stamps the row's update time, and when the state ends the match records its
   * `gameover` in the metadata (unless one is already there). Resolves to false when another writer got there first
   * (the caller must drop its result), otherwise to the metadata now stored when the commit changed it.
   * The game's log (`G.log`) is stored apart and appended to (state-text.ts): `stored` says which of its entries
   * the database holds already; without it the whole log is written. Either way a reader gets the whole state back.
   */
  abstract commitMove(
    matchID: string,
    state: State,
    deltalog: LogEntry[] | undefined,
    updatedAt: number,
    stored?: StoredState,
  ): Promise<false | { metadata?: MatchData }>;

  /**
   * What a cached copy of the match is checked against: its state id and its metadata exactly as stored, without
   * reading or parsing the state itself. Undefined when the match does not exist.
   */
  abstract peek(matchID: string): Promise<Peek | undefined>;

  /**
   * False only while no other connection can have written since this one last looked (SQLite's data_version): then
   * a copy kept in memory needs no check at all. Storage shared between processes over a network says true.
   */
  changedElsewhere(): boolean {
    return true;
  }

  /**
   * The match's current state and metadata for a caller that only READS them (the move path: checks, then the
   * reducer on a guarded copy, see match/reducer-input.ts). A cache may hand out the very objects it keeps, so the
   * result must never be changed; a database read is a fresh object anyway.
   */
  readShared(matchID: string): Promise<{ state?: State; metadata?: MatchData }> {
    return this.fetch(matchID, { state: true, metadata: true }) as Promise<{ state?: State; metadata?: MatchData }>;
  }

  /** Compare-and-set write of `state` with its `deltalog` (commitMove without the caller needing the metadata). */
  async compareAndSetState(matchID: string, state: State, deltalog?: LogEntry[]): Promise<boolean> {
    return (await this.commitMove(matchID, state, deltalog, Date.now())) !== false;
  }

  /**
   * Runs `change` on the current metadata under a row lock and writes what it returns (nothing when it returns
   * undefined). `change` must be synchronous and may throw to abort. Resolves to the metadata now stored, or
   * undefined when the match does not exist.
   */
  abstract updateMetadata(
    matchID: string,
    change: (metadata: MatchData) => MatchData | undefined,
  ): Promise<MatchData | undefined>;

  /**
   * One bounded page of a game's listed matches (unlisted ones left out), newest activity first (updated_at, then
   * match id, both descending), with their metadata (and state when asked) in the same query: a match list costs one
   * indexed read of at most `limit` rows, however many matches are stored.
   */
  abstract listMatchPage(q: MatchPageQuery): Promise<MatchPageRow[]>;

  /**
   * Appends one table-chat line to the match (chat/table-chat.ts), unless the match holds `max` lines already or does
   * not exist: then resolves to false and stores nothing. Wiping the match removes its chat.
   */
  abstract appendChat(matchID: string, line: ChatLine, max: number): Promise<boolean>;

  /** The match's last `limit` chat lines, oldest first. */
  abstract readChat(matchID: string, limit: number): Promise<ChatLine[]>;

  /** Cheap round trip for the health check. */
  abstract ping(): Promise<void>;

  abstract close(): Promise<void>;

  /** boardgame.io's plain `setState` is kept compare-and-set too, so no code path can move a match backwards. */
  async setState(matchID: string, state: State, deltalog?: LogEntry[]): Promise<void> {
    await this.compareAndSetState(matchID, state, deltalog);
  }
}

/** One page of a game's listed matches (`listMatchPage`): newest activity first. */
export interface MatchPageQuery {
  gameName: string;
  isGameover?: boolean;
  updatedAfter?: number;
  updatedBefore?: number;
  /** Only matches after this one in the order (older, or as old with a smaller id): the previous page's last row. */
  before?: MatchCursor;
  /** At most this many rows. */
  limit: number;
  /** Also read each row's state (for "whose turn"), without its game log. */
  withState?: boolean;
}

export interface MatchCursor {
  updatedAt: number;
  matchID: string;
}

export interface MatchPageRow {
  matchID: string;
  metadata: MatchData;
  /** Without the game's log (stored apart: a page of the lobby reads whose turn it is and the result, never the log). */
  state?: State;
}

/** The cursor that continues after `row`. */
export const cursorOf = (row: MatchPageRow): MatchCursor => ({ updatedAt: indexColumns(row.metadata).updatedAt, matchID: row.matchID });
export interface Peek {
  stateID: number;
  metadataText: string;
  updatedAt: number;
}

/**
 * The row's `updated_at` is the match's last activity: a move stamps only the column (no metadata rewrite per move),
 * so the metadata read back carries the later of the two.
 */
export function withUpdatedAt(metadata: MatchData, updatedAt: number): MatchData {
  return updatedAt > (Number(metadata.updatedAt) || 0) ? { ...metadata, updatedAt } : metadata;
}

/** The metadata after a move that ended the match (undefined: unchanged — not over, or already recorded). */
export function withGameover(metadata: MatchData, state: State): MatchData | undefined {
  if (state.ctx.gameover === undefined || (metadata.gameover !== undefined && metadata.gameover !== null)) return undefined;
  return { ...metadata, gameover: state.ctx.gameover };
}

/** Columns kept next to the JSON so `listMatches` can filter in SQL. */
export function indexColumns(metadata: MatchData): { gameName: string; isGameover: number; updatedAt: number } {
  return {
    gameName: metadata.gameName,
    isGameover: metadata.gameover === undefined || metadata.gameover === null ? 0 : 1,
    updatedAt: Number(metadata.updatedAt) || 0,
  };
}
