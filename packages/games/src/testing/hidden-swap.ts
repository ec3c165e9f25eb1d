/**
 * For honesty tests: another state that gives `seat` exactly the same view but holds different hidden cards. The
 * cards the seat cannot see are permuted among the positions it cannot see (only among positions showing the same
 * back, so the view stays the same), the random plugin gets another seed, and hidden hook state (a quiz's right
 * answer) is changed where a game keeps one.
 */
import type { State } from 'boardgame.io';
import { prng, type CompiledGame, type GameState, type PlayerView } from '@deckhand/dsl';

interface Slot {
  pile: number[];
  index: number;
}

function walk(g: unknown, v: unknown, bucket: (back: string, slot: Slot) => void): void {
  if (!Array.isArray(g) || !Array.isArray(v)) return;
  if (g.every((x) => typeof x === 'number') && g.length === v.length && v.every((x) => !Array.isArray(x))) {
    v.forEach((c, index) => {
      if (typeof c !== 'number') bucket(JSON.stringify(c), { pile: g as number[], index });
    });
    return;
  }
  g.forEach((x, i) => walk(x, v[i], bucket));
}

/** The hidden hook state we know of: a pending quiz question's right answer (Art of Argument). */
function perturbHook(hook: Record<string, unknown>): void {
  const q = (hook.quiz as { question?: { answer: number; options: unknown[] } | null } | null | undefined)?.question;
  if (q) q.answer = (q.answer + 1) % q.options.length;
}

export function viewOf(game: CompiledGame, state: State<GameState>, seat: number): PlayerView {
  return game.deckhand.playerView(state.G, String(seat));
}

/** A state differing from `state` only in what `seat` cannot see; undefined when nothing hidden could change. */
export function swapHidden(game: CompiledGame, state: State<GameState>, seat: number, seed: string | number): State<GameState> | undefined {
  const G = structuredClone(state.G);
  const view = viewOf(game, state, seat);
  const groups = new Map<string, Slot[]>();
  for (const zone of Object.keys(G.zones)) {
    walk(G.zones[zone], view.zones[zone], (back, slot) => {
      const list = groups.get(back) ?? [];
      list.push(slot);
      groups.set(back, list);
    });
  }
  const rand = prng(typeof seed === 'number' ? seed : [...seed].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0, 2166136261));
  let changed = false;
  for (const slots of groups.values()) {
    const cards = slots.map((s) => s.pile[s.index]!);
    // A derangement-ish shuffle: rotate by a random non-zero amount so that at least two cards move when possible.
    if (cards.length < 2) continue;
    const k = 1 + Math.floor(rand() * (cards.length - 1));
    slots.forEach((s, i) => (s.pile[s.index] = cards[(i + k) % cards.length]!));
    changed = true;
  }
  for (const [name, zone] of Object.entries(game.deckhand.def.zones)) {
    if (zone.order === 'set') sortAll(G.zones[name]);
  }
  const before = JSON.stringify(G.hook);
  perturbHook(G.hook);
  changed ||= JSON.stringify(G.hook) !== before;
  if (!changed) return undefined;
  const plugins = { ...state.plugins, random: { data: { seed: `other-${String(seed)}` } } };
  return { ...state, G, plugins } as State<GameState>;
}

function sortAll(z: unknown): void {
  if (!Array.isArray(z)) return;
  if (z.every((x) => typeof x === 'number')) (z as number[]).sort((a, b) => a - b);
  else z.forEach(sortAll);
}
