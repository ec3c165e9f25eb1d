import type { Server as HttpServer, IncomingMessage } from 'node:http';
import { Server as IOServer, type Socket } from 'socket.io';
import type { Game, LogEntry, Server, State } from 'boardgame.io';
import type { Logger } from 'pino';
import { RACE_MOVES } from '@deckhand/dsl';
import type { MatchService } from '../match/match-service';
import { areCredentialsValid } from '../security/credentials';
import { createViewer, NoMatchSecretError, publicPlayers } from '../security/player-view';
import { unsafeJsonReason } from '../security/safe-json';
import { Bucket } from '../security/rate-limit';
import { DEFAULT_LIMITS, type Limits } from '../limits';
import { channelFor, type MatchMessage, type MatchPubSub } from './pubsub';
import { SyncCache } from './sync-cache';
import { viewPatch } from './view-patch';
import { addressKey, clientIp } from './client-ip';
import { guardedParser } from './frame-guard';
import type { HostCheck } from '../security/host-check';
import { eventFrame, sendFrame } from './frame';
import { isSameOrigin, type OriginCheck } from '../cors';
import { encodePatch, MOVE_REJECTED_EVENT, PATCH_EVENT } from '@deckhand/dsl';
import { moveRejection } from '../match/rejection';
import type { AliasScope } from '../security/alias-view';
import { realAction } from '../security/real-action';
import { CHAT_HISTORY_EVENT, CHAT_REFUSED_EVENT, TableChat } from '../chat/table-chat';

const MATCH_ID = /^[A-Za-z0-9_-]{1,64}$/;
const SEAT_ID = /^\d{1,3}$/;
const RACE_GUESSES = new Set<string>([RACE_MOVES.answer, RACE_MOVES.stuck]);
/** The event a refused client is told about (boardgame.io's client ignores it; ours shows it). */
export const REFUSED_EVENT = 'deckhand:refused';
/**
 * The event a socket gets just before a shutting-down server closes its connection (drain): the client's
 * socket.io reconnects by itself after a transport close (to another process behind the proxy, or to this one
 * restarted), and a page can say "reconnecting" instead of showing an error.
 */
export const RECONNECT_EVENT = 'deckhand:reconnect';

interface Client {
  socket: Socket;
  matchID: string;
  playerID: string | null;
  /** The credentials the seat was synced with: the socket keeps the seat only while they still hold it. */
  credentials?: string;
  /** Set while the seat's holder is being re-checked: messages wait here instead of reaching the socket. */
  held?: MatchMessage[];
  /** The client asked for patches (dsl wire-patch.ts) instead of whole `update`s. */
  patches: boolean;
  /** The last view this socket was sent (sync or update): the next patch is made against it. */
  base?: { stateID: number; view: object };
  /** The match's card aliases (security/card-alias.ts): the cards in this seat's moves are translated back with them. */
  aliases?: AliasScope;
  /** The newest state id this socket was sent (sync, update or patch): a socket behind the stored state catches up. */
  seen?: number;
}

/** One broadcast's messages, built once per seat (and per base state, for patches) however many sockets share them. */
interface Outbox {
  views: Map<string | null, MatchMessage>;
  patches: Map<string, Outgoing>;
}

/** A message as it leaves for a socket: a filtered match message, or a patch made for that socket's seat. */
type Outgoing = MatchMessage | { type: typeof PATCH_EVENT; args: unknown[] };

export interface TransportOptions {
  service: MatchService;
  pubSub: MatchPubSub;
  logger: Logger;
  originAllowed: OriginCheck;
  /** The host names the server answers to (security/host-check.ts): a websocket addressed to another is refused. */
  hostCheck?: HostCheck;
  limits?: Limits;
}

