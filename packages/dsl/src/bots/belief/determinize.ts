/**
 * Determinization: one full `G` that agrees with everything a seat sees. The seat's `playerView` keeps every visible
 * card id in place and shows each hidden card as `null` (or its back); the cards that appear nowhere in the view are
 * dealt at random into those hidden slots. Constraints the view gives are kept: zone sizes (a hidden slot per
 * card), printed backs (a slot showing a red back only takes a red-backed card), and cards the seat saw revealed
 * in the log that are no longer in sight (they went face down where the game's revealing moves put them: those
 * zones' hidden slots take them first). Hidden hook state comes from the game's own
 * `hooks.determinize`, which samples it from the seat's hook view.
 *
 * Reads nothing but the view: this is what makes the bot honest (see bots/honesty tests).
 */
import type { GameDef, ZoneDef } from '../../ir/types';
import type { GameHooks } from '../../hooks/api';
import type { GameState, LogEntry, Pile, RaceState } from '../../runtime/state/state';
import type { PlayerView } from '../../runtime/views/view';
import type { ViewCard, ViewPile } from '../../runtime/views/view-card';
import type { RaceView } from '../../race/actions';
import { passRecipient } from '../../runtime/turn/pass';
import { mayBeIn, ruledOut, type Place } from './ruled-out';
import { shownCardZones, sinceDeal } from './since-deal';
import { sampleOthersSecrets } from './others-secrets';

/** A hidden position: the pile array it sits in, its index, and the back it shows (if any). */
interface Slot {
  pile: Pile;
  index: number;
  back?: Record<string, unknown>;
  zone: string;
  /** The seat whose pile it is, in a player zone. */
  seat?: number;
  /** A zone cards shown by a move may be in later (since-deal.ts): where revealed-then-hidden cards went. */
  revealedGoHere: boolean;
}

function copyPile(view: ViewPile, zone: string, seat: number | undefined, revealedGoHere: boolean, slots: Slot[]): Pile {
  const pile: Pile = view.map((c) => (typeof c === 'number' ? c : -1));
  view.forEach((c: ViewCard, index) => {
    if (typeof c === 'number') return;
    slots.push({ pile, index, ...(c ? { back: c.back } : {}), zone, ...(seat !== undefined ? { seat } : {}), revealedGoHere });
  });
  return pile;
}

function copyZone(zone: ZoneDef, z: PlayerView['zones'][string], revealedGoHere: boolean, slots: Slot[]): GameState['zones'][string] {
  const copy = (p: ViewPile, seat?: number) => copyPile(p, zone.name, seat, revealedGoHere, slots);
  if (zone.scope === 'player') {
    return zone.row ? (z as ViewPile[][]).map((row, seat) => row.map((p) => copy(p, seat))) : (z as ViewPile[]).map((p, seat) => copy(p, seat));
  }
  return zone.row ? (z as ViewPile[]).map(copy) : copy(z as ViewPile);
}

const secretDestinations = new WeakMap<GameDef, Map<string, Map<number, Set<string>>>>();

/**
 * Per move with secret arguments, per card argument (by position): the zones its `move:` effects send those very
 * cards to (`cards: chosen, to: box`). Where the seat's own secret choice went, which its log still tells it.
 */
function secretArgDestinations(def: GameDef): Map<string, Map<number, Set<string>>> {
  let out = secretDestinations.get(def);
  if (out) return out;
  out = new Map();
  for (const m of Object.values(def.moves)) {
    if (!m.secretArgs) continue;
    const byArg = new Map<number, Set<string>>();
    m.args.forEach((a, i) => {
      if (a.type !== 'card' && a.type !== 'cards') return;
      const zones = new Set<string>();
      const walk = (x: unknown): void => {
        if (Array.isArray(x)) x.forEach(walk);
        else if (x && typeof x === 'object') {
          const e = x as { op?: unknown; cards?: unknown; card?: unknown; to?: { zone?: unknown } };
          const named = [e.cards, e.card].some((v) => typeof v === 'string' && v.trim() === a.name);
          if (e.op === 'move' && named && typeof e.to?.zone === 'string') zones.add(e.to.zone);
          Object.values(x).forEach(walk);
        }
      };
      walk(m.do);
      if (zones.size > 0) byArg.set(i, zones);
    });
    if (byArg.size > 0) out.set(m.name, byArg);
  }
  secretDestinations.set(def, out);
  return out;
}

/**
 * The cards the seat itself chose in secret moves (its view's log keeps its own arguments), with where they went:
 * the zones the move sends them to; for a passing phase's move, once out of the seat's sight (the passes were
 * delivered), the receiving pile of the seat it passed to that hand, where the direction says who that is.
 */
