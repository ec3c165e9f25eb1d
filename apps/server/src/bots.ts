import type { Game, Server, State } from 'boardgame.io';
import type { Logger } from 'pino';
import { decide, isLevel, RACE_MOVES, type Action, type Budget, type Chooser, type CompiledGame, type Level } from '@deckhand/dsl';
import { newCredentials } from './security/credentials';
import { DEFAULT_BOT_DELAY_MS } from './config';
import type { MatchService } from './match/match-service';
import type { MatchData } from './db/storage';
import { isBotSeat, isWaiting } from './table/table';
import { PoolBusyError, type BotPool } from './bot-threads/pool';

/** A seat filled by a server-side bot, playing at `level`. Its credentials never leave the server (seat lists strip them). */
export function botSeat(index: number, level: Level = 'medium'): Server.PlayerMetadata {
  return { id: index, name: `Bot ${index + 1}`, credentials: newCredentials(), data: { bot: true, level } };
}

/** The search level a seat's bot plays at: its own for bot seats, medium for a human seat a bot stands in for. */
export function botLevel(seat: Server.PlayerMetadata | undefined): Level {
  const level = (seat?.data as { level?: unknown } | undefined)?.level;
  return isLevel(level) ? level : 'medium';
}

/** A compiled Deckhand game (a fixture game in tests may be plain boardgame.io): the search bot can play it. */
const isCompiled = (game: Game): game is Game & CompiledGame => typeof (game as Partial<CompiledGame>).deckhand?.playerView === 'function';

/**
 * A bot seat's decision in a compiled game: the search bot run on `playerView` of the seat, never on `G`. The view,
 * the public `ctx` and the seat's legal actions are all it is handed; its rollouts (and races) play the game's own
 * bot, on determinized states.
 */
export function searchDecision(
  game: BotGame & CompiledGame,
  state: State,
  seatID: string,
  actions: readonly Action[],
  level: Level,
  /** Tests: a seeded stream and a budget of iterations only (so the decision depends only on the seed). */
  opts: { rand?: () => number; budget?: Budget } = {},
): Action & { after?: number } {
  const view = game.deckhand.playerView(state.G as never, seatID);
  const policy = game.bot?.choose;
  const { search: _search, ...picked } = decide(game, { view, ctx: state.ctx, seat: Number(seatID), actions }, opts.rand ?? Math.random, {
    level,
    ...(opts.budget ? { budget: opts.budget } : {}),
    ...(policy ? { policy } : {}),
  });
  return picked;
}

export { isBotSeat } from './table/table';

/** A game's own bot (its bots.ts, `LoadedGame.bot` in @deckhand/games); games.ts puts it on the registered game. */
export interface GameBot {
  choose: Chooser;
}
export type BotGame = Game & { bot?: GameBot };

interface Choice {
  move?: string;
  event?: string;
  args?: unknown[];
}

/** A game bot's pending action for one seat, kept until sent or until its epoch passes (playout's rule). */
interface Plan {
  epoch: string;
  /** Set once the decision is made (a search on a worker thread takes a while): the timer that sends it. */
  handle?: NodeJS.Timeout;
}

/**
 * The state as a seat sees it: G through the game's playerView for that seat (its legal actions are computed
 * separately, by the rules, from the full state — what it may do is not a secret from it).
 */
export function seatView(game: Game, state: State, seatID: string): State {
  const view = game.playerView ? game.playerView({ G: state.G, ctx: state.ctx, playerID: seatID } as never) : state.G;
  return { ...state, G: view };
}

function activeSeats(state: State): string[] {
  return state.ctx.activePlayers ? Object.keys(state.ctx.activePlayers) : [state.ctx.currentPlayer];
}

/** In a race a plan stands for the whole round (other seats' answers do not change the word); elsewhere, one state. */
function epochOf(state: State): string {
  const race = (state.G as { race?: { open?: boolean; round?: number } } | null)?.race;
  return race?.open ? `race:${race.round}` : `state:${state._stateID}`;
}

