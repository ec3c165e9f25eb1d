/**
 * Writes a `log:` template into `G.log` as parts (log/parts.ts), evaluated in the scope of the move or effect that
 * logs it. Each card part records which seats saw the card at that moment, so a later view can hide it from the
 * rest; a pile part records its zone's caption as it was.
 */
import { membersOf, teamName } from '../ir/teams';
import { binder } from '../expr/bind';
import type { Env } from '../expr/env';
import { withLocal, type Scope } from '../expr/scope';
import { T } from '../expr/types';
import type { ArgDef, ZoneDef } from '../ir/types';
import { captionText } from '../runtime/views/captions';
import type { Exec, LineCardArg } from '../runtime/effects/exec';
import { PileCaption, settleCaption } from './after-line';
import { refSeatFn, type Fn, type Program } from '../runtime/program';
import type { LogEntry } from '../runtime/state/state';
import { seesCard } from '../runtime/views/view';
import { findCard, rowOf } from '../runtime/state/zones';
import { argDefIn, hidesArg } from './arg-kinds';
import { namesCard } from './redact';
import { partKind, type PartKind } from './kind';
import { revealClause, sayShown } from './sentence';
import type { LogPart } from './parts';
import { templateOf } from './template';
import { rowPileName } from './value-names';
import { generatedLine, type LineWriter, type PartMakers, type Piece } from './line-gen';
import { generates } from '../expr/compile/codegen';
import { generatedCaption, type CaptionWriter } from './caption-gen';


const compiled = new WeakMap<Scope, Map<string, Piece[]>>();

function compile(p: Program, template: string, scope: Scope): Piece[] | string {
  const t = templateOf(template);
  // The validator has refused malformed templates; a hook's own text is written as it is.
  if (!t.ok) return template;
  if (!t.hasPlaceholders) return t.pieces.map((piece) => ('text' in piece ? piece.text : '')).join('');
  let byScope = compiled.get(scope);
  if (!byScope) compiled.set(scope, (byScope = new Map()));
  let pieces = byScope.get(template);
  if (!pieces) {
    pieces = t.pieces.map((piece) => {
      if ('text' in piece) return piece.text;
      const fn = p.expr(piece.expr, scope);
      const kind = partKind(piece.expr, p.exprType(piece.expr, scope), scope);
      return { fn, kind: kind.kind === 'pile' ? { ...kind, of: pileOf(p, kind, scope) } : kind };
    });
    byScope.set(template, pieces);
  }
  return pieces;
}

/** The seats that see `card` where it lies now (undefined: every seat). A card shown by this action is public. */
function seenBy(x: Exec, env: Env, card: number): number[] | undefined {
  if (x.revealed.includes(card)) return undefined;
  // A card chosen from where everyone saw it stays seen by everyone, wherever the move took it (a discard taken).
  const chose = choseCard(x, env, card);
  if (chose === SHOWN) return undefined;
  const at = findCard(env.G, x.p.def, card, x.placedIn);
  const chooser = env.self !== undefined && chose === CHOSEN ? env.self : undefined;
  if (!at) return chooser !== undefined ? [chooser] : [];
  const zone = x.p.def.zones[at.loc.zone]!;
  // Every seat and a spectator see all of a public zone.
  if (zone.visibility === 'public') return undefined;
  const seats: number[] = [];
  for (let s = 0; s < env.numPlayers; s++) if (s === chooser || seesCard(env.G, zone, at.pile, at.index, at.loc.seat, s)) seats.push(s);
  // A spectator sees only what every seat may; a card every seat sees is public.
  return seats.length === env.numPlayers && seesCard(env.G, zone, at.pile, at.index, at.loc.seat, null) ? undefined : seats;
}

const NOT_CHOSEN = 0;
const CHOSEN = 1;
const SHOWN = 2;

/**
 * Whether the move whose line is being written chose `card` with one of its card arguments: SHOWN when an argument
 * every seat saw chose it, CHOSEN when only a hidden one did (its maker saw it), else NOT_CHOSEN. Read from the
 * action's arguments, so no list of the chosen cards is made per line.
 */
function choseCard(x: Exec, env: Env, card: number): number {
  const cardArgs = x.lineCardArgs;
  const args = env.args;
  if (cardArgs === undefined || args === undefined) return NOT_CHOSEN;
  let chose = NOT_CHOSEN;
  for (let i = 0; i < cardArgs.length; i++) {
    const { arg, hidden } = cardArgs[i]!;
    const v = args[arg.name];
    const names = arg.type === 'card' ? v === card : arg.type === 'cards' && Array.isArray(v) && v.includes(card);
    if (!names) continue;
    if (!hidden) return SHOWN;
    chose = CHOSEN;
  }
  return chose;
}

