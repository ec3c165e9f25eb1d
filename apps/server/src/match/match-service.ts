import type { Game, LogEntry, State } from 'boardgame.io';
import { CreateGameReducer } from 'boardgame.io/internal';
import type { Logger } from 'pino';
import type { CompiledGame } from '@deckhand/dsl';
import type { DeckhandStorage, MatchData } from '../db/storage';
import { channelFor, type MatchMessage, type MatchPubSub } from '../transport/pubsub';
import { areCredentialsValid } from '../security/credentials';
import { rejectActionShape, rejectForState, type ClientAction } from '../security/action-guard';
import { publicPlayers } from '../security/player-view';
import { isWaiting, seatsOf, withConnection } from '../table/table';
import { isPlainObject } from '../security/safe-json';
import { reducerInput } from './reducer-input';
import { trimmedUndo, undoCheck, undoneState } from './undo';

/** The service's reason for a refused undo (its explanation says why, in a player's words). */
export const UNDO_REFUSED = 'undo refused';

export type ActionResult = { ok: true; state: State } | { ok: false; reason: string; explanation?: string };

type Explaining = Game & { deckhand?: Pick<CompiledGame['deckhand'], 'explainMove'> };

/** The rules' own words for why a move is refused (a compiled Deckhand game knows them; another game does not). */
function explain(game: Game, state: State, action: ClientAction): string | undefined {
  const deckhand = (game as Explaining).deckhand;
  if (!deckhand || action.type !== 'MAKE_MOVE') return undefined;
  try {
    return deckhand.explainMove(state.G as never, state.ctx, action.payload.playerID, action.payload.type, action.payload.args ?? []);
  } catch {
    return undefined; // an explanation is a courtesy: a rule that throws on these arguments is reported as refused
  }
}

export interface MatchServiceOptions {
  games: Game[];
  storage: DeckhandStorage;
  pubSub: MatchPubSub;
  logger: Logger;
}

/**
 * The authoritative side of a match, replacing boardgame.io's `Master.onUpdate`. Two differences matter:
 *  - every check (shape, seat, credentials, allowed action, stale state) happens before the reducer runs, and the
 *    reducer's own rejections (invalid move, inactive player) are recognised instead of being stored and broadcast;
 *  - the new state is written compare-and-set and only then published, so a client never sees a move that is not
 *    durable, and of two processes applying moves to the same match only one wins.
 */
export class MatchService {
  readonly games = new Map<string, Game>();
  private readonly reducers = new Map<string, ReturnType<typeof CreateGameReducer>>();
  private readonly queues = new Map<string, Promise<unknown>>();
  readonly stats = { accepted: 0, rejected: 0 };
  /** Called after every committed state (bots listen here). */
  onCommit: (game: Game, matchID: string, state: State, metadata: MatchData) => void = () => {
    /* set by the server */
  };
  /** Called when a seat's connection changed (the table clock times the grace period of an away seat). */
  onPresence: (game: Game, matchID: string, metadata: MatchData) => void = () => {
    /* set by the server */
  };
  /** Called with every action's answer and the seconds it took, queue included (metrics). */
  onApplied: (result: ActionResult, seconds: number) => void = () => {
    /* set by the server */
  };
  /** Called when a client has synced to a match (bots resume there after a restart). */
  onSynced: (game: Game, matchID: string) => void = () => {
    /* set by the server */
  };

  constructor(private readonly opts: MatchServiceOptions) {
    for (const game of opts.games) {
      this.games.set(game.name as string, game);
      this.reducers.set(game.name as string, CreateGameReducer({ game }));
    }
  }

  get storage() {
    return this.opts.storage;
  }

  /** Runs `task` after every earlier task for the same match in this process (the CAS covers other processes). */
  serialize<T>(matchID: string, task: () => Promise<T>): Promise<T> {
    const previous = this.queues.get(matchID) ?? Promise.resolve();
    const next = previous.then(task, task);
    const settled = next.catch(() => {
      /* the caller of this task sees its error */
    });
    this.queues.set(matchID, settled);
    void settled.then(() => {
      if (this.queues.get(matchID) === settled) this.queues.delete(matchID);
    });
    return next;
  }

  /** Resolves once every queued action has finished (graceful shutdown). */
  async drain(): Promise<void> {
    while (this.queues.size) await Promise.allSettled([...this.queues.values()]);
  }

  applyAction(
    game: Game,
    matchID: string,
    playerID: unknown,
    action: unknown,
    stateID: unknown,
  ): Promise<ActionResult> {
    const t0 = performance.now();
    return this.serialize(matchID, () => this.apply(game, matchID, playerID, action, stateID)).then((result) => {
      this.onApplied(result, (performance.now() - t0) / 1000);
      if (result.ok) this.stats.accepted++;
      else {
        this.stats.rejected++;
        this.opts.logger.debug({ matchID, playerID, reason: result.reason }, 'action rejected');
      }
      return result;
    });
  }

