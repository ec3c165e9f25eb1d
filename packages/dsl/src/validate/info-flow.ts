/**
 * The information-flow check (issue 36, bug 2): a value every seat is sent must not be made from cards some seat may
 * not see. Each place such a value is written — a variable's `set`, a `log` line (an effect's or a move's), a zone's
 * `caption` — has its expressions traced to the cards they read: an attribute of a card of a hidden zone (`top(deck)
 * .rank`), of another seat's hand (`sum(hand[next(self)], card.value)`), a condition over such cards (`count(hand[x],
 * card.rank == 3)`), or such a card itself (`value: top(deck)`). Reading one into a place a seat that may not see it
 * is sent is an error at the read, naming the zone and the seat; so is a condition of a move's conditional `then:`
 * (the stage it chooses is public: every seat sees `ctx.activePlayers`). Allowed: a variable declared `private:
 * server` (sent to nobody) or `private: owner` written for the seat whose own zone it reads; a list of effects that
 * shows the cards it reads (`reveal: true`); counting cards (`count(hand[x])`), which every seat sees.
 *
 * A move's own card arguments are traced too, when they name cards others may not see and the move does not put them
 * where everyone sees them (`secretArgs`). Not traced (said in the README): results (`revealAtEnd` shows every card
 * when the game is over).
 */
import { Codes } from '../diagnostics/codes';
import { expandDefines } from '../expr/compile/define';
import { parseExpression, type Node } from '../expr/parse';
import type { GameDef, ZoneDef } from '../ir/types';
import { hidesArg } from '../log/arg-kinds';
import { parseTemplate } from '../log/template';
import { locateInScalar, type Path } from '../parse/parse';
import type { GameSpecOutput } from '../schema/game';
import type { Checker } from './context';

/**
 * A read of a card some seat may not see: the zone, the seat written in the reference (if any), where in the text,
 * and which of the zone's cards it reads (the top or bottom one, or any of them: per element, by index, several).
 */
interface HiddenRead {
  zone: string;
  who: string | undefined;
  at: number;
  which: Which;
  /** The move argument read (`c` in `c.value`), when the card is the mover's choice. */
  arg?: string;
}

type Which = 'top' | 'bottom' | 'any';

/** The list functions whose second argument is read per element of the first (`card`, or the `as` name, bound). */
const PER_ELEMENT = new Set(['any', 'all', 'count', 'filter', 'sum', 'max', 'min', 'best', 'worst', 'groups', 'sortBy', 'map']);

type Source = { zone: string; who: string | undefined; at: number; arg?: string };

/** Whether every seat sees every card of the zone at any time (a `top` zone: only its top card). */
function seenByAll(z: ZoneDef, topOnly: boolean): boolean {
  if (z.visibility === 'public') return true;
  if (z.visibility === 'top') return topOnly;
  return false;
}

function textOf(src: string, n: Node): string {
  // jsep keeps no positions; an identifier's or a member's text is enough for a message.
  if (n.type === 'Identifier') return String(n.name);
  if (n.type === 'Literal') return String(n.value);
  if (n.type === 'MemberExpression') return `${textOf(src, n.object as Node)}${n.computed ? `[${textOf(src, n.property as Node)}]` : `.${textOf(src, n.property as Node)}`}`;
  if (n.type === 'CallExpression') return `${textOf(src, n.callee as Node)}(${((n.arguments as Node[]) ?? []).map((a) => textOf(src, a)).join(', ')})`;
  if (n.type === 'BinaryExpression') return `${textOf(src, n.left as Node)} ${String(n.operator)} ${textOf(src, n.right as Node)}`;
  return '…';
}

/**
 * The traced reads of hidden cards in one expression. `named`: the expression may name a card itself (a log or caption
 * part: each seat's view names it only if that seat may see it), so only what is read from cards counts.
 */