/**
 * The socket.io side of the server, replacing boardgame.io's `SocketIO` transport (same events, same message shapes,
 * so the stock boardgame.io client works). A socket is bound to one (match, seat) by a successful `sync`; every
 * later `update` must come for that same seat with that seat's credentials. Only the websocket transport is offered:
 * with no long-polling there is no session to pin to a process, so several processes need no sticky sessions.
 *
 * Every event costs a token from the socket's bucket and its seat's (or, unseated, its address's) before anything
 * else happens, and frames are bounded before they are even parsed (frame-guard.ts); syncs and moves
 * have buckets of their own (limits.ts). Refused events are dropped and the client is told why, at most once a
 * second, so a flood degrades only the flooder.
 */
/**
 * Whether a socket asked for patches: `io(url, { auth: { patches: true } })`. A stock boardgame.io client does not
 * know them, so they are opt-in; a reconnect syncs the whole state again.
 */
function wantsPatches(socket: Socket): boolean {
  return (socket.handshake.auth as { patches?: unknown } | undefined)?.patches === true;
}

export class DeckhandTransport {
  private io?: IOServer;
  private readonly clients = new Map<string, Client>();
  private readonly rooms = new Map<string, Set<string>>();
  private readonly viewers = new Map<string, ReturnType<typeof createViewer>>();
  private readonly limits: Limits;
  private readonly buckets;
  private readonly syncsInFlight = new Map<string, number>();
  private readonly lastRefusal = new Map<string, number>();
  /** Seat checks started per match: only the latest one releases held messages. */
  private readonly seatChecks = new Map<string, number>();
  readonly syncCache = new SyncCache();
  private readonly chat: TableChat;
  /** Another process paused this match's bots (nobody watched there) and local sockets watch it: play them here. */
  onBotsWanted: (matchID: string) => void = () => undefined;
  /** Called with the reason of every refused socket event (metrics). */
  onRefused: (reason: string) => void = () => undefined;
  /** A socket bound to (match, seat) here, or its last one unbound (seat null: a spectator): the process registry. */
  onBound: (matchID: string, playerID: string | null) => void = () => undefined;
  onUnbound: (matchID: string, playerID: string | null) => void = () => undefined;
  /** sharedEncodings: messages sent to several sockets in one broadcast (encoded once for all of them). */
  /** cut: connections closed for overrunning a frame bound (frame-guard.ts); turnedAway: connections not accepted. */
  readonly stats = { refused: 0, syncBuilds: 0, viewBuilds: 0, sharedEncodings: 0, cut: 0, turnedAway: 0 };
  /** Open socket connections per address key (client-ip.ts). */
  private readonly openPerAddress = new Map<string, number>();

  constructor(private readonly opts: TransportOptions) {
    this.limits = opts.limits ?? DEFAULT_LIMITS;
    // Messages from other processes may have been lost while the pub/sub was away: every local match catches up.
    opts.pubSub.onRecovered = () => this.catchUpAll();
    const l = this.limits;
    this.buckets = {
      socket: new Bucket(l.socketEvents),
      ip: new Bucket(l.ipSocketEvents),
      seatEvents: new Bucket(l.seatSocketEvents),
      sync: new Bucket(l.syncs),
      connections: new Bucket(l.connections),
      seat: new Bucket(l.seatMoves),
      race: new Bucket(l.raceAnswers),
    };
    this.chat = new TableChat(
      opts.service.storage,
      async (matchID, message) => {
        await opts.pubSub.publish(channelFor(matchID), { type: 'chat', args: [matchID, message] });
      },
      l.chatMessages,
    );
  }

  /** Called by boardgame.io's `Server()`; the sockets are attached later, to our own HTTP server. */
  init(): void {
    /* nothing to do until attach() */
  }

