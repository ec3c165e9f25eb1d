/**
 * The table's timers, one set per match in this process: when an away seat's grace period ends, bots are kicked so
 * that one stands in for it; when the host set a turn timer, a human seat that has not moved in time gets a move
 * played for it (its bot's pick), so a match never hangs on someone who walked away.
 *
 * A seat's time starts when its turn begins, or when it is given something to do in a phase where several seats move
 * (it enters `activePlayers`), and only then: its own moves within that turn, and other seats' moves meanwhile, leave
 * its deadline where it was. A seat whose time ran out and that still has something to do in the same turn gets its
 * next move played a short step later, until its turn (or its part of the phase) ends.
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
/** Between two moves played for a seat whose time ran out and whose turn goes on: the others can follow them. */
const OUT_OF_TIME_STEP_MS = 1000;

interface Timers {
  grace?: NodeJS.Timeout;
  turn?: NodeJS.Timeout;
}

/**
 * The turn timer armed in this process for a match at a state: when each timed seat's time ends (`ends`), the earliest
 * of them (`endsAt`), and the seats timed (the pages show their clocks counting down).
 */
export interface TurnDeadline {
  endsAt: number;
  stateID: number;
  seats: string[];
  ends: Record<string, number>;
  /** The turn (`ctx.turn`) and the seats to move (timed or not) at that state: whose time goes on at the next one. */
  turn: number;
  active: string[];
}

function activeSeats(state: State): string[] {
  return state.ctx.activePlayers ? Object.keys(state.ctx.activePlayers) : [state.ctx.currentPlayer];
}

/**
 * Each timed seat's deadline at a new state: kept from the previous state while the seat was already to move in the
 * same turn; else its time starts now.
 */
export function seatDeadlines(prev: Pick<TurnDeadline, 'turn' | 'active' | 'ends'> | undefined, turn: number, timed: readonly string[], now: number, ms: number): Record<string, number> {
  const ends: Record<string, number> = {};
  for (const id of timed) {
    const kept = prev && prev.turn === turn && prev.active.includes(id) ? prev.ends[id] : undefined;
    ends[id] = kept ?? now + ms;
  }
  return ends;
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
      const prev = this.deadlines.get(matchID);
      this.deadlines.delete(matchID);
      const seats = seatsOf(metadata);
      const playing = !over && !isWaiting(metadata) && state.ctx.gameover === undefined;
      const active = playing ? activeSeats(state) : [];
      const humans = active.filter((id) => !isPlayedByServer(seats[id], now, this.graceMs));
      if (humans.length) {
        const ends = seatDeadlines(prev, state.ctx.turn, humans, now, seconds * 1000);
        const d: TurnDeadline = { endsAt: Math.min(...Object.values(ends)), stateID: state._stateID, seats: humans, ends, turn: state.ctx.turn, active };
        this.deadlines.set(matchID, d);
        this.armTurn(game, matchID, d, timers, new Set());
      } else if (playing) {
        // Nobody timed now (a bot's turn): remember who moves, so a seat still to move next time keeps its time.
        this.deadlines.set(matchID, { endsAt: Infinity, stateID: state._stateID, seats: [], ends: {}, turn: state.ctx.turn, active });
      }
    }

    if (timers.grace || timers.turn) this.timers.set(matchID, timers);
    else this.timers.delete(matchID);
  }

  /**
   * Arms the match's turn timer for the earliest deadline of a seat not yet played for at this state; when it ends,
   * that seat (and any other whose time is up) gets a move played. A deadline already past (the seat ran out of time
   * earlier in this turn) is taken a short step from now.
   */
  private armTurn(game: Game, matchID: string, d: TurnDeadline, timers: Timers, played: Set<string>): void {
    const due = d.seats.filter((id) => !played.has(id));
    if (due.length === 0) return;
    const now = Date.now();
    const at = Math.min(...due.map((id) => d.ends[id]!));
    const wait = at > now ? at - now : OUT_OF_TIME_STEP_MS;
    timers.turn = setTimeout(() => {
      delete timers.turn;
      const t = Date.now();
      for (const id of due) {
        if (d.ends[id]! > t) continue;
        played.add(id);
        this.playFor(game, matchID, id, d.stateID, 0);
      }
      if (this.deadlines.get(matchID) === d) this.armTurn(game, matchID, d, timers, played);
    }, wait);
    this.timers.set(matchID, timers);
  }

  /**
   * The turn timer running in this process for a match at state `stateID` (undefined when none runs, or when it was
   * armed for another state: the summary read a state this process has not timed yet).
   */
  turnDeadline(matchID: string, stateID: number): TurnDeadline | undefined {
    const d = this.deadlines.get(matchID);
    return d && d.stateID === stateID && d.seats.length > 0 ? d : undefined;
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
