import type Router from '@koa/router';
import type { Context } from 'koa';
import type { Game, LobbyAPI } from 'boardgame.io';
import { createMatch } from 'boardgame.io/internal';
import { randomBytes } from 'node:crypto';
import { cursorOf, type DeckhandStorage, type MatchData } from '../db/storage';
import { LobbyError } from './http-error';
import { readJsonBody } from './json-body';
import { newCredentials, areCredentialsValid } from '../security/credentials';
import { seededForMatch } from '../security/match-seed';
import {
  matchIdParam,
  pageCursor,
  validateCreate,
  validateJoin,
  validateListQuery,
  validatePlayAgain,
  validateSeatAuth,
  validateUpdate,
} from '../lobby-validation';
import { botLevel, botSeat } from '../bots';
import { freeSeatIDs, isBotSeat, isHumanSeat, isWaiting, type TableMatch, type TableSeat } from '../table/table';
import { registerTableRoutes } from './table-routes';
import type { Bucket } from '../security/rate-limit';
import { addressOf, tooMany } from './rate-limit-middleware';
import type { BotTableBudget } from './bot-tables';

export interface LobbyOptions {
  games: Map<string, Game>;
  storage: DeckhandStorage;
  /** Called when a match is created or its seats change hands (started, left, reclaimed), so bots get going. */
  onCreated: (game: Game, matchID: string) => void;
  /** Called after a seat was taken or given up (or the match wiped): sockets that lost their seat are cut off. */
  onSeatsChanged: (matchID: string) => void | Promise<void>;
  /** Matches created per IP; an empty bucket answers 429. */
  creates?: Bucket;
  /** Live bot tables per address (lobby/bot-tables.ts); unlimited when unset. */
  botTables?: BotTableBudget;
  /** Whether every seat may be a bot (limits.allBotMatches); otherwise such a create answers 403. */
  allBotMatches?: boolean;
}

type Seat = TableSeat;
const seats = (m: MatchData) => m.players as Record<string, Seat>;
const isOver = (m: MatchData) => m.gameover !== undefined && m.gameover !== null;

/** Whether a rematch asked for keeps the finished match's options. */
function sameOptions(input: { numPlayers: number; setupData: unknown; unlisted: boolean }, old: MatchData, numSeats: number): boolean {
  return input.numPlayers === numSeats && JSON.stringify(input.setupData) === JSON.stringify(old.setupData) && input.unlisted === (old.unlisted ?? false);
}

const newMatchID = () => randomBytes(8).toString('base64url');

function clientMatch(matchID: string, metadata: MatchData): LobbyAPI.Match {
  return {
    ...metadata,
    matchID,
    players: Object.values(metadata.players).map(({ credentials: _c, ...seat }) => seat),
  };
}

/**
 * Every boardgame.io lobby route, same paths and response shapes (the stock LobbyClient works against it), with
 * validation in front of each and every seat change done as one atomic storage update — upstream's join is
 * fetch-then-write, so two simultaneous joins could both take a seat.
 */