  attach(httpServer: HttpServer): void {
    const { originAllowed } = this.opts;
    const io = new IOServer(httpServer, {
      transports: ['websocket'],
      // Frames are capped in bytes by the websocket layer (it closes the connection on a larger one, unread), then
      // counted and depth-checked per connection before socket.io parses them (frame-guard.ts).
      maxHttpBufferSize: this.limits.maxFrameBytes,
      parser: guardedParser(this.limits, () => this.stats.cut++),
      pingInterval: 10_000,
      pingTimeout: 20_000,
      // Browsers do not apply CORS to websockets, so the Origin header is checked here. Clients without an Origin
      // (bots, scripts) are not browsers acting for a visitor of another site, so they are let through; nor is the
      // web client this server serves itself (same origin), whatever host name a phone on the LAN reached it by.
      allowRequest: (req: IncomingMessage, done) => {
        const hostOk = this.opts.hostCheck?.allows(req.headers.host) ?? true;
        const originOk = !req.headers.origin || isSameOrigin(req.headers.origin, req.headers.host) || originAllowed(req.headers.origin);
        const ok = hostOk && originOk && this.mayConnect(addressKey(clientIp(req, this.limits.trustProxy)));
        if (!ok) this.stats.turnedAway++;
        done(null, ok);
      },
    });
    io.engine.on('connection', (conn: { request: IncomingMessage; once(event: 'close', fn: () => void): void }) => {
      const key = addressKey(clientIp(conn.request, this.limits.trustProxy));
      this.openPerAddress.set(key, (this.openPerAddress.get(key) ?? 0) + 1);
      conn.once('close', () => {
        const left = (this.openPerAddress.get(key) ?? 1) - 1;
        if (left > 0) this.openPerAddress.set(key, left);
        else this.openPerAddress.delete(key);
      });
    });
    this.io = io;
    for (const game of this.opts.service.games.values()) {
      this.viewers.set(game.name as string, createViewer(game));
      io.of(`/${game.name}`).on('connection', (socket) => this.onConnection(game, socket));
    }
  }

  /**
   * Graceful shutdown: closes every socket's connection, spread evenly over `overMs` rather than all at once, so
   * their reconnects do not reach the other processes (or the database) as one wave. Each is told first
   * (RECONNECT_EVENT); its transport is then closed, not the socket disconnected, because socket.io clients reconnect
   * after a transport close but stay down after a server-side disconnect.
   */
  async drain(overMs: number): Promise<void> {
    const io = this.io;
    if (!io || overMs <= 0) return;
    const sockets = [...this.opts.service.games.values()].flatMap((game) => [...io.of(`/${game.name}`).sockets.values()]);
    const gap = sockets.length > 1 ? overMs / sockets.length : 0;
    for (const [i, socket] of sockets.entries()) {
      if (i > 0 && gap > 0) await new Promise((r) => setTimeout(r, gap));
      if (!socket.connected) continue;
      socket.emit(RECONNECT_EVENT, { reason: 'the server is restarting', retryAfterMs: 1000 });
      // engine.io flushes what is queued (the event above) before it closes the transport.
      socket.conn.close();
    }
  }

  async close(): Promise<void> {
    const io = this.io;
    if (!io) return;
    io.disconnectSockets(true);
    await new Promise<void>((resolve) => io.close(() => resolve()));
  }

  /** Matches with a socket bound in this process (metrics). */
  get liveMatches(): number {
    return this.rooms.size;
  }

  /** Open socket.io connections, bound to a match or not (metrics). */
  get openSockets(): number {
    return this.io?.engine.clientsCount ?? 0;
  }

  /** Sockets bound to a match in this process (tests and health). */
  socketsOf(matchID: string): number {
    return this.rooms.get(matchID)?.size ?? 0;
  }

  /** Whether an address may open another connection: under its cap of open ones and its rate of new ones. */
  private mayConnect(key: string): boolean {
    if ((this.openPerAddress.get(key) ?? 0) >= this.limits.connectionsPerAddress) return false;
    return this.buckets.connections.take(key) === undefined;
  }

