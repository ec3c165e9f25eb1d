/**
 * What one seat (or a spectator) may see of `G`, derived from zone visibility. A hidden card becomes `null`, or
 * `{ back }` where its back is visible; `G.hook` is sent only through the hooks' own `view`.
 */
import type { AttrValue, GameDef, ZoneDef } from '../../ir/types';
import type { GameHooks } from '../../hooks/api';
import type { GameState, Pile } from '../state/state';
import { raceView, type RaceView } from '../../race/actions';
import type { LegalView } from '../legal/legal-view';
import type { UndoView } from '../../undo/undo-view';
import { logView } from '../log/log-view';
import { cachedViewPile, type PileSight } from './view-pile';
import { keptSeatMap } from './view-maps';
import { keptZones } from './view-zones';
import { seenBy } from './view-seen';
import type { ViewPile } from './view-card';

/**
 * A text drawn as one outline (a card type's `drawn:` attributes): `d` is an SVG path (fill it by the even-odd rule)
 * of the whole word with its decoy strokes, traced from a painting of it, so it holds no per-letter structure. Its box
 * runs from x = 0 to `w` and from y = -h/2 to h/2 (y down, the middle of the lowercase letters at y = 0), in units
 * where the font size is `em`; every word gets the same box, whatever its length. The server draws it anew at random
 * per match, so the paths are not a fixed table a script could look up.
 */
export interface InkText {
  em: number;
  w: number;
  h: number;
  d: string;
}

/** A card's face: what a seat who may see it learns (secret and drawn attributes never included as text). */
export interface CardFace {
  type: string;
  attrs: Record<string, AttrValue>;
  /** The card type's `drawn:` attributes as drawings, added by the server as it sends a view (absent elsewhere). */
  ink?: Record<string, InkText>;
}

export interface PlayerView extends Omit<GameState, 'zones' | 'hook' | 'race'> {
  zones: Record<string, ViewPile | ViewPile[] | ViewPile[][]>;
  /** The face of every card this seat sees in a zone or saw revealed in the log. A client holds no deck list: this
   * is the only place it learns what a card id is. */
  faces: Record<string, CardFace>;
  /** A race round, without other seats' wrong answers (docs/race.md). */
  race?: RaceView;
  hook?: unknown;
  /** Each captioned zone's line per pile (`caption:`), shaped like the zone; the same for every seat. */
  captions?: Record<string, string | string[] | string[][]>;
  /** Zones whose `onTable:` condition does not hold now: the table leaves them off (absent: none). */
  offTable?: string[];
  /** What this seat may do now and why not the rest: added by the Deckhand server to the view it sends each seat
   * (from `CompiledGame.deckhand.legalView`); absent for spectators. */
  legal?: LegalView;
  /** Whether this seat may take back its last move of this turn (undo/undo-view.ts); added by the Deckhand server. */
  undo?: UndoView;
}

function backOf(def: GameDef, card: number): { back: Record<string, AttrValue> } | null {
  const c = def.cards[card];
  const ct = c && def.cardTypes[c.type];
  if (!c || !ct || ct.back.length === 0) return null;
  return { back: Object.fromEntries(ct.back.filter((b) => Object.hasOwn(c.attrs, b)).map((b) => [b, c.attrs[b]!])) };
}

/** Whether `seat` (null: a spectator) sees the card at `index` of a pile of `zone` owned by `owner`. */
export function seesCard(G: GameState, zone: ZoneDef, pile: Pile, index: number, owner: number | undefined, seat: number | null): boolean {
  const mine = owner !== undefined && owner === seat;
  switch (zone.visibility) {
    case 'public':
      return true;
    case 'owner':
      return mine;
    case 'top':
      return index === pile.length - 1;
    case 'faces':
      return G.faceUp[pile[index]!] === true || (mine && zone.ownerSeesFaceDown);
    case 'hidden':
      return false;
  }
}