export function hiddenReads(source: string, def: GameDef, named = false, args: ReadonlyMap<string, Source> = new Map()): HiddenRead[] {
  const parsed = parseExpression(source);
  if (!parsed.ok) return [];
  const out: HiddenRead[] = [];
  const at = (name: string) => Math.max(0, source.search(new RegExp(`\\b${name}\\b`)));
  /** The zone a list expression takes its cards from, if it is one (`hand[self]`, `deck`, `filter(hand[x], …)`). */
  const zoneOf = (n: Node): Source | undefined => {
    if (n.type === 'Identifier' && Object.hasOwn(def.zones, String(n.name))) return { zone: String(n.name), who: undefined, at: at(String(n.name)) };
    if (n.type === 'MemberExpression' && n.computed) {
      const inner = zoneOf(n.object as Node);
      if (inner && inner.who === undefined && def.zones[inner.zone]!.scope === 'player') return { ...inner, who: textOf(source, n.property as Node) };
      return inner;
    }
    const fn = n.type === 'CallExpression' && (n.callee as Node).type === 'Identifier' ? String((n.callee as Node).name) : undefined;
    // The top or bottom n cards of a pile (`top(deck, 3)`): more than a `top` zone shows.
    if ((fn === 'top' || fn === 'bottom') && ((n.arguments as Node[]) ?? []).length === 2) return zoneOf((n.arguments as Node[])[0]!);
    // Two lists joined (`hand[x] + crib`): the one some seat may not see, if either.
    if (n.type === 'BinaryExpression' && n.operator === '+') {
      const l = zoneOf(n.left as Node);
      const r = zoneOf(n.right as Node);
      return l && !seenByAll(def.zones[l.zone]!, false) ? l : (r ?? l);
    }
    // A part or a reordering of a zone's cards is still that zone's cards.
    if (fn === 'filter' || fn === 'slice' || fn === 'sortBy') {
      const first = ((n.arguments as Node[]) ?? [])[0];
      return first ? zoneOf(first) : undefined;
    }
    return undefined;
  };
  const read = (s: Source, which: Which) => {
    const z = def.zones[s.zone];
    if (z && !seenByAll(z, which === 'top')) out.push({ zone: s.zone, who: s.who, at: s.at, which, ...(s.arg !== undefined ? { arg: s.arg } : {}) });
  };
  /** A card expression: the source of the card it names, if it comes from a zone. */
  const cardOf = (n: Node, bound: Map<string, Source>): { s: Source; which: Which } | undefined => {
    if (n.type === 'Identifier' && bound.has(String(n.name))) return { s: bound.get(String(n.name))!, which: 'any' };
    // `args.c`, the same argument as `c`.
    const obj = n.type === 'MemberExpression' && !n.computed ? (n.object as Node) : undefined;
    if (obj?.type === 'Identifier' && obj.name === 'args' && bound.has(String((n.property as Node).name))) return { s: bound.get(String((n.property as Node).name))!, which: 'any' };
    if (n.type === 'CallExpression' && (n.callee as Node).type === 'Identifier') {
      const fn = String((n.callee as Node).name);
      const first = ((n.arguments as Node[]) ?? [])[0];
      if ((fn === 'top' || fn === 'bottom') && first && ((n.arguments as Node[]) ?? []).length === 1) {
        const s = zoneOf(first);
        return s ? { s, which: fn } : undefined;
      }
    }
    // The i-th card of a pile: `hand[seat][0]`.
    if (n.type === 'MemberExpression' && n.computed) {
      const s = zoneOf(n.object as Node);
      const z = s && def.zones[s.zone];
      if (s && z && (z.scope !== 'player' || s.who !== undefined)) return { s, which: 'any' };
    }
    return undefined;
  };
  const walk = (n: Node | undefined, bound: Map<string, Source>): void => {
    if (!n || typeof n !== 'object') return;
    if (n.type === 'MemberExpression' && !n.computed) {
      const card = cardOf(n.object as Node, bound);
      if (card) read(card.s, card.which);
      else walk(n.object as Node, bound);
      return;
    }
    if (n.type === 'CallExpression' && (n.callee as Node).type === 'Identifier') {
      const fn = String((n.callee as Node).name);
      const args = (n.arguments as Node[]) ?? [];
      if (PER_ELEMENT.has(fn) && args.length >= 2) {
        let list = args[0]!;
        let name = 'card';
        if (list.type === 'BinaryExpression' && list.operator === 'as') {
          name = String((list.right as Node).name);
          list = list.left as Node;
        }
        const s = zoneOf(list);
        walk(list, bound);
        const inner = new Map(bound);
        if (s) inner.set(name, s);
        else inner.delete(name);
        for (const a of args.slice(1)) walk(a, inner);
        return;
      }
    }
    for (const key of Object.keys(n)) {
      const v = (n as Record<string, unknown>)[key];
      if (Array.isArray(v)) for (const x of v) walk(x as Node, bound);
      else if (v && typeof v === 'object' && 'type' in (v as object)) walk(v as Node, bound);
    }
  };
  // A named expression's body is traced where it is called, as if written there (expr/define.ts).
  const root = expandDefines(parsed.node, def);
  walk(root, new Map([...args].map(([name, s]) => [name, { ...s, at: at(name), arg: name }])));
  // The value itself a hidden card (`value: top(deck)`): its id would tell which card it is.
  const whole = named ? undefined : cardOf(root, new Map());
  if (whole) read(whole.s, whole.which);
  return out;
}