function cardPart(x: Exec, env: Env, v: unknown): LogPart {
  if (typeof v !== 'number') return 'no card';
  const seen = seenBy(x, env, v);
  if (!seen) return { card: v };
  const part: { card: number; seen?: number[] } = { card: v, seen };
  // A card the same action shows everyone later (a line written before its reveal: "Ada fished 5 of spades") is
  // public by the time anyone reads the line.
  x.afterAction?.push(() => {
    if (x.revealed.includes(v)) delete part.seen;
  });
  return part;
}

const captionWriters = new WeakMap<Program, Map<string, CaptionWriter | null>>();

/**
 * A zone's caption writer (null: none, or one the validator would have refused), compiled once per zone: a caption
 * is written after every move that names a pile of its row (Build Up's plays). The pile is bound once on the
 * action's own environment for all the caption's expressions (each read at once, into text; nothing keeps the
 * binding), and the environment's own bindings are put back after.
 */
function captionOf(p: Program, zone: ZoneDef): CaptionWriter | null {
  let byZone = captionWriters.get(p);
  if (!byZone) captionWriters.set(p, (byZone = new Map()));
  let write = byZone.get(zone.name);
  if (write === undefined) {
    const t = zone.caption === undefined ? undefined : templateOf(zone.caption);
    const scope = withLocal(withLocal(withLocal(p.scopes.global, 'pile', T.cards), 'pileIndex', T.number), 'seat', T.seat);
    const pieces: (string | Fn)[] | null = t?.ok ? t.pieces.map((piece) => ('text' in piece ? piece.text : p.expr(piece.expr, scope))) : null;
    // Generated where it can be (log/caption-gen.ts: the pile read from parameters, not bound on the environment).
    write = pieces === null || !t?.ok ? null : (generatedCaption(p, t.pieces, scope) ?? captionWriter(pieces));
    byZone.set(zone.name, write);
  }
  return write;
}

/** The reference caption writer (where code generation is off, or a caption's expression cannot be generated). */
export function captionWriter(pieces: readonly (string | Fn)[]): CaptionWriter {
  return (env, pile, index, seat) => {
    const outerPile = env.pile;
    const outerIndex = env.pileIndex;
    const outerSeat = env.seat;
    env.pile = pile;
    env.pileIndex = index;
    env.seat = seat;
    try {
      let text = '';
      for (let i = 0; i < pieces.length; i++) {
        const piece = pieces[i]!;
        text += typeof piece === 'string' ? piece : captionText(piece(env));
      }
      return text;
    } finally {
      env.pile = outerPile;
      env.pileIndex = outerIndex;
      env.seat = outerSeat;
    }
  };
}

/** What a pile placeholder needs of its zone, found once per placeholder where its template is compiled. */
interface PileOf {
  zone: ZoneDef | undefined;
  /** For a row per seat, the seat expression of the argument's zone (e.g. `sets[self]`). */
  seat: Fn | undefined;
  caption: CaptionWriter | null;
}

/** A pile placeholder's kind, with what its part needs of the zone (compiled templates carry it). */
type PileKind = PartKind & { kind: 'pile'; of?: PileOf };

function pileOf(p: Program, kind: PartKind & { kind: 'pile' }, scope: Scope): PileOf {
  const zone = p.def.zones[kind.zone.zone];
  let seat: Fn | undefined;
  if (zone?.row && zone.scope === 'player') {
    const f = refSeatFn(p, kind.zone, scope);
    if (typeof f === 'function') seat = f;
  }
  return { zone, seat, caption: zone?.row ? captionOf(p, zone) : null };
}