export function registerLobbyRoutes(router: Router, opts: LobbyOptions): void {
  const { games, storage } = opts;

  const gameOf = (ctx: Context): Game => {
    const game = games.get(ctx['params'].name);
    if (!game) throw new LobbyError(404, `game ${ctx['params'].name} not found`);
    return game;
  };

  const matchOf = async (ctx: Context, game: Game): Promise<{ matchID: string; metadata: MatchData }> => {
    const matchID = matchIdParam(ctx['params'].id);
    const { metadata } = await storage.fetch(matchID, { metadata: true });
    if (!metadata || metadata.gameName !== game.name) throw new LobbyError(404, `match ${matchID} not found`);
    return { matchID, metadata };
  };

  /**
   * Creates a match and returns its id. Seats come from `seat(i)` (a bot, a rematched human, or free); while any is
   * free the match waits for players (table.ts), so nobody moves before the table is full or the host starts.
   */
  const create = async (
    game: Game,
    input: { numPlayers: number; setupData: unknown; unlisted: boolean; turnSeconds?: number | undefined },
    seat: (i: number) => Seat | undefined,
    table: { host?: string } = {},
  ) => {
    const match = createMatch({ game: seededForMatch(game), numPlayers: input.numPlayers, setupData: input.setupData, unlisted: input.unlisted });
    if ('setupDataError' in match) throw new LobbyError(400, `invalid setupData: ${String(match.setupDataError)}`);
    for (let i = 0; i < input.numPlayers; i++) {
      const s = seat(i);
      if (s) seats(match.metadata)[String(i)] = s;
    }
    (match.metadata as TableMatch).table = {
      waiting: freeSeatIDs(match.metadata).length > 0,
      ...(table.host !== undefined ? { host: table.host } : {}),
      ...(input.turnSeconds ? { turnSeconds: input.turnSeconds } : {}),
    };
    const matchID = newMatchID();
    await storage.createMatch(matchID, match);
    opts.onCreated(game, matchID);
    return matchID;
  };

  router.get('/games', (ctx) => {
    ctx.body = [...games.keys()] satisfies LobbyAPI.GameList;
  });

  /** Charges one create to the caller's IP; false (and a 429 answer) when it has none left. */
  const mayCreate = async (ctx: Context): Promise<boolean> => {
    const wait = opts.creates?.take(addressOf(ctx));
    if (wait === undefined) return true;
    tooMany(ctx, wait, 'too many matches created from your address');
    return false;
  };

  router.post('/games/:name/create', async (ctx) => {
    const game = gameOf(ctx);
    const input = validateCreate(game, await readJsonBody(ctx));
    if (input.bots >= input.numPlayers && !opts.allBotMatches) {
      // Nobody plays in an all-bot match, yet every move costs the server a bot's thinking: 300 of them slowed
      // every honest table. Demos and tests that want one say so (ALLOW_ALL_BOT_MATCHES=1).
      throw new LobbyError(403, 'a match needs at least one human seat: bots must be fewer than numPlayers');
    }
    if (input.bots > 0 && opts.botTables && !(await opts.botTables.mayOpen(addressOf(ctx)))) {
      throw new LobbyError(429, 'too many tables with bots open from your address: finish or leave one first');
    }
    if (!(await mayCreate(ctx))) return;
    const firstBot = input.numPlayers - input.bots;
    const matchID = await create(game, input, (i) => (i >= firstBot ? botSeat(i, input.botLevels[i - firstBot]) : undefined));
    if (input.bots > 0) opts.botTables?.opened(addressOf(ctx), matchID);
    ctx.body = { matchID } satisfies LobbyAPI.CreatedMatch;
  });

  // One page per request (newest activity first), read in one bounded query: 2,000 spammed matches once made every
  // request read every match's metadata (136–905 ms). `next`, when present, is the `before` of the following page.
  router.get('/games/:name', async (ctx) => {
    const game = gameOf(ctx);
    const { limit, before, ...where } = validateListQuery(ctx.query);
    const rows = await storage.listMatchPage({ gameName: game.name as string, ...where, ...(before ? { before } : {}), limit });
    const last = rows.at(-1);
    ctx.body = {
      matches: rows.map((r) => clientMatch(r.matchID, r.metadata)),
      ...(rows.length === limit && last ? { next: pageCursor(cursorOf(last)) } : {}),
    } satisfies LobbyAPI.MatchList & { next?: string };
  });

  router.get('/games/:name/:id', async (ctx) => {
    const { matchID, metadata } = await matchOf(ctx, gameOf(ctx));
    ctx.body = clientMatch(matchID, metadata);
  });

  router.post('/games/:name/:id/join', async (ctx) => {
    const { matchID, metadata } = await matchOf(ctx, gameOf(ctx));
    const input = validateJoin(await readJsonBody(ctx), Object.keys(metadata.players).length);
    const credentials = newCredentials();
    let claimed: string | undefined;
    let conflict: string | undefined;
    // The seat test and the write happen under one row lock: of N concurrent joins for a seat exactly one wins.
    await storage.updateMetadata(matchID, (m) => {
      // A finished match takes nobody new: a seat freed by a leaver would hand a stranger credentials there, and
      // with them a say in the rematch.
      if (isOver(m)) {
        conflict = `match ${matchID} is over`;
        return undefined;
      }
      const all = seats(m);
      const seatID = input.playerID ?? Object.keys(all).find((id) => !all[id]!.name);
      if (seatID === undefined) {
        conflict = `match ${matchID} is full`;
        return undefined;
      }
      if (all[seatID]!.name) {
        conflict = `player ${seatID} not available`;
        return undefined;
      }
      claimed = seatID;
      // Away from the moment it is joined until its socket connects (the sync clears it): a seat joined by a client
      // that never connects gets a bot once the grace period ends, instead of freezing the table for ever.
      const seat: Seat = { ...all[seatID]!, name: input.playerName, credentials, isConnected: false, awaySince: Date.now() };
      if (input.data !== undefined) seat.data = input.data;
      const next: TableMatch = { ...m, players: { ...m.players, [seatID]: seat }, updatedAt: Date.now() };
      // The first to sit hosts; the last free seat taken starts the match.
      const table = { waiting: false, ...(m as TableMatch).table };
      if (table.host === undefined) table.host = seatID;
      if (table.waiting && freeSeatIDs(next).length === 0) table.waiting = false;
      next.table = table;
      return next;
    });
    if (!claimed) throw new LobbyError(409, conflict ?? 'seat not available');
    opts.onCreated(gameOf(ctx), matchID);
    await opts.onSeatsChanged(matchID);
    ctx.body = { playerID: claimed, playerCredentials: credentials } satisfies LobbyAPI.JoinedMatch;
  });

  router.post('/games/:name/:id/leave', async (ctx) => {
    const { matchID, metadata } = await matchOf(ctx, gameOf(ctx));
    const input = validateSeatAuth(await readJsonBody(ctx), Object.keys(metadata.players).length);
    let authorized = false;
    let standIn = false;
    const after = await storage.updateMetadata(matchID, (m) => {
      if (!areCredentialsValid(m, input.playerID, input.credentials)) return undefined;
      authorized = true;
      const current = seats(m)[input.playerID]!;
      if (!isWaiting(m) && !isOver(m)) {
        // Mid-game the seat stays theirs: a bot plays it until they reclaim it (table-routes.ts), so nobody is stuck
        // on a turn that will never come.
        standIn = true;
        const seat: Seat = { ...current, left: true, awaySince: current.awaySince ?? Date.now() };
        return { ...m, players: { ...m.players, [input.playerID]: seat }, updatedAt: Date.now() };
      }
      const { name: _n, credentials: _c, left: _l, awaySince: _a, ...seat } = current;
      const next: TableMatch = { ...m, players: { ...m.players, [input.playerID]: seat }, updatedAt: Date.now() };
      const table = (m as TableMatch).table;
      if (table?.host === input.playerID) {
        // The host's chair passes to the next human still seated.
        const heir = Object.entries(seats(next)).find(([, s]) => isHumanSeat(s))?.[0];
        const { host: _h, ...rest } = table;
        next.table = heir === undefined ? rest : { ...rest, host: heir };
      }
      return next;
    });
    if (!authorized) throw new LobbyError(403, 'invalid credentials');
    if (standIn) opts.onCreated(gameOf(ctx), matchID);
    // As upstream: the last human to leave deletes the match (bots alone do not keep it alive).
    else if (after && !Object.values(seats(after)).some((s) => s.name && !isBotSeat(s))) await storage.wipe(matchID);
    // Before answering: the leaver's sockets must not see what the seat's next holder is dealt.
    await opts.onSeatsChanged(matchID);
    ctx.body = standIn ? { standIn: true } : {};
  });

  const update = async (ctx: Context) => {
    const { matchID, metadata } = await matchOf(ctx, gameOf(ctx));
    const input = validateUpdate(await readJsonBody(ctx), Object.keys(metadata.players).length);
    let authorized = false;
    await storage.updateMetadata(matchID, (m) => {
      if (!areCredentialsValid(m, input.playerID, input.credentials)) return undefined;
      authorized = true;
      const seat = { ...seats(m)[input.playerID]! };
      if (input.newName !== undefined) seat.name = input.newName;
      if (input.data !== undefined) seat.data = input.data;
      return { ...m, players: { ...m.players, [input.playerID]: seat }, updatedAt: Date.now() };
    });
    if (!authorized) throw new LobbyError(403, 'invalid credentials');
    ctx.body = {};
  };
  router.post('/games/:name/:id/update', update);
  router.post('/games/:name/:id/rename', update); // deprecated upstream alias, kept so old clients work

  router.post('/games/:name/:id/playAgain', async (ctx) => {
    const game = gameOf(ctx);
    const { matchID, metadata } = await matchOf(ctx, game);
    const numSeats = Object.keys(metadata.players).length;
    const input = validatePlayAgain(game, await readJsonBody(ctx), numSeats, metadata.setupData, metadata.unlisted ?? false);
    if (!areCredentialsValid(metadata, input.playerID, input.credentials)) throw new LobbyError(403, 'invalid credentials');
    if (!isOver(metadata)) throw new LobbyError(409, 'the match is not over yet');
    const host = (metadata as TableMatch).table?.host;
    if (host !== undefined && host !== input.playerID && !sameOptions(input, metadata, numSeats)) {
      // Anyone seated may ask for the rematch, but only with the options of the match just played.
      throw new LobbyError(403, 'only the host may change the rematch options (numPlayers, setupData, unlisted)');
    }
    if (metadata.nextMatchID) {
      ctx.body = { nextMatchID: metadata.nextMatchID } satisfies LobbyAPI.NextMatch;
      return;
    }
    // Same seats: bots stay bots, every human keeps their seat under the same credentials (so each of their browsers
    // can follow to the new match), counted away until they arrive there.
    const now = Date.now();
    const old = seats(metadata);
    const rematchSeat = (i: number): Seat | undefined => {
      const s = old[String(i)];
      if (isBotSeat(s)) return botSeat(i, botLevel(s));
      if (!isHumanSeat(s) || !s.credentials) return undefined;
      return { id: i, name: s.name!, credentials: s.credentials, isConnected: false, awaySince: now, ...(s.data !== undefined ? { data: s.data } : {}) };
    };
    const table = (metadata as TableMatch).table;
    if (!(await mayCreate(ctx))) return;
    const candidate = await create(game, { ...input, ...(table?.turnSeconds ? { turnSeconds: table.turnSeconds } : {}) }, rematchSeat, table?.host !== undefined ? { host: table.host } : {});
    // Two players pressing "play again" together must end up in the same next match.
    const after = await storage.updateMetadata(matchID, (m) =>
      m.nextMatchID ? undefined : ({ ...m, nextMatchID: candidate, nextMatchBy: input.playerID } as MatchData),
    );
    const nextMatchID = after?.nextMatchID ?? candidate;
    if (nextMatchID !== candidate) await storage.wipe(candidate);
    ctx.body = { nextMatchID } satisfies LobbyAPI.NextMatch;
  });

  registerTableRoutes(router, { ...opts, gameOf, matchOf });
}