/** Who may see a read card, said so that the seats it is kept from are plain: "only seat 0", "no seat". */
function whoMay(def: GameDef, r: HiddenRead): string {
  const z = def.zones[r.zone]!;
  if (z.visibility === 'owner' && z.scope === 'player') return r.who !== undefined ? `only seat ${r.who} may see` : 'only its owner may see';
  if (z.visibility === 'top') return 'no seat may see below the top card';
  if (z.visibility === 'faces') return 'no seat may see while it is face down';
  return 'no seat may see';
}

interface Sink {
  /** What the value becomes, for the message: `variable "peek"`, `the log`, `the caption of "table"`. */
  what: string;
  /** The seat a `private: owner` variable is written for (its `seat:` text), when the sink is one. */
  ownerSeat?: string;
  /** Sent to nobody. */
  closed?: boolean;
  /** How to mend a leak into it, when the general advice does not fit. */
  hint?: string;
}

/** The stage a move's conditional `then:` sends the turn to: every seat sees it in `ctx.activePlayers`. */
const STAGE_SINK: Sink = {
  what: 'the choice of the stage the turn goes on in (then:)',
  hint: 'decide the stage by what every seat sees (count the cards instead of reading them), or show the cards first (reveal: true)',
};

/** A hand settled against the house: its outcome and stake are said to every seat. */
const SETTLE_SINK: Sink = {
  what: 'the hand settled against the house (win, lose or push)',
  hint: 'settle by what every seat sees once the house has played: turn its hidden cards up in its effects first (move them to a public zone)',
};

function report(c: Checker, def: GameDef, reads: HiddenRead[], sink: Sink, path: Path, offset: number): void {
  if (sink.closed) return;
  for (const r of reads) {
    const z = def.zones[r.zone]!;
    // A per-seat private variable written for the very seat whose own zone is read: only that seat is sent it.
    if (sink.ownerSeat !== undefined && z.visibility === 'owner' && r.who !== undefined && r.who.replace(/\s/g, '') === sink.ownerSeat.replace(/\s/g, '')) continue;
    const ref = r.who !== undefined ? `${r.zone}[${r.who}]` : r.zone;
    const card = r.arg !== undefined ? `the chosen card "${r.arg}" (from "${ref}")` : `a card of "${ref}"`;
    c.error(Codes.InfoLeak, `this reads ${card}, which ${whoMay(def, r)}, into ${sink.what}, which every seat is sent`, path, {
      at: locateInScalar(c.source, path, offset + r.at),
      hint: sink.hint !== undefined
        ? sink.hint
        : r.arg !== undefined
        ? `show the card (move it face up onto a public zone, or reveal: true)${sink.what.startsWith('variable') ? ', or declare the variable private (private: server, or private: owner)' : ''}`
        : sink.what.startsWith('variable')
        ? 'declare the variable private (private: server, or private: owner for a per-seat one written for the seat whose cards it reads), or show the cards first (reveal: true)'
        : 'show the cards first (reveal: true), or say it without the hidden cards (count them instead)',
    });
  }
}

