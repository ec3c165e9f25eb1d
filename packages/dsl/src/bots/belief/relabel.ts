/**
 * Relabelled worlds: comparing two actions that ask about different hidden cards in the very same world measures
 * mostly where those cards happen to be. Naming 7 and naming 12 in one sampled world, one finds a card and the
 * other does not, and the win that follows says little about which number was the better one to name. Played in
 * two worlds that differ only in that 7 and 12 trade places, both find a card or neither does, and what is left
 * of the difference is the choice itself (which numbers remain in doubt afterwards, which pairs stay nameable).
 *
 * This is still an unbiased comparison: two cards the seat cannot tell apart (both unseen, neither seen revealed or
 * placed by the seat itself, the same printed back, the same places ruled out for them) are equally likely to be
 * in each other's places, so a world with them swapped is drawn exactly as often as the world itself.
 */
import type { GameDef } from '../../ir/types';
import type { GameHooks } from '../../hooks/api';
import type { GameState } from '../../runtime/state/state';
import type { PlayerView } from '../../runtime/views/view';
import { unseenClasses } from './determinize';
import { ruledOut } from './ruled-out';
import { sinceDeal } from './since-deal';

/** Whether two card ids may trade places in a determinization of `view` without changing how likely it is. */
export function exchangeable(def: GameDef, hooks: GameHooks, view: PlayerView, seat: number, numPlayers: number): (x: number, y: number) => boolean {
  const { unknown } = unseenClasses(def, view, seat, numPlayers);
  const free = new Set(unknown);
  const notIn = ruledOut(def, hooks, sinceDeal(def, view.log), { options: view.options } as unknown as GameState, numPlayers);
  const backOf = (c: number) => {
    const card = def.cards[c]!;
    return JSON.stringify(def.cardTypes[card.type]!.back.map((k) => card.attrs[k]));
  };
  const placesOf = (c: number) => JSON.stringify(notIn.get(c) ?? []);
  return (x, y) => free.has(x) && free.has(y) && backOf(x) === backOf(y) && placesOf(x) === placesOf(y);
}

function mapIds(z: unknown, to: ReadonlyMap<number, number>): unknown {
  if (typeof z === 'number') return to.get(z) ?? z;
  if (Array.isArray(z)) return z.map((x) => mapIds(x, to));
  return z;
}

function sortSets(z: unknown): void {
  if (!Array.isArray(z)) return;
  if (z.every((x) => typeof x === 'number')) (z as number[]).sort((a, b) => a - b);
  else for (const x of z) sortSets(x);
}

/**
 * `G` with each pair of cards trading places (in `G` itself: pass a copy). Zones, and the card arguments of log
 * entries (a sampled secret choice of another seat names unseen cards too); sets stay sorted by id.
 */
export function swapCards(def: GameDef, G: GameState, pairs: readonly (readonly [number, number])[]): GameState {
  const to = new Map<number, number>();
  for (const [x, y] of pairs) {
    if (x === y || to.has(x) || to.has(y)) continue;
    to.set(x, y);
    to.set(y, x);
  }
  if (to.size === 0) return G;
  for (const zone of Object.values(def.zones)) {
    const z = mapIds(G.zones[zone.name], to) as GameState['zones'][string];
    if (zone.order === 'set') sortSets(z);
    G.zones[zone.name] = z;
  }
  G.log = G.log.map((e) => {
    const m = e.move !== undefined ? def.moves[e.move] : undefined;
    if (!m || !e.args) return e;
    let changed = false;
    const args = e.args.map((v, i) => {
      const t = m.args[i]?.type;
      if (t !== 'card' && t !== 'cards') return v;
      const w = mapIds(v, to);
      if (JSON.stringify(w) !== JSON.stringify(v)) changed = true;
      return w;
    });
    return changed ? { ...e, args } : e;
  });
  return G;
}

/** The pairs that make `asked` (the cards another action asks about) meet the luck of `ref`'s: position by position. */
export function swapsFor(ref: readonly number[] | undefined, asked: readonly number[] | undefined, ok: (x: number, y: number) => boolean): [number, number][] {
  if (!ref || !asked || ref.length !== asked.length) return [];
  const out: [number, number][] = [];
  const a = asked.filter((c) => !ref.includes(c));
  const r = ref.filter((c) => !asked.includes(c));
  for (let i = 0; i < a.length; i++) if (ok(r[i]!, a[i]!)) out.push([r[i]!, a[i]!]);
  return out;
}
