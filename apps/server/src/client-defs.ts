/**
 * GET /api/games and GET /api/games/:id/client: what a browser needs to draw a game and send its moves — the IR
 * without its cards (`clientDef`). The web client never bundles @deckhand/games: that would ship every card's face
 * and Art of Argument's quiz answers.
 */
import type Router from '@koa/router';
import type { Game } from 'boardgame.io';
import { clientDef, type ClientGameDef, type CompiledGame, type GameDef, type GameSummary } from '@deckhand/dsl';
import { LobbyError } from './lobby/http-error';


/** A registered game that came from YAML (fixture games written directly against boardgame.io have no IR). */
type DefGame = Game & { deckhand?: CompiledGame['deckhand']; description?: string };

function defOf(game: Game): GameDef | undefined {
  return (game as DefGame).deckhand?.def;
}

export function gameSummaries(games: Map<string, Game>): GameSummary[] {
  const out: GameSummary[] = [];
  for (const game of games.values()) {
    const def = defOf(game);
    if (!def) continue;
    const description = (game as DefGame).description;
    out.push({ id: def.id, name: def.name, players: { ...def.players }, options: structuredClone(def.options), ...(description ? { description } : {}) });
  }
  return out;
}

export function registerClientDefRoutes(router: Router, games: Map<string, Game>): void {
  // Computed once: defs never change while the process runs, and the copies are what every client downloads.
  const summaries = gameSummaries(games);
  const clients = new Map<string, ClientGameDef>();
  for (const [name, game] of games) {
    const def = defOf(game);
    if (def) clients.set(name, clientDef(def));
  }

  router.get('/api/games', (ctx) => {
    ctx.body = summaries;
  });

  router.get('/api/games/:id/client', (ctx) => {
    const id = String(ctx['params'].id);
    const def = clients.get(id);
    if (!def) throw new LobbyError(404, `game ${id} not found`);
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = def;
  });
}