function ownSecretCards(def: GameDef, view: PlayerView, seat: number, log: readonly LogEntry[], numPlayers: number): Map<number, Place[]> {
  const dest = secretArgDestinations(def);
  const out = new Map<number, Place[]>();
  if (dest.size === 0) return out;
  const passes = new Map(Object.values(def.phases).flatMap((ph) => (ph.pass ? [[ph.pass.move, ph.pass] as const] : [])));
  const inPlay = Array.from({ length: numPlayers }, (_, s) => s).filter((s) => !view.out.includes(s));
  let hand = view.hands?.number ?? 1;
  // The hand each entry was written in: counted back from the hand in play by the entries marking a hand's start.
  const handOf = new Array<number>(log.length);
  for (let i = log.length - 1; i >= 0; i--) {
    handOf[i] = hand;
    if (log[i]!.hand?.at === 'begins') hand = log[i]!.hand!.number - 1;
  }
  log.forEach((entry, i) => {
    const byArg = entry.seat === seat && entry.move !== undefined && entry.args ? dest.get(entry.move) : undefined;
    if (!byArg) return;
    const pass = passes.get(entry.move!);
    const to = pass ? passRecipient(pass, handOf[i]!, inPlay, seat) : undefined;
    for (const [a, zones] of byArg) {
      const v = entry.args![a];
      const places: Place[] = pass ? [{ zone: pass.into, ...(to !== undefined ? { seat: to } : {}) }] : [...zones].map((zone) => ({ zone }));
      for (const id of Array.isArray(v) ? v : [v]) if (typeof id === 'number') out.set(id, places);
    }
  });
  return out;
}

/** Whether a place (a zone, or one seat's pile of it) takes this slot. */
const placeHas = (places: readonly Place[], slot: Slot) => places.some((p) => p.zone === slot.zone && (p.seat === undefined || p.seat === slot.seat));

function matchesBack(def: GameDef, card: number, back: Record<string, unknown> | undefined): boolean {
  if (!back) return true;
  const attrs = def.cards[card]?.attrs ?? {};
  return Object.entries(back).every(([k, v]) => attrs[k] === v);
}

/** Removes and returns a random element of `list` satisfying `ok` (undefined when none does). */
function takeRandom(list: number[], rand: () => number, ok: (c: number) => boolean): number | undefined {
  const fits: number[] = [];
  for (let i = 0; i < list.length; i++) if (ok(list[i]!)) fits.push(i);
  if (fits.length === 0) return undefined;
  const i = fits[Math.floor(rand() * fits.length)]!;
  return list.splice(i, 1)[0];
}

/** A race round as the server keeps it, from a seat's view of it (other seats' wrong answers are not shown). */
function raceState(view: RaceView, seat: number, numPlayers: number): RaceState {
  const { myWrong, ...rest } = view;
  const wrong = Array.from({ length: numPlayers }, (_, s) => (s === seat ? (myWrong ?? 0) : 0));
  return { ...structuredClone(rest), wrong };
}

export interface DeterminizeInput {
  def: GameDef;
  hooks: GameHooks;
  view: PlayerView;
  seat: number;
  numPlayers: number;
  rand: () => number;
}

/**
 * The cards the seat does not see anywhere in its view, in three kinds: `placed` (its own secret choices, with
 * where its move sent them), `known` (seen revealed, now out of sight) and `unknown` (never seen: any hidden slot).
 */
export function unseenClasses(
  def: GameDef,
  view: PlayerView,
  seat: number,
  numPlayers: number,
): { placedAt: Map<number, Place[]>; placed: number[]; known: number[]; unknown: number[] } {
  // Only what the log says since the cards were last gathered and dealt afresh still places them (since-deal.ts).
  const log = sinceDeal(def, view.log);
  const seen = new Set<number>();
  for (const zone of Object.values(view.zones)) collect(zone, seen);
  const unseen = def.cards.map((c) => c.id).filter((id) => !seen.has(id));
  const revealed = new Set<number>();
  for (const entry of log) for (const id of entry.revealed ?? []) if (!seen.has(id)) revealed.add(id);
  // Cards this seat put somewhere hidden itself (its secret choices) go back where it put them.
  const placedAt = ownSecretCards(def, view, seat, log, numPlayers);
  return {
    placedAt,
    placed: unseen.filter((c) => placedAt.has(c) && !revealed.has(c)),
    known: unseen.filter((c) => revealed.has(c)),
    unknown: unseen.filter((c) => !revealed.has(c) && !placedAt.has(c)),
  };
}

