/**
 * The table as a browser reads it: GET /api/games/:id/matches (listed matches, newest activity first, with status,
 * free seats and whose turn), GET /api/games/:id/matches/:matchID (one match, listed or not: the match page polls
 * it for the waiting room, stand-ins and the rematch) and GET /api/games/:id/rules (how to play).
 */
import type Router from '@koa/router';
import type { Game } from 'boardgame.io';
import type { MatchSummary, RulesSheet } from '@deckhand/dsl';
import type { DeckhandStorage } from '../db/storage';
import { LobbyError } from '../lobby/http-error';
import { matchIdParam } from '../lobby-validation';
import { summarize } from './summary';
import type { TurnDeadline } from './table-clock';
import { rulesSheet } from './rules-sheet';

/** The lobby shows at most this many matches per game; older ones are a click on a shared link away. */
export const LISTED_MATCHES = 30;
/** Finished matches stay listed (as "over") this long after their last move. */
export const OVER_LISTED_MS = 30 * 60_000;

export interface TableApiOptions {
  games: Map<string, Game>;
  storage: DeckhandStorage;
  graceMs: number;
  /** The turn timer this process runs for a match at a state (TableClock.turnDeadline): the summary's `turnEndsAt`. */
  turnDeadline?: (matchID: string, stateID: number) => TurnDeadline | undefined;
}

export function registerTableApiRoutes(router: Router, opts: TableApiOptions): void {
  const { games, storage } = opts;
  const deadline = (matchID: string, state: { _stateID: number } | undefined) => (state ? opts.turnDeadline?.(matchID, state._stateID) : undefined);
  const sheets = new Map<string, RulesSheet>();
  for (const [name, game] of games) {
    const sheet = rulesSheet(game);
    if (sheet) sheets.set(name, sheet);
  }
  const gameName = (id: unknown) => {
    const name = String(id);
    if (!games.has(name)) throw new LobbyError(404, `game ${name} not found`);
    return name;
  };

  router.get('/api/games/:id/rules', (ctx) => {
    const sheet = sheets.get(gameName(ctx['params'].id));
    if (!sheet) throw new LobbyError(404, `game ${String(ctx['params'].id)} has no rules sheet`);
    ctx.body = sheet;
  });

  router.get('/api/games/:id/matches', async (ctx) => {
    const name = gameName(ctx['params'].id);
    const now = Date.now();
    // Two bounded reads (the newest live and recently finished matches, at most LISTED_MATCHES each), never one per
    // stored match: a lobby poll costs the same with 20 matches stored or 20,000.
    const page = { gameName: name, limit: LISTED_MATCHES, withState: true };
    const live = await storage.listMatchPage({ ...page, isGameover: false });
    const over = await storage.listMatchPage({ ...page, isGameover: true, updatedAfter: now - OVER_LISTED_MS });
    const out: MatchSummary[] = [...live, ...over].map((r) => summarize(r.matchID, r.metadata, r.state, now, opts.graceMs, deadline(r.matchID, r.state)));
    ctx.body = out.sort((a, b) => b.updatedAt - a.updatedAt).slice(0, LISTED_MATCHES);
  });

  router.get('/api/games/:id/matches/:matchID', async (ctx) => {
    const name = gameName(ctx['params'].id);
    const matchID = matchIdParam(String(ctx['params'].matchID));
    const { metadata, state } = await storage.fetch(matchID, { metadata: true, state: true });
    if (!metadata || metadata.gameName !== name) throw new LobbyError(404, `match ${matchID} not found`);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = summarize(matchID, metadata, state, Date.now(), opts.graceMs, deadline(matchID, state));
  });
}
