/**
 * Writes @deckhand/ui's Storybook fixtures (packages/ui/src/fixtures/*.json) from the real games: each game is validated and compiled by
 * `loadGames()`, played a few seeded moves in by its own bot (or at random), and one seat's view is saved with the
 * def (without `cards`: a browser never holds the deck list), the boardgame.io ctx and that seat's legal actions.
 *
 * Regenerate from the repository root:  npm run fixtures -w @deckhand/ui   (or: npx tsx tools/src/ui-fixtures.ts)
 * It lives in tools/ because it runs the games (scope:ui may not depend on @deckhand/games); the UI kit only
 * reads the JSON it writes.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { State } from 'boardgame.io';
import { playout, type GameState } from '@deckhand/dsl';
import { drawnAttributes, GAMES_DIR, inkFaces, loadGames, spellLog, type LoadedGame } from '@deckhand/games';

export const FIXTURES_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'packages', 'ui', 'src', 'fixtures');

type Ring = 'black' | 'red' | 'blue';
type LayoutInk = (ink: Record<string, unknown>, seed: string, size?: number) => unknown;
/** WordARound's own drawing of a card (rule W13), found in its folder as the games' hooks and bots are. */
async function ringLayout(): Promise<LayoutInk> {
  const mod = (await import(pathToFileURL(join(GAMES_DIR, 'wordaround', 'ring-layout.ts')).href)) as { layoutInk: LayoutInk };
  return mod.layoutInk;
}
const MATCH_ID = 'story';

interface Scene {
  /** File name (without .json). */
  name: string;
  game: string;
  players: number;
  seed: string;
  /** The seat whose view is saved; null for a spectator. */
  seat: number | null;
  setupData?: Record<string, unknown>;
  /** Moves to play at most; the scene is the first state `pick` accepts (the last one if none does). */
  maxMoves: number;
  pick?: (s: State<GameState>, g: LoadedGame) => boolean;
  /** This scene is the game's start, mid-game or over in apps/web's visual test (saved in the fixture as `visual`). */
  visual?: Stage;
}

type Stage = 'start' | 'mid' | 'over';
const STAGES: Stage[] = ['start', 'mid', 'over'];

