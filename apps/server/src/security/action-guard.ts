import type { Ctx, Game, State } from 'boardgame.io';
import { isPlainObject, unsafeJsonReason } from './safe-json';

/** The boardgame.io action types a client may send. The reducer also accepts SYNC/UPDATE/RESET/PATCH/PLUGIN, which
 * replace or patch the whole state: upstream's Master dispatches whatever arrives, so a raw client could overwrite a
 * match with a state of its choosing. */
const CLIENT_ACTION_TYPES = new Set(['MAKE_MOVE', 'GAME_EVENT', 'UNDO', 'REDO']);

export interface ClientAction {
  type: 'MAKE_MOVE' | 'GAME_EVENT' | 'UNDO' | 'REDO';
  payload: { type: string; args?: unknown[]; playerID: string; credentials?: string };
}

/** What boardgame.io's own client puts in an action's payload. */
const PAYLOAD_KEYS = new Set(['type', 'args', 'playerID', 'credentials']);
/** Bounds on move arguments: every argument a Deckhand move declares is a number, a word or a short list of ids. */
export const MAX_ARGS = 8;
export const MAX_ARG_STRING = 64;
export const MAX_ARG_LIST = 64;

/** Arguments beyond any declared shape (the game then checks each against its declaration). */
function argsJunk(args: unknown): string | undefined {
  if (!Array.isArray(args)) return undefined;
  if (args.length > MAX_ARGS) return `more than ${MAX_ARGS} arguments`;
  const scalar = (v: unknown) =>
    v === null || typeof v === 'boolean' || typeof v === 'number' || (typeof v === 'string' && v.length <= MAX_ARG_STRING);
  for (const a of args) {
    if (scalar(a)) continue;
    if (Array.isArray(a) && a.length <= MAX_ARG_LIST && a.every(scalar)) continue;
    return 'an argument is not a number, a short string or a short list of them';
  }
  return undefined;
}

type MoveMap = Record<string, unknown>;
type ProcessedGame = Game & {
  phases?: Record<string, { moves?: MoveMap; turn?: { stages?: Record<string, { moves?: MoveMap }> } }>;
  turn?: { stages?: Record<string, { moves?: MoveMap }> };
  flow: {
    enabledEventNames: string[];
    getMove: (ctx: Ctx, name: string, playerID: string) => unknown;
    isPlayerActive: (G: unknown, ctx: Ctx, playerID: string) => boolean;
  };
};

/**
 * Checks everything about a client action that does not need the game to run: shape, size, hostile keys, that it
 * acts for the seat the socket authenticated as, and (given the stored state) that the game allows it now.
 * Returns a reason to reject, or undefined.
 */
export function rejectActionShape(action: unknown, playerID: string): string | undefined {
  if (!isPlainObject(action)) return 'action is not an object';
  const unsafe = unsafeJsonReason(action);
  if (unsafe) return unsafe;
  if (typeof action['type'] !== 'string' || !CLIENT_ACTION_TYPES.has(action['type'])) return 'action type not allowed';
  const payload = action['payload'];
  if (!isPlainObject(payload)) return 'missing payload';
  // The action is stored in the log and re-sent on every sync: anything beyond what boardgame.io's client sends
  // would ride along for free.
  const extra = Object.keys(payload).find((k) => !PAYLOAD_KEYS.has(k));
  if (extra !== undefined) return `unexpected payload field "${extra.slice(0, 32)}"`;
  if (payload['playerID'] !== playerID) return 'payload.playerID does not match the seat';
  if (action['type'] === 'MAKE_MOVE' || action['type'] === 'GAME_EVENT') {
    if (typeof payload['type'] !== 'string' || payload['type'].length === 0 || payload['type'].length > 64) {
      return 'bad move name';
    }
    if (payload['args'] !== undefined && payload['args'] !== null && !Array.isArray(payload['args'])) {
      return 'args must be an array';
    }
    const junk = argsJunk(payload['args']);
    if (junk) return junk;
  }
  return undefined;
}

/**
 * The move map boardgame.io's `getMove` consults for this seat now (stage, else phase, else game), tested with
 * `Object.hasOwn`: upstream tests `name in moves`, so `toString`, `constructor` or `__proto__` would reach the reducer
 * and store a non-object G. The compiler already builds null-prototype maps; this guard holds for any game.
 */
export function isOwnMoveName(game: ProcessedGame, ctx: Ctx, name: string, playerID: string): boolean {
  const phase = ctx.phase ? game.phases?.[ctx.phase] : undefined;
  const stages = (phase ? phase.turn?.stages : game.turn?.stages) ?? {};
  const stageName = ctx.activePlayers?.[playerID];
  const stage = typeof stageName === 'string' && Object.hasOwn(stages, stageName) ? stages[stageName] : undefined;
  const map = stage?.moves ?? phase?.moves ?? game.moves ?? {};
  return Object.hasOwn(map, name);
}

export function rejectForState(game: Game, state: State, action: ClientAction, stateID: unknown): string | undefined {
  const flow = (game as ProcessedGame).flow;
  const { ctx } = state;
  const playerID = action.payload.playerID;
  if (ctx.gameover !== undefined) return 'game is over';
  if (!flow.isPlayerActive(state.G, ctx, playerID)) return 'player not active';
  let move: unknown = null;
  switch (action.type) {
    case 'MAKE_MOVE':
      if (!isOwnMoveName(game as ProcessedGame, ctx, action.payload.type, playerID)) return 'move not available';
      move = flow.getMove(ctx, action.payload.type, playerID);
      if (!move) return 'move not available';
      break;
    case 'GAME_EVENT':
      // Upstream's reducer never consults enabledEventNames for client events; a game that disables endTurn or
      // endGame still had them run on the server when a raw client sent them.
      if (!flow.enabledEventNames.includes(action.payload.type)) return 'event not allowed';
      break;
    case 'UNDO':
      // Whether this move may be taken back is the match service's to decide (match/undo.ts): boardgame.io's reducer
      // would let a player draw, look at the card and take the draw back in any game that left undo on.
      break;
    case 'REDO':
      // Not offered: a move taken back is made again (match/undo.ts keeps `_redo` empty).
      return 'redo not offered';
  }
  const ignoreStale = typeof move === 'object' && move !== null && (move as { ignoreStaleStateID?: boolean }).ignoreStaleStateID;
  if (state._stateID !== stateID && !ignoreStale) return 'stale state id';
  return undefined;
}