/** A pooled decision is wanted by this many bot delays after its plan (the goal: a reply within twice the delay). */
const DEADLINE_FACTOR = 1.6;

function toAction(choice: Choice, playerID: string, credentials: string) {
  return {
    type: choice.event ? 'GAME_EVENT' : 'MAKE_MOVE',
    payload: { type: choice.event ?? choice.move, args: choice.args ?? [], playerID, credentials },
  };
}

/**
 * Plays bot seats, submitting through exactly the same checks as a human's move. A compiled game's bot seats run
 * the search bot at their seat's level on their own view (searchDecision), planned the way `playout` does: each bot
 * seat plans an action and sends it `after` ms later (a race bot's reaction time, so a human can beat a bot to a race
 * answer). Other games play their own bot the same way, or without one get a uniformly random legal move from
 * `ai.enumerate` (boardgame.io's RandomBot). Runs wherever the last move was committed, so with several
 * processes one bot move is attempted per state, and the compare-and-set write (or the race rules: a seat answers
 * once) settles any overlap.
 */
/** How long bots wait before trying again after their storage failed them. */
const BOT_RETRY_MS = 1000;

export class BotRunner {
  private readonly pending = new Map<string, NodeJS.Timeout>();
  /** matchID → seat → plan (game bots only). */
  private readonly plans = new Map<string, Map<string, Plan>>();
  /** Matches whose bots try again after a failure (failed()). */
  private readonly retries = new Map<string, NodeJS.Timeout>();
  private stopped = false;
  /**
   * Whether the server plays a seat now. Bot seats by default; the server widens it to human seats a bot stands in
   * for (table.ts: left, or away past the grace period).
   */
  playsSeat: (seat: Server.PlayerMetadata | undefined, metadata: MatchData) => boolean = (seat) => isBotSeat(seat);
  /**
   * Whether anyone watches the match from this process (a socket bound to a seat or a spectator). Bots of a match
   * nobody watches pause: an abandoned table costs nothing. The server sets it from its sockets.
   */
  watched: (matchID: string) => boolean = () => true;
  /** Told when this process pauses a match's bots: the server asks other processes, whose sockets may watch it, to
   * take over (pub/sub), and a sync resumes them anywhere. */
  onPaused: (game: Game, matchID: string) => void = () => undefined;
  /** Called with the seconds every bot decision took (metrics). */
  onDecided: (seconds: number) => void = () => undefined;
  /**
   * Whether a person plays at this table now, so that bots may move (the server: a human seat connected and not stood
   * in, unless all-bot matches are allowed). Stand-ins count as bots: a table of bots and stand-ins, watched by a
   * spectator or kept moving by a turn timer, would otherwise run for ever at the server's cost. A player
   * connecting kicks the bots again (onPresence).
   */
  hasPlayer: (metadata: MatchData) => boolean = () => true;
  /** Matches whose bots this process paused (nobody watching), until a kick finds a watcher. */
  readonly paused = new Set<string>();

  constructor(
    private readonly service: MatchService,
    private readonly logger: Logger,
    /** The least a bot waits before moving, so that a human sees each move. */
    private readonly delayMs = DEFAULT_BOT_DELAY_MS,
    /** Multiplies game bots' own `after`; tests use 0 to play at once. */
    private readonly timeScale = 1,
    /** Worker threads for the search (bot-threads/pool.ts); without one, decisions run on this thread. */
    readonly pool?: BotPool,
  ) {}

  /** Schedules bot play for the match if a bot is to move; repeated calls coalesce (a pending step or plan stands). */
  kick(game: Game, matchID: string): void {
    if (this.stopped || !game.ai?.enumerate) return;
    if (!this.watched(matchID)) {
      this.pause(game, matchID);
      return;
    }
    this.paused.delete(matchID);
    if ((game as BotGame).bot || isCompiled(game)) {
      // Queued behind the match's moves, so the plan reads the state the triggering commit wrote.
      this.service.serialize(matchID, () => this.plan(game as BotGame, matchID)).catch((err: unknown) => this.failed(game, matchID, err, 'bot plan failed'));
      return;
    }
    if (this.pending.has(matchID)) return;
    const timer = setTimeout(() => {
      this.pending.delete(matchID);
      if (!this.watched(matchID)) return this.pause(game, matchID);
      this.step(game, matchID).catch((err: unknown) => this.failed(game, matchID, err, 'bot step failed'));
    }, this.delayMs);
    this.pending.set(matchID, timer);
  }