const SCENES: Scene[] = [
  // Hold'em, three players, after the flop: the board's cards, the pot in its caption, seat 0 to act.
  { name: 'holdem-mid', visual: 'mid', game: 'holdem', players: 3, seed: 'holdem-visual-0', seat: 0, maxMoves: 400,
    pick: (s) => (s.G.zones.board as number[]).length >= 3 && s.ctx.currentPlayer === '0' && !s.ctx.gameover },
  // Bag, three players, a few numbers named: seat 0 to name the next one.
  { name: 'bag-play', visual: 'mid', game: 'bag', players: 3, seed: 'bag-1', seat: 0, maxMoves: 30, pick: (s) => s.G.log.length >= 4 && s.ctx.currentPlayer === '0' && !s.ctx.gameover },
  // Bag, two players, the secret return of 5 cards to the box.
  { name: 'bag-return', game: 'bag', players: 2, seed: 'bag-2', seat: 0, maxMoves: 0 },
  // The same table as a spectator sees it: no hand shows.
  { name: 'bag-spectator', game: 'bag', players: 3, seed: 'bag-1', seat: null, maxMoves: 30, pick: (s) => s.G.log.length >= 4 && s.ctx.currentPlayer === '0' && !s.ctx.gameover },
  // Bag over: everything revealed.
  { name: 'bag-over', visual: 'over', game: 'bag', players: 3, seed: 'bag-3', seat: 1, maxMoves: 200, pick: (s) => Boolean(s.ctx.gameover) },
  // Build Up, two players, building piles on the table, seat 0's turn.
  { name: 'build-up-play', visual: 'mid', game: 'build-up', players: 2, seed: 'bu-1', seat: 0, maxMoves: 80,
    pick: (s) => s.ctx.currentPlayer === '0' && (s.G.zones.building as number[][]).length >= 2 && !s.ctx.gameover },
  // Art of Argument, three players, choosing the card to play in secret.
  { name: 'art-of-argument-pick', visual: 'mid', game: 'art-of-argument', players: 3, seed: 'aoa-1', seat: 0, maxMoves: 60,
    pick: (s) => s.ctx.phase === 'pick' && ((s.G.zones.sets as number[][][])[0]?.length ?? 0) >= 2 && !s.ctx.gameover },
  // Art of Argument, two players: seat 0 completed a set and its quiz question is waiting (QuizPanel's stories).
  { name: 'art-of-argument-quiz', game: 'art-of-argument', players: 2, seed: 'aoa-quiz-1', seat: 0, maxMoves: 300,
    pick: (s) => s.ctx.phase === 'quiz' && (s.G.hook as { quiz?: { question?: { seat?: number } | null } | null }).quiz?.question?.seat === 0 && !s.ctx.gameover },
  // Art of Argument placing, three and six players: seat 0 to put its revealed card on a set while its sets' cards may
  // also be moved (Rearrange). Each set is then both a place (Place) and holds cards to pick (issue 37: the place's
  // button covered the set's cards, which could not be clicked).
  ...[3, 6].map((players) => ({ name: `art-of-argument-place-${players}`, game: 'art-of-argument', players, seed: `aoa-place-${players}`, seat: 0, maxMoves: 1000,
    pick: (s: State<GameState>, g: LoadedGame) => s.ctx.phase === 'place' && !s.ctx.gameover && ((s.G.zones.sets as number[][][])[0]?.length ?? 0) >= 1 &&
      g.game.deckhand.legalActions(s.G, s.ctx, '0').some((a) => a.move === 'rearrange') && g.game.deckhand.legalActions(s.G, s.ctx, '0').some((a) => a.move === 'place') })),
  // WordARound, three players, a card uncovered and the race on.
  { name: 'wordaround-race', visual: 'mid', game: 'wordaround', players: 3, seed: 'wa-1', seat: 0, maxMoves: 40,
    pick: (s) => s.ctx.phase === 'race' && Boolean(s.G.race?.open) && (s.G.zones.won as number[][]).some((w) => w.length >= 2) },
  // Crazy Eights, three players, seat 0 to play: standard faces (♠♥♦♣, A J Q K) designed in YAML, no game code.
  { name: 'crazy-eights-play', visual: 'mid', game: 'crazy-eights', players: 3, seed: 'c8-1', seat: 0, maxMoves: 40,
    pick: (s) => s.G.log.length >= 6 && s.ctx.currentPlayer === '0' && !s.ctx.gameover },
  // Slapjack, three players, a card turned and the slap race on (seat 0 may still slap): the Slap and Pass buttons.
  { name: 'slapjack-slap', visual: 'mid', game: 'slapjack', players: 3, seed: 'sj-1', seat: 0, maxMoves: 60,
    pick: (s) => s.ctx.phase === 'play' && Boolean(s.G.race?.open) && (s.G.zones.centre as number[]).length >= 3 && !s.G.race!.stuck.includes(0) },
  // Hearts, four players passing three cards at once: seat 0 still to choose while others' cards wait face down.
  { name: 'hearts-pass', game: 'hearts', players: 4, seed: 'hearts-1', seat: 0, maxMoves: 3,
    pick: (s) => s.ctx.phase === 'passing' && s.G.moved[0] === 0 && s.G.moved.some((n) => n > 0) },
  // Rummy, three players, seat 0 after drawing (the optional meld stage), melds already on the table.
  { name: 'rummy-meld', visual: 'mid', game: 'rummy', players: 3, seed: 'rummy-1', seat: 0, maxMoves: 200,
    pick: (s) => s.ctx.activePlayers?.['0'] === 'meld' && (s.G.zones.melds as number[][]).length >= 2 && !s.ctx.gameover },
  // Spite and Malice, three players, seat 0 to play with a discard pile of two cards or more: the card under its top
  // shows but is not offered (the story checks the one Play move's sources: any hand card, only the piles' tops).
  { name: 'spite-and-malice-mid', visual: 'mid', game: 'spite-and-malice', players: 3, seed: 'spite-3', seat: 0, maxMoves: 400,
    pick: (s, g) => {
      if (s.ctx.currentPlayer !== '0' || s.ctx.gameover || !(s.G.zones.discards as number[][][])[0]!.some((p) => p.length >= 2)) return false;
      const hand = (s.G.zones.hand as number[][])[0]!;
      const plays = g.game.deckhand.legalActions(s.G, s.ctx, '0').filter((a) => a.move === 'play').map((a) => a.args[0] as number);
      return plays.some((c) => hand.includes(c)) && plays.some((c) => !hand.includes(c));
    } },
  // Expeditions at four players, seat 0 to play: three opponents' expeditions beside the log at 1280 px, and the
  // discard piles still above the dock (apps/web's visual test looks at it at 1280×800).
  { name: 'expeditions-four', game: 'expeditions', players: 4, seed: 'exp-4', seat: 0, maxMoves: 400,
    pick: (s) => s.ctx.activePlayers?.['0'] === 'play' && (s.G.zones.expeditions as number[][][]).every((row) => row.some((p) => p.length >= 2)) && !s.ctx.gameover },
  // Trumps at two players, seat 0 to lead: 25 cards in hand, the largest hand any shipped game deals (issue 37's
  // blocker: a hand past 24 cards was drawn as one top card, so a seat could not play).
  { name: 'trumps-two', game: 'trumps', players: 2, seed: 'trumps-2', seat: 0, maxMoves: 4,
    pick: (s) => s.ctx.currentPlayer === '0' && (s.G.zones.hand as number[][])[0]!.length === 25 },
  // The visual regression set (apps/web/test/visual): every game at its start, mid-game and over, seat 0's view.
  { name: 'bag-start', visual: 'start', game: 'bag', players: 3, seed: 'bag-1', seat: 0, maxMoves: 0 },
  { name: 'build-up-start', visual: 'start', game: 'build-up', players: 2, seed: 'bu-1', seat: 0, maxMoves: 0 },
  { name: 'build-up-over', visual: 'over', game: 'build-up', players: 2, seed: 'bu-2', seat: 0, maxMoves: 2000, pick: (s) => Boolean(s.ctx.gameover) },
  { name: 'art-of-argument-start', visual: 'start', game: 'art-of-argument', players: 3, seed: 'aoa-1', seat: 0, maxMoves: 0 },
  { name: 'art-of-argument-over', visual: 'over', game: 'art-of-argument', players: 3, seed: 'aoa-2', seat: 0, maxMoves: 3000, pick: (s) => Boolean(s.ctx.gameover) },
  { name: 'wordaround-start', visual: 'start', game: 'wordaround', players: 3, seed: 'wa-1', seat: 0, maxMoves: 0 },
  { name: 'wordaround-over', visual: 'over', game: 'wordaround', players: 3, seed: 'wa-2', seat: 0, maxMoves: 2000, pick: (s) => Boolean(s.ctx.gameover) },
];

