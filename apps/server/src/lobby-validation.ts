import type { Game } from 'boardgame.io';
import { isLevel, LEVELS, type Level } from '@deckhand/dsl';
import { LobbyError } from './lobby/http-error';
import { isPlainObject, unsafeJsonReason } from './security/safe-json';

/**
 * Validation of every lobby input. Each function takes the raw parsed body and returns typed values or throws a
 * LobbyError naming the offending field, so a client always learns why it got a 4xx.
 */
export const MAX_NAME_LENGTH = 40;
const MATCH_ID = /^[A-Za-z0-9_-]{1,64}$/;

const fail = (status: number, reason: string): never => {
  throw new LobbyError(status, reason);
};

export function matchIdParam(id: string): string {
  return MATCH_ID.test(id) ? id : fail(400, 'matchID must be 1-64 letters, digits, - or _');
}

function optionalBoolean(body: Record<string, unknown>, key: string): boolean | undefined {
  const v = body[key];
  if (v === undefined || v === null) return undefined;
  return typeof v === 'boolean' ? v : fail(400, `${key} must be a boolean`);
}

function playerName(value: unknown, key: string): string {
  if (typeof value !== 'string') return fail(400, `${key} must be a string`);
  // A lone surrogate is not text: it breaks JSON consumers and renders as garbage.
  if (/\p{Surrogate}/u.test(value)) return fail(400, `${key} is not well-formed Unicode (lone surrogate)`);
  // One spelling per name: "é" typed precomposed or as e + accent is the same name.
  const name = value.normalize('NFC').trim();
  if (name.length === 0) return fail(400, `${key} must not be empty`);
  if (name.length > MAX_NAME_LENGTH) return fail(400, `${key} is longer than ${MAX_NAME_LENGTH} characters`);
  // Control characters would let one player forge lines in another's lobby view.
  if (/\p{Cc}/u.test(name)) return fail(400, `${key} contains control characters`);
  // Bidirectional overrides and isolates reorder what follows them: a name could make the lobby or the log read
  // as something else ("Bot 2" spelled backwards, a fake seat label).
  if (/\p{Bidi_Control}/u.test(name)) return fail(400, `${key} contains bidirectional control characters`);
  // Nothing visible left once format characters (zero-width spaces, joiners) and spaces are taken out: an invisible
  // name would impersonate nobody in particular, and everybody.
  if (name.replace(/[\p{Cf}\p{Z}\p{M}\u115F\u1160\u3164\uFFA0]/gu, '').length === 0) return fail(400, `${key} has no visible characters`);
  return name;
}

function playerData(value: unknown): unknown {
  if (value === undefined) return undefined;
  const unsafe = unsafeJsonReason(value, { maxBytes: 2048, maxDepth: 6 });
  if (unsafe) return fail(400, `data rejected: ${unsafe}`);
  // `data.bot` marks a seat the server's bot plays with the server's trust; only the host makes one, at creation.
  if (isPlainObject(value) && Object.hasOwn(value, 'bot')) return fail(400, 'data.bot is reserved: bot seats are chosen by the host when creating the match');
  return value;
}

function seatIdOf(value: unknown, numSeats: number | undefined, key = 'playerID'): string {
  const s = typeof value === 'number' ? String(value) : value;
  if (typeof s !== 'string' || !/^\d{1,3}$/.test(s)) return fail(400, `${key} must be a seat number`);
  if (numSeats !== undefined && Number(s) >= numSeats) return fail(404, `player ${s} not found`);
  return s;
}

function credentialsOf(body: Record<string, unknown>): string {
  const c = body['credentials'];
  return typeof c === 'string' && c.length > 0 && c.length <= 256 ? c : fail(403, 'credentials are required');
}

function numPlayersOf(game: Game, value: unknown, fallback: number): number {
  if (value === undefined || value === null) return fallback;
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n)) return fail(400, 'numPlayers must be an integer');
  const min = game.minPlayers ?? 1;
  const max = game.maxPlayers ?? 16;
  if (n < min || n > max) return fail(400, `numPlayers must be between ${min} and ${max} for ${game.name}`);
  return n;
}

function setupDataOf(game: Game, value: unknown, numPlayers: number): Record<string, unknown> | undefined {
  if (value !== undefined && value !== null && !isPlainObject(value)) return fail(400, 'setupData must be an object');
  const setupData = (value ?? undefined) as Record<string, unknown> | undefined;
  if (setupData) {
    const unsafe = unsafeJsonReason(setupData, { maxBytes: 4096, maxDepth: 6 });
    if (unsafe) return fail(400, `setupData rejected: ${unsafe}`);
  }
  let error: unknown;
  try {
    error = game.validateSetupData?.(setupData, numPlayers);
  } catch (err) {
    error = (err as Error).message;
  }
  if (error !== undefined && error !== null && error !== false) return fail(400, `invalid setupData: ${String(error)}`);
  return setupData;
}

export interface CreateInput {
  numPlayers: number;
  setupData: Record<string, unknown> | undefined;
  unlisted: boolean;
  bots: number;
  /** The search level of each bot seat, in seat order (default medium). */
  botLevels: Level[];
  /** Host option: seconds a human seat may think before a default move is played for it. */
  turnSeconds?: number;
}

export const TURN_SECONDS = { min: 5, max: 3600 };

function turnSecondsOf(value: unknown): number | undefined {
  if (value === undefined || value === null || value === 0) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < TURN_SECONDS.min || value > TURN_SECONDS.max) {
    return fail(400, `turnSeconds must be a whole number of seconds from ${TURN_SECONDS.min} to ${TURN_SECONDS.max}, or 0 for no timer`);
  }
  return value;
}

