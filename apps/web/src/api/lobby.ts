/**
 * The server's HTTP API, same origin: boardgame.io's lobby routes (/games/...) and Deckhand's client copies of
 * the games (/api/games...). Every failure becomes an ApiError carrying the server's reason.
 */
import type { ClientGameDef, GameSummary, MatchSummary, RulesSheet } from '@deckhand/dsl/client';

export type { GameSummary, MatchSummary, RulesSheet };

export interface MatchSeat {
  id: number;
  name?: string;
  isConnected?: boolean;
  data?: unknown;
}

export interface LobbyMatch {
  matchID: string;
  gameName: string;
  players: MatchSeat[];
  setupData?: unknown;
  gameover?: unknown;
  createdAt: number;
  updatedAt: number;
  unlisted?: boolean;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, 'cannot reach the server');
  }
  const text = await res.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  if (!res.ok) {
    const reason = (parsed as { error?: unknown } | undefined)?.error;
    throw new ApiError(res.status, typeof reason === 'string' ? reason : `${res.status} ${res.statusText}`);
  }
  return parsed as T;
}

const seg = encodeURIComponent;

export const api = {
  games: () => call<GameSummary[]>('GET', '/api/games'),
  clientDef: (gameId: string) => call<ClientGameDef>('GET', `/api/games/${seg(gameId)}/client`),
  matches: (gameId: string) => call<{ matches: LobbyMatch[] }>('GET', `/games/${seg(gameId)}?isGameover=false`).then((r) => r.matches),
  /** The lobby's list: listed matches with status, free seats and whose turn (recently finished ones too). */
  summaries: (gameId: string) => call<MatchSummary[]>('GET', `/api/games/${seg(gameId)}/matches`),
  /** One match's table: waiting room, stand-ins, result, rematch. */
  summary: (gameId: string, matchID: string) => call<MatchSummary>('GET', `/api/games/${seg(gameId)}/matches/${seg(matchID)}`),
  rules: (gameId: string) => call<RulesSheet>('GET', `/api/games/${seg(gameId)}/rules`),
  start: (gameId: string, matchID: string, body: { playerID: string; credentials: string }) => call<object>('POST', `/games/${seg(gameId)}/${seg(matchID)}/start`, body),
  /** The host frees a seat someone took in the waiting room (they never came). */
  removeSeat: (gameId: string, matchID: string, body: { playerID: string; credentials: string; seat: string }) =>
    call<object>('POST', `/games/${seg(gameId)}/${seg(matchID)}/remove`, body),
  reclaim: (gameId: string, matchID: string, body: { playerID: string; credentials: string }) => call<object>('POST', `/games/${seg(gameId)}/${seg(matchID)}/reclaim`, body),
  /** The host lets spectators write in the table chat, or stops them. */
  chatSettings: (gameId: string, matchID: string, body: { playerID: string; credentials: string; spectators: boolean }) =>
    call<{ spectators: boolean }>('POST', `/games/${seg(gameId)}/${seg(matchID)}/chat`, body),
  match: (gameId: string, matchID: string) => call<LobbyMatch>('GET', `/games/${seg(gameId)}/${seg(matchID)}`),
  create: (gameId: string, body: { numPlayers: number; setupData?: Record<string, unknown>; bots: number; botLevels?: string[]; unlisted?: boolean; turnSeconds?: number }) =>
    call<{ matchID: string }>('POST', `/games/${seg(gameId)}/create`, body).then((r) => r.matchID),
  join: (gameId: string, matchID: string, body: { playerName: string; playerID?: string }) =>
    call<{ playerID: string; playerCredentials: string }>('POST', `/games/${seg(gameId)}/${seg(matchID)}/join`, body),
  leave: (gameId: string, matchID: string, body: { playerID: string; credentials: string }) =>
    call<{ standIn?: boolean }>('POST', `/games/${seg(gameId)}/${seg(matchID)}/leave`, body),
  playAgain: (gameId: string, matchID: string, body: { playerID: string; credentials: string }) =>
    call<{ nextMatchID: string }>('POST', `/games/${seg(gameId)}/${seg(matchID)}/playAgain`, body).then((r) => r.nextMatchID),
};

export const isBotSeat = (seat: MatchSeat) => typeof seat.data === 'object' && seat.data !== null && (seat.data as { bot?: unknown }).bot === true;
export const freeSeats = (m: LobbyMatch) => m.players.filter((p) => !p.name);