  private onConnection(game: Game, socket: Socket): void {
    const log = this.opts.logger;
    const ip = addressKey(clientIp(socket.request, this.limits.trustProxy));
    // A connection cut by the frame guard reports its error here; the cut itself is the answer.
    socket.on('error', () => undefined);
    // Every handler is wrapped: a hostile payload must never become an unhandled rejection, and every event pays
    // its tokens first.
    const guard =
      (name: string, fn: (...args: unknown[]) => Promise<void>) =>
      (...args: unknown[]) => {
        if (!this.admit(socket, ip, name)) return;
        fn(...args).catch((err: unknown) => log.error({ err, event: name }, 'socket handler failed'));
      };
    socket.on('update', guard('update', (...args) => this.onUpdate(game, socket, args)));
    socket.on('sync', guard('sync', (...args) => this.onSync(game, socket, args)));
    socket.on('chat', guard('chat', (...args) => this.onChat(socket, ip, args)));
    socket.on('disconnect', () => {
      this.lastRefusal.delete(socket.id);
      this.onDisconnect(socket).catch((err: unknown) => log.error({ err, event: 'disconnect' }, 'socket handler failed'));
    });
  }

  /**
   * The socket's bucket, then its seat's (a socket bound to a seat) or its address's (any other socket), then the
   * event's own. A seated player's events are charged to the seat, never to the address: players behind one NAT (a
   * classroom) each have their own budget, and a flood from their address drains only the address's.
   */
  private admit(socket: Socket, ip: string, event: string): boolean {
    const client = this.clients.get(socket.id);
    const shared = () => (client && client.playerID !== null ? this.buckets.seatEvents.take(`${client.matchID}:${client.playerID}`) : this.buckets.ip.take(ip));
    const wait = this.buckets.socket.take(socket.id) ?? shared() ?? (event === 'sync' ? this.buckets.sync.take(socket.id) : undefined);
    if (wait === undefined) return true;
    this.refuse(socket, event, 'rate limited', wait);
    return false;
  }

  /** Tells a client its event was dropped, at most once a second so that refusals cannot be amplified either. */
  private refuse(socket: Socket, event: string, reason: string, retryAfterMs?: number): void {
    this.stats.refused++;
    this.onRefused(reason);
    const now = Date.now();
    if ((this.lastRefusal.get(socket.id) ?? 0) + 1000 > now) return;
    this.lastRefusal.set(socket.id, now);
    socket.emit(REFUSED_EVENT, { event, reason, ...(retryAfterMs !== undefined ? { retryAfterMs } : {}) });
  }

  private async onUpdate(game: Game, socket: Socket, args: unknown[]): Promise<void> {
    const [action, stateID, matchID, playerID] = args;
    const client = this.clients.get(socket.id);
    if (!client || client.matchID !== matchID || client.playerID === null || client.playerID !== playerID) {
      this.opts.service.stats.rejected++;
      if (client) socket.emit(MOVE_REJECTED_EVENT, moveRejection(client.matchID, action, stateID, 'not bound'));
      return;
    }
    const seatKey = `${client.matchID}:${client.playerID}`;
    const moveName = (action as { payload?: { type?: unknown } } | null)?.payload?.type;
    const wait =
      this.buckets.seat.take(seatKey) ?? (typeof moveName === 'string' && RACE_GUESSES.has(moveName) ? this.buckets.race.take(seatKey) : undefined);
    if (wait !== undefined) {
      this.refuse(socket, 'update', 'too many moves', wait);
      return;
    }
    // The client names cards by this match's aliases; the rules read the cards' ids.
    const real = client.aliases ? realAction(client.aliases, action) : { action };
    if (!('action' in real)) {
      this.opts.service.stats.rejected++;
      socket.emit(MOVE_REJECTED_EVENT, moveRejection(client.matchID, action, stateID, real.reason));
      return;
    }
    let result: Awaited<ReturnType<MatchService['applyAction']>>;
    try {
      result = await this.opts.service.applyAction(game, client.matchID, client.playerID, real.action, stateID);
    } catch (err) {
      // Storage unreachable (restarting, network): nothing was stored; the sender is told so and may send it again.
      this.opts.logger.error({ err, matchID: client.matchID }, 'move failed');
      result = { ok: false, reason: 'server unavailable: the move was not applied, try again' };
    }
    // boardgame.io's client hears nothing when a move is refused; the sender alone is told why.
    if (!result.ok) socket.emit(MOVE_REJECTED_EVENT, moveRejection(client.matchID, action, stateID, result.reason, result.explanation));
  }