function pilePart(x: Exec, env: Env, scope: Scope, kind: PileKind, v: unknown): LogPart {
  if (typeof v !== 'number') return String(v);
  const of = kind.of ?? pileOf(x.p, kind, scope);
  const ref = kind.zone;
  const label = kind.label;
  const zone = of.zone;
  if (!zone?.row) return label !== undefined ? { pile: v, zone: ref.zone, label } : { pile: v, zone: ref.zone };
  // For a row per seat, the row of the seat the argument's zone names (e.g. sets[self]).
  const seat = of.seat !== undefined ? Number(of.seat(env)) : (env.self ?? env.currentPlayer);
  const caption = of.caption;
  let part: { pile: number; zone: string; label?: string; caption?: string; name?: string };
  if (zone.row.by !== undefined) {
    part = label !== undefined ? { pile: v, zone: ref.zone, label } : { pile: v, zone: ref.zone };
    // On a row named by an attribute the pile is said by what it is for ("the blue expedition"), not its number.
    const name = rowPileName(x.p.def.cardTypes, zone, v);
    if (name !== undefined) part.name = name;
    if (caption === null) return part;
  } else if (caption === null) return label !== undefined ? { pile: v, zone: ref.zone, label } : { pile: v, zone: ref.zone };
  // The caption's place is in the part from the start (its text comes when the action is over): an object literal
  // gets room for exactly its own properties, so a caption added later allocated a second block for it and moved
  // the part to a new shape; the part lives as long as the game's log. Removed again when the pile has none (the
  // last property added: V8 puts the part back to its shape without it).
  else part = label !== undefined ? { pile: v, zone: ref.zone, label, caption: '' } : { pile: v, zone: ref.zone, caption: '' };
  const waiting = new PileCaption(part, env, zone, seat, v, rowOf(env.G, zone, seat)[v]?.[0], caption);
  if (x.afterAction) x.afterAction.push(waiting);
  else settleCaption(waiting);
  return part;
}

/** A seat's part, one per seat number, shared by every line that names it (frozen: nothing writes a seat part). */
const seatParts: LogPart[] = [];

/**
 * The part `{ seat }`: one object per seat for every line, not one per line. A line lives as long as the game's log,
 * so each of its objects is copied by the young-generation collections until it is promoted; a seat part is never
 * written after it is made (a view hands it on as it is: redact.ts `partsFor`), so sharing it is safe.
 */
function seatPart(seat: number): LogPart {
  return seatParts[seat] ?? makeSeatPart(seat);
}

function makeSeatPart(seat: number): LogPart {
  const part = Object.freeze({ seat });
  // Small whole seat numbers only (a seat is one); anything else gets its own part.
  if (Number.isInteger(seat) && seat >= 0 && seat < 64) {
    while (seatParts.length < seat) seatParts.push(Object.freeze({ seat: seatParts.length }));
    seatParts[seat] = part;
  }
  return part;
}

function partOf(x: Exec, env: Env, scope: Scope, kind: PartKind, v: unknown): LogPart {
  const list = (f: (e: unknown) => LogPart): LogPart => ({ list: Array.isArray(v) ? v.map(f) : [] });
  switch (kind.kind) {
    case 'seat':
      return typeof v === 'number' ? seatPart(v) : 'nobody';
    case 'seats':
      return list((s) => (typeof s === 'number' ? seatPart(s) : String(s)));
    case 'card':
      return cardPart(x, env, v);
    case 'cards':
      return list((c) => cardPart(x, env, c));
    case 'groups':
      return list((g) => ({ list: Array.isArray(g) ? g.map((c) => cardPart(x, env, c)) : [] }));
    case 'numbers':
      return list((n) => ({ n: Number(n) }));
    case 'number':
      return typeof v === 'number' ? { n: v } : String(v ?? '');
    case 'pile':
      return pilePart(x, env, scope, kind, v);
    case 'team': {
      if (typeof v !== 'number') return 'no team';
      const name = teamName(kind.teams, v);
      return name ?? { list: membersOf(kind.teams, v, env.numPlayers).map(seatPart) };
    }
    case 'text':
      return Array.isArray(v) ? v.join(' ') : v === null || v === undefined ? '' : String(v);
  }
}

/** Runs what waited for the end of the action (captions of piles named in its lines). */
export function settleLog(x: Exec): void {
  const waiting = x.afterAction;
  // Cleared, not deleted: a delete turns the action's context into a slow dictionary object (runtime/effects/exec.ts newExec).
  x.afterAction = undefined;
  if (waiting === undefined) return;
  for (let i = 0; i < waiting.length; i++) {
    const w = waiting[i]!;
    if (typeof w === 'function') w();
    else settleCaption(w);
  }
}

const bindRevealed = binder('revealed');

/** No cards: shared, never written to. */
const NO_CARDS: readonly number[] = Object.freeze([]);
const cardArgs = new WeakMap<Scope, ArgDef[]>();

/** The `card` and `cards` arguments of a move scope (read once per scope). */
function cardArgsOf(scope: Scope): ArgDef[] {
  let list = cardArgs.get(scope);
  if (!list) {
    list = [];
    for (const name of scope.args.keys()) {
      const arg = argDefIn(scope, name);
      if (arg?.type === 'card' || arg?.type === 'cards') list.push(arg);
    }
    cardArgs.set(scope, list);
  }
  return list;
}
const saysRevealedOf = new Map<string, boolean>();

