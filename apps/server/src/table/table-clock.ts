/**
 * The table's timers, one set per match in this process: when an away seat's grace period ends, bots are kicked so
 * that one stands in for it; when the host set a turn timer, a human seat that has not moved in time gets one move
 * played for it (its bot's pick), so a match never hangs on someone who walked away.
 */
import type { Game, State } from 'boardgame.io';
import type { Logger } from 'pino';
import type { MatchData } from '../db/storage';
import { graceEndsAt, isPlayedByServer, isWaiting, seatsOf, type TableMatch } from './table';

export interface ClockActions {
  /** Re-reads the match and lets the server's bots play the seats they now stand in for. */
  kick(game: Game, matchID: string): void;
  /** Plays one move for a seat if the match is still at `stateID`. */
  moveFor(game: Game, matchID: string, seatID: string, stateID: number): Promise<boolean>;
}

/** How many times a turn timer's move that failed is tried again, a second apart. */
const TURN_MOVE_RETRIES = 30;

interface Timers {
  grace?: NodeJS.Timeout;
  turn?: NodeJS.Timeout;
}

/** A turn timer armed in this process: when it ends, for which state and which seats (the pages show it counting down). */
export interface TurnDeadline {
  endsAt: number;
  stateID: number;
  seats: string[];
}

function activeSeats(state: State): string[] {
  return state.ctx.activePlayers ? Object.keys(state.ctx.activePlayers) : [state.ctx.currentPlayer];
}

export class TableClock {
  private readonly timers = new Map<string, Timers>();
  /** The turn timer of each match, kept after it fires until the move it played (or the next commit) replaces it. */
  private readonly deadlines = new Map<string, TurnDeadline>();
  private stopped = false;

  constructor(
    private readonly actions: ClockActions,
    private readonly logger: Logger,
    /** How long a disconnected seat keeps its turn before a bot stands in (SEAT_GRACE_SECONDS). */
    readonly graceMs: number,
  ) {}

  /** Re-arms the match's timers from its metadata, and from its state when a move was just committed. */
  update(game: Game, matchID: string, metadata: MatchData, state?: State): void {
    if (this.stopped) return;
    const timers = this.timers.get(matchID) ?? {};
    const over = metadata.gameover !== undefined && metadata.gameover !== null;
    const now = Date.now();

    clearTimeout(timers.grace);
    delete timers.grace;
    const ends = over ? [] : Object.values(seatsOf(metadata)).map((s) => graceEndsAt(s, now, this.graceMs)).filter((t): t is number => t !== undefined);
    if (ends.length) {
      timers.grace = setTimeout(() => {
        delete timers.grace;
        this.actions.kick(game, matchID);
      }, Math.min(...ends) - now + 5);
    }

    const seconds = (metadata as TableMatch).table?.turnSeconds;
    if (state && seconds) {
      clearTimeout(timers.turn);
      delete timers.turn;
      this.deadlines.delete(matchID);
      const seats = seatsOf(metadata);
      const humans = over || isWaiting(metadata) || state.ctx.gameover !== undefined ? [] : activeSeats(state).filter((id) => !isPlayedByServer(seats[id], now, this.graceMs));
      if (humans.length) {
        this.deadlines.set(matchID, { endsAt: now + seconds * 1000, stateID: state._stateID, seats: humans });
        timers.turn = setTimeout(() => {
          delete timers.turn;
          for (const seatID of humans) this.playFor(game, matchID, seatID, state._stateID, 0);
        }, seconds * 1000);
      }
    }

    if (timers.grace || timers.turn) this.timers.set(matchID, timers);
    else this.timers.delete(matchID);
  }

  /**
   * The turn timer running in this process for a match at state `stateID` (undefined when none runs, or when it was
   * armed for another state: the summary read a state this process has not timed yet).
   */
  turnDeadline(matchID: string, stateID: number): TurnDeadline | undefined {
    const d = this.deadlines.get(matchID);
    return d && d.stateID === stateID ? d : undefined;
  }

  /** Forgets a fired turn timer whose move was not played (the state moved on, or storage stayed away). */
  private forget(matchID: string, stateID: number): void {
    if (this.deadlines.get(matchID)?.stateID === stateID) this.deadlines.delete(matchID);
  }

  /**
   * The turn timer's move for a seat. A move that throws (storage unreachable: restarting, network) stored nothing
   * and no commit will re-arm the timer, so it is tried again each second for a while; once the state has moved on,
   * moveFor declines by itself.
   */
  private playFor(game: Game, matchID: string, seatID: string, stateID: number, tries: number): void {
    this.actions.moveFor(game, matchID, seatID, stateID).then(
      (moved) => {
        if (moved) this.logger.info({ matchID, seatID }, 'turn timer: played a move for the seat');
        // Declined: the match moved on (its commit re-armed the timer) or is gone.
        else this.forget(matchID, stateID);
      },
      (err: unknown) => {
        this.logger.error({ err, matchID }, 'turn timer move failed');
        if (this.stopped || tries >= TURN_MOVE_RETRIES) return this.forget(matchID, stateID);
        setTimeout(() => !this.stopped && this.playFor(game, matchID, seatID, stateID, tries + 1), 1000).unref();
      },
    );
  }

  stop(): void {
    this.stopped = true;
    for (const t of this.timers.values()) {
      clearTimeout(t.grace);
      clearTimeout(t.turn);
    }
    this.timers.clear();
    this.deadlines.clear();
  }
}