type EffectList = unknown[] | undefined;

/** Every seat sees the chips: who wins a pot is told to all. */
const CHIPS_SINK: Sink = { what: 'the chips (every seat sees who wins a pot)', hint: 'show the cards first: move them to a public zone with reveal: true before settle' };

/** Cards a list of effects shows everyone (`move: { from, reveal: true }`): from which pile, and its top or all of it. */
interface Shown {
  zone: string;
  /** The seat written in the reference (`hand[self]` → `self`), whitespace taken out; undefined: every pile of it. */
  who: string | undefined;
  which: 'top' | 'all';
}

const bare = (text: string) => text.replace(/\s/g, '');

/** `hand[self]` → { zone: hand, who: self }. */
function refOf(text: string): { zone: string; who: string | undefined } {
  const open = text.indexOf('[');
  if (open < 0) return { zone: text.trim(), who: undefined };
  const who = bare(text.slice(open + 1, text.lastIndexOf(']')));
  return { zone: text.slice(0, open).trim(), who: who === '*' ? undefined : who };
}

/**
 * The cards one effect shows to everyone with `reveal: true`, itself or through the lists it always runs (a
 * `forEachSeat` or `forEach` body; an `if`'s branches may not run, so they count only for reads inside them). Only a
 * move from a named pile counts, and only for what it takes: its top cards, or the whole pile with `count: all`. A move
 * with `where:` takes cards from anywhere in the pile, and one with `cards:` takes cards the mover chose (move
 * arguments are not traced): neither says which of the pile's cards are seen.
 */
function revealsOf(e: unknown, out: Shown[] = []): Shown[] {
  if (typeof e !== 'object' || e === null) return out;
  const eff = e as Record<string, unknown>;
  const move = eff.move as { reveal?: boolean; from?: unknown; count?: unknown; where?: unknown } | undefined;
  if (move?.reveal === true && move.where === undefined) {
    const from = typeof move.from === 'string' ? [move.from] : Array.isArray(move.from) ? move.from : [];
    for (const f of from) if (typeof f === 'string') out.push({ ...refOf(f), which: move.count === 'all' ? 'all' : 'top' });
  }
  const bodies = [eff.forEachSeat, (eff.forEach as { do?: unknown } | undefined)?.do];
  for (const body of bodies) if (Array.isArray(body)) for (const x of body) revealsOf(x, out);
  return out;
}

/**
 * What covers a read made by the `i`-th effect of a list: reveals already covering the list (`outer`), a reveal of a
 * pile's top card that comes after the read (before it, the top card is another one), and a reveal of a whole pile
 * anywhere in the list (before the read the pile is empty; after it, every card read is shown).
 */
function shownAt(list: unknown[], i: number, outer: readonly Shown[]): Shown[] {
  const later = list.slice(i + 1).flatMap((e) => revealsOf(e));
  const earlier = list.slice(0, i).flatMap((e) => revealsOf(e)).filter((r) => r.which === 'all');
  return [...outer, ...later, ...earlier];
}

/** Whether a read is of cards the same step shows: the same pile (the same seat's), and its top card or all of it. */
function isShown(r: HiddenRead, shown: readonly Shown[]): boolean {
  return shown.some((s) => s.zone === r.zone && (s.who === undefined || (r.who !== undefined && bare(r.who) === s.who)) && (s.which === 'all' || r.which === 'top'));
}

const unrevealed = (reads: HiddenRead[], shown: readonly Shown[]) => reads.filter((r) => !isShown(r, shown));