/** One full `G` consistent with `view`, sampled with `rand`. */
export function determinize({ def, hooks, view, seat, numPlayers, rand }: DeterminizeInput): GameState {
  const slots: Slot[] = [];
  const zones: GameState['zones'] = {};
  const shown = shownCardZones(def);
  for (const zone of Object.values(def.zones)) zones[zone.name] = copyZone(zone, view.zones[zone.name]!, shown.has(zone.name), slots);
  const { placedAt, placed, known, unknown } = unseenClasses(def, view, seat, numPlayers);
  const dealt = new Set(unknown);
  const G: GameState = {
    zones,
    faceUp: { ...view.faceUp },
    vars: structuredClone(view.vars),
    out: [...view.out],
    lastOut: [...view.lastOut],
    options: { ...view.options },
    // The rules never read the log, but a game's own bot playing the rollouts may (what was named, what it boxed):
    // it gets the log as this seat reads it.
    log: view.log.slice(),
    moved: [...view.moved],
    stuck: view.stuck,
    hook: (hooks.determinize?.(view.hook, seat, rand) ?? {}) as Record<string, unknown>,
    ...(view.race ? { race: raceState(view.race, seat, numPlayers) } : {}),
    ...(view.result ? { result: view.result } : {}),
  };
  // The public state of play the rules read: without the hand being played a game of hands never ends a hand in a
  // rollout (Hearts' were scored as four-way draws), without who played each trick card a trick goes to the wrong
  // seat, without the direction play goes the wrong way round. The view tells `playedBy` and `movedOn` only for cards
  // the seat sees (a hidden slot's card is a sample, whose past no rule can know).
  if (view.dir !== undefined) G.dir = view.dir;
  if (view.hands) G.hands = { ...view.hands };
  // The house's play is public (when it last played, each seat's outcomes against it): without it the house never
  // plays in a rollout, or plays twice in a hand.
  if (view.house) G.house = structuredClone(view.house);
  if (view.playedBy) G.playedBy = { ...view.playedBy };
  if (view.movedOn) G.movedOn = { ...view.movedOn };
  // Places cards are known not to be, from what moves that show every matching card did not show (ruled-out.ts).
  const notIn = ruledOut(def, hooks, sinceDeal(def, view.log), G, numPlayers);
  const excludes = new Set([...notIn.values()].flat().map((p) => p.zone));
  const takesPlaced = (slot: Slot) => placed.some((c) => placeHas(placedAt.get(c)!, slot));
  // Most constrained first: slots with a back, then slots some cards are known not to be in (they take from the
  // cards that may be there, the rest go elsewhere), then the slots the seat's own secret cards went to.
  const rank = (s: Slot) => [Number(!!s.back), Number(excludes.has(s.zone)), Number(takesPlaced(s))];
  const order = slots
    .map((slot) => ({ slot, r: rank(slot) }))
    .sort((a, b) => b.r[0]! - a.r[0]! || b.r[1]! - a.r[1]! || b.r[2]! - a.r[2]!)
    .map((x) => x.slot);
  const fits = (slot: Slot) => (c: number) => matchesBack(def, c, slot.back);
  const ok = (slot: Slot) => (c: number) => matchesBack(def, c, slot.back) && mayBeIn(notIn.get(c), slot.zone, slot.seat);
  const filled = new Set<Slot>();
  const put = (slot: Slot, card: number) => {
    slot.pile[slot.index] = card;
    filled.add(slot);
  };
  // Cards seen revealed and now out of sight went where the rules move shown cards on to (since-deal.ts): first there.
  for (const slot of order) {
    if (!slot.revealedGoHere) continue;
    const card = takeRandom(known, rand, ok(slot));
    if (card !== undefined) put(slot, card);
  }
  for (const slot of order) {
    if (filled.has(slot)) continue;
    const card =
      takeRandom(placed, rand, (c) => placeHas(placedAt.get(c)!, slot) && ok(slot)(c)) ??
      takeRandom(unknown, rand, ok(slot)) ??
      takeRandom(known, rand, ok(slot)) ??
      takeRandom(placed, rand, ok(slot)) ??
      // Never stuck on an inference: a card the log rules out here still beats an empty slot.
      takeRandom(unknown, rand, fits(slot)) ??
      takeRandom(known, rand, fits(slot)) ??
      takeRandom(placed, rand, fits(slot));
    if (card === undefined) throw new Error(`${def.id}: no card left to fill a hidden slot of seat ${seat}'s view`);
    put(slot, card);
  }
  // Sets are kept sorted by id, so a filled set must be sorted again (its order tells nothing).
  for (const zone of Object.values(def.zones)) if (zone.order === 'set') sortSets(zones[zone.name]!);
  // The other seats' secret choices, drawn from the cards dealt where their moves sent them (others-secrets.ts).
  sampleOthersSecrets(def, G, seat, secretArgDestinations(def), dealt, rand);
  return G;
}

function collect(z: unknown, into: Set<number>): void {
  if (typeof z === 'number') {
    if (z >= 0) into.add(z);
  } else if (Array.isArray(z)) for (const x of z) collect(x, into);
}

function sortSets(z: unknown): void {
  if (!Array.isArray(z)) return;
  if (z.every((x) => typeof x === 'number')) (z as number[]).sort((a, b) => a - b);
  else for (const x of z) sortSets(x);
}
