/**
 * An action's context (`Exec`): the program, the random source, boardgame.io's events and what the action has done so
 * far; and the table operations every effect is built from (resolve a zone reference, turn cards, refill a source).
 * The effects themselves are compiled in runtime/effects/effects.ts (and interpreted in runtime/effects/interpret.ts).
 */
import type { Env } from '../../expr/env';
import type { Scope } from '../../expr/scope';
import type { HookContext, HookRandom } from '../../hooks/api';
import type { ArgDef, Effect, ZoneRef } from '../../ir/types';
import type { AfterLine } from '../../log/after-line';
import type { KeptListing } from '../legal/action';
import { alive, InvalidMove, nextAlive, type Program } from '../program';
import type { GameState, LogEntry, Pile } from '../state/state';
import { allPiles, findCard, pileAt, putCards, rowOf, type Loc } from '../state/zones';
import { resolverOf } from '../state/resolve-ref';
import { writableFaceUp } from '../state/card-maps';

/** A compiled list of effects: runs them in order against `env.G` (runtime/effects/effects.ts). */
export type EffectsFn = (x: Exec, env: Env) => void;

/** A line an action's effects wrote, and how many cards the action had revealed when it was written (runtime/log/told.ts). */
export interface WrittenLine {
  entry: LogEntry;
  at: number;
}

export interface Events {
  endTurn(): void;
  endPhase(): void;
  setPhase(phase: string): void;
  /** Moves the current player to another turn stage (boardgame.io's `setStage`). */
  setStage(stage: string): void;
}

/** A move's card argument, and whether its choice is hidden from the other seats (log/arg-kinds.ts `hidesArg`). */
export interface LineCardArg {
  arg: ArgDef;
  hidden: boolean;
}

export interface Exec {
  p: Program;
  random: HookRandom;
  events?: Events;
  /** Cards shown to everyone by this action, for the log. */
  revealed: number[];
  /** Per revealed card, the seat it was shown from (null: a shared zone). */
  revealedFrom?: (number | null)[];
  /**
   * While a move's line is written: its `card` and `cards` arguments, read from the action's `args`. The cards they
   * chose were seen by the move's maker; those of an argument that is not hidden (chosen from a public place: a
   * discard pile's top), by every seat.
   */
  lineCardArgs?: readonly LineCardArg[] | undefined;
  /** While a move's effects run: the lines they wrote (runtime/log/told.ts). */
  lines?: WrittenLine[] | undefined;
  /** Once they have run: the cards revealed after one of those lines, told there rather than on the move's line. */
  told?: ReadonlySet<number> | undefined;
  /** Set while a move's log line waits for the action to end (log/write.ts: settleLog). */
  afterAction?: AfterLine[];
  /** During setup a deal that runs short is a spec error, not "deal what there is". */
  setup: boolean;
  /** Set once an effect or hook asked for the turn to end in this action (a second ask would change nothing). */
  endTurnAsked?: boolean;
  /** Counts the cards this action moved, shuffled or turned (a turn start that changed nothing on the table). */
  changed?: number;
  /**
   * The log keeps its entries as data (turn, seat, move, args, revealed cards) but `log:` templates are not written
   * into sentences: for simulator playouts nobody reads (search bots' rollouts). Never inside boardgame.io.
   */
  noLogText?: boolean;
  /** The zone a `move` effect of this action last put cards in: searched first for a card a log line names. */
  placedIn?: string | undefined;
  /** The simulator's holder for the stuck check's listing, kept for the next bot choice (runtime/legal/kept-listing.ts). */
  kept?: KeptListing | undefined;
  /** Set while the house plays (`house:`): its lines read in its name (runtime/turn/house.ts). */
  house?: boolean;
}

/**
 * A new action's context with every field present from the start: one object shape for every action, so the hot
 * paths' property reads stay monomorphic (a field added later, or deleted, changes the shape; a delete even turns
 * the object into a slow dictionary — it was 9 % of Bag's simulator time).
 */
export function newExec(p: Program, random: HookRandom, opts: { events?: Events | undefined; setup?: boolean; noLogText?: boolean; kept?: KeptListing } = {}): Exec {
  return execOf(p, random, opts.events, opts.setup === true, opts.noLogText === true, opts.kept);
}