/** Walks one list of effects (and the lists inside it), checking every `set` and `log` in it. */
function checkEffects(c: Checker, def: GameDef, list: EffectList, path: Path, outer: readonly Shown[] = [], args: ReadonlyMap<string, Source> = new Map()): void {
  if (!Array.isArray(list)) return;
  list.forEach((e, i) => {
    if (typeof e !== 'object' || e === null) return;
    const p = [...path, i];
    const eff = e as Record<string, unknown>;
    const shown = shownAt(list, i, outer);
    const set = eff.set as { var?: string; seat?: unknown; value?: unknown } | undefined;
    if (set && typeof set.var === 'string') {
      const v = def.vars[set.var];
      const value = set.value;
      if (v && typeof value === 'string') {
        const sink: Sink = {
          what: `variable "${set.var}"`,
          ...(v.private === 'server' ? { closed: true } : {}),
          ...(v.private === 'owner' && set.seat !== undefined ? { ownerSeat: String(set.seat) } : {}),
        };
        report(c, def, unrevealed(hiddenReads(value, def, false, args), shown), sink, [...p, 'set', 'value'], 0);
      }
    }
    if (typeof eff.log === 'string') checkTemplate(c, def, eff.log, [...p, 'log'], 'the log', shown);
    // Chips are public: who wins a pot, and what a seat posts, may not be decided by cards some seat may not see.
    const settle = eff.settle as { by?: unknown } | undefined;
    if (settle && typeof settle.by === 'string') report(c, def, unrevealed(hiddenReads(settle.by, def, false, args), shown), CHIPS_SINK, [...p, 'settle', 'by'], 0);
    const post = eff.post as { amount?: unknown } | undefined;
    if (post && typeof post.amount === 'string') report(c, def, unrevealed(hiddenReads(post.amount, def, false, args), shown), CHIPS_SINK, [...p, 'post', 'amount'], 0);
    if (eff.if !== undefined) {
      checkEffects(c, def, eff.then as EffectList, [...p, 'then'], shown, args);
      checkEffects(c, def, eff.else as EffectList, [...p, 'else'], shown, args);
    }
    if (Array.isArray(eff.forEachSeat)) checkEffects(c, def, eff.forEachSeat, [...p, 'forEachSeat'], shown, args);
    const each = eff.forEach as { do?: unknown[] } | undefined;
    if (each && Array.isArray(each.do)) checkEffects(c, def, each.do, [...p, 'forEach', 'do'], shown, args);
    // A loop's body may run no time at all: a reveal in it covers only reads in it (revealsOf leaves it out).
    const loop = eff.repeat as { do?: unknown[] } | undefined;
    if (loop && Array.isArray(loop.do)) checkEffects(c, def, loop.do, [...p, 'repeat', 'do'], shown, args);
  });
}

function checkTemplate(c: Checker, def: GameDef, template: string, path: Path, what: string, shown: readonly Shown[] = []): void {
  const t = parseTemplate(template);
  if (!t.ok) return;
  for (const piece of t.pieces) if ('expr' in piece) report(c, def, unrevealed(hiddenReads(piece.expr, def, true), shown), { what }, path, piece.at);
}

/**
 * A move's card arguments that name cards other seats may not see (chosen from the mover's hand, say), and that the
 * move does not put where everyone sees them: a move of exactly those cards (`cards: c`) onto a public zone (face up,
 * or shown with `reveal: true`), not under a condition. Reading such a card (`c.value`) into a place every seat is
 * sent tells the others what the mover kept hidden. (A log line naming it is checked already: validate/rules/log.ts.)
 */
