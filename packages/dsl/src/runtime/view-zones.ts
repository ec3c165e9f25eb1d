/**
 * A seat's view of each zone, kept per match and seat and handed out again while the zone is unchanged. A stored
 * state (its `G` frozen: compile/plain-copy.ts, never changed in place afterwards) shares every zone a move did not
 * touch with the state before (share.ts), so most zones of a new state are the very objects the seat's last view was
 * made from. The seat is then given its last view of that zone (frozen, down to its rows), and the zones map itself
 * when no zone changed: the server's aliasing and its patch against the seat's last view skip them by identity
 * instead of copying and walking every seat's rows of piles on every move. A zone every seat sees alike (`seatFree`)
 * has one kept view per match, handed to every seat.
 *
 * A zone's view depends on its piles, on whether everything is shown (`all`) and, for a zone whose cards are face up
 * one by one (`faces`), on the face-up flags: a kept view is used only when all of these are the very same. A state
 * that is not frozen (the fast simulator's, changed in place; a bot's guess) is viewed afresh every time.
 */
import type { ZoneDef } from '../ir/types';
import type { GameState } from './state';
import type { ViewPile } from './view-card';

export type ZoneView = ViewPile | ViewPile[] | ViewPile[][];
export type ZoneViews = Record<string, ZoneView>;

interface Shown {
  /** The zone's definition (a match key shared by two games' matches cannot mix their zones up). */
  zone: ZoneDef;
  /** The zone's contents in the state the view was made from. */
  source: unknown;
  all: boolean;
  /** The state's face-up flags, for a `faces` zone (undefined for the others, which do not read them). */
  faceUp: unknown;
  view: ZoneView;
}

interface SeatZones {
  byZone: Map<string, Shown>;
  /** The zones map last handed out (frozen). */
  zones?: ZoneViews;
}

/** The slot of the views every seat shares (a zone whose view does not depend on who looks: `seatFree`). */
const SHARED = 'shared';
const kept = new WeakMap<object, Map<number | null | typeof SHARED, SeatZones>>();

function seatZones(match: object, seat: number | null | typeof SHARED): SeatZones {
  let seats = kept.get(match);
  if (!seats) kept.set(match, (seats = new Map()));
  let zones = seats.get(seat);
  if (!zones) seats.set(seat, (zones = { byZone: new Map() }));
  return zones;
}

/** A zone view frozen down to its rows (its piles are frozen already: view-pile.ts), so nobody changes a kept one. */
function frozen(view: ZoneView): ZoneView {
  if (Array.isArray(view)) for (const part of view) if (Array.isArray(part) && !Object.isFrozen(part)) frozen(part as ZoneView);
  return Object.freeze(view) as ZoneView;
}

/**
 * Whether every seat (and a spectator) sees `zone` alike: a zone nobody owns, one whose cards are shown to all, to
 * none or on top only, or face up one by one without its owner seeing its own face-down cards — and any zone once
 * everything is shown. Such a zone's view is kept once per match, not per seat, so every seat is handed the very same
 * object: the server then aliases it once and the patch of one seat serves the others (transport/view-patch.ts).
 */
function seatFree(zone: ZoneDef, all: boolean): boolean {
  if (all || zone.scope !== 'player') return true;
  switch (zone.visibility) {
    case 'public':
    case 'hidden':
    case 'top':
      return true;
    case 'faces':
      return !zone.ownerSeesFaceDown;
    case 'owner':
      return false;
  }
}

/**
 * Every zone of `G` as `seat` sees it: `make(zone)` gives a zone's view, `make(zone, owner)` one seat's part of a
 * zone each seat has (its pile or its row). `match` is an object living as long as the
 * match (its `G.options`); one shared by several matches still gives right answers, only fewer kept views.
 */
export function keptZones(
  match: object,
  seat: number | null,
  G: GameState,
  all: boolean,
  zones: readonly ZoneDef[],
  make: (zone: ZoneDef, owner?: number) => ZoneView,
): ZoneViews {
  const out: ZoneViews = {};
  if (!Object.isFrozen(G)) {
    for (const zone of zones) out[zone.name] = zone.scope === 'player' ? ((G.zones[zone.name] as unknown[]).map((_, owner) => make(zone, owner)) as ZoneView) : make(zone);
    return out;
  }
  const last = seatZones(match, seat);
  const shared = seatZones(match, SHARED);
  const lastZones = last.zones;
  let same = lastZones !== undefined;
  for (const zone of zones) {
    const source = G.zones[zone.name];
    const faceUp = zone.visibility === 'faces' ? G.faceUp : undefined;
    const slot = seatFree(zone, all) ? shared : last;
    const hit = slot.byZone.get(zone.name);
    const alike = hit !== undefined && hit.zone === zone && hit.all === all && hit.faceUp === faceUp;
    if (alike && hit.source === source) {
      out[zone.name] = hit.view;
      // A shared view may have been made anew for another seat since this seat's last zones map.
      if (same && lastZones![zone.name] !== hit.view) same = false;
      continue;
    }
    same = false;
    let view: ZoneView;
    if (zone.scope === 'player') {
      // One part per seat: a seat's hand or row the move did not touch keeps its view.
      const before = alike ? (hit.source as unknown[]) : [];
      const seen = alike ? (hit.view as unknown[]) : [];
      view = (source as unknown[]).map((part, owner) => (before[owner] === part && seen[owner] ? seen[owner] : frozen(make(zone, owner)))) as ZoneView;
    } else view = make(zone);
    view = frozen(view);
    slot.byZone.set(zone.name, { zone, source, all, faceUp, view });
    out[zone.name] = view;
  }
  if (same) return last.zones!;
  return (last.zones = Object.freeze(out));
}
