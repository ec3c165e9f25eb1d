/**
 * What the generic board derives from the def, the view and ctx, without any game-specific code: the moves of
 * the current phase, whether (and why not) this seat may move, which cards a move can take, which piles a move
 * can target, and each seat's card count. Pure functions.
 */
import { resultHeadline, sentenceText } from '@deckhand/dsl/client';
import { capitalised, literal, words, type UiArgDef } from '../MoveBar';
import type { BoardCtx, ClientGameDef, PlayerView, ViewPile, ZoneDef, ZoneRef } from '../types';
import { handLike } from './ZoneView';
import { pileTitle } from './pile-name';

export interface BoardMove {
  name: string;
  label?: string;
  args: UiArgDef[];
  /** Does not use up a seat's move in a simultaneous phase. */
  free?: boolean;
}

/** boardgame.io move names of race phases (RACE_MOVES in @deckhand/dsl). */
export const RACE_ANSWER = 'raceAnswer';
export const RACE_SLAP = 'raceSlap';
export const RACE_STUCK = 'raceStuck';
/** The move the compiler adds where a turn may be ended by choice. */
export const PASS = 'pass';

export function currentPhase(def: ClientGameDef, ctx: BoardCtx) {
  return ctx.phase ? def.phases[ctx.phase] : undefined;
}

/**
 * The turn stage the current player is in (`turn.stages`: boardgame.io keeps it in activePlayers, with only the
 * current player listed), as the page names it; undefined when the turn has no stages.
 */
export function turnStage(def: ClientGameDef, ctx: BoardCtx): string | undefined {
  const active = ctx.activePlayers;
  if (!active) return undefined;
  const keys = Object.keys(active);
  const stage = active[ctx.currentPlayer];
  if (keys.length !== 1 || typeof stage !== 'string') return undefined;
  const turn = currentPhase(def, ctx)?.turn ?? def.turn;
  const d = turn.stages?.find((s) => s.name === stage);
  return d?.label ?? stage;
}

/**
 * The phase as the status line names it ("Phase: Picking"): its `label:` (written lower case, as it also reads inside
 * sentences: "Only during the picking phase.") or its name in words, with a capital as it starts the line's value.
 */
