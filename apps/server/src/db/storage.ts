import { Async } from 'boardgame.io/internal';
import type { LogEntry, Server, State } from 'boardgame.io';

export type MatchData = Server.MatchData;

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
   * Writes `state` only if it advances the stored state id (compare-and-set on `_stateID`), appending `deltalog` in
   * the same transaction. Returns false when another writer got there first; the caller must then drop its result.
   */
  abstract compareAndSetState(matchID: string, state: State, deltalog?: LogEntry[]): Promise<boolean>;

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
  /** Also read each row's state (for "whose turn"). */
  withState?: boolean;
}

export interface MatchCursor {
  updatedAt: number;
  matchID: string;
}

export interface MatchPageRow {
  matchID: string;
  metadata: MatchData;
  state?: State;
}

/** The cursor that continues after `row`. */
export const cursorOf = (row: MatchPageRow): MatchCursor => ({ updatedAt: indexColumns(row.metadata).updatedAt, matchID: row.matchID });

/** Columns kept next to the JSON so `listMatches` can filter in SQL. */
export function indexColumns(metadata: MatchData): { gameName: string; isGameover: number; updatedAt: number } {
  return {
    gameName: metadata.gameName,
    isGameover: metadata.gameover === undefined || metadata.gameover === null ? 0 : 1,
    updatedAt: Number(metadata.updatedAt) || 0,
  };
}
