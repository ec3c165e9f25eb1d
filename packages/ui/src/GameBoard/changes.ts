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
  /** The seat that just took a trick (a shared open pile of several cards emptied: see `trickTaker`). */
  took?: number;
}

export const NO_CHANGES: TableChanges = { cards: new Set(), piles: new Set() };

/**
 * Who took the trick that just left the table: a shared open pile (not a row) that held two cards or more and is now
 * empty; its taker is the one seat whose own pile grew by as many cards (Hearts' tricks taken), else the one seat
 * whose per-seat count went up by one (Trumps keeps one shared pile of tricks and counts them per seat).
 */
function trickTaker(def: ClientGameDef, was: Map<string, ViewPile>, now: Map<string, ViewPile>, before: Vars, after: Vars): number | undefined {
  const tricks = (Object.values(def.zones) as ZoneDef[]).filter((z) => z.scope === 'shared' && !z.row && z.visibility === 'public');
  const left = tricks.map((z) => ({ was: was.get(pileKey(z.name))?.length ?? 0, now: now.get(pileKey(z.name))?.length ?? 0 }))
    .find((t) => t.was >= 2 && t.now === 0)?.was;
  if (left === undefined) return undefined;
  const grew = new Set<number>();
  for (const z of Object.values(def.zones) as ZoneDef[]) {
    if (z.scope !== 'player' || z.row) continue;
    for (const [key, pile] of now) {
      const { zone, seat } = parse(key);
      if (zone === z.name && seat !== undefined && pile.length - (was.get(key)?.length ?? 0) === left) grew.add(seat);
    }
  }
  if (grew.size === 1) return [...grew][0];
  const counted = new Set<number>();
  for (const [name, v] of Object.entries(after ?? {})) {
    const old = before?.[name];
    if (!Array.isArray(v) || !Array.isArray(old)) continue;
    v.forEach((n, seat) => {
      if (typeof n === 'number' && n === (old[seat] as number) + 1) counted.add(seat);
    });
  }
  return counted.size === 1 ? [...counted][0] : undefined;
}

type Vars = Record<string, unknown> | undefined;

function parse(key: string): { zone: string; seat?: number } {
  const [zone = '', seat = ''] = key.split('|');
  return { zone, ...(seat !== '' ? { seat: Number(seat) } : {}) };
}

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
export function tableChanges(def: ClientGameDef, before: PlayerView['zones'] | undefined, after: PlayerView['zones'], varsBefore?: Vars, varsAfter?: Vars): TableChanges {
  if (!before) return NO_CHANGES;
  const was = pilesOf(def, before);
  const now = pilesOf(def, after);
  const wasAt = cardPlaces(was);
  const cards = new Set<number>();
  for (const [id, at] of cardPlaces(now)) if (wasAt.get(id) !== at) cards.add(id);
  const piles = new Set<string>();
  for (const [key, pile] of now) if ((was.get(key)?.length ?? 0) !== pile.length) piles.add(key);
  const took = trickTaker(def, was, now, varsBefore, varsAfter);
  return { cards, piles, ...(took !== undefined ? { took } : {}) };
}
