/**
 * What changed on the table between two views of it, so the board can mark it for a moment (a bot's move must not
 * go by without a trace): every visible card that arrived where it now lies (moved, turned up, dealt), and every
 * pile whose count changed (hidden cards have no identity, but a heap growing by one says as much). Pure.
 */
import type { ClientGameDef, PlayerView, ViewPile, ZoneDef } from '../types';
import { pileKey } from './targets';

export interface TableChanges {
  /** Card ids now somewhere they were not (or face up where they were hidden). */
  cards: Set<number>;
  /** Piles (by `pileKey`) whose number of cards changed. */
  piles: Set<string>;
}

export const NO_CHANGES: TableChanges = { cards: new Set(), piles: new Set() };

/** Every pile of the view by its key (`pileKey`, as the board names its piles): per zone, seat and row index. */
export function pilesOf(def: ClientGameDef, zones: PlayerView['zones']): Map<string, ViewPile> {
  const out = new Map<string, ViewPile>();
  for (const zone of Object.values(def.zones) as ZoneDef[]) {
    const content = zones[zone.name];
    if (!Array.isArray(content)) continue;
    const add = (seat: number | undefined, at: unknown) => {
      if (!Array.isArray(at)) return;
      if (zone.row) (at as ViewPile[]).forEach((p, i) => out.set(pileKey(zone.name, seat, i), p));
      else out.set(pileKey(zone.name, seat), at as ViewPile);
    };
    if (zone.scope === 'player') (content as unknown[]).forEach((at, seat) => add(seat, at));
    else add(undefined, content);
  }
  return out;
}

/** Where each visible card lies, by pile key. */
export function cardPlaces(piles: Map<string, ViewPile>): Map<number, string> {
  const out = new Map<number, string>();
  for (const [key, pile] of piles) for (const c of pile) if (typeof c === 'number') out.set(c, key);
  return out;
}

/** The changes from `before` to `after` (nothing when there is no `before`: the first sight of a table is not news). */
export function tableChanges(def: ClientGameDef, before: PlayerView['zones'] | undefined, after: PlayerView['zones']): TableChanges {
  if (!before) return NO_CHANGES;
  const was = pilesOf(def, before);
  const now = pilesOf(def, after);
  const wasAt = cardPlaces(was);
  const cards = new Set<number>();
  for (const [id, at] of cardPlaces(now)) if (wasAt.get(id) !== at) cards.add(id);
  const piles = new Set<string>();
  for (const [key, pile] of now) if ((was.get(key)?.length ?? 0) !== pile.length) piles.add(key);
  return { cards, piles };
}