/** `botLevels`: one of easy, medium, hard per bot seat; absent means medium for every bot. */
function botLevelsOf(value: unknown, bots: number): Level[] {
  if (value === undefined || value === null) return Array.from({ length: bots }, () => 'medium');
  if (!Array.isArray(value) || value.length !== bots || !value.every(isLevel)) {
    return fail(400, `botLevels must list one of ${LEVELS.join(', ')} for each of the ${bots} bot seats`);
  }
  return value;
}

export function validateCreate(game: Game, body: Record<string, unknown>): CreateInput {
  const numPlayers = numPlayersOf(game, body['numPlayers'], game.minPlayers ?? 2);
  const setupData = setupDataOf(game, body['setupData'], numPlayers);
  const bots = body['bots'] ?? 0;
  if (typeof bots !== 'number' || !Number.isInteger(bots) || bots < 0 || bots > numPlayers) {
    fail(400, `bots must be an integer from 0 to ${numPlayers}`);
  }
  if (bots as number > 0 && !game.ai?.enumerate) fail(400, `${game.name} has no bot support`);
  const botLevels = botLevelsOf(body['botLevels'], bots as number);
  const turnSeconds = turnSecondsOf(body['turnSeconds']);
  return { numPlayers, setupData, unlisted: optionalBoolean(body, 'unlisted') ?? false, bots: bots as number, botLevels, ...(turnSeconds ? { turnSeconds } : {}) };
}

export function validateJoin(body: Record<string, unknown>, numSeats: number) {
  return {
    playerID: body['playerID'] === undefined || body['playerID'] === null ? undefined : seatIdOf(body['playerID'], numSeats),
    playerName: body['playerName'] === undefined ? fail(403, 'playerName is required') : playerName(body['playerName'], 'playerName'),
    data: playerData(body['data']),
  };
}

export function validateSeatAuth(body: Record<string, unknown>, numSeats: number) {
  if (body['playerID'] === undefined || body['playerID'] === null) fail(403, 'playerID is required');
  return { playerID: seatIdOf(body['playerID'], numSeats), credentials: credentialsOf(body) };
}

/** The host's credentials and the seat they remove from the waiting room (`seat`). */
export function validateRemoveSeat(body: Record<string, unknown>, numSeats: number) {
  const auth = validateSeatAuth(body, numSeats);
  if (body['seat'] === undefined || body['seat'] === null) fail(400, 'seat is required: the id of the seat to free');
  return { ...auth, seat: seatIdOf(body['seat'], numSeats) };
}

export function validateUpdate(body: Record<string, unknown>, numSeats: number) {
  const seat = validateSeatAuth(body, numSeats);
  const newName = body['newName'] === undefined ? undefined : playerName(body['newName'], 'newName');
  const data = playerData(body['data']);
  if (newName === undefined && data === undefined) fail(400, 'newName or data is required');
  return { ...seat, newName, data };
}

/** A rematch's options default to the finished match's (seat count, setup options, listed or not). */
export function validatePlayAgain(game: Game, body: Record<string, unknown>, numSeats: number, previousSetup: unknown, previousUnlisted = false) {
  const seat = validateSeatAuth(body, numSeats);
  const numPlayers = numPlayersOf(game, body['numPlayers'], numSeats);
  const setupData = setupDataOf(game, body['setupData'] ?? previousSetup, numPlayers);
  return { ...seat, numPlayers, setupData, unlisted: optionalBoolean(body, 'unlisted') ?? previousUnlisted };
}

export function validateListQuery(query: Record<string, string | string[] | undefined>) {
  const one = (key: string) => {
    const v = query[key];
    return Array.isArray(v) ? v[0] : v;
  };
  const int = (key: string) => {
    const v = one(key);
    if (v === undefined || v === '') return undefined;
    return /^\d{1,15}$/.test(v) ? Number(v) : fail(400, `${key} must be a timestamp in milliseconds`);
  };
  const g = one('isGameover');
  let isGameover: boolean | undefined;
  if (g !== undefined && g !== '') {
    if (g.toLowerCase() === 'true') isGameover = true;
    else if (g.toLowerCase() === 'false') isGameover = false;
    else fail(400, 'isGameover must be true or false');
  }
  const rawLimit = one('limit');
  let limit: number = LIST_PAGE.default;
  if (rawLimit !== undefined && rawLimit !== '') {
    if (!/^\d{1,4}$/.test(rawLimit) || Number(rawLimit) < 1 || Number(rawLimit) > LIST_PAGE.max) fail(400, `limit must be an integer from 1 to ${LIST_PAGE.max}`);
    limit = Number(rawLimit);
  }
  const rawBefore = one('before');
  let before: { updatedAt: number; matchID: string } | undefined;
  if (rawBefore !== undefined && rawBefore !== '') {
    const m = /^(\d{1,15}):([A-Za-z0-9_-]{1,64})$/.exec(rawBefore);
    if (!m) fail(400, 'before must be the "next" of a previous page');
    before = { updatedAt: Number(m![1]), matchID: m![2]! };
  }
  return { isGameover, updatedBefore: int('updatedBefore'), updatedAfter: int('updatedAfter'), limit, ...(before ? { before } : {}) };
}

/** GET /games/:name pages: `limit` matches (default 50, at most 100), newest first; `next` continues. */
export const LIST_PAGE = { default: 50, max: 100 } as const;

/** The `before` value that continues a list after this match. */
export const pageCursor = (c: { updatedAt: number; matchID: string }) => `${c.updatedAt}:${c.matchID}`;