/** `newExec` without an options record: for the simulator, which makes one for every step of every action. */
export function execOf(p: Program, random: HookRandom, events: Events | undefined, setup: boolean, noLogText: boolean, kept: KeptListing | undefined): Exec {
  return {
    p,
    random,
    events,
    revealed: [],
    revealedFrom: undefined,
    lineCardArgs: undefined,
    lines: undefined,
    told: undefined,
    afterAction: undefined,
    setup,
    endTurnAsked: undefined,
    changed: undefined,
    noLogText,
    placedIn: undefined,
    kept,
    house: false,
  };
}

/**
 * `x` made ready for another step, as `execOf(x.p, x.random, x.events, false, noLogText, x.kept)` would make it: every
 * per-step field cleared, `events` set again (a race move wraps it for its own step, race/compile.ts). For the
 * simulator, whose steps run one after another and never keep their context past their return (as with its one
 * environment, sim/flow.ts `runEnv`): one object per run instead of one per step (three per Build Up action). The
 * list of reveals is a new one whenever the last one has cards (a log entry or line may hold it); an empty one is
 * kept, since nothing holds a list of reveals with no card in it (`addReveals` copies a list that has some, and a
 * line binds it only while it is written): most steps reveal nothing (Build Up's), and a new list per step was an
 * allocation and a write-barrier call each (about 75 instructions per Build Up action, docs/benchmarks.md session 16).
 */
export function resetExec(x: Exec, events: Events | undefined, noLogText: boolean): Exec {
  if (x.events !== events) x.events = events;
  if (x.revealed.length !== 0) x.revealed = [];
  x.revealedFrom = undefined;
  x.lineCardArgs = undefined;
  x.lines = undefined;
  x.told = undefined;
  x.afterAction = undefined;
  x.setup = false;
  x.endTurnAsked = undefined;
  x.changed = undefined;
  x.noLogText = noLogText;
  x.placedIn = undefined;
  x.house = false;
  return x;
}

/** Notes that `n` cards changed place or face. */
export function touched(x: Exec, n: number): void {
  if (n > 0) x.changed = (x.changed ?? 0) + n;
}

/** Asks for the turn to end, remembering it was asked. */
export function askEndTurn(x: Exec): void {
  x.endTurnAsked = true;
  x.events?.endTurn();
}

/** Whether effects can change the table only in ways `Exec.changed` counts (hooks may change it any way). */
export function countsChanges(effects: readonly Effect[]): boolean {
  for (const e of effects) {
    if (e.op === 'hook') return false;
    if (e.op === 'if' && !(countsChanges(e.then) && countsChanges(e.else))) return false;
    if ((e.op === 'forEach' || e.op === 'forEachSeat' || e.op === 'repeat') && !countsChanges(e.do)) return false;
  }
  return true;
}

/** Every concrete pile a reference names (its resolver is compiled once per reference and scope). */
export function resolve(x: Exec, ref: ZoneRef, env: Env, scope: Scope): Loc[] {
  return resolverOf(x.p, ref, scope)(env);
}

/** The one pile a reference names; a row index one past the end opens a new pile where the row allows it. */
export function resolveOne(x: Exec, ref: ZoneRef, env: Env, scope: Scope): { loc: Loc; pile: Pile } {
  const locs = resolve(x, ref, env, scope);
  const loc = locs[0];
  if (!loc || locs.length !== 1) throw new InvalidMove(`"${ref.zone}" does not name one pile here`);
  let pile = pileAt(env.G, x.p.def, loc);
  const zone = x.p.def.zones[loc.zone]!;
  if (!pile && zone.row && loc.pile !== undefined) {
    const row = rowOf(env.G, zone, loc.seat);
    const max = zone.row.max ?? zone.row.fixed ?? Infinity;
    if (loc.pile === row.length && row.length < max && !zone.row.fixed) {
      row.push([]);
      pile = row[row.length - 1];
    }
  }
  if (!pile) throw new InvalidMove(`there is no pile ${loc.pile ?? ''} in "${loc.zone}"${loc.seat !== undefined ? ` of seat ${loc.seat}` : ''}`);
  return { loc, pile };
}

export function setFace(x: Exec, env: Env, cards: readonly number[], faceUp: boolean | undefined): void {
  for (const c of cards) setCardFace(env.G, c, faceUp);
  void x;
}

/**
 * One card's face. Only what changes is touched: every write or delete on an Immer draft costs a proxy trap, and the
 * map is copied on its first write (runtime/state/card-maps.ts).
 */
export function setCardFace(G: GameState, card: number, faceUp: boolean | undefined): void {
  if (faceUp) {
    if (!G.faceUp[card]) writableFaceUp(G)[card] = true;
  } else if (G.faceUp[card]) delete writableFaceUp(G)[card];
}