  /**
   * A bot's read or move threw (storage unreachable: restarting, network): nothing was stored, and no commit will
   * come to kick the bots again, so they try again shortly from whatever is stored then.
   */
  private failed(game: Game, matchID: string, err: unknown, what: string): void {
    this.logger.error({ err, matchID }, what);
    if (this.stopped || this.retries.has(matchID)) return;
    const timer = setTimeout(() => {
      this.retries.delete(matchID);
      // A plan that failed half-way may still stand for this state: it is dropped so that the kick plans afresh.
      for (const p of this.plans.get(matchID)?.values() ?? []) clearTimeout(p.handle);
      this.plans.delete(matchID);
      this.kick(game, matchID);
    }, BOT_RETRY_MS);
    this.retries.set(matchID, timer);
  }

  /** Drops the match's pending bot moves: nobody watches it here. A later kick that finds a watcher resumes. */
  private pause(game: Game, matchID: string): void {
    clearTimeout(this.pending.get(matchID));
    this.pending.delete(matchID);
    for (const p of this.plans.get(matchID)?.values() ?? []) clearTimeout(p.handle);
    this.plans.delete(matchID);
    // Told every time, not only the first: what made this kick (a seat going away, a grace period ending) is news to
    // a process whose sockets watch the match, even if this one paused the match's bots long ago. Kicks come from
    // events (commits, presence, timers), never from the message itself, so this cannot loop.
    this.paused.add(matchID);
    this.onPaused(game, matchID);
  }

  stop(): void {
    this.stopped = true;
    for (const t of [...this.pending.values(), ...this.retries.values()]) clearTimeout(t);
    this.pending.clear();
    this.retries.clear();
    for (const seats of this.plans.values()) for (const p of seats.values()) clearTimeout(p.handle);
    this.plans.clear();
    void this.pool?.close();
  }

  /** Game bots: (re)plans every active bot seat whose plan is missing or out of date. */
  private async plan(game: BotGame, matchID: string): Promise<void> {
    if (this.stopped) return;
    // Read, not copied: most commits have no bot to move; a bot's search gets its own copy (below).
    const { state: shared, metadata } = await this.service.storage.readShared(matchID);
    const seats = this.plans.get(matchID) ?? new Map<string, Plan>();
    const state = shared;
    let own: State | undefined;
    const copyOf = () => (own ??= structuredClone(shared!));
    const live = !!state && !!metadata && state.ctx.gameover === undefined && !isWaiting(metadata) && this.hasPlayer(metadata);
    const active = live ? activeSeats(state) : [];
    const epoch = live ? epochOf(state) : '';
    const players = (metadata?.players ?? {}) as Record<string, Server.PlayerMetadata>;
    for (const [seatID, p] of seats) {
      // A plan stands while its state does and the server still plays the seat (a reclaimed seat is the human's).
      if (p.epoch === epoch && active.includes(seatID) && this.playsSeat(players[seatID], metadata!)) continue;
      clearTimeout(p.handle);
      seats.delete(seatID);
    }
    for (const seatID of active) {
      const seat = players[seatID];
      if (!this.playsSeat(seat, metadata!) || seats.has(seatID)) continue;
      const actions = this.enumerate(game, copyOf(), seatID) as Action[];
      // Closing a tie window is the referee's job (race-referee.ts), not a player's.
      if (actions.length === 0 || actions.every((a) => a.move === RACE_MOVES.resolve)) continue;
      const p = { epoch } as Plan;
      const planned = performance.now();
      // The decision may take a while on a worker thread: the plan stands meanwhile (no second search for the same
      // state), and is dropped if the state moved on or the seat changed hands before it came back.
      void this.choose(game, actions, copyOf(), seatID, botLevel(seat), matchID).then((picked) => {
        if (this.stopped || seats.get(seatID) !== p || this.plans.get(matchID) !== seats) return;
        const wait = Math.max(this.delayMs, (Number.isFinite(picked.after) ? Math.max(0, picked.after!) : 0) * this.timeScale);
        const choice = { move: picked.move, args: picked.args };
        p.handle = setTimeout(
          () => {
            if (seats.get(seatID) === p) seats.delete(seatID);
            // The last watcher may have left while this bot was thinking.
            if (!this.watched(matchID)) return this.pause(game, matchID);
            this.send(game, matchID, seatID, seat!.credentials!, choice, state!._stateID).catch((err: unknown) =>
              this.failed(game, matchID, err, 'bot move failed'),
            );
          },
          Math.max(0, wait - (performance.now() - planned)),
        );
      });
      seats.set(seatID, p);
    }
    if (seats.size > 0) this.plans.set(matchID, seats);
    else this.plans.delete(matchID);
  }