  private async onSync(game: Game, socket: Socket, args: unknown[]): Promise<void> {
    const [matchID, rawPlayerID, credentials] = args;
    const playerID = rawPlayerID === undefined || rawPlayerID === null ? null : rawPlayerID;
    if (typeof matchID !== 'string' || !MATCH_ID.test(matchID)) return;
    if (playerID !== null && (typeof playerID !== 'string' || !SEAT_ID.test(playerID))) return;
    const inFlight = this.syncsInFlight.get(matchID) ?? 0;
    if (inFlight >= this.limits.concurrentSyncsPerMatch) {
      this.refuse(socket, 'sync', 'match busy, retry shortly', 250);
      return;
    }
    this.syncsInFlight.set(matchID, inFlight + 1);
    try {
      await this.serveSync(game, socket, matchID, playerID, credentials);
    } finally {
      const left = (this.syncsInFlight.get(matchID) ?? 1) - 1;
      if (left > 0) this.syncsInFlight.set(matchID, left);
      else this.syncsInFlight.delete(matchID);
    }
  }

  private async serveSync(game: Game, socket: Socket, matchID: string, playerID: string | null, credentials: unknown): Promise<void> {
    const { storage } = this.opts.service;
    // Read, not copied (nothing here changes them); the reply itself is built from a fresh read below.
    const { state, metadata } = await storage.readShared(matchID);
    // Upstream creates a match on the fly for any unknown id a client syncs to; here matches exist only through the
    // lobby. The game check stops a client from reading match X through another game's (weaker) playerView.
    if (!state || !metadata || metadata.gameName !== game.name) {
      this.opts.service.stats.rejected++;
      return;
    }
    if (playerID !== null && !areCredentialsValid(metadata, playerID, credentials)) {
      this.opts.service.stats.rejected++;
      return;
    }
    const existing = this.clients.get(socket.id);
    const alreadyWatching = existing?.matchID === matchID && existing.playerID === null;
    if (playerID === null && !alreadyWatching && this.spectatorsOf(matchID) >= this.limits.spectatorsPerMatch) {
      this.refuse(socket, 'sync', 'too many spectators in this match');
      return;
    }
    const viewer = this.viewers.get(game.name as string)!;
    try {
      await this.replySync(viewer, socket, matchID, playerID, credentials, state as State, metadata);
    } catch (err) {
      if (!(err instanceof NoMatchSecretError)) throw err;
      this.opts.logger.error({ matchID }, err.message);
      this.refuse(socket, 'sync', 'this match cannot be shown');
      return;
    }
    await this.sendChatHistory(socket, matchID);
    if (playerID !== null) await this.opts.service.setConnected(matchID, playerID, true);
    this.opts.service.onSynced(game, matchID);
  }

  /** The sync reply (cached per state and seat); the socket is bound to the match once it is made. */
  private async replySync(
    viewer: ReturnType<typeof createViewer>,
    socket: Socket,
    matchID: string,
    playerID: string | null,
    credentials: unknown,
    state: State,
    metadata: Server.MatchData,
  ): Promise<void> {
    const { storage } = this.opts.service;
    const cached = await this.syncCache.get(matchID, playerID, state._stateID, async () => {
      this.stats.syncBuilds++;
      // Read once per state and seat (the cache shares it); state and log come from one read, so they agree. A
      // match nobody has moved in yet (every commit raises the state id) is still its initial state with an empty
      // log: the seats' first syncs read nothing more.
      const full = state._stateID === 0 ? { state, initialState: state, log: [] } : await storage.fetch(matchID, { state: true, initialState: true, log: true });
      return viewer.sync(playerID, matchID, {
        state: (full.state ?? state) as State,
        initialState: full.initialState as State,
        log: (full.log ?? []) as LogEntry[],
        filteredMetadata: [],
      });
    });
    // Seats' names and connection flags change without a new state: they are added fresh to each reply.
    const [, body] = cached.args as [string, Record<string, unknown>];
    const aliases = viewer.aliasScope(state, matchID);
    this.removeClient(socket.id);
    const view = body['state'] as State;
    this.addClient({
      socket,
      matchID,
      playerID,
      credentials: playerID === null ? undefined : (credentials as string),
      patches: wantsPatches(socket),
      base: { stateID: view._stateID, view },
      aliases,
      seen: view._stateID,
    });
    // Encoded as broadcasts are (frame.ts): no walk of the whole state, initial state and log looking for binary data.
    sendFrame(socket, eventFrame(socket.nsp.name, 'sync', [matchID, { ...body, filteredMetadata: publicPlayers(metadata) }]));
  }