  private async apply(
    game: Game,
    matchID: string,
    playerID: unknown,
    rawAction: unknown,
    stateID: unknown,
  ): Promise<ActionResult> {
    if (typeof playerID !== 'string') return { ok: false, reason: 'no seat' };
    const shape = rejectActionShape(rawAction, playerID);
    if (shape) return { ok: false, reason: shape };
    const action = rawAction as unknown as ClientAction;
    // Read, not copied: nothing below changes it, and the reducer gets a guarded copy (reducer-input.ts).
    const { state, metadata } = await this.storage.readShared(matchID);
    if (!state || !metadata) return { ok: false, reason: 'match not found' };
    if (metadata.gameName !== game.name) return { ok: false, reason: 'match belongs to another game' };
    if (isWaiting(metadata)) return { ok: false, reason: 'the match has not started: it waits for players' };
    if (!areCredentialsValid(metadata, playerID, action.payload.credentials)) {
      return { ok: false, reason: 'unauthorized' };
    }
    const rule = rejectForState(game, state, action, stateID);
    if (rule) {
      const why = rule === 'player not active' || rule === 'move not available' ? explain(game, state, action) : undefined;
      return { ok: false, reason: rule, ...(why ? { explanation: why } : {}) };
    }

    if (action.type === 'UNDO') {
      const check = undoCheck(game, state, playerID);
      if (!check.ok) return { ok: false, reason: UNDO_REFUSED, explanation: check.reason };
      const undone = undoneState(state, check.restore, playerID);
      return this.commit(game, matchID, undone.state, undone.deltalog, metadata);
    }
    // Credentials never enter the reducer: it copies the action into the log that every seat receives.
    const { credentials: _credentials, ...payload } = action.payload;
    const clean = { type: action.type, payload: { ...payload, args: payload.args ?? [] } };
    let next: State & { transients?: { error?: { type: string } } };
    try {
      next = this.reducers.get(game.name as string)!(reducerInput(state), clean as never) as typeof next;
    } catch (error) {
      // Game code threw on these arguments; the stored state is untouched.
      return { ok: false, reason: `move failed: ${(error as Error).message}`.slice(0, 200) };
    }
    if (next.transients?.error) {
      const why = explain(game, state, action);
      return { ok: false, reason: next.transients.error.type, ...(why ? { explanation: why } : {}) };
    }
    if (next._stateID <= state._stateID) return { ok: false, reason: 'action changed nothing' };
    // A move that returned something other than a plain object (a string, the move context, a class instance) would
    // be stored as G and break every later view: whatever let it through, it is never written.
    if (!isPlainObject(next.G)) return { ok: false, reason: 'move did not produce a plain object state' };
    const { transients: _t, deltalog, ...toStore } = next;
    return this.commit(game, matchID, trimmedUndo(game, toStore as State), deltalog as LogEntry[] | undefined, metadata);
  }

  /** One transaction: the state (compare-and-set), its log entries, the update time and, at the end, the gameover. */
  private async commit(game: Game, matchID: string, state: State, deltalog: LogEntry[] | undefined, before: MatchData): Promise<ActionResult> {
    const updatedAt = Date.now();
    const committed = await this.storage.commitMove(matchID, state, deltalog, updatedAt);
    if (committed === false) return { ok: false, reason: 'stale state id (another writer won)' };
    const metadata: MatchData = committed.metadata ?? { ...before, updatedAt };
    // The move is durable from here on: whatever happens to its announcement, the mover is told it was applied and
    // bots and timers go on (a publish that fails is announced again once the pub/sub is back: pubsub.ts).
    await this.announce(matchID, { type: 'update', args: [matchID, { ...state, deltalog }] });
    try {
      this.onCommit(game, matchID, state, metadata);
    } catch (error) {
      this.opts.logger.error({ err: error, matchID }, 'onCommit failed');
    }
    return { ok: true, state };
  }

  /** Marks a seat (dis)connected atomically and tells everyone in the match. */
  async setConnected(matchID: string, playerID: string, connected: boolean): Promise<void> {
    let changed = false;
    const metadata = await this.storage.updateMetadata(matchID, (m) => {
      const seat = seatsOf(m)[playerID];
      if (!seat || (seat.isConnected === connected && (connected ? seat.awaySince === undefined : seat.awaySince !== undefined))) return undefined;
      changed = true;
      return { ...m, players: { ...m.players, [playerID]: withConnection(seat, connected, Date.now()) } };
    });
    if (metadata && changed) {
      const game = this.games.get(metadata.gameName);
      if (game) {
        try {
          this.onPresence(game, matchID, metadata);
        } catch (error) {
          this.opts.logger.error({ err: error, matchID }, 'onPresence failed');
        }
      }
      await this.announce(matchID, { type: 'matchData', args: [matchID, publicPlayers(metadata)] });
    }
  }

  /** Publishes a match message after its change is stored; a failure to announce it never undoes the change. */
  async announce(matchID: string, message: MatchMessage): Promise<void> {
    try {
      await this.opts.pubSub.publish(channelFor(matchID), message);
    } catch (err) {
      this.opts.logger.error({ err, matchID, type: message.type }, 'announce failed');
    }
  }
}
