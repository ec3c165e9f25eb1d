/**
 * Non-interference of hidden cards, checked at run time (issue 36, bug 2): whatever a seat is sent — its zones,
 * the variables, the log, the captions — must not change when cards hidden from that seat are swapped, unless the
 * move just made showed that seat one of the swapped cards.
 *
 * A seeded random match is played through boardgame.io's reducer (what the server runs). Before each move, for each
 * seat, `swapHidden` makes a second state that gives the seat the same zones but holds other hidden cards (same
 * random state, so a public roll stays the same). Then:
 * - at rest, the seat's two views must be equal (a caption or face reading a hidden card differs here);
 * - after the same move on both sides (when the swapped side allows it), the two views must be equal wherever the
 *   table they show is the same. Two hidden cards trade places (a few pairs are tried), so that a move showing one
 *   hidden card can be compared with the same card shown on both sides; a variable set from a hidden card, or a log
 *   line reading one, then differs on a table that does not.
 *
 * The validator's information-flow check (`validate/info-flow.ts`) refuses such specs statically; this is the runtime
 * property that checks it, over the shipped games and generated specs (noninterference.test.ts).
 */
import type { Game, State } from 'boardgame.io';
import { CreateGameReducer, InitializeGame, ProcessGameConfig } from 'boardgame.io/internal';
import { prng, randomChoice, type Action, type Chooser, type CompiledGame, type GameState, type PlayerView } from '@deckhand/dsl';
import { swapHidden, viewOf } from './hidden-swap';

export interface Leak {
  seat: number;
  /** The move number at which the views parted. */
  step: number;
  /** The move made (absent: the views differed at rest, before any move). */
  action?: { seat: number; move: string; args: unknown[] };
  /** The first place the two views differ, as a JSON path, with both values. */
  path: string;
  a: unknown;
  b: unknown;
}

export interface NoninterferenceOptions {
  players: number;
  seed: string | number;
  /** Stop the match after this many moves (default 80). */
  maxMoves?: number;
  /** Check before every n-th move only (default 1: every move); long shipped games check a sample. */
  every?: number;
  choose?: Chooser;
}

export interface NoninterferenceResult {
  leak?: Leak;
  /** (seat, move) pairs where a swapped state was made and compared. */
  checked: number;
  moves: number;
}

/** The first place two JSON values differ, or undefined when they are equal. */
export function firstDifference(a: unknown, b: unknown, path = '$'): { path: string; a: unknown; b: unknown } | undefined {
  if (a === b) return undefined;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return { path, a, b };
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const k of keys) {
    const d = firstDifference((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], Array.isArray(a) ? `${path}[${k}]` : `${path}.${k}`);
    if (d) return d;
  }
  return undefined;
}

const plain = (v: PlayerView) => JSON.parse(JSON.stringify(v)) as unknown;

/** Per-card history maps of a view (who played a card, what it moved onto or from). */
const HISTORY = ['playedBy', 'movedOn', 'movedFrom'] as const;

/**
 * A view without the history of the two swapped cards: what the state remembers of a card's past is kept by card id,
 * so a swapped state cannot be given a history that is right for both the place and the card (the seat may know a
 * card's past from the log without knowing where it lies). Everything else, those cards' places included, is compared.
 */
function withoutHistoryOf(view: unknown, cards: ReadonlyMap<number, number>): unknown {
  const v = view as Record<string, Record<string, unknown> | undefined>;
  for (const key of HISTORY) {
    const map = v[key];
    if (map) for (const card of cards.keys()) delete map[String(card)];
  }
  return v;
}

function actorsOf(ctx: State['ctx']): number[] {
  return ctx.activePlayers ? Object.keys(ctx.activePlayers).map(Number) : [Number(ctx.currentPlayer)];
}

/** Plays a seeded random match and returns the first leak found, if any. Race games are not covered (timed rounds). */
export function checkNoninterference(game: CompiledGame, opts: NoninterferenceOptions): NoninterferenceResult {
  const seeded = { ...(ProcessGameConfig(game as Game) as Game), seed: String(opts.seed) } as Game;
  const reducer = CreateGameReducer({ game: seeded, isClient: false });
  const apply = (state: State<GameState>, seat: number, a: Action): State<GameState> | undefined => {
    const next = reducer(state, { type: 'MAKE_MOVE', payload: { type: a.move, args: a.args, playerID: String(seat) } } as never) as State<GameState> & { transients?: { error?: unknown } };
    if (next.transients?.error || next === state) return undefined;
    const { transients: _t, ...clean } = next;
    return clean as State<GameState>;
  };
  const rand = prng(typeof opts.seed === 'number' ? opts.seed : [...opts.seed].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0, 2166136261));
  const choose = opts.choose ?? randomChoice;
  let state = InitializeGame({ game: seeded, numPlayers: opts.players }) as State<GameState>;
  let checked = 0;
  let moves = 0;
  for (; moves < (opts.maxMoves ?? 80) && !state.ctx.gameover; moves++) {
    const actors = actorsOf(state.ctx).filter((s) => game.deckhand.legalActions(state.G, state.ctx, String(s)).length > 0);
    if (actors.length === 0) break;
    const mover = actors[Math.floor(rand() * actors.length)]!;
    const action = choose(game.deckhand.legalActions(state.G, state.ctx, String(mover)), rand, state, mover, game);
    if (moves % (opts.every ?? 1) === 0) {
      for (let seat = 0; seat < opts.players; seat++) {
        const leak = compareSwapped(game, state, seat, mover, action, `${String(opts.seed)}-${moves}-${seat}`, apply, moves);
        if (leak === 'skipped') continue;
        checked++;
        if (leak) return { leak, checked, moves };
      }
    }
    const next = apply(state, mover, action);
    if (!next) throw new Error(`${game.name}: legal action ${JSON.stringify(action)} of seat ${mover} was rejected`);
    state = next;
  }
  return { checked, moves };
}