/**
 * Refills an empty source from `refill` (every pile of it, but the top `keep` cards of each), shuffled. Returns
 * whether anything came back.
 */
export function refillFrom(x: Exec, env: Env, scope: Scope, target: Pile, refill: ZoneRef | undefined, keep = 0): boolean {
  if (!refill) return false;
  const G = env.G;
  const zone = x.p.def.zones[refill.zone]!;
  let cards: number[];
  if (zone.scope !== 'player' && !zone.row) {
    // One shared pile (Build Up's completed piles): the pile `resolve` and `pileAt` would find, taken in one splice
    // with no list of locations and no copy of its cards.
    const pile = G.zones[refill.zone] as Pile;
    cards = pile.splice(0, Math.max(0, pile.length - keep));
  } else {
    cards = [];
    const locs = refill.pile === undefined && zone.row ? allPiles(G, zone).map((a) => a.loc) : resolve(x, refill, env, scope);
    for (const loc of locs) {
      const pile = pileAt(G, x.p.def, loc);
      if (pile) cards.push(...pile.splice(0, Math.max(0, pile.length - keep)));
    }
    if (zone.row && !zone.row.fixed) removeEmpty(env, zone.name, undefined, x);
  }
  const n = cards.length;
  if (n === 0) return false;
  touched(x, n);
  for (let i = 0; i < n; i++) setCardFace(G, cards[i]!, false);
  // Faces and cards written by plain loops: `push(...cards)` passes every card as an argument of its own, which the
  // engine's fast `push` does not take (it handles one); with the single pile above this took Build Up from 11,557 to
  // 11,435 instructions per action (a refill at about one turn start in eight; docs/benchmarks.md session 16).
  const shuffled = x.random.shuffle(cards);
  for (let i = 0; i < shuffled.length; i++) target.push(shuffled[i]!);
  return true;
}

export function removeEmpty(env: Env, zoneName: string, seat: number | undefined, x: Exec): void {
  const zone = x.p.def.zones[zoneName]!;
  const rows = zone.scope === 'player' ? (seat === undefined ? (env.G.zones[zoneName] as Pile[][]) : [rowOf(env.G, zone, seat)]) : [env.G.zones[zoneName] as Pile[]];
  for (const row of rows) {
    for (let i = row.length - 1; i >= 0; i--) {
      if (row[i]!.length === 0) {
        row.splice(i, 1);
        touched(x, 1);
      }
    }
  }
}

export function eliminate(env: Env, seat: number): void {
  if (seat < 0 || seat >= env.numPlayers || env.G.out.includes(seat)) return;
  env.G.out.push(seat);
  env.G.lastOut.push(seat);
}

export function hookContext(x: Exec, env: Env): HookContext {
  const def = x.p.def;
  return {
    G: env.G,
    def,
    numPlayers: env.numPlayers,
    currentPlayer: env.currentPlayer,
    phase: env.phase,
    seat: env.self ?? null,
    args: env.args ?? {},
    random: x.random,
    alive: () => alive(env.G, env.numPlayers),
    next: (seat) => nextAlive(env.G, env.numPlayers, seat),
    pile: (loc) => {
      const pile = pileAt(env.G, def, loc);
      if (!pile) throw new Error(`no pile at ${JSON.stringify(loc)}`);
      return pile;
    },
    moveCards: (cards, to, opts = {}) => {
      const target = pileAt(env.G, def, to);
      if (!target) throw new Error(`no pile at ${JSON.stringify(to)}`);
      for (const card of cards) {
        const at = findCard(env.G, def, card);
        if (at) at.pile.splice(at.index, 1);
      }
      putCards(target, def.zones[to.zone]!, cards, opts.position);
      setFace(x, env, cards, opts.faceUp);
    },
    shuffle: (loc) => {
      const pile = pileAt(env.G, def, loc);
      if (pile) pile.splice(0, pile.length, ...x.random.shuffle(pile));
    },
    invalid: (reason) => {
      throw new InvalidMove(reason);
    },
    endTurn: () => askEndTurn(x),
    endPhase: () => x.events?.endPhase(),
    setPhase: (phase) => x.events?.setPhase(phase),
    endGame: (result) => {
      env.G.result = result;
    },
    log: (message, revealed) => {
      const line = typeof message === 'string' ? { message } : { parts: [...message] };
      env.G.log.push({ turn: env.turn, seat: env.self ?? null, ...line, ...(revealed?.length ? { revealed: [...revealed] } : {}) });
    },
  };
}
