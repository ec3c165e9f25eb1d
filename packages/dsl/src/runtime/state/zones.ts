/** Reading and writing piles in `G.zones`, whatever the zone's shape. */
import type { GameDef, ZoneDef } from '../../ir/types';
import type { GameState, Pile } from './state';

/** A concrete pile: zone, seat (player zones) and pile index (rows). */
export interface Loc {
  zone: string;
  seat?: number;
  pile?: number;
}

export function emptyZone(zone: ZoneDef, numPlayers: number): GameState['zones'][string] {
  const row = (): Pile[] => Array.from({ length: zone.row?.fixed ?? 0 }, () => []);
  if (zone.scope === 'player') {
    return zone.row ? Array.from({ length: numPlayers }, row) : Array.from({ length: numPlayers }, () => []);
  }
  return zone.row ? row() : [];
}

/** The piles of a row (for a seat, in player rows). */
export function rowOf(G: GameState, zone: ZoneDef, seat?: number): Pile[] {
  const z = G.zones[zone.name] as unknown;
  if (zone.scope === 'player') return ((z as Pile[][])[seat ?? -1] ?? []) as Pile[];
  return z as Pile[];
}

/** The pile at `loc`, or undefined when it does not exist (a seat or pile out of range). */
export function pileAt(G: GameState, def: Pick<GameDef, 'zones'>, loc: Loc): Pile | undefined {
  const zone = def.zones[loc.zone];
  if (!zone) return undefined;
  const z = G.zones[loc.zone] as unknown;
  if (zone.scope === 'player') {
    if (loc.seat === undefined || !Number.isInteger(loc.seat)) return undefined;
    const perSeat = (z as unknown[])[loc.seat];
    if (perSeat === undefined) return undefined;
    return zone.row ? pileOfRow(perSeat as Pile[], loc.pile) : (perSeat as Pile);
  }
  return zone.row ? pileOfRow(z as Pile[], loc.pile) : (z as Pile);
}

function pileOfRow(row: Pile[], pile: number | undefined): Pile | undefined {
  if (pile === undefined || !Number.isInteger(pile)) return undefined;
  return row[pile];
}

/** Every concrete pile of a zone, with its location. */
export function allPiles(G: GameState, zone: ZoneDef): { loc: Loc; pile: Pile }[] {
  const out: { loc: Loc; pile: Pile }[] = [];
  const z = G.zones[zone.name] as unknown;
  if (zone.scope === 'player') {
    (z as unknown[]).forEach((perSeat, seat) => {
      if (zone.row) (perSeat as Pile[]).forEach((pile, i) => out.push({ loc: { zone: zone.name, seat, pile: i }, pile }));
      else out.push({ loc: { zone: zone.name, seat }, pile: perSeat as Pile });
    });
  } else if (zone.row) {
    (z as Pile[]).forEach((pile, i) => out.push({ loc: { zone: zone.name, pile: i }, pile }));
  } else {
    out.push({ loc: { zone: zone.name }, pile: z as Pile });
  }
  return out;
}

/**
 * Where a card is, searching every zone in declaration order (every seat, every pile). Allocates only the answer:
 * a move naming its cards (`cards: c`) searches once per card. `first`: a zone to search before the others (where
 * the action last put cards: a log line asks where the card it names lies now, most often just there).
 */
export function findCard(G: GameState, def: Pick<GameDef, 'zones'>, card: number, first?: string): { loc: Loc; pile: Pile; index: number } | undefined {
  // A card is in one place only, so the order of the search changes nothing but its cost: the zone named first, then
  // the tops of the piles (the card a move names is most often a top card: Build Up's plays), then every card.
  const zone = first !== undefined ? def.zones[first] : undefined;
  if (zone) {
    const found = findInZone(G, zone, card, true) ?? findInZone(G, zone, card, false);
    if (found) return found;
  }
  return findIn(G, def, card, true) ?? findIn(G, def, card, false);
}

/** `indexOf`, or with `top` only the top card (-1 otherwise). */
function indexIn(pile: Pile, card: number, top: boolean): number {
  if (!top) return pile.indexOf(card);
  return pile.length > 0 && pile[pile.length - 1] === card ? pile.length - 1 : -1;
}

function findIn(G: GameState, def: Pick<GameDef, 'zones'>, card: number, top: boolean): { loc: Loc; pile: Pile; index: number } | undefined {
  for (const name in def.zones) {
    const found = findInZone(G, def.zones[name]!, card, top);
    if (found) return found;
  }
  return undefined;
}

function findInZone(G: GameState, zone: ZoneDef, card: number, top: boolean): { loc: Loc; pile: Pile; index: number } | undefined {
  const z = G.zones[zone.name] as unknown;
  if (zone.scope === 'player') {
    const perSeat = z as unknown[];
    for (let seat = 0; seat < perSeat.length; seat++) {
      if (zone.row) {
        const row = perSeat[seat] as Pile[];
        for (let i = 0; i < row.length; i++) {
          const index = indexIn(row[i]!, card, top);
          if (index >= 0) return { loc: { zone: zone.name, seat, pile: i }, pile: row[i]!, index };
        }
      } else {
        const pile = perSeat[seat] as Pile;
        const index = indexIn(pile, card, top);
        if (index >= 0) return { loc: { zone: zone.name, seat }, pile, index };
      }
    }
  } else if (zone.row) {
    const row = z as Pile[];
    for (let i = 0; i < row.length; i++) {
      const index = indexIn(row[i]!, card, top);
      if (index >= 0) return { loc: { zone: zone.name, pile: i }, pile: row[i]!, index };
    }
  } else {
    const index = indexIn(z as Pile, card, top);
    if (index >= 0) return { loc: { zone: zone.name }, pile: z as Pile, index };
  }
  return undefined;
}

/**
 * Takes the card at `index` out of a pile in place, the others keeping their order: what `splice(index, 1)` does,
 * without the one-card list it makes and returns (a move takes cards out one at a time).
 */
export function takeAt(pile: Pile, index: number): void {
  const last = pile.length - 1;
  if (!(index >= 0 && index <= last)) return;
  for (let i = index; i < last; i++) pile[i] = pile[i + 1]!;
  pile.pop();
}

/** Adds cards to a pile: on top (end) or at the bottom; sets stay sorted so their order tells nothing. */
export function putCards(pile: Pile, zone: ZoneDef, cards: readonly number[], position: 'top' | 'bottom' = 'top'): void {
  if (zone.order === 'set' && isSorted(pile)) {
    // Each card into its place in a pile already in order: the same pile a sort would give, without sorting it.
    // The larger cards step up one place each and the card goes into the gap (no `splice`, no list of none removed).
    for (const card of cards) {
      let i = pile.length;
      pile.push(card);
      for (; i > 0 && pile[i - 1]! > card; i--) pile[i] = pile[i - 1]!;
      pile[i] = card;
    }
    return;
  }
  if (position === 'bottom') pile.unshift(...cards);
  else pile.push(...cards);
  if (zone.order === 'set') pile.sort((a, b) => a - b);
}

function isSorted(pile: Pile): boolean {
  for (let i = 1; i < pile.length; i++) if (pile[i - 1]! > pile[i]!) return false;
  return true;
}
