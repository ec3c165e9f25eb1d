/**
 * The table's own lobby routes, beside boardgame.io's: the host starts a waiting match early (bots take the free
 * seats) or frees a seat in the waiting room (someone joined and never came), and a player who left mid-game takes
 * their seat back from the bot standing in.
 */
import type Router from '@koa/router';
import type { Context } from 'koa';
import type { Game } from 'boardgame.io';
import type { DeckhandStorage, MatchData } from '../db/storage';
import { LobbyError } from './http-error';
import { readJsonBody } from './json-body';
import { areCredentialsValid } from '../security/credentials';
import { validateRemoveSeat, validateSeatAuth } from '../lobby-validation';
import type { BotTableBudget } from './bot-tables';
import { addressOf } from './rate-limit-middleware';
import { botSeat } from '../bots';
import { freeSeatIDs, isBotSeat, isWaiting, seatsOf, type TableMatch, type TableSeat } from '../table/table';

export interface TableRouteOptions {
  storage: DeckhandStorage;
  onCreated: (game: Game, matchID: string) => void;
  /** A seat changed hands: sockets holding it with old credentials are cut off. */
  onSeatsChanged: (matchID: string) => void | Promise<void>;
  /** Live bot tables per address: the host's start seats bots, so it counts as opening one. */
  botTables?: BotTableBudget;
  gameOf: (ctx: Context) => Game;
  matchOf: (ctx: Context, game: Game) => Promise<{ matchID: string; metadata: MatchData }>;
}

const isOver = (m: MatchData) => m.gameover !== undefined && m.gameover !== null;

export function registerTableRoutes(router: Router, opts: TableRouteOptions): void {
  const { storage } = opts;

  /** Runs `change` under the row lock after checking the seat's credentials; its thrown LobbyError aborts. */
  const seatUpdate = async (ctx: Context, change: (m: TableMatch, playerID: string) => MatchData | undefined) => {
    const game = opts.gameOf(ctx);
    const { matchID, metadata } = await opts.matchOf(ctx, game);
    const input = validateSeatAuth(await readJsonBody(ctx), Object.keys(metadata.players).length);
    let failure: LobbyError | undefined;
    await storage.updateMetadata(matchID, (m) => {
      if (!areCredentialsValid(m, input.playerID, input.credentials)) {
        failure = new LobbyError(403, 'invalid credentials');
        return undefined;
      }
      try {
        return change(m as TableMatch, input.playerID);
      } catch (err) {
        if (err instanceof LobbyError) failure = err;
        else throw err;
        return undefined;
      }
    });
    if (failure) throw failure;
    opts.onCreated(game, matchID);
    ctx.body = {};
  };

  router.post('/games/:name/:id/start', async (ctx) => {
    if (opts.botTables && !(await opts.botTables.mayOpen(addressOf(ctx)))) {
      throw new LobbyError(429, 'too many tables with bots open from your address: finish or leave one first');
    }
    await seatUpdate(ctx, (m, playerID) => {
      if (!isWaiting(m)) throw new LobbyError(409, 'the match has already started');
      if (m.table?.host !== playerID) throw new LobbyError(403, 'only the host may start the match');
      if (!opts.gameOf(ctx).ai?.enumerate) throw new LobbyError(400, `${opts.gameOf(ctx).name} has no bot support`);
      const players = { ...m.players };
      for (const id of freeSeatIDs(m)) players[Number(id)] = botSeat(Number(id));
      return { ...m, players, table: { ...m.table, waiting: false }, updatedAt: Date.now() } as TableMatch;
    });
    opts.botTables?.opened(addressOf(ctx), ctx['params'].id as string);
  });

  // The host frees a seat someone took in the waiting room: its credentials stop working at once and it is free to
  // join again. Only while waiting: once play starts, an absent seat gets a bot after the grace period instead.
  router.post('/games/:name/:id/remove', async (ctx) => {
    const game = opts.gameOf(ctx);
    const { matchID, metadata } = await opts.matchOf(ctx, game);
    const input = validateRemoveSeat(await readJsonBody(ctx), Object.keys(metadata.players).length);
    let failure: LobbyError | undefined;
    const fail = (status: number, reason: string) => {
      failure = new LobbyError(status, reason);
      return undefined;
    };
    await storage.updateMetadata(matchID, (m) => {
      if (!areCredentialsValid(m, input.playerID, input.credentials)) return fail(403, 'invalid credentials');
      const table = (m as TableMatch).table;
      if (table?.host !== input.playerID) return fail(403, 'only the host may remove a seat');
      if (!isWaiting(m)) return fail(409, 'the match has started: an absent seat gets a bot after the grace period');
      if (input.seat === input.playerID) return fail(400, 'the host cannot remove their own seat; leave instead');
      const target = seatsOf(m)[input.seat];
      if (!target?.name || isBotSeat(target)) return fail(409, `seat ${input.seat} is not taken by a player`);
      const free: TableSeat = { id: target.id };
      return { ...m, players: { ...m.players, [input.seat]: free }, updatedAt: Date.now() };
    });
    if (failure) throw failure;
    await opts.onSeatsChanged(matchID);
    opts.onCreated(game, matchID);
    ctx.body = {};
  });

  // The host lets spectators write in the table chat, or stops them (they always read it: chat/table-chat.ts).
  router.post('/games/:name/:id/chat', async (ctx) => {
    const game = opts.gameOf(ctx);
    const { matchID, metadata } = await opts.matchOf(ctx, game);
    const body = await readJsonBody(ctx);
    const input = validateSeatAuth(body, Object.keys(metadata.players).length);
    if (typeof body['spectators'] !== 'boolean') throw new LobbyError(400, 'spectators must be true or false: whether spectators may write in the chat');
    const spectators = body['spectators'];
    let failure: LobbyError | undefined;
    await storage.updateMetadata(matchID, (m) => {
      if (!areCredentialsValid(m, input.playerID, input.credentials)) failure = new LobbyError(403, 'invalid credentials');
      else if ((m as TableMatch).table?.host !== input.playerID) failure = new LobbyError(403, 'only the host may let spectators write in the chat');
      if (failure) return undefined;
      const table = { ...(m as TableMatch).table, waiting: isWaiting(m) };
      const { spectatorChat: _s, ...rest } = table;
      return { ...m, table: spectators ? { ...rest, spectatorChat: true } : rest, updatedAt: Date.now() } as TableMatch;
    });
    if (failure) throw failure;
    ctx.body = { spectators };
  });

  router.post('/games/:name/:id/reclaim', (ctx) =>
    seatUpdate(ctx, (m, playerID) => {
      if (isOver(m)) throw new LobbyError(409, 'the match is over');
      const { left: _l, awaySince: _a, ...seat } = seatsOf(m)[playerID]!;
      // Not connected yet: the grace period runs from now, while their browser connects.
      const back = seat.isConnected ? seat : { ...seat, awaySince: Date.now() };
      return { ...m, players: { ...m.players, [playerID]: back }, updatedAt: Date.now() };
    }),
  );
}