/** The cards a move showed a seat, by what they are (faces newly seen, and the cards its log lines reveal). */
function shownBy(before: PlayerView, after: PlayerView): string {
  const fresh = Object.keys(after.faces).filter((id) => !Object.hasOwn(before.faces, id));
  const logged = after.log.slice(before.log.length).flatMap((e) => (e as { revealed?: number[] }).revealed ?? []);
  return JSON.stringify({ fresh: fresh.sort(), logged });
}

/** The cards a move's arguments name. */
function chosenCards(game: CompiledGame, action: Action): number[] {
  const defs = game.deckhand.def.moves[action.move]?.args ?? [];
  return action.args.flatMap((x, i) => (defs[i]?.type === 'card' && typeof x === 'number' ? [x] : defs[i]?.type === 'cards' && Array.isArray(x) ? (x as number[]) : []));
}

/** `action` with each card argument replaced by the card now lying where it lay. */
function sameChoice(game: CompiledGame, action: Action, placeOf: ReadonlyMap<number, number>): Action {
  const defs = game.deckhand.def.moves[action.move]?.args ?? [];
  const card = (x: unknown) => (typeof x === 'number' ? (placeOf.get(x) ?? x) : x);
  const args = action.args.map((x, i) => {
    const t = defs[i]?.type;
    if (t === 'card') return card(x);
    if (t === 'cards' && Array.isArray(x)) return x.map(card);
    return x;
  });
  return { ...action, args };
}

/** Swapped states tried per seat and move: a move that shows a swapped card cannot be compared, another swap may. */
const TRIES = 3;

function compareSwapped(
  game: CompiledGame,
  a: State<GameState>,
  seat: number,
  mover: number,
  action: Action,
  seed: string,
  apply: (s: State<GameState>, seat: number, a: Action) => State<GameState> | undefined,
  step: number,
): Leak | undefined | 'skipped' {
  const va = viewOf(game, a, seat);
  const same = JSON.stringify(action);
  let a2: State<GameState> | undefined;
  for (let t = 0; t < TRIES; t++) {
    let placeOf: ReadonlyMap<number, number> = new Map();
    // First a swap of a card the move chose (if hidden from this seat): what the move does with it is what may leak.
    const include = t === 0 ? chosenCards(game, action)[0] : undefined;
    const b = swapHidden(game, a, seat, `${seed}-${t}`, { keepRandom: true, keepHook: true, pair: true, onMoved: (m) => (placeOf = m), ...(include !== undefined ? { include } : {}) });
    if (!b) return 'skipped';
    const vb = viewOf(game, b, seat);
    const atRest = firstDifference(withoutHistoryOf(plain(va), placeOf), withoutHistoryOf(plain(vb), placeOf));
    if (atRest) return { seat, step, ...atRest };
    // The same choice on the swapped side: a card argument names the card lying where the chosen one lay (a card
    // hidden from this seat may be another there). Not open there (another seat's hand differs): try another swap.
    const other = sameChoice(game, action, placeOf);
    const otherText = JSON.stringify(other);
    if (!game.deckhand.legalActions(b.G, b.ctx, String(mover)).some((x) => JSON.stringify(x) === otherText)) continue;
    a2 ??= apply(a, mover, action);
    const b2 = apply(b, mover, other);
    if (!a2 || !b2) throw new Error(`${game.name}: legal action ${same} of seat ${mover} was rejected`);
    const va2 = viewOf(game, a2, seat);
    const vb2 = viewOf(game, b2, seat);
    // The table came out different (a swapped card was shown or drawn, or the move went another way by the rules, as
    // a quiz answer judged against a hidden one): what follows from that is the game. Try another swap. With the same
    // table in front of it, the seat must read the same everywhere else: variables, log, captions.
    if (firstDifference(plain(va2.zones as never), plain(vb2.zones as never)) || shownBy(va, va2) !== shownBy(vb, vb2)) continue;
    const after = firstDifference(withoutHistoryOf(plain(va2), placeOf), withoutHistoryOf(plain(vb2), placeOf));
    return after ? { seat, step, action: { seat: mover, move: action.move, args: action.args }, ...after } : undefined;
  }
  return 'skipped';
}
