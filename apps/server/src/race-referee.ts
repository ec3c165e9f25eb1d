import type { Game, Server, State } from 'boardgame.io';
import type { Logger } from 'pino';
import { nextRaceDeadline, raceRefereeAction } from '@deckhand/dsl';
import type { MatchService } from './match/match-service';

type RaceG = Parameters<typeof raceRefereeAction>[0];

/** After a refused resolve (our timer beat the game's clock), ask again after this long, doubling up to the cap. */
const RETRY_MS = 25;
const MAX_RETRY_MS = 1000;
/** A resolve refused this many times in a row is not clock skew; give up until the next commit re-arms us. */
const MAX_ATTEMPTS = 10;

interface Timer {
  deadline: number;
  handle: NodeJS.Timeout;
}

/** The open tie window's deadline in `state`, for any game (a non-race game has no `G.race`). */
function deadlineOf(state: State): number | undefined {
  const G = state.G as unknown;
  return typeof G === 'object' && G !== null ? nextRaceDeadline(G as RaceG) : undefined;
}

/**
 * Closes race tie windows on time (packages/dsl/docs/race.md). boardgame.io only acts when a client sends a move,
 * so without this a round whose first correct answer opened a window would wait for the next client move. Keeps one
 * timer per match on `nextRaceDeadline`; when it fires, sends `raceResolve` as a seat in play, with that seat's
 * credentials from the match metadata, through `MatchService.applyAction` like any other move (same checks, same
 * compare-and-set). With several processes each one watches the commits it makes; a duplicate resolve is refused.
 *
 * A match nobody watches (no socket here for a seat or a spectator) is not refereed: a race whose rounds time out
 * would otherwise play itself out to its end with nobody there (Slapjack: card after card, for minutes), keeping
 * the server busy for no one. When a deadline comes and nobody watches, the match is parked; `onParked` lets other
 * processes know (one whose sockets watch the match resumes it), and a client's sync here resumes it.
 */
export class RaceReferee {
  private readonly timers = new Map<string, Timer>();
  /** Whether any socket of this process watches the match (a seat or a spectator). */
  watched: (matchID: string) => boolean = () => true;
  /** Told when a match is parked for want of watchers here (server.ts asks the other processes over the pub/sub). */
  onParked: (game: Game, matchID: string) => void = () => undefined;
  /** Matches whose rounds wait, parked, for someone to watch them. */
  readonly parked = new Set<string>();
  private readonly inflight = new Set<Promise<void>>();
  private stopped = false;

  constructor(
    private readonly service: MatchService,
    private readonly logger: Logger,
    /** Must be the clock the games were compiled with (Date.now by default): deadlines are on it. */
    private readonly clock: () => number = Date.now,
  ) {}

  /** After every commit: arm, move or cancel the match's timer for the open window of `state`. */
  watch(game: Game, matchID: string, state: State): void {
    this.parked.delete(matchID);
    const deadline = deadlineOf(state);
    if (this.timers.get(matchID)?.deadline === deadline) return; // armed already (keeps a retry's back-off)
    this.arm(game, matchID, deadline, 0, 0);
  }

  /** When a client syncs: a restarted process has no timers for windows left open in storage. */
  async resume(game: Game, matchID: string): Promise<void> {
    if (this.stopped || this.timers.has(matchID)) return;
    this.parked.delete(matchID);
    try {
      // Read, not copied (every seat's sync of every match comes here; only the open window's deadline is read).
      const { state } = await this.service.storage.readShared(matchID);
      if (state && !this.stopped && !this.timers.has(matchID)) this.watch(game, matchID, state as State);
    } catch (err) {
      this.logger.error({ err, matchID }, 'referee resume failed');
    }
  }

  /** Clears every timer and waits for resolves already on their way (they are then drained by the service). */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const t of this.timers.values()) clearTimeout(t.handle);
    this.timers.clear();
    await Promise.allSettled([...this.inflight]);
  }

  private arm(game: Game, matchID: string, deadline: number | undefined, attempt: number, minDelay: number): void {
    const current = this.timers.get(matchID);
    if (current) clearTimeout(current.handle);
    this.timers.delete(matchID);
    if (this.stopped || deadline === undefined) return;
    const timer = { deadline } as Timer;
    timer.handle = setTimeout(() => {
      if (this.timers.get(matchID) === timer) this.timers.delete(matchID);
      const run = this.fire(game, matchID, attempt).catch((err: unknown) => this.logger.error({ err, matchID }, 'referee failed'));
      this.inflight.add(run);
      void run.finally(() => this.inflight.delete(run));
    }, Math.max(minDelay, deadline - this.clock()));
    this.timers.set(matchID, timer);
  }

  private async fire(game: Game, matchID: string, attempt: number): Promise<void> {
    if (this.stopped) return;
    if (!this.watched(matchID)) {
      // Nobody here to see the round close: leave it open until someone watches (resume) or another process does.
      this.parked.add(matchID);
      this.onParked(game, matchID);
      return;
    }
    const { state, metadata } = await this.service.storage.fetch(matchID, { state: true, metadata: true });
    if (!state || !metadata || this.stopped) return;
    // Read from what is stored now: the window we armed for may be resolved already (a late race move, another process).
    const move = raceRefereeAction(state.G as RaceG);
    if (!move) return;
    const seat = refereeSeat(move.playerID, metadata.players as Record<string, Server.PlayerMetadata>, state.G as RaceG);
    if (!seat) {
      this.logger.warn({ matchID }, 'referee: no seat in play holds credentials');
      return;
    }
    const action = { type: 'MAKE_MOVE', payload: { type: move.type, args: move.args, playerID: seat.id, credentials: seat.credentials } };
    const result = await this.service.applyAction(game, matchID, seat.id, action, state._stateID);
    // Accepted: the commit has already re-armed (or cleared) us. A newer timer: a commit got there first.
    if (result.ok || this.stopped || this.timers.has(matchID)) return;
    if (attempt + 1 >= MAX_ATTEMPTS) {
      this.logger.error({ matchID, reason: result.reason }, 'referee: resolve keeps being refused');
      return;
    }
    // Refused, most likely early by the game's clock: schedule again from what is stored now, backing off.
    const { state: now } = await this.service.storage.fetch(matchID, { state: true });
    if (!now || this.timers.has(matchID)) return;
    this.arm(game, matchID, deadlineOf(now as State), attempt + 1, Math.min(MAX_RETRY_MS, RETRY_MS * 2 ** attempt));
  }
}

/** The seat the DSL suggests, else any seat in play: the sender does not matter (the server clock decides). */
function refereeSeat(preferred: string, players: Record<string, Server.PlayerMetadata>, G: RaceG): { id: string; credentials: string } | undefined {
  for (const id of [preferred, ...Object.keys(players)]) {
    const credentials = players[id]?.credentials;
    if (credentials && !G.out.includes(Number(id))) return { id, credentials };
  }
  return undefined;
}