  /**
   * Plays one move for a human seat whose turn timer ran out (turn-timer.ts), the way its bot would, if the match is
   * still at `stateID` and the seat may still move. Returns whether a move was made.
   */
  async moveFor(game: BotGame, matchID: string, seatID: string, stateID: number): Promise<boolean> {
    if (this.stopped || !game.ai?.enumerate) return false;
    const { state, metadata } = await this.service.storage.fetch(matchID, { state: true, metadata: true });
    if (!state || !metadata || state._stateID !== stateID || state.ctx.gameover !== undefined || !activeSeats(state).includes(seatID)) return false;
    if (!this.hasPlayer(metadata)) return false;
    const credentials = (metadata.players as Record<string, Server.PlayerMetadata>)[seatID]?.credentials;
    if (!credentials) return false;
    const actions = (this.enumerate(game, state, seatID) as Action[]).filter((a) => a.move !== RACE_MOVES.resolve);
    if (actions.length === 0) return false;
    if (game.bot || isCompiled(game)) {
      const picked = await this.choose(game, actions, state, seatID, botLevel((metadata.players as Record<string, Server.PlayerMetadata>)[seatID]));
      const result = await this.service.applyAction(game, matchID, seatID, toAction({ move: picked.move, args: picked.args }, seatID, credentials), stateID);
      if (result.ok) return true;
    }
    return this.play(game, matchID, state, seatID, credentials);
  }

  /**
   * Compiled games: the search bot on the seat's view, on a worker thread where there is a pool and the game has a
   * folder to compile it from (searchDecision on this thread otherwise); other games: their own bot.
   */
  private async choose(game: BotGame, actions: Action[], state: State, seatID: string, level: Level, matchID = ''): Promise<Action & { after?: number }> {
    const t0 = performance.now();
    try {
      return await this.decide(game, actions, state, seatID, level, matchID);
    } finally {
      this.onDecided((performance.now() - t0) / 1000);
    }
  }

  private async decide(game: BotGame, actions: Action[], state: State, seatID: string, level: Level, matchID: string): Promise<Action & { after?: number }> {
    const dir = (game as { dir?: unknown }).dir;
    if (this.pool && isCompiled(game) && typeof dir === 'string') {
      try {
        const view = game.deckhand.playerView(state.G as never, seatID);
        // The reply is sent `delayMs` after the plan at the earliest; the search must be done well within twice that.
        const deadline = this.delayMs > 0 ? Date.now() + Math.round(this.delayMs * DEADLINE_FACTOR) : undefined;
        return await this.pool.decide({ dir, game: game.name!, view, ctx: state.ctx, seat: Number(seatID), actions, level, ...(deadline ? { deadline } : {}) }, matchID);
      } catch (err) {
        if (this.stopped) return actions[0]!;
        if (err instanceof PoolBusyError) return this.quickChoice(game, actions, state, seatID);
        this.logger.warn({ err, game: game.name }, 'bot thread failed; deciding on the server thread');
      }
    }
    try {
      if (isCompiled(game)) return searchDecision(game, state, seatID, actions, level);
      // Any other game's own bot decides from what its seat may see, exactly as a human there: never from the full G.
      return game.bot!.choose(actions, Math.random, seatView(game, state, seatID) as never, Number(seatID), game as never);
    } catch (err) {
      this.logger.error({ err, game: game.name }, 'game bot failed; playing a random legal move');
      return actions[Math.floor(Math.random() * actions.length)]!;
    }
  }