/** Whether seat 0 may act in this state (its turn, or a shared phase it takes part in). */
const seat0Acts = (s: State<GameState>) => (s.ctx.activePlayers ? '0' in s.ctx.activePlayers : s.ctx.currentPlayer === '0');

/**
 * The visual test's scenes of a game no scene above marks (every game folder gets all three, so a new game is in
 * the visual test once fixtures are regenerated): the start; a mid-game, the first state past half of a seeded
 * playout's length where seat 0 acts; the end of that playout. Three seats where the game allows them.
 */
function defaultScenes(g: LoadedGame, have: Set<Stage>): Scene[] {
  const players = Math.max(g.def.players.min, Math.min(3, g.def.players.max));
  const seed = `${g.id}-visual`;
  const base = { game: g.id, players, seed, seat: 0 };
  const missing = STAGES.filter((st) => !have.has(st));
  if (!missing.length) return [];
  let length = 0;
  playout(g.game, { players, seed, maxMoves: 5000, ...(g.bot ? { choose: g.bot.choose } : {}), onState: () => void length++ });
  let seen = 0;
  const scenes: Record<Stage, Scene> = {
    start: { ...base, name: `${g.id}-start`, visual: 'start', maxMoves: 0 },
    mid: { ...base, name: `${g.id}-mid`, visual: 'mid', maxMoves: length, pick: (s) => ++seen > length / 2 && seat0Acts(s) && !s.ctx.gameover },
    over: { ...base, name: `${g.id}-over`, visual: 'over', maxMoves: 5000, pick: (s) => Boolean(s.ctx.gameover) },
  };
  return missing.map((st) => scenes[st]);
}

function capture(g: LoadedGame, scene: Scene): State<GameState> {
  let chosen: State<GameState> | undefined;
  let last: State<GameState> | undefined;
  playout(g.game, {
    players: scene.players,
    seed: scene.seed,
    maxMoves: scene.maxMoves,
    ...(scene.setupData ? { setupData: scene.setupData } : {}),
    ...(g.bot ? { choose: g.bot.choose } : {}),
    onState: (s) => {
      last = s;
      if (!chosen && scene.pick?.(s, g)) chosen = s;
    },
  });
  return structuredClone(chosen ?? last!);
}

/** The ctx fields a board reads (boardgame.io's Ctx, without its plugin internals). */
function ctxOf(s: State<GameState>) {
  const { numPlayers, turn, currentPlayer, playOrder, playOrderPos, phase, activePlayers, gameover } = s.ctx;
  return { numPlayers, turn, currentPlayer, playOrder, playOrderPos, phase, activePlayers: activePlayers ?? null, ...(gameover ? { gameover } : {}) };
}