function viewPile(def: GameDef, G: GameState, zone: ZoneDef, pile: Pile, owner: number | undefined, seat: number | null, all: boolean): ViewPile {
  const make = () => pile.map((card, i) => (all || seesCard(G, zone, pile, i, owner, seat) ? card : zone.showBacks ? backOf(def, card) : null));
  const sight = sightOf(zone, owner, seat, all);
  return sight ? cachedViewPile(sight, zone, pile, make) : make();
}

/** How `seat` sees every pile of `zone` owned by `owner`, when that depends on the pile alone (view-pile.ts). */
function sightOf(zone: ZoneDef, owner: number | undefined, seat: number | null, all: boolean): PileSight | undefined {
  if (all) return 'all';
  switch (zone.visibility) {
    case 'public':
      return 'all';
    case 'owner':
      return owner !== undefined && owner === seat ? 'all' : 'none';
    case 'top':
      return 'top';
    case 'hidden':
      return 'none';
    case 'faces':
      return undefined;
  }
}

/**
 * A card's face depends on the game alone: it is made once per card and shared by every view (frozen), so a view
 * costs no face objects and a server comparing two views finds an unchanged face by identity.
 */
const faceCache = new WeakMap<GameDef, Map<number, CardFace>>();
function faceOf(def: GameDef, id: number): CardFace | undefined {
  let faces = faceCache.get(def);
  if (!faces) faceCache.set(def, (faces = new Map()));
  let face = faces.get(id);
  if (face) return face;
  const card = def.cards[id];
  if (!card) return undefined;
  const ct = def.cardTypes[card.type];
  const hidden = [...(ct?.secret ?? []), ...(ct?.drawn ?? [])];
  const attrs = hidden.length ? Object.fromEntries(Object.entries(card.attrs).filter(([k]) => !hidden.includes(k))) : card.attrs;
  faces.set(id, (face = Object.freeze({ type: card.type, attrs })));
  return face;
}

/** Faces of the given cards, without the attributes their card types keep secret or send only as drawings. */
export function facesOf(def: GameDef, ids: Iterable<number>): Record<string, CardFace> {
  const out: Record<string, CardFace> = {};
  for (const id of ids) {
    const face = faceOf(def, id);
    if (face) out[id] = face;
  }
  return out;
}

/**
 * A seat sees the same cards from one view to the next far more often than not: its last faces map (frozen) is
 * given again when the sorted ids are the same, so a server comparing the two views skips it by identity. Kept per
 * match (its `G.options`, made once at setup and shared by every later state of the match), so a server playing
 * many matches at once still finds each seat's last map.
 */
type SeatFaces = Map<number | null, { ids: number[]; faces: Record<string, CardFace> }>;
const lastFaces = new WeakMap<GameDef, WeakMap<object, SeatFaces>>();
function seatFaces(def: GameDef, match: object, seat: number | null, ids: number[]): Record<string, CardFace> {
  let matches = lastFaces.get(def);
  if (!matches) lastFaces.set(def, (matches = new WeakMap()));
  let seats = matches.get(match);
  if (!seats) matches.set(match, (seats = new Map()));
  const last = seats.get(seat);
  if (last && last.ids.length === ids.length && last.ids.every((id, i) => id === ids[i])) return last.faces;
  const faces = Object.freeze(facesOf(def, ids));
  seats.set(seat, { ids, faces });
  return faces;
}

/** Whether any card type draws attributes: then a race's answer (read from the cards) is never named in a view. */
const drawnCache = new WeakMap<GameDef, boolean>();
function hasDrawn(def: GameDef): boolean {
  let v = drawnCache.get(def);
  if (v === undefined) drawnCache.set(def, (v = Object.values(def.cardTypes).some((ct) => (ct.drawn?.length ?? 0) > 0)));
  return v;
}

/** The game's zones, listed once per game. */
const zoneLists = new WeakMap<GameDef, readonly ZoneDef[]>();
function zoneList(def: GameDef): readonly ZoneDef[] {
  let list = zoneLists.get(def);
  if (!list) zoneLists.set(def, (list = Object.values(def.zones)));
  return list;
}

/**
 * The variables as `seat` is sent them: a `private: server` variable as null (every seat's entry), a `private: owner`
 * one with only the seat's own entry (validate/info-flow.ts lets such variables hold what others may not see).
 */
