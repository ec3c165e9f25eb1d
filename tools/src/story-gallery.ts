/**
 * Prints, as JSON on stdout, the scenes Storybook's "Games" section draws for every game folder: each game played
 * by its own bot (or at random) from a fixed seed, and seat 0's view at the opening, in the middle and at the end,
 * with the def without `cards` and the ctx a board reads. Storybook runs this when it starts (packages/ui/.storybook/
 * game-gallery.ts), so a new folder under packages/games/ gets its stories with no code. It lives in tools/ because
 * it runs the games: the UI kit only reads the data.
 *
 *   npx tsx tools/src/story-gallery.ts > gallery.json
 */
import type { State } from 'boardgame.io';
import { playout, type GameState } from '@deckhand/dsl';
import { loadGames, type LoadedGame } from '@deckhand/games';

export interface GalleryScene {
  scene: 'Opening' | 'Midgame' | 'End';
  playerID: string;
  def: unknown;
  view: unknown;
  ctx: unknown;
}

export interface GalleryGame {
  id: string;
  name: string;
  players: number;
  scenes: GalleryScene[];
}

/** The ctx fields a board reads (boardgame.io's Ctx, without its plugin internals). */
function ctxOf(s: State<GameState>) {
  const { numPlayers, turn, currentPlayer, playOrder, playOrderPos, phase, activePlayers, gameover } = s.ctx;
  return { numPlayers, turn, currentPlayer, playOrder, playOrderPos, phase, activePlayers: activePlayers ?? null, ...(gameover ? { gameover } : {}) };
}

export function gallery(g: LoadedGame, maxMoves = 600): GalleryGame {
  const players = Math.min(g.def.players.max, Math.max(g.def.players.min, 3));
  const states: State<GameState>[] = [];
  playout(g.game, { players, seed: `${g.id}-story`, maxMoves, ...(g.bot ? { choose: g.bot.choose } : {}), onState: (s) => void states.push(structuredClone(s)) });
  const { cards: _cards, ...def } = g.def;
  const scene = (name: GalleryScene['scene'], s: State<GameState>): GalleryScene => ({
    scene: name,
    playerID: '0',
    def,
    view: g.game.deckhand.playerView(s.G, '0'),
    ctx: ctxOf(s),
  });
  const last = states[states.length - 1]!;
  return {
    id: g.id,
    name: g.name,
    players,
    scenes: [scene('Opening', states[0]!), scene('Midgame', states[Math.floor(states.length / 2)]!), scene('End', last)],
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const games = await loadGames();
  process.stdout.write(JSON.stringify(games.map((g) => gallery(g))));
}