/** Source positions are the validator's, not the board's: dropped, so a comment added to a game.yaml leaves the fixtures as they are. */
function withoutSrc(x: unknown): unknown {
  if (Array.isArray(x)) return x.map(withoutSrc);
  if (x === null || typeof x !== 'object') return x;
  return Object.fromEntries(Object.entries(x).filter(([k]) => k !== 'src').map(([k, v]) => [k, withoutSrc(v)]));
}

/** Every scene's fixture file (name → JSON text), computed from the games as they are now; deterministic (seeded). */
export async function buildFixtures(): Promise<{ name: string; text: string; summary: string }[]> {
  const layoutInk = await ringLayout();
  const games = new Map((await loadGames()).map((g) => [g.id, g]));
  const out: { name: string; text: string; summary: string }[] = [];
  const defaults = [...games.values()].flatMap((g) => defaultScenes(g, new Set(SCENES.filter((x) => x.game === g.id && x.visual).map((x) => x.visual!))));
  for (const scene of [...SCENES, ...defaults]) {
    const g = games.get(scene.game);
    if (!g) throw new Error(`no game "${scene.game}"`);
    const state = capture(g, scene);
    if (scene.visual === 'over' && !state.ctx.gameover) throw new Error(`${scene.name}: the seeded playout did not end`);
    const seat = scene.seat === null ? null : String(scene.seat);
    // The view as the server sends it (the game's playerView: pile captions included).
    const raw = g.game.playerView!({ G: state.G, ctx: state.ctx, playerID: seat } as never) as ReturnType<typeof g.game.deckhand.playerView>;
    // As the hosted server sends it: a card type's `drawn:` attributes as glyph outlines (seeded by the scene, since
    // a fixture has no secret to keep), so the stories and the live page draw the same outlines, and a finished race
    // line's word spelled. (The server also names cards by per-match aliases; a fixture keeps the deck ids.)
    const drawn = drawnAttributes(g.def);
    const secret = `fixture:${scene.name}`;
    const inked = drawn.size ? { ...raw, faces: inkFaces(g.def, drawn, raw.faces, secret), log: spellLog(g.def, drawn, raw.log) } : raw;
    // A seated view carries what the seat may do now, as the server's transport adds it (spectators get none): the
    // board highlights exactly those cards, in the stories as on the live page fed this fixture.
    const view = seat === null ? inked : { ...inked, legal: g.game.deckhand.legalView(state.G, state.ctx, seat) };
    const { cards: _cards, ...def } = g.def;
    const fixture: Record<string, unknown> = {
      scene: scene.name,
      matchID: MATCH_ID,
      playerID: seat,
      def: withoutSrc(def),
      view,
      ctx: ctxOf(state),
      legal: state.ctx.gameover || seat === null ? [] : g.game.deckhand.legalActions(state.G, state.ctx, seat),
      ...(scene.visual ? { visual: scene.visual } : {}),
    };
    if (scene.game === 'wordaround') {
      // W13: the ring drawing of every visible disc, as apps/web computes it with ring-layout.ts from the outlines.
      const layouts: Record<string, unknown> = {};
      for (const [id, face] of Object.entries(view.faces ?? {})) {
        if (face.ink) layouts[id] = layoutInk(face.ink as Partial<Record<Ring, unknown>>, `${MATCH_ID}:${id}`, 200);
      }
      fixture.layouts = layouts;
    }
    const legal = fixture.legal instanceof Array ? fixture.legal.length : 0;
    out.push({
      name: scene.name,
      text: JSON.stringify(fixture, null, 1) + '\n',
      summary: `${scene.name}: move log ${state.G.log.length}, phase ${state.ctx.phase ?? '-'}, turn of ${state.ctx.currentPlayer}, ${legal} legal actions`,
    });
  }
  return out;
}

/** The committed fixture file of a scene, as text ('' when missing). */
export function committedFixture(name: string): string {
  try {
    return readFileSync(join(FIXTURES_DIR, `${name}.json`), 'utf8');
  } catch {
    return '';
  }
}

// Run as a script (npm run fixtures -w @deckhand/ui): write them all.
// Scene names after the script write only those (`npm run fixtures -w @deckhand/ui -- trumps-two`).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const only = process.argv.slice(2);
  for (const f of await buildFixtures()) {
    if (only.length && !only.includes(f.name)) continue;
    writeFileSync(join(FIXTURES_DIR, `${f.name}.json`), f.text);
    console.log(f.summary);
  }
}