  private spectatorsOf(matchID: string): number {
    let n = 0;
    for (const id of this.rooms.get(matchID) ?? []) if (this.clients.get(id)?.playerID === null) n++;
    return n;
  }

  /** A table-chat line (chat/table-chat.ts) from a socket bound to the match, seated or (where allowed) watching. */
  private async onChat(socket: Socket, ip: string, args: unknown[]): Promise<void> {
    const [matchID, chat] = args;
    const client = this.clients.get(socket.id);
    const id = typeof (chat as { id?: unknown } | null)?.id === 'string' ? (chat as { id: string }).id.slice(0, 32) : undefined;
    const refuse = (reason: string): void => {
      socket.emit(CHAT_REFUSED_EVENT, { ...(id !== undefined ? { id } : {}), reason });
    };
    if (!client || client.matchID !== matchID) return refuse('sync to the match first');
    const unsafe = unsafeJsonReason(chat, { maxBytes: 4096, maxDepth: 4 });
    if (unsafe) return refuse(unsafe);
    const from = { seat: client.playerID, rateKey: client.playerID === null ? `spectator:${ip}` : `${client.matchID}:${client.playerID}` };
    const why = await this.chat.post(client.matchID, from, chat);
    if (why) refuse(why);
  }

  /** The match's last chat lines, to a socket that has just synced. */
  private async sendChatHistory(socket: Socket, matchID: string): Promise<void> {
    const lines = await this.chat.history(matchID);
    if (lines.length > 0 && socket.connected) socket.emit(CHAT_HISTORY_EVENT, matchID, lines);
  }

  private async onDisconnect(socket: Socket): Promise<void> {
    const client = this.clients.get(socket.id);
    this.removeClient(socket.id);
    if (client && client.playerID !== null && !this.seatStillHeld(client)) {
      await this.opts.service.setConnected(client.matchID, client.playerID, false);
    }
  }

  /** Another local socket still holds the same seat (a second tab): the seat stays connected. */
  private seatStillHeld(client: Client): boolean {
    for (const id of this.rooms.get(client.matchID) ?? []) {
      if (this.clients.get(id)?.playerID === client.playerID) return true;
    }
    return false;
  }

  private addClient(client: Client): void {
    if (!this.holds(client.matchID, client.playerID)) this.onBound(client.matchID, client.playerID);
    this.clients.set(client.socket.id, client);
    let room = this.rooms.get(client.matchID);
    if (!room) {
      room = new Set();
      this.rooms.set(client.matchID, room);
      const matchID = client.matchID;
      this.opts.pubSub.subscribe(channelFor(matchID), (message) => this.broadcast(matchID, message));
    }
    room.add(client.socket.id);
  }

  private removeClient(socketID: string): void {
    const client = this.clients.get(socketID);
    if (!client) return;
    this.clients.delete(socketID);
    const room = this.rooms.get(client.matchID);
    room?.delete(socketID);
    if (room && room.size === 0) {
      this.rooms.delete(client.matchID);
      this.opts.pubSub.unsubscribeAll(channelFor(client.matchID));
    }
    if (!this.holds(client.matchID, client.playerID)) this.onUnbound(client.matchID, client.playerID);
  }