function varsFor(def: GameDef, vars: GameState['vars'], seat: number | null): GameState['vars'] {
  let out: GameState['vars'] | undefined;
  for (const [name, v] of Object.entries(def.vars)) {
    if (!v.private) continue;
    out ??= { ...vars };
    const value = vars[name];
    if (Array.isArray(value)) out[name] = value.map((x, s) => (v.private === 'owner' && s === seat ? x : null));
    else out[name] = null;
  }
  return out ?? vars;
}

export function playerView(def: GameDef, hooks: GameHooks, G: GameState, seat: number | null): PlayerView {
  const all = G.result !== undefined && def.revealAtEnd;
  const match = G.options ?? def;
  const zones = keptZones(match, seat, G, all, zoneList(def), (zone, owner) => {
    const z = G.zones[zone.name] as unknown;
    const one = (pile: Pile) => viewPile(def, G, zone, pile, owner, seat, all);
    const part = owner === undefined ? z : (z as unknown[])[owner];
    return zone.row ? (part as Pile[]).map(one) : one(part as Pile);
  });
  // Cards the log showed this seat (revealed, named to it in a sentence, chosen by it in a secret move): it saw them
  // then, so it keeps their faces. Worked out from the entries written since the seat's last view (log-view.ts).
  const { log, shown } = logView(def, G.log, seat);
  // The cards it sees, and the maps filtered by them, kept while their sources are the same (view-seen.ts).
  const seen = seenBy(def, match, seat, zones, shown, Object.isFrozen(G));
  const { inZones, all: visible } = seen;
  const faceUp = seen.derive('faceUp', inZones, G.faceUp, () => {
    const out: Record<string, true> = {};
    for (const id of Object.keys(G.faceUp)) if (inZones.has(Number(id))) out[id] = true;
    return keptSeatMap(match, seat, 'faceUp', out);
  });
  const faces = seen.derive('faces', visible, def, () => seatFaces(def, match, seat, [...visible].sort((a, b) => a - b)));
  const view: PlayerView = {
    zones,
    faces,
    faceUp,
    vars: varsFor(def, G.vars, seat),
    out: G.out,
    lastOut: G.lastOut,
    options: G.options,
    log,
    moved: G.moved,
    stuck: G.stuck,
    ...(G.result ? { result: G.result } : {}),
    ...(G.race ? { race: raceView(G.race, seat, hasDrawn(def)) } : {}),
  };
  if (G.dir !== undefined) view.dir = G.dir;
  if (G.hands) view.hands = G.hands;
  // Public numbers only (hand-history.ts): the same for every seat.
  if (G.handHistory) view.handHistory = G.handHistory;
  if (G.house) view.house = G.house;
  // Who played a card is told only for cards this seat sees (the id of a hidden card is itself a secret).
  const playedBy = G.playedBy;
  if (playedBy) {
    view.playedBy = seen.derive('playedBy', visible, playedBy, () => {
      const by: Record<string, number> = {};
      for (const id of Object.keys(playedBy)) if (visible.has(Number(id))) by[id] = playedBy[id]!;
      return keptSeatMap(match, seat, 'playedBy', by);
    });
  }
  const movedOn = G.movedOn;
  if (movedOn) {
    view.movedOn = seen.derive('movedOn', visible, movedOn, () => {
      const on: Record<string, number> = {};
      for (const id of Object.keys(movedOn)) if (visible.has(Number(id))) on[id] = movedOn[id]!;
      return keptSeatMap(match, seat, 'movedOn', on);
    });
  }
  const movedFrom = G.movedFrom;
  if (movedFrom) {
    view.movedFrom = seen.derive('movedFrom', visible, movedFrom, () => {
      const from: Record<string, string> = {};
      for (const id of Object.keys(movedFrom)) if (visible.has(Number(id))) from[id] = movedFrom[id]!;
      return keptSeatMap(match, seat, 'movedFrom', from);
    });
  }
  if (hooks.view) view.hook = hooks.view(G.hook, seat, G);
  return view;
}
