/**
 * For honesty tests: another state that gives `seat` exactly the same view but holds different hidden cards. The
 * cards the seat cannot see are permuted among the positions it cannot see (only among positions showing the same
 * back, so the view stays the same), the random plugin gets another seed, and hidden hook state (a quiz's right
 * answer) is changed where a game keeps one.
 */
import type { State } from 'boardgame.io';
import { prng, type CompiledGame, type GameState, type PlayerView } from '@deckhand/dsl';

interface Slot {
  zone: string;
  pile: number[];
  index: number;
}

function walk(zone: string, g: unknown, v: unknown, bucket: (back: string, slot: Slot) => void): void {
  if (!Array.isArray(g) || !Array.isArray(v)) return;
  if (g.every((x) => typeof x === 'number') && g.length === v.length && v.every((x) => !Array.isArray(x))) {
    v.forEach((c, index) => {
      if (typeof c !== 'number') bucket(JSON.stringify(c), { zone, pile: g as number[], index });
    });
    return;
  }
  g.forEach((x, i) => walk(zone, x, v[i], bucket));
}

/** The hidden hook state we know of: a pending quiz question's right answer (Art of Argument). */
function perturbHook(hook: Record<string, unknown>): void {
  const q = (hook.quiz as { question?: { answer: number; options: unknown[] } | null } | null | undefined)?.question;
  if (q) q.answer = (q.answer + 1) % q.options.length;
}

export function viewOf(game: CompiledGame, state: State<GameState>, seat: number): PlayerView {
  return game.deckhand.playerView(state.G, String(seat));
}

export interface SwapOptions {
  keepRandom?: boolean;
  keepHook?: boolean;
  pair?: boolean;
  /** With `pair`: this card is one of the two, if it is hidden from the seat. */
  include?: number;
  /** Told, for each card moved, the card now lying where it lay (a choice of "that place's card" in the other state). */
  onMoved?: (placeOf: ReadonlyMap<number, number>) => void;
}

/**
 * A state differing from `state` only in what `seat` cannot see; undefined when nothing hidden could change. The
 * random plugin gets another seed too (its state is as secret as the deck), unless `keepRandom`; and hidden hook
 * state changes, unless `keepHook`. The non-interference check keeps both: a public roll must be the same on both
 * sides, and a quiz's answer is revealed, by the rules, by whether the answer given was right. `pair`: only two
 * hidden cards trade places (default: every hidden card moves).
 */
export function swapHidden(game: CompiledGame, state: State<GameState>, seat: number, seed: string | number, opts: SwapOptions = {}): State<GameState> | undefined {
  const G = structuredClone(state.G);
  const view = viewOf(game, state, seat);
  const groups = new Map<string, Slot[]>();
  for (const zone of Object.keys(G.zones)) {
    walk(zone, G.zones[zone], view.zones[zone], (back, slot) => {
      const list = groups.get(back) ?? [];
      list.push(slot);
      groups.set(back, list);
    });
  }
  const rand = prng(typeof seed === 'number' ? seed : [...seed].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0, 2166136261));
  let changed = false;
  /** Each card put in a new place → the card that was there. */
  const moved = new Map<number, number>();
  const swappable = [...groups.values()].filter((slots) => slots.length >= 2);
  if (opts.pair && swappable.length > 0) {
    // Two hidden cards trade places, nothing else: a small change, so that a move that shows one hidden card can
    // often be compared with the same card shown on both sides.
    const wanted = opts.include === undefined ? undefined : swappable.find((list) => list.some((x) => x.pile[x.index] === opts.include));
    const slots = wanted ?? swappable[Math.floor(rand() * swappable.length)]!;
    const i = wanted ? wanted.findIndex((x) => x.pile[x.index] === opts.include) : Math.floor(rand() * slots.length);
    // Two cards of one pile of a zone kept sorted (`order: set`) trading places change nothing: the pile sorts back.
    const x = slots[i]!;
    const sorted = (slot: Slot) => game.deckhand.def.zones[slot.zone]?.order === 'set';
    const others = slots.filter((o) => o !== x && (o.pile !== x.pile || !sorted(x)));
    if (others.length === 0) return undefined;
    const y = others[Math.floor(rand() * others.length)]!;
    const [cx, cy] = [x.pile[x.index]!, y.pile[y.index]!];
    x.pile[x.index] = cy;
    y.pile[y.index] = cx;
    moved.set(cy, cx);
    moved.set(cx, cy);
    changed = true;
  }
  for (const slots of opts.pair ? [] : swappable) {
    const cards = slots.map((s) => s.pile[s.index]!);
    // A derangement-ish shuffle: rotate by a random non-zero amount so that every card moves.
    const k = 1 + Math.floor(rand() * (cards.length - 1));
    slots.forEach((s, i) => {
      const card = cards[(i + k) % cards.length]!;
      moved.set(card, cards[i]!);
      s.pile[s.index] = card;
    });
    changed = true;
  }
  followPlaces(G, moved, view.faces);
  opts.onMoved?.(new Map([...moved].map(([card, was]) => [was, card])));
  for (const [name, zone] of Object.entries(game.deckhand.def.zones)) {
    if (zone.order === 'set') sortAll(G.zones[name]);
  }
  if (!opts.keepHook) {
    const before = JSON.stringify(G.hook);
    perturbHook(G.hook);
    changed ||= JSON.stringify(G.hook) !== before;
  }
  if (!changed) return undefined;
  if (opts.keepRandom) return { ...state, G };
  const plugins = { ...state.plugins, random: { data: { seed: `other-${String(seed)}` } } };
  return { ...state, G, plugins } as State<GameState>;
}

/**
 * What the state remembers per card id about a place's card (who played it, what it was moved onto or from, that it
 * lies face up) follows the place, not the id, for a card the seat has never seen: the card now lying where Ada's played card lay was played by Ada in
 * the other state. Left keyed by id, a swapped state would be one no game can reach (a card played by Bob now
 * hidden in the deck), and a seat shown that card later would read the mismatch, not a leak.
 */
const PLACE_MAPS = ['playedBy', 'movedOn', 'movedFrom', 'faceUp'] as const;
function followPlaces(G: GameState, moved: ReadonlyMap<number, number>, known: Readonly<Record<string, unknown>>): void {
  for (const key of PLACE_MAPS) {
    const map = (G as unknown as Record<string, Record<string, unknown> | undefined>)[key];
    if (!map) continue;
    const next: Record<string, unknown> = { ...map };
    for (const [card, was] of moved) {
      // A card the seat has seen (its face is in the seat's view) keeps what the seat learnt about it (who played it):
      // the seat does not know where it lies now, but it knows its history.
      if (Object.hasOwn(known, String(card))) continue;
      if (Object.hasOwn(map, String(was))) next[card] = map[was];
      else delete next[card];
    }
    (G as unknown as Record<string, unknown>)[key] = next;
  }
}

function sortAll(z: unknown): void {
  if (!Array.isArray(z)) return;
  if (z.every((x) => typeof x === 'number')) (z as number[]).sort((a, b) => a - b);
  else z.forEach(sortAll);
}