/** Whether a template names `{revealed}` itself (then the line needs no "who showed what" clause). */
function namesRevealed(template: string): boolean {
  let yes = saysRevealedOf.get(template);
  if (yes === undefined) {
    if (saysRevealedOf.size > 2000) saysRevealedOf.clear();
    saysRevealedOf.set(template, (yes = /\{\s*revealed\s*\}/.test(template)));
  }
  return yes;
}

/** A move's own line, written by `moveLineFn`. */
export type MoveLine = (x: Exec, env: Env) => Pick<LogEntry, 'message' | 'parts'>;

/** What `moveLineWith` needs of a move, found once per move. */
interface MoveLineOf {
  lineScope: Scope;
  cardArgs: readonly LineCardArg[];
  /** The template names `{revealed}` itself (then the line needs no "who showed what" clause). */
  saysRevealed: boolean;
  /** The template's text has the word `revealed` anywhere: only then is the name bound while the line is written. */
  readsRevealed: boolean;
  /** The record binding `revealed` while a line is written (log/write.ts `linePieces`), made on the first line. */
  bound: Record<string, unknown> | undefined;
}

/**
 * A move's own line: its template with `revealed` bound to the cards the move showed everyone. Unless the template
 * reads `revealed` itself, the line ends by saying who showed what ("; Ada showed 15"). The cards the move's own
 * arguments chose are seen by its maker, wherever they went. What depends only on the move (its scope, its card
 * arguments, its compiled template) is looked up once here, not on every move made.
 */
export function moveLineFn(p: Program, template: string, scope: Scope): MoveLine {
  const of: MoveLineOf = {
    lineScope: withLocal(scope, 'revealed', T.cards),
    cardArgs: cardArgsOf(scope).map((arg) => ({ arg, hidden: hidesArg(p.def, arg) })),
    saysRevealed: namesRevealed(template),
    // No expression can read a name its text does not spell (a word in the plain text only binds it needlessly).
    readsRevealed: /\brevealed\b/.test(template),
    bound: undefined,
  };
  let write: LineWriter | string | undefined;
  return (x, env) => {
    if (write === undefined) {
      const pieces = compile(p, template, of.lineScope);
      write = typeof pieces === 'string' ? pieces : writerOf(p, pieces, of.lineScope);
    }
    return moveLineWith(x, env, write, of);
  };
}

function moveLineWith(x: Exec, env: Env, write: LineWriter | string, of: MoveLineOf): Pick<LogEntry, 'message' | 'parts'> {
  x.afterAction ??= [];
  // The cards the move's arguments chose, read from its arguments where a card part asks (`choseCard`).
  x.lineCardArgs = of.cardArgs.length > 0 ? of.cardArgs : undefined;
  try {
    // The cards this line tells: those revealed after a line its effects wrote are told there (runtime/log/told.ts).
    // When no line took any, they are the action's own list, read in place (the binding ends with the line).
    const told = x.told !== undefined && x.told.size > 0 ? x.told : undefined;
    const all = x.revealed;
    let own: readonly number[] = all;
    if (told !== undefined && all.length > 0) {
      const list: number[] = [];
      for (let i = 0; i < all.length; i++) if (!told.has(all[i]!)) list.push(all[i]!);
      own = list;
    }
    const line = typeof write === 'string' ? { message: write } : of.readsRevealed ? linePieces(x, write, env, own, of) : write(x, env);
    if (own.length === 0 || of.saysRevealed) return line;
    return withClause(x, line, told);
  } finally {
    x.lineCardArgs = undefined;
  }
}

/**
 * The line with the revealed cards it does not name already, and who showed them ("; Ada showed 15"), added to its
 * own parts (a line without parts gets them now). Nearly always one seat showed them all: that clause is written
 * straight from the action's reveals; several holders go through `revealClause`'s grouping.
 */
