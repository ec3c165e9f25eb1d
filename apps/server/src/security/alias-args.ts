/**
 * A move's arguments with their cards translated, by the move's own declaration: only a `card` argument (an id) and
 * a `cards` argument (a list of ids) name cards; a number ("name 15"), a seat or a pile index is left as it is.
 * The same walk aliases what the server sends (legal tuples, logged arguments, the action log) and turns a client's
 * aliases back into ids.
 */
import type { GameDef } from '@deckhand/dsl';

/** Which argument positions of each move name cards: 'card' or 'cards'. Made once per game. */
export type CardArgKinds = ReadonlyMap<string, readonly ('card' | 'cards' | undefined)[]>;

const kindsCache = new WeakMap<GameDef, CardArgKinds>();

export function cardArgKinds(def: GameDef): CardArgKinds {
  let kinds = kindsCache.get(def);
  if (kinds) return kinds;
  const map = new Map<string, ('card' | 'cards' | undefined)[]>();
  for (const [name, move] of Object.entries(def.moves)) {
    const list = move.args.map((a) => (a.type === 'card' || a.type === 'cards' ? a.type : undefined));
    if (list.some((k) => k !== undefined)) map.set(name, list);
  }
  kindsCache.set(def, (kinds = map));
  return kinds;
}

/**
 * `args` of `move` with every card mapped by `f`; `args` itself when the move names no card. `f` returning undefined
 * (an unknown alias) makes the whole result undefined.
 */
export function mapCardArgs(kinds: CardArgKinds, move: string, args: readonly unknown[], f: (v: number) => number | undefined): unknown[] | undefined {
  const list = kinds.get(move);
  if (!list) return args as unknown[];
  const out = args.slice();
  for (let i = 0; i < list.length && i < out.length; i++) {
    const kind = list[i];
    const v = out[i];
    if (kind === 'card' && typeof v === 'number') {
      const m = f(v);
      if (m === undefined) return undefined;
      out[i] = m;
    } else if (kind === 'cards' && Array.isArray(v)) {
      const mapped: unknown[] = [];
      for (const c of v) {
        // Anything but a number is left for the game's own argument check to refuse.
        const m = typeof c === 'number' ? f(c) : c;
        if (m === undefined) return undefined;
        mapped.push(m);
      }
      out[i] = mapped;
    }
  }
  return out;
}