  /** Whether a local socket is bound to this seat (null: as a spectator) of the match. */
  private holds(matchID: string, playerID: string | null): boolean {
    for (const id of this.rooms.get(matchID) ?? []) if (this.clients.get(id)?.playerID === playerID) return true;
    return false;
  }

  /** Every (match, seat) a local socket is bound to (null: spectators), for the process registry. */
  boundSeats(): { matchID: string; playerID: string | null }[] {
    const seen = new Set<string>();
    const out: { matchID: string; playerID: string | null }[] = [];
    for (const c of this.clients.values()) {
      const key = `${c.matchID}\t${c.playerID ?? ''}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ matchID: c.matchID, playerID: c.playerID });
    }
    return out;
  }

  /** Every local match catches up (catchUp). */
  catchUpAll(): void {
    for (const matchID of this.rooms.keys()) this.catchUp(matchID);
  }

  /**
   * A message of the match may have been lost (pubsub.ts `resync`): sockets whose seat changed hands are dropped,
   * every socket behind the stored state is sent the stored state (a sync: the boardgame.io client replaces what it
   * holds), and the match's bots and timers resume here.
   */
  catchUp(matchID: string): void {
    this.broadcast(matchID, { type: 'seats', args: [matchID] });
    this.resyncBehind(matchID)
      .catch((err: unknown) => this.opts.logger.error({ err, matchID }, 'catch-up failed'))
      .finally(() => this.onBotsWanted(matchID));
  }

  private async resyncBehind(matchID: string): Promise<void> {
    const { state } = await this.opts.service.storage.readShared(matchID);
    if (!state) return;
    for (const socketID of [...(this.rooms.get(matchID) ?? [])]) {
      const client = this.clients.get(socketID);
      if (!client || (client.seen ?? -1) >= state._stateID) continue;
      const game = this.opts.service.games.get(client.socket.nsp.name.slice(1));
      if (game) await this.serveSync(game, client.socket, matchID, client.playerID, client.credentials);
    }
  }

  /** Sends one match message to every local socket of the match, each through its own seat's view. */
  private broadcast(matchID: string, message: MatchMessage): void {
    if (message.type === 'bots') {
      if (this.socketsOf(matchID) > 0) this.onBotsWanted(matchID);
      return;
    }
    if (message.type === 'resync') {
      if (this.socketsOf(matchID) > 0) this.catchUp(matchID);
      return;
    }
    if (message.type === 'seats') {
      // Until the stored seats are read back, nothing more reaches a seated socket: it may be the seat's old holder.
      for (const socketID of this.rooms.get(matchID) ?? []) {
        const client = this.clients.get(socketID);
        if (client && client.playerID !== null) client.held ??= [];
      }
      this.seatChecks.set(matchID, (this.seatChecks.get(matchID) ?? 0) + 1);
      this.checkSeats(matchID).catch((err: unknown) => this.opts.logger.error({ err, matchID }, 'seat check failed'));
      return;
    }
    // One view per seat (and one for spectators) per message, however many sockets hold that seat; and one encoding
    // per distinct message sent: the sockets given the same one (spectators, a seat's second tab, patches from the
    // same state) are sent the same frame.
    const outbox: Outbox = { views: new Map(), patches: new Map() };
    const recipients = new Map<Outgoing, Socket[]>();
    try {
      for (const socketID of this.rooms.get(matchID) ?? []) {
        const client = this.clients.get(socketID);
        if (!client) continue;
        if (client.held) {
          client.held.push(message);
          continue;
        }
        const out = this.outgoing(client, message, outbox);
        if (!out) continue;
        const sockets = recipients.get(out);
        if (sockets) sockets.push(client.socket);
        else recipients.set(out, [client.socket]);
      }
    } catch (err) {
      // A match that cannot be shown safely is shown to nobody (its sockets could not have synced to it either).
      if (!(err instanceof NoMatchSecretError)) throw err;
      this.opts.logger.error({ matchID }, err.message);
      return;
    }
    // Each distinct message is encoded once (frame.ts), however many sockets it goes to.
    for (const [out, sockets] of recipients) {
      const frame = eventFrame(sockets[0]!.nsp.name, out.type, out.args);
      for (const socket of sockets) sendFrame(socket, frame);
      if (sockets.length > 1) this.stats.sharedEncodings++;
    }
  }

  private send(client: Client, message: MatchMessage): void {
    const out = this.outgoing(client, message, { views: new Map(), patches: new Map() });
    if (out) sendFrame(client.socket, eventFrame(client.socket.nsp.name, out.type, out.args));
  }

  /** What `client` is sent for `message` (nothing when it already holds that state): its seat's view or a patch. */
  private outgoing(client: Client, message: MatchMessage, outbox: Outbox): Outgoing | undefined {
    let out = outbox.views.get(client.playerID);
    if (!out) {
      const viewer = this.viewers.get(client.socket.nsp.name.slice(1));
      if (!viewer) return undefined;
      out = viewer.message(client.playerID, message);
      outbox.views.set(client.playerID, out);
      this.stats.viewBuilds++;
    }
    if (out.type === 'update') {
      // boardgame.io's client takes any update as the state, an older one too: one from another process that
      // overtook this process's own (pubsub.ts), or a duplicate after an outage, is not sent.
      const id = (out.args[1] as State | undefined)?._stateID;
      if (typeof id === 'number') {
        if (id <= (client.seen ?? -1)) return undefined;
        client.seen = id;
      }
    }
    if (client.patches && out.type === 'update') return this.patchFor(client, out, outbox);
    return out;
  }

  /**
   * What a patch-speaking socket is sent for an update: the difference from the view it holds (PATCH_EVENT: match,
   * the state id it applies to, the new state id, operations, the action log's new entries), or nothing when it
   * already holds this state or a newer one. A socket with nothing to patch gets the whole update.
   */
  private patchFor(client: Client, out: MatchMessage, outbox: Outbox): Outgoing | undefined {
    const [matchID, view, deltalog] = out.args as [string, State, unknown];
    const base = client.base;
    if (base && view._stateID <= base.stateID) return undefined;
    client.base = { stateID: view._stateID, view };
    if (!base) return out;
    const key = `${client.playerID ?? ''}@${base.stateID}`;
    let patch = outbox.patches.get(key);
    if (!patch) {
      patch = { type: PATCH_EVENT, args: [matchID, base.stateID, view._stateID, encodePatch(viewPatch(base.view, view)), deltalog] };
      outbox.patches.set(key, patch);
    }
    return patch;
  }

  /**
   * A seat of the match changed hands (left, taken, new credentials) or the match is gone: every local socket
   * whose credentials no longer hold its seat is unbound and disconnected at once, before any later update can
   * reach it. The stored metadata decides, so every process reaches the same answer.
   */
  private async checkSeats(matchID: string): Promise<void> {
    const generation = this.seatChecks.get(matchID);
    const { metadata } = await this.opts.service.storage.readShared(matchID);
    const latest = this.seatChecks.get(matchID) === generation;
    if (latest) this.seatChecks.delete(matchID);
    const room = this.rooms.get(matchID);
    if (!room) return;
    for (const socketID of [...room]) {
      const client = this.clients.get(socketID);
      if (!client) continue;
      const holds = metadata && (client.playerID === null || areCredentialsValid(metadata, client.playerID, client.credentials));
      if (holds) {
        if (!latest) continue; // a newer check is under way and will release the held messages
        const held = client.held ?? [];
        client.held = undefined;
        for (const message of held) this.send(client, message);
        continue;
      }
      this.removeClient(socketID);
      this.refuse(client.socket, 'sync', metadata ? 'your seat was given up' : 'match ended');
      client.socket.disconnect(true);
    }
  }
}