function withClause(x: Exec, line: Pick<LogEntry, 'message' | 'parts'>, told: ReadonlySet<number> | undefined): Pick<LogEntry, 'message' | 'parts'> {
  const all = x.revealed;
  const from = x.revealedFrom;
  const parts = line.parts;
  let count = 0;
  let first = 0;
  let holder: number | null = null;
  let oneHolder = true;
  for (let i = 0; i < all.length; i++) {
    const c = all[i]!;
    if ((told !== undefined && told.has(c)) || (parts !== undefined && namesCard(parts, c))) continue;
    const h = from !== undefined && i < from.length ? (from[i] ?? null) : null;
    if (count === 0) {
      first = i;
      holder = h;
    } else if (h !== holder) oneHolder = false;
    count++;
  }
  if (count === 0) return line;
  const out = parts ?? [line.message ?? ''];
  if (oneHolder) {
    let shown: LogPart;
    if (count === 1) shown = { card: all[first]! };
    else {
      const list: LogPart[] = [];
      for (let i = first; i < all.length; i++) {
        const c = all[i]!;
        if ((told !== undefined && told.has(c)) || (parts !== undefined && namesCard(parts, c))) continue;
        list.push({ card: c });
      }
      shown = { list };
    }
    sayShown(out, holder, shown, undefined);
  } else {
    const revealed: number[] = [];
    const holders: (number | null)[] = [];
    for (let i = 0; i < all.length; i++) {
      const c = all[i]!;
      if ((told !== undefined && told.has(c)) || (parts !== undefined && namesCard(parts, c))) continue;
      revealed.push(c);
      holders.push(from !== undefined && i < from.length ? (from[i] ?? null) : null);
    }
    revealClause({ revealed, from: holders }, undefined, out);
  }
  return parts !== undefined ? line : { parts: out };
}

/** The prototype of the record binding `revealed` (as in runtime/legal/args.ts: fast, and nothing inherited). */
const NO_PROTO: object = Object.freeze(Object.create(null) as object);

/**
 * A move line's parts with `revealed` bound. The move's own environment carries the binding while the parts are
 * evaluated and gets its old one back after, instead of a copy of the environment per line: nothing keeps the
 * binding past the line (a pile part settled later reads its caption, in a scope without `revealed`). The record
 * that binds it is the move's own, made once and emptied after each line (a line is never written inside another
 * of the same move). An environment that binds names already (none does in a move today) gets a copy, as
 * `bindRevealed` makes.
 */
function linePieces(x: Exec, write: LineWriter, env: Env, own: readonly number[], of: MoveLineOf): Pick<LogEntry, 'message' | 'parts'> {
  const outer = env.bound;
  if (outer !== undefined) return write(x, bindRevealed(env, own));
  const bound = (of.bound ??= Object.create(NO_PROTO) as Record<string, unknown>);
  bound.revealed = own;
  env.bound = bound;
  try {
    return write(x, env);
  } finally {
    env.bound = outer;
    bound.revealed = NO_CARDS;
  }
}

/** A template's sentence now: text alone when it has no placeholder, else its parts. */
export function templateLine(x: Exec, template: string, env: Env, scope: Scope): Pick<LogEntry, 'message' | 'parts'> {
  return piecesLine(x, compile(x.p, template, scope), env, scope);
}

function piecesLine(x: Exec, pieces: Piece[] | string, env: Env, scope: Scope): Pick<LogEntry, 'message' | 'parts'> {
  if (typeof pieces === 'string') return { message: pieces };
  return writerOf(x.p, pieces, scope)(x, env);
}

const writers = new WeakMap<readonly Piece[], LineWriter>();

/**
 * The writer of a compiled template (cached by its pieces, which are compiled once per scope): generated per
 * template where code generation is on (log/line-gen.ts), else the loop below, which is the reference.
 */
function writerOf(p: Program, pieces: Piece[], scope: Scope): LineWriter {
  let write = writers.get(pieces);
  if (write === undefined) {
    write = (x, env) => loopLine(x, pieces, env, scope);
    if (generates(p.runtime)) {
      try {
        write = generatedLine(pieces, scope, PART_MAKERS);
      } catch {
        // The loop does the same.
      }
    }
    writers.set(pieces, write);
  }
  return write;
}

/** What a generated line calls to make its parts (log/line-gen.ts): the loop's own. */
export const PART_MAKERS: PartMakers = { partOf, cardPart, pilePart, seatPart };

/** A template's parts, piece by piece: adjacent texts are one part. The reference for log/line-gen.ts. */
export function loopLine(x: Exec, pieces: readonly Piece[], env: Env, scope: Scope): Pick<LogEntry, 'message' | 'parts'> {
  const parts: LogPart[] = [];
  // Adjacent texts are one part: text waits here until a part that is not text (or the end) follows it, so no part
  // is read back from the list (reading before its start is a slow lookup in V8).
  let text = '';
  for (let i = 0; i < pieces.length; i++) {
    const piece = pieces[i]!;
    const part = typeof piece === 'string' ? piece : partOf(x, env, scope, piece.kind, piece.fn(env));
    if (typeof part === 'string') text += part;
    else {
      if (text !== '') parts.push(text);
      text = '';
      parts.push(part);
    }
  }
  if (text !== '') parts.push(text);
  return { parts };
}