  /** A cheap pick when the pool is busy: the game's own bot on the seat's view, or a random legal action. */
  private quickChoice(game: BotGame, actions: Action[], state: State, seatID: string): Action {
    try {
      if (game.bot) return game.bot.choose(actions, Math.random, seatView(game, state, seatID) as never, Number(seatID), game as never);
    } catch (err) {
      this.logger.error({ err, game: game.name }, 'game bot failed; playing a random legal move');
    }
    return actions[Math.floor(Math.random() * actions.length)]!;
  }

  private async send(game: BotGame, matchID: string, seatID: string, credentials: string, choice: Choice, stateID: number): Promise<void> {
    if (this.stopped) return;
    const result = await this.service.applyAction(game, matchID, seatID, toAction(choice, seatID, credentials), stateID);
    // Accepted, or someone else moved first: either commit plans again.
    if (result.ok || result.reason.startsWith('stale') || this.stopped) return;
    if ((Object.values(RACE_MOVES) as string[]).includes(choice.move ?? '')) {
      // A race move refused: the round moved on or this seat is done; plan from what is stored now.
      this.kick(game, matchID);
      return;
    }
    // The game refused its own bot's pick: a random legal move instead, so an all-bot match cannot stall.
    this.logger.warn({ matchID, seatID, move: choice.move, reason: result.reason }, 'game bot move refused');
    const { state } = await this.service.storage.fetch(matchID, { state: true });
    if (state && state.ctx.gameover === undefined && !this.stopped) await this.play(game, matchID, state, seatID, credentials);
  }

  private enumerate(game: Game, state: State, seatID: string): Choice[] {
    // The compiler adapts ai.enumerate to boardgame.io 0.50's positional (G, ctx, playerID) call.
    const enumerate = game.ai!.enumerate as unknown as (G: unknown, ctx: unknown, playerID: string) => Choice[];
    return [...(enumerate(state.G, state.ctx, seatID) ?? [])];
  }

  private async step(game: Game, matchID: string): Promise<void> {
    if (this.stopped) return;
    const { state, metadata } = await this.service.storage.fetch(matchID, { state: true, metadata: true });
    if (!state || !metadata || state.ctx.gameover !== undefined || isWaiting(metadata) || !this.hasPlayer(metadata)) return;
    const players = metadata.players as Record<string, Server.PlayerMetadata>;
    for (const seatID of activeSeats(state)) {
      const seat = players[seatID];
      if (!this.playsSeat(seat, metadata)) continue;
      if (await this.play(game, matchID, state, seatID, seat!.credentials!)) return; // the commit kicks the next step
    }
  }

  private async play(game: Game, matchID: string, state: State, seatID: string, credentials: string): Promise<boolean> {
    const choices = this.enumerate(game, state, seatID);
    // Fisher-Yates, then try in order: a move the game rejects (a precondition enumerate over-approximated) just
    // falls through to the next one.
    for (let i = choices.length - 1; i > 0; i--) {
      const j = Math.floor(Math.random() * (i + 1));
      [choices[i], choices[j]] = [choices[j]!, choices[i]!];
    }
    for (const choice of choices.slice(0, 50)) {
      const result = await this.service.applyAction(game, matchID, seatID, toAction(choice, seatID, credentials), state._stateID);
      if (result.ok) return true;
      if (result.reason.startsWith('stale')) return false; // someone else moved; the commit re-kicks
    }
    this.logger.warn({ game: game.name, matchID, seatID, choices: choices.length }, 'bot found no legal move');
    return false;
  }
}