export function phaseTitle(def: ClientGameDef, ctx: BoardCtx): string | undefined {
  const phase = currentPhase(def, ctx);
  if (!ctx.phase) return undefined;
  const text = phase?.label ?? words(ctx.phase);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Whether every seat in activePlayers moves at once (a simultaneous or race phase), not one player's turn stage. */
export function sharedTurn(def: ClientGameDef, ctx: BoardCtx): boolean {
  return Boolean(ctx.activePlayers) && turnStage(def, ctx) === undefined;
}

/** The moves the current phase allows (the compiler's rules: a phase without moves of its own allows the game's). */
export function availableMoves(def: ClientGameDef, ctx: BoardCtx): BoardMove[] {
  const phase = currentPhase(def, ctx);
  if (phase?.race?.slap !== undefined) {
    // A reflex race: the answer is the press itself; passing says "not this card".
    return [
      { name: RACE_SLAP, label: 'Slap', args: [] },
      { name: RACE_STUCK, label: 'Pass', args: [] },
    ];
  }
  if (phase?.race) {
    return [
      { name: RACE_ANSWER, label: 'Answer', args: [{ name: 'answer', type: 'text', maxLength: phase.race.maxLength }] },
      { name: RACE_STUCK, label: "I'm stuck", args: [] },
    ];
  }
  const names = phase && phase.moves.length > 0 ? phase.moves : Object.keys(def.moves);
  const moves: BoardMove[] = names
    .map((n) => def.moves[n])
    // A passing phase's own move is never offered outside its phase.
    .filter((m): m is NonNullable<typeof m> => m !== undefined && (m.onlyIn === undefined || m.onlyIn === phase?.name))
    // A move's YAML `label:` is what players read ("Name a number"); without one, its name made readable.
    .map((m) => ({ name: m.name, ...(m.label ? { label: m.label } : {}), args: [...m.args], ...(m.free ? { free: true } : {}) }));
  if ((phase?.turn ?? def.turn).canPass && !phase?.simultaneous) moves.push({ name: PASS, label: 'End turn', args: [] });
  return moves;
}

export function seatName(players: readonly { name?: string }[] | undefined, seat: number): string {
  return players?.[seat]?.name ?? `Seat ${seat + 1}`;
}

/** Why this seat may not make `move` now; undefined when it may. */
export function blockedReason(def: ClientGameDef, view: PlayerView, ctx: BoardCtx, playerID: string | null, move: BoardMove, players?: readonly { name?: string }[]): string | undefined {
  if (view.result || ctx.gameover) return 'The game is over';
  if (playerID === null) return 'You are watching';
  const me = Number(playerID);
  if (view.out.includes(me)) return 'You are out of the game';
  if (ctx.activePlayers && sharedTurn(def, ctx)) {
    if (!Object.hasOwn(ctx.activePlayers, playerID)) return 'Waiting for the others';
  } else if (ctx.currentPlayer !== playerID) {
    return `Waiting for ${seatName(players, Number(ctx.currentPlayer))}'s turn`;
  }
  const phase = currentPhase(def, ctx);
  if (phase?.race) {
    const r = view.race;
    if (!r || !r.open) return 'Waiting for the next card';
    if (!r.racers.includes(me)) return 'You sit this round out';
    if (r.stuck.includes(me) || r.correct.some((c) => c.seat === me)) return 'Answered: waiting for the others';
    return undefined;
  }
  if (phase?.simultaneous && !move.free && (view.moved[me] ?? 0) >= (phase.maxMovesEach ?? 1)) return 'Done: waiting for the others';
  return undefined;
}

function seatOf(expr: ZoneRef['seat'], me: number | undefined, ctx: BoardCtx): number | '*' {
  if (expr === 'self') return me ?? '*';
  if (expr === 'current') return Number(ctx.currentPlayer);
  const n = typeof expr === 'number' ? expr : typeof expr === 'string' ? literal(expr) : undefined;
  return n ?? '*';
}

/** The piles a zone reference names, as this seat sees them (with the owner seat and the pile index). */
export interface PileAt {
  seat?: number;
  index?: number;
  pile: ViewPile;
}

export function pilesAt(def: ClientGameDef, view: PlayerView, ref: ZoneRef, me: number | undefined, ctx: BoardCtx): PileAt[] {
  const zone = def.zones[ref.zone];
  const content = view.zones[ref.zone];
  if (!zone || !content) return [];
  const pileIdx = ref.pile === undefined || ref.pile === '*' ? '*' : typeof ref.pile === 'number' ? ref.pile : literal(String(ref.pile)) ?? '*';
  const fromRow = (row: ViewPile[], seat?: number): PileAt[] =>
    row
      .map((pile, index) => ({ ...(seat !== undefined ? { seat } : {}), index, pile }))
      .filter((p) => pileIdx === '*' || p.index === pileIdx);
  if (zone.scope === 'shared') return zone.row ? fromRow(content as ViewPile[]) : [{ pile: content as ViewPile }];
  const seat = seatOf(ref.seat, me, ctx);
  const seats = seat === '*' ? content.map((_, i) => i) : [seat];
  return seats.flatMap((s): PileAt[] => {
    const c = content[s];
    if (!c) return [];
    return zone.row ? fromRow(c as ViewPile[], s) : [{ seat: s, pile: c as ViewPile }];
  });
}

/** Card ids a `card`/`cards` argument may take, by what this seat can see (the server has the last word). */
export function eligibleCards(def: ClientGameDef, view: PlayerView, move: BoardMove, me: number | undefined, ctx: BoardCtx): Set<number> {
  const out = new Set<number>();
  for (const a of move.args) {
    if (a.type !== 'card' && a.type !== 'cards') continue;
    for (const ref of a.from) {
      for (const { pile } of pilesAt(def, view, ref, me, ctx)) {
        const cards = a.top || ref.top ? pile.slice(-1) : pile;
        for (const c of cards) if (typeof c === 'number') out.add(c);
      }
    }
  }
  return out;
}

/** How many cards a move selects at once (0: none). */
export function selectCount(move: BoardMove): number {
  let n = 0;
  for (const a of move.args) {
    if (a.type === 'card') n = Math.max(n, 1);
    if (a.type === 'cards') n = Math.max(n, literal(a.count ?? a.max) ?? 99);
  }
  return n;
}

/**
 * The piles a `pile` argument may choose: those that exist, and whether a new one may be started. Each is named as
 * the log names it, by the argument's `label:` ("Centre pile 4", "Set 2"; "Blue expedition" on a row named by an
 * attribute), never by the zone's YAML name.
 */
export function pileChoices(def: ClientGameDef, view: PlayerView, move: BoardMove, me: number | undefined, ctx: BoardCtx) {
  const out: Record<string, { existing: number; canAdd: boolean; zone: string; label: (i: number) => string; newLabel: string }> = {};
  for (const a of move.args) {
    if (a.type !== 'pile') continue;
    const zone = def.zones[a.zone.zone];
    if (!zone) continue;
    const existing = pilesAt(def, view, { zone: a.zone.zone, ...(a.zone.seat !== undefined ? { seat: a.zone.seat } : {}) }, me, ctx).length;
    const max = zone.row?.max ?? zone.row?.fixed ?? Infinity;
    out[a.name] = {
      existing,
      canAdd: a.allowNew && !zone.row?.fixed && existing < max,
      zone: zone.name,
      label: (i) => capitalised(pileTitle(def, zone, i, a.label)),
      newLabel: `New ${a.label ?? 'pile'}`,
    };
  }
  return out;
}

/**
 * The seat's own zones it plays from or onto (some move takes a card from them, or targets one of their piles): a
 * hand, Build Up's stock and hand piles, Art of Argument's sets. They go in the dock at the bottom of the screen with the moves; the seat's other zones (sets it has made,
 * cards won) lie on the table with everything else.
 */
export function actingZones(def: ClientGameDef): Set<string> {
  const out = new Set<string>();
  for (const m of Object.values(def.moves)) {
    for (const a of m.args) {
      const refs = a.type === 'card' || a.type === 'cards' ? a.from : a.type === 'pile' ? [a.zone] : [];
      for (const ref of refs) if (def.zones[ref.zone]?.scope === 'player' && (ref.seat === undefined || ref.seat === 'self')) out.add(ref.zone);
    }
  }
  return out;
}

/**
 * The zones a move plays on: where some move takes a card from (its card arguments' sources), which piles it
 * chooses among (a pile argument), or where it puts the card it takes (its effect moving that card: Expeditions'
 * discard to `discards[c.colour]`). On a small screen these come first on the table, so what a move targets shows
 * above the pinned dock without scrolling.
 */
export function targetedZones(def: ClientGameDef): Set<string> {
  const out = new Set<string>();
  for (const m of Object.values(def.moves)) {
    const cardArgs = new Set<string>();
    for (const a of m.args) {
      if (a.type === 'card' || a.type === 'cards') {
        cardArgs.add(a.name);
        for (const ref of a.from) out.add(ref.zone);
      } else if (a.type === 'pile') out.add(a.zone.zone);
    }
    for (const e of m.do) if (e.op === 'move' && typeof e.cards === 'string' && cardArgs.has(e.cards.trim())) out.add(e.to.zone);
  }
  return out;
}

/**
 * Whether the table draws a zone now: not a helper zone (`onTable: false`), nor one whose `onTable:` condition does
 * not hold in this match (Bag's box, which only two players use: the server lists it in `offTable`).
 */
export function onTable(zone: ZoneDef, view: PlayerView): boolean {
  return zone.onTable !== false && !view.offTable?.includes(zone.name);
}

/**
 * Cards a seat holds (hidden ones included): its hand where the game has one (the tricks Hearts' seats took or Go
 * Fish's books are on the table, not in hand), else across its own zones (Slapjack's stack).
 */
export function seatCardCount(def: ClientGameDef, view: PlayerView, seat: number): number {
  let n = 0;
  const own = (Object.values(def.zones) as ZoneDef[]).filter((z) => z.scope === 'player' && onTable(z, view));
  const hands = own.filter(handLike);
  for (const zone of hands.length ? hands : own) {
    const c = view.zones[zone.name]?.[seat];
    if (!c) continue;
    n += zone.row ? (c as ViewPile[]).reduce((s, p) => s + p.length, 0) : (c as ViewPile).length;
  }
  return n;
}

/**
 * "Ada wins", "a draw between Ada and Bea", or undefined while the game is on: the words of the log's game-over line
 * (`resultHeadline` in @deckhand/dsl), so the banner and the log never say the end two ways. Its first clause only:
 * the places and losers after the winners are the log's and the end screen's to list.
 */
export function resultText(view: PlayerView, players?: readonly { name?: string }[]): string | undefined {
  if (!view.result) return undefined;
  return sentenceText(resultHeadline(view.result, { brief: true }), { seat: (s) => seatName(players, s), card: () => undefined });
}

/**
 * The dock's order: the moves open now first, so on a small screen what the player can do is above the fold (Rummy's
 * draw stage closes meld, lay off and discard); otherwise the phase's own order, kept stable.
 */
export function openFirst<T extends { reason?: string | undefined }>(moves: readonly T[]): T[] {
  return [...moves.filter((m) => m.reason === undefined), ...moves.filter((m) => m.reason !== undefined)];
}

/** One entry of the dock: an open move, or the closed moves that share one reason (said once for all of them). */
export interface DockEntry<T> {
  reason?: string;
  moves: T[];
}

/**
 * The dock's entries in order: each open move on its own; closed moves gathered by their reason, where the first of
 * them stood, so that "Only in the play stage; now: draw." is said once under Play and Discard, not under each.
 */
export function byReason<T extends { reason?: string | undefined }>(moves: readonly T[]): DockEntry<T>[] {
  const out: DockEntry<T>[] = [];
  const closed = new Map<string, DockEntry<T>>();
  for (const m of moves) {
    if (m.reason === undefined) {
      out.push({ moves: [m] });
      continue;
    }
    const entry = closed.get(m.reason);
    if (entry) entry.moves.push(m);
    else {
      const fresh = { reason: m.reason, moves: [m] };
      closed.set(m.reason, fresh);
      out.push(fresh);
    }
  }
  return out;
}