function secretArgs(def: GameDef, move: string, list: EffectList): Map<string, Source> {
  const out = new Map<string, Source>();
  const m = def.moves[move];
  if (!m) return out;
  const shownArgs = new Set<string>();
  const look = (effects: EffectList) => {
    for (const e of effects ?? []) {
      if (typeof e !== 'object' || e === null) continue;
      const eff = e as Record<string, unknown>;
      const mv = eff.move as { cards?: unknown; to?: unknown; faceUp?: boolean; reveal?: boolean } | undefined;
      if (mv && typeof mv.cards === 'string' && typeof mv.to === 'string') {
        const to = def.zones[refOf(mv.to).zone];
        if (mv.reveal === true || to?.visibility === 'public') shownArgs.add(mv.cards.trim().replace(/^args\./, ''));
      }
      look(eff.forEachSeat as EffectList);
      look((eff.forEach as { do?: unknown[] } | undefined)?.do);
    }
  };
  look(list);
  for (const a of m.args) {
    if ((a.type !== 'card' && a.type !== 'cards') || !hidesArg(def, a) || shownArgs.has(a.name)) continue;
    const from = a.from[0]!;
    const z = def.zones[from.zone];
    const who = z?.scope === 'player' ? (from.seat !== undefined ? String(from.seat) : undefined) : undefined;
    out.set(a.name, { zone: from.zone, who, at: 0 });
  }
  return out;
}

/** Runs the check over a valid spec (its IR `def` gives zones and variables). */
export function checkInfoFlow(c: Checker, spec: GameSpecOutput, def: GameDef): void {
  checkEffects(c, def, spec.setup, ['setup']);
  checkEffects(c, def, spec.turn?.onBegin, ['turn', 'onBegin']);
  for (const [name, ph] of Object.entries(spec.phases ?? {})) {
    checkEffects(c, def, ph.onBegin, ['phases', name, 'onBegin']);
    checkEffects(c, def, ph.onEnd, ['phases', name, 'onEnd']);
    checkEffects(c, def, ph.turn?.onBegin, ['phases', name, 'turn', 'onBegin']);
  }
  checkEffects(c, def, spec.hands?.onBegin, ['hands', 'onBegin']);
  checkEffects(c, def, spec.hands?.onEnd, ['hands', 'onEnd']);
  (spec.triggers ?? []).forEach((t, i) => checkEffects(c, def, t.do, ['triggers', i, 'do']));
  // The house plays in the open: its lines and variables are checked as any effect's, and each settled hand (a win,
  // a loss or a push, and its stake) is said to every seat, after the house's effects have shown what they show.
  const house = spec.house;
  if (house) {
    checkEffects(c, def, house.plays.do, ['house', 'plays', 'do']);
    const shown = (house.plays.do ?? []).flatMap((e) => revealsOf(e));
    for (const key of ['win', 'lose', 'stake'] as const) {
      const text = house.settle?.[key];
      if (typeof text === 'string') report(c, def, unrevealed(hiddenReads(text, def), shown), SETTLE_SINK, ['house', 'settle', key], 0);
    }
  }
  for (const [name, m] of Object.entries(spec.moves)) {
    const args = secretArgs(def, name, m.do);
    checkEffects(c, def, m.do, ['moves', name, 'do'], [], args);
    // A move's line is read after its effects: a pile's top card shown by them is no longer on top, so only piles
    // shown whole are covered.
    const shown = (m.do ?? []).flatMap((e) => revealsOf(e)).filter((r) => r.which === 'all');
    if (m.log !== undefined) checkTemplate(c, def, m.log, ['moves', name, 'log'], 'the log', shown);
    // The stage a conditional `then:` chooses is public (every seat is sent ctx.activePlayers), and it too is read
    // after the move's effects: its conditions are checked as the move's line is, the move's secret cards included.
    if (Array.isArray(m.then)) {
      m.then.forEach((b, i) => {
        if (typeof b.when !== 'string') return;
        report(c, def, unrevealed(hiddenReads(b.when, def, false, args), shown), STAGE_SINK, ['moves', name, 'then', i, 'when'], 0);
      });
    }
  }
  for (const [name, z] of Object.entries(spec.zones)) {
    const caption = (z as { caption?: unknown }).caption;
    const zone = def.zones[name];
    // A caption is drawn for every seat that sees the zone at all: a hidden zone's caption too (it shows its count).
    if (typeof caption === 'string' && zone) checkTemplate(c, def, caption, ['zones', name, 'caption'], `the caption of "${name}"`);
  }
}
