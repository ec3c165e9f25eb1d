/**
 * The cards a seat sees, kept per match and seat with the zones map they were read from, and what a view derives
 * from them. A seat's view tells the face, the face-up flag, who played a card and where it moved only for cards the
 * seat sees, so every view used to collect that set by walking every zone's view, then filter the state's id-keyed
 * maps by it and sort it for the faces map, for every seat on every move, even when no zone it sees had changed.
 *
 * On a stored state (`G` frozen, zones shared with the state before: view-zones.ts) the seat's zones map is the very
 * object of its last view while no zone changed, and then so is its set: it is handed out again, and so is each map
 * derived from it while the state's map it filters is the same object. A set read afresh that holds the same cards
 * as the last one (a card moved between two piles the seat sees) is replaced by the last one, so what was derived
 * from it is kept too. The cards the log showed the seat (log-view.ts) are a set that only grows and is the same
 * object while the log is. An unfrozen state (the simulator's, changed in place; a bot's guess) keeps nothing.
 */
import type { GameDef } from '../../ir/types';
import type { ViewCard } from './view-card';
import type { ZoneView, ZoneViews } from './view-zones';

/** What is kept of one derived part: the set and the state's part it was made from, and the result. */
interface Derived {
  seen: ReadonlySet<number>;
  source: unknown;
  out: unknown;
}

interface SeatSeen {
  zones?: ZoneViews;
  /** The cards the seat sees in its zones. */
  inZones?: ReadonlySet<number>;
  shown?: ReadonlySet<number>;
  /** `inZones` and `shown` together. */
  all?: ReadonlySet<number>;
  derived: Map<string, Derived>;
}

/** The cards a seat sees, for one view. */
export interface Seen {
  /** In its zones (a hidden card is null or `{ back }`, so not in it). */
  inZones: ReadonlySet<number>;
  /** In its zones or shown to it by the log. */
  all: ReadonlySet<number>;
  /**
   * `make()`, or what it gave for the last view when `seen` (one of the two sets above) and `source` (the state's
   * part it reads) are the very same objects. `kind` names the part.
   */
  derive<T>(kind: string, seen: ReadonlySet<number>, source: unknown, make: () => T): T;
}

const kept = new WeakMap<GameDef, WeakMap<object, Map<number | null, SeatSeen>>>();

function seatSeen(def: GameDef, match: object, seat: number | null): SeatSeen {
  let matches = kept.get(def);
  if (!matches) kept.set(def, (matches = new WeakMap()));
  let seats = matches.get(match);
  if (!seats) matches.set(match, (seats = new Map()));
  let seen = seats.get(seat);
  if (!seen) seats.set(seat, (seen = { derived: new Map() }));
  return seen;
}

/** Every card id a zone's view shows. */
function addVisible(view: ZoneView | ViewCard, visible: Set<number>): void {
  if (typeof view === 'number') visible.add(view);
  else if (Array.isArray(view)) for (const part of view) addVisible(part, visible);
}

function inZonesOf(zones: ZoneViews): Set<number> {
  const visible = new Set<number>();
  for (const name in zones) addVisible(zones[name]!, visible);
  return visible;
}

function sameSet(a: ReadonlySet<number> | undefined, b: ReadonlySet<number>): boolean {
  if (!a || a.size !== b.size) return false;
  for (const id of b) if (!a.has(id)) return false;
  return true;
}

function union(a: ReadonlySet<number>, b: ReadonlySet<number>): ReadonlySet<number> {
  if (b.size === 0) return a;
  const out = new Set(a);
  for (const id of b) out.add(id);
  return out;
}

const fresh = (inZones: ReadonlySet<number>, shown: ReadonlySet<number>): Seen => ({
  inZones,
  all: union(inZones, shown),
  derive: (_kind, _seen, _source, make) => make(),
});

/**
 * The cards `seat` sees in `zones` (its zones map for this view) and in `shown` (the cards the log showed it).
 * `keep`: the state is frozen, so its parts may be known by identity. `match` lives as long as the match (its
 * `G.options`); one shared by several matches still gives right answers, only fewer kept parts.
 */
export function seenBy(def: GameDef, match: object, seat: number | null, zones: ZoneViews, shown: ReadonlySet<number>, keep: boolean): Seen {
  if (!keep) return fresh(inZonesOf(zones), shown);
  const last = seatSeen(def, match, seat);
  let inZones = last.inZones;
  if (!inZones || last.zones !== zones) {
    const read = inZonesOf(zones);
    if (!sameSet(inZones, read)) inZones = read;
  }
  let all = last.all;
  if (!all || inZones !== last.inZones || (shown !== last.shown && !sameSet(last.shown, shown))) all = union(inZones!, shown);
  last.zones = zones;
  last.inZones = inZones;
  last.shown = shown;
  last.all = all;
  const derived = last.derived;
  return {
    inZones: inZones!,
    all,
    derive<T>(kind: string, seen: ReadonlySet<number>, source: unknown, make: () => T): T {
      const hit = derived.get(kind);
      if (hit && hit.seen === seen && hit.source === source) return hit.out as T;
      const out = make();
      derived.set(kind, { seen, source, out });
      return out;
    },
  };
}
