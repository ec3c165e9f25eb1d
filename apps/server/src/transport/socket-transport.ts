import type { Server as HttpServer, IncomingMessage } from 'node:http';
import { Server as IOServer, type Socket } from 'socket.io';
import type { Game, LogEntry, State } from 'boardgame.io';
import type { Logger } from 'pino';
import type { MatchService } from '../match/match-service';
import { areCredentialsValid } from '../security/credentials';
import { createViewer, publicPlayers } from '../security/player-view';
import { unsafeJsonReason } from '../security/safe-json';
import { channelFor, type MatchMessage, type MatchPubSub } from './pubsub';
import { isSameOrigin, type OriginCheck } from '../cors';
import { MOVE_REJECTED_EVENT } from '@deckhand/dsl';
import { moveRejection } from '../match/rejection';

const MATCH_ID = /^[A-Za-z0-9_-]{1,64}$/;
const SEAT_ID = /^\d{1,3}$/;

interface Client {
  socket: Socket;
  matchID: string;
  playerID: string | null;
}

export interface TransportOptions {
  service: MatchService;
  pubSub: MatchPubSub;
  logger: Logger;
  originAllowed: OriginCheck;
  /** Largest websocket frame a client may send; socket.io drops the connection above it. */
  maxPayloadBytes?: number;
}

/**
 * The socket.io side of the server, replacing boardgame.io's `SocketIO` transport (same events, same message shapes,
 * so the stock boardgame.io client works). A socket is bound to one (match, seat) by a successful `sync`; every
 * later `update` must come for that same seat with that seat's credentials. Only the websocket transport is offered:
 * with no long-polling there is no session to pin to a process, so several processes need no sticky sessions.
 */
export class DeckhandTransport {
  private io?: IOServer;
  private readonly clients = new Map<string, Client>();
  private readonly rooms = new Map<string, Set<string>>();
  private readonly viewers = new Map<string, ReturnType<typeof createViewer>>();

  constructor(private readonly opts: TransportOptions) {}

  /** Called by boardgame.io's `Server()`; the sockets are attached later, to our own HTTP server. */
  init(): void {
    /* nothing to do until attach() */
  }

  attach(httpServer: HttpServer): void {
    const { originAllowed } = this.opts;
    const io = new IOServer(httpServer, {
      transports: ['websocket'],
      maxHttpBufferSize: this.opts.maxPayloadBytes ?? 64 * 1024,
      pingInterval: 10_000,
      pingTimeout: 20_000,
      // Browsers do not apply CORS to websockets, so the Origin header is checked here. Clients without an Origin
      // (bots, scripts) are not browsers acting for a visitor of another site, so they are let through; nor is the
      // web client this server serves itself (same origin), whatever host name a phone on the LAN reached it by.
      allowRequest: (req: IncomingMessage, done) =>
        done(null, !req.headers.origin || isSameOrigin(req.headers.origin, req.headers.host) || originAllowed(req.headers.origin)),
    });
    this.io = io;
    for (const game of this.opts.service.games.values()) {
      this.viewers.set(game.name as string, createViewer(game));
      io.of(`/${game.name}`).on('connection', (socket) => this.onConnection(game, socket));
    }
  }

  async close(): Promise<void> {
    const io = this.io;
    if (!io) return;
    io.disconnectSockets(true);
    await new Promise<void>((resolve) => io.close(() => resolve()));
  }

  private onConnection(game: Game, socket: Socket): void {
    const log = this.opts.logger;
    // Every handler is wrapped: a hostile payload must never become an unhandled rejection.
    const guard =
      (name: string, fn: (...args: unknown[]) => Promise<void>) =>
      (...args: unknown[]) =>
        fn(...args).catch((err: unknown) => log.error({ err, event: name }, 'socket handler failed'));
    socket.on('update', guard('update', (...args) => this.onUpdate(game, socket, args)));
    socket.on('sync', guard('sync', (...args) => this.onSync(game, socket, args)));
    socket.on('chat', guard('chat', (...args) => this.onChat(socket, args)));
    socket.on('disconnect', guard('disconnect', () => this.onDisconnect(socket)));
  }

  private async onUpdate(game: Game, socket: Socket, args: unknown[]): Promise<void> {
    const [action, stateID, matchID, playerID] = args;
    const client = this.clients.get(socket.id);
    if (!client || client.matchID !== matchID || client.playerID === null || client.playerID !== playerID) {
      this.opts.service.stats.rejected++;
      if (client) socket.emit(MOVE_REJECTED_EVENT, moveRejection(client.matchID, action, stateID, 'not bound'));
      return;
    }
    const result = await this.opts.service.applyAction(game, client.matchID, client.playerID, action, stateID);
    // boardgame.io's client hears nothing when a move is refused; the sender alone is told why.
    if (!result.ok) socket.emit(MOVE_REJECTED_EVENT, moveRejection(client.matchID, action, stateID, result.reason, result.explanation));
  }

  private async onSync(game: Game, socket: Socket, args: unknown[]): Promise<void> {
    const [matchID, rawPlayerID, credentials] = args;
    const playerID = rawPlayerID === undefined || rawPlayerID === null ? null : rawPlayerID;
    if (typeof matchID !== 'string' || !MATCH_ID.test(matchID)) return;
    if (playerID !== null && (typeof playerID !== 'string' || !SEAT_ID.test(playerID))) return;
    const { storage } = this.opts.service;
    const { state, initialState, metadata, log } = await storage.fetch(matchID, {
      state: true,
      initialState: true,
      metadata: true,
      log: true,
    });
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
    this.removeClient(socket.id);
    this.addClient({ socket, matchID, playerID });
    const viewer = this.viewers.get(game.name as string)!;
    const message = viewer.sync(playerID, matchID, {
      state: state as State,
      initialState: initialState as State,
      log: (log ?? []) as LogEntry[],
      filteredMetadata: publicPlayers(metadata),
    });
    socket.emit(message.type, ...message.args);
    if (playerID !== null) await this.opts.service.setConnected(matchID, playerID, true);
    this.opts.service.onSynced(game, matchID);
  }

  private async onChat(socket: Socket, args: unknown[]): Promise<void> {
    const [matchID, chat] = args;
    const client = this.clients.get(socket.id);
    if (!client || client.playerID === null || client.matchID !== matchID) return;
    if (unsafeJsonReason(chat, { maxBytes: 2048, maxDepth: 4 })) return;
    const message = chat as { id?: unknown; sender?: unknown; payload?: unknown };
    if (!message || message.sender !== client.playerID || typeof message.id !== 'string') return;
    await this.opts.pubSub.publish(channelFor(client.matchID), {
      type: 'chat',
      args: [client.matchID, { id: message.id, sender: client.playerID, payload: message.payload }],
    });
  }

  private async onDisconnect(socket: Socket): Promise<void> {
    const client = this.clients.get(socket.id);
    this.removeClient(socket.id);
    if (client && client.playerID !== null) {
      await this.opts.service.setConnected(client.matchID, client.playerID, false);
    }
  }

  private addClient(client: Client): void {
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
  }

  /** Sends one match message to every local socket of the match, each through its own seat's view. */
  private broadcast(matchID: string, message: MatchMessage): void {
    for (const socketID of this.rooms.get(matchID) ?? []) {
      const client = this.clients.get(socketID);
      if (!client) continue;
      const viewer = this.viewers.get(client.socket.nsp.name.slice(1));
      if (!viewer) continue;
      const out = viewer.message(client.playerID, message);
      client.socket.emit(out.type, ...out.args);
    }
  }
}
