/**
 * Every log line as a sentence of parts (log/parts.ts), for a page or a terminal to put into words. A line a
 * template wrote is its parts; a race round, a message and a move without a template get a default sentence that
 * names the seat, what it did (its `label:` in the past tense where that reads well) and its arguments by their
 * declared types: "Ada played 4 on pile 2", "Bot 2 chose a card" (a secret choice), "Bot 2 named 15; Ada showed 15".
 * Runs in the browser from the client def and a seat's view: it can only say what that view holds.
 */
import type { ArgDef, GameDef } from '../ir/types';
import type { LogEntry } from '../runtime/state/state';
import { labelOf } from '../ir/words';
import type { LogPart } from './parts';
import { pastTense } from './past-tense';
import { namesCard } from './redact';
import { namesOf, rowPileName, sayValue } from './value-names';

/** What a sentence reads of the game: moves' labels and argument types, the names of attribute values, and the
 * zones (a row named by an attribute names its piles). */
export type SentenceDef = Pick<GameDef, 'moves'> & Partial<Pick<GameDef, 'cardTypes' | 'zones'>>;

const card = (id: unknown): LogPart => (typeof id === 'number' ? { card: id } : { card: null });

/** One argument as a part, by its declared type; a number `of:` an attribute with names is said by its name. */
function argPart(arg: ArgDef | undefined, v: unknown, def: SentenceDef | undefined): LogPart {
  const types = def?.cardTypes;
  switch (arg?.type) {
    case 'card':
      return card(v);
    case 'cards':
      return { list: Array.isArray(v) ? v.map(card) : [] };
    case 'pile': {
      if (typeof v !== 'number') return String(v);
      const name = types && def?.zones ? rowPileName(types, def.zones[arg.zone.zone], v) : undefined;
      return { pile: v, zone: arg.zone.zone, ...(arg.label !== undefined ? { label: arg.label } : {}), ...(name !== undefined ? { name } : {}) };
    }
    case 'seat':
      return typeof v === 'number' ? { seat: v } : String(v);
    case 'number': {
      const names = arg.of !== undefined && types ? namesOf(types, arg.of) : undefined;
      if (names && typeof v === 'number') return sayValue(names, v, false);
      return typeof v === 'number' ? { n: v } : String(v);
    }
    case 'boolean':
      return `${labelOf(arg)}: ${v ? 'yes' : 'no'}`;
    default:
      return Array.isArray(v) ? v.map(String).join(', ') : String(v);
  }
}

/** "a card", "5 cards": what a secret card argument was, without saying which. */
function unseen(arg: ArgDef): string {
  if (arg.type !== 'cards') return 'a card';
  return typeof arg.count === 'number' ? `${arg.count} cards` : 'some cards';
}

/**
 * "; Ada showed 15", "; Bea showed 3 and 4", or "; revealed 7" for cards from a shared zone. `actor`: the seat whose
 * action showed cards from a shared zone, named when the line's subject is another seat ("Ada says: Go fish!; Bot 2
 * revealed 5 of spades", not "; revealed" as if Ada had). `out`: the parts the clause is added to (a line being
 * written), by default a list of its own.
 */
export function revealClause(e: Pick<LogEntry, 'revealed' | 'from'>, actor?: number, out: LogPart[] = []): LogPart[] {
  const cards = e.revealed ?? [];
  if (cards.length === 0) return out;
  const from = e.from;
  // One holder for every card (a move's reveals, nearly always): said at once, without grouping.
  const first = from?.[0] ?? null;
  let one = true;
  for (let i = 1; i < cards.length && one; i++) one = (from?.[i] ?? null) === first;
  if (one) {
    sayShown(out, first, cards.length === 1 ? card(cards[0]) : { list: cards.map(card) }, actor);
    return out;
  }
  // Grouped by holder in the order holders first appear (a handful at most: a search beats a Map per line).
  const holders: (number | null)[] = [];
  const groups: number[][] = [];
  for (let i = 0; i < cards.length; i++) {
    const h = from?.[i] ?? null;
    const k = holders.indexOf(h);
    if (k >= 0) groups[k]!.push(cards[i]!);
    else {
      holders.push(h);
      groups.push([cards[i]!]);
    }
  }
  for (let k = 0; k < holders.length; k++) {
    const ids = groups[k]!;
    sayShown(out, holders[k]!, ids.length === 1 ? card(ids[0]) : { list: ids.map(card) }, actor);
  }
  return out;
}

/** One holder's part of the clause: "; Ada showed 15", "; Bot 2 revealed 7", "; revealed 7". */
export function sayShown(out: LogPart[], holder: number | null, list: LogPart, actor: number | undefined): void {
  if (holder !== null) out.push('; ', { seat: holder }, ' showed ', list);
  else if (actor !== undefined) out.push('; ', { seat: actor }, ' revealed ', list);
  else out.push('; revealed ', list);
}

function raceSentence(race: NonNullable<LogEntry['race']>): LogPart[] {
  // A drawn word is spelled by the server once its round is over (`answer`); a tool without the server says "the answer".
  const word: LogPart = race.answer !== undefined ? `“${race.answer}”` : 'the answer';
  const seats: LogPart = race.seats.length === 1 ? { seat: race.seats[0]! } : { list: race.seats.map((s) => ({ seat: s })) };
  // A slap race has no word: its rounds are said as slaps ("Ada slapped first", "Nobody slapped in time").
  if (race.slap) {
    if (race.outcome === 'win') return [seats, ' slapped first'];
    if (race.outcome === 'tie') return [seats, ' slapped together'];
    return [race.timedOut ? 'Nobody slapped in time' : 'Nobody slapped'];
  }
  if (race.outcome === 'win') return [seats, ' read ', word, ' first'];
  if (race.outcome === 'tie') return [seats, ' tie on ', word];
  if (race.timedOut) return race.answer !== undefined ? ['Nobody read ', word, ' in time'] : ['Nobody answered in time'];
  return ['Everyone is stuck on ', word];
}

/** Words that only finish a verb ("lay off", "pick up"), not an object of it. */
const PARTICLES = new Set(['off', 'up', 'down', 'out', 'in', 'on', 'away', 'back', 'over', 'along', 'aside']);

/** Whether a label says more than its verb (and a particle): "Name a number", "Pass three cards", not "Lay off". */
function namesObject(label: string): boolean {
  return label.trim().split(/\s+/).slice(1).some((w) => !PARTICLES.has(w.toLowerCase()));
}

/** A move without a template: who, what (past tense where the label allows), and its arguments. */
function moveSentence(def: SentenceDef | undefined, e: LogEntry & { move: string }): LogPart[] {
  const m = def && Object.hasOwn(def.moves, e.move) ? def.moves[e.move] : undefined;
  const who: LogPart[] = e.seat !== null ? [{ seat: e.seat }] : [];
  if (e.move === 'pass' && !m) return [...who, ' passed'];
  const label = labelOf(m ?? { name: e.move });
  const past = pastTense(label);
  const head: LogPart[] = past !== undefined ? [...who, ` ${past}`] : [...who, `: ${label.toLowerCase()}`];
  if (e.args === undefined) {
    const secret = m?.args.filter((a) => a.type === 'card' || a.type === 'cards') ?? [];
    // A secret choice its own effects revealed reads with the cards; otherwise only that a choice was made.
    if (e.revealed?.length) return [...head, ' ', e.revealed.length === 1 ? card(e.revealed[0]) : { list: e.revealed.map(card) }];
    if (secret.length) return [...who, ` chose ${secret.map(unseen).join(' and ')}`];
    return head;
  }
  const out = [...head];
  // A label that names its own object ("Pass three cards") is followed by a colon: "passed three cards: 6 of clubs, …".
  const first = past !== undefined && namesObject(label) ? ': ' : ' ';
  e.args.forEach((v, i) => {
    const arg = m?.args[i];
    const part = argPart(arg, v, def);
    // "played 4 on pile 2"; a move labelled "Move" or one that carried cards goes "to" its pile ("moved 7♥ to column 3").
    if (arg?.type === 'pile') out.push(e.carried || /^move\b/i.test(label) ? ' to ' : ' on ', part);
    else out.push(i === 0 ? first : ', ', part);
    // A card moved with the cards lying on it: "7♥ and 2 cards on it".
    if (arg?.type === 'card' && e.carried && i === m!.args.findIndex((a) => a.type === 'card')) out.push(` and ${e.carried} card${e.carried === 1 ? '' : 's'} on it`);
  });
  // Revealed cards the arguments already name (a card played face up) are not said twice.
  const named = new Set(
    e.args.flatMap((v, i) => (m?.args[i]?.type === 'card' || m?.args[i]?.type === 'cards' ? [v].flat() : [])).filter((v): v is number => typeof v === 'number'),
  );
  const shown = (e.revealed ?? []).map((c, i) => ({ c, h: e.from?.[i] ?? null })).filter(({ c }) => !named.has(c));
  return [...out, ...revealClause({ revealed: shown.map((s) => s.c), from: shown.map((s) => s.h) })];
}

/**
 * A line written as plain text: one that starts in lower case says what its seat did ("takes the pile" → "Ada takes
 * the pile"); one that starts in upper case is a sentence of its own ("Play changes direction.") and stands alone.
 */
function messageSentence(seat: number | null, message: string): LogPart[] {
  if (seat === null || !/^\p{Ll}/u.test(message)) return [message];
  return [{ seat }, ' ', message];
}

/**
 * An effect's line and the cards its action revealed after it (runtime/log/told.ts), those the line does not name
 * itself; cards from a shared zone are said as its seat's doing unless the line starts with that seat.
 */
function effectSentence(e: LogEntry, line: readonly LogPart[]): LogPart[] {
  if (!e.revealed?.length) return [...line];
  const rest = e.revealed.map((c, i) => ({ c, h: e.from?.[i] ?? null })).filter(({ c }) => !namesCard(line, c));
  const first = line[0];
  const subject = typeof first === 'object' && 'seat' in first ? first.seat : undefined;
  const actor = e.seat !== null && e.seat !== subject ? e.seat : undefined;
  return [...line, ...revealClause({ revealed: rest.map((r) => r.c), from: rest.map((r) => r.h) }, actor)];
}

/** "Ada showed 7 of hearts; Bea showed 2 of clubs", "Revealed 5 of clubs": the reveal clause without its "; ". */
function shownSentence(e: LogEntry): LogPart[] {
  const parts = revealClause(e);
  if (parts[0] === '; ') return parts.slice(1);
  const head = parts[0];
  if (typeof head === 'string' && head.startsWith('; ')) return [head[2]!.toUpperCase() + head.slice(3), ...parts.slice(1)];
  return parts;
}

/** The sentence for one log line as this view holds it. `def` gives moves their labels and arguments their types. */
export function logSentence(def: SentenceDef | undefined, e: LogEntry): LogPart[] {
  if (e.race) return raceSentence(e.race);
  // A move's template line already says what it revealed (log/write.ts adds the clause unless it reads `revealed`);
  // an effect's line is told the cards revealed after it (runtime/log/told.ts).
  if (e.parts) return effectSentence(e, e.parts);
  if (e.message !== undefined) return effectSentence(e, messageSentence(e.seat, e.message));
  if (e.move !== undefined) return moveSentence(def, e as LogEntry & { move: string });
  // Cards a step that is nobody's move revealed (runtime/log/shown.ts): the clause alone, as a sentence of its own.
  if (e.revealed?.length) return shownSentence(e);
  return [];
}

export interface Namer {
  seat(seat: number): string;
  /** A card's spoken face ("7 of hearts"); undefined when this view has no face for it. */
  card(id: number): string | undefined;
}

/** Names in a list: "Ada", "Ada and Bea", "Ada, Bea and Cy". */
export function listText(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? 'nothing') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** A list of cards none of which this view may name: said as a count ("5 cards"), not "a card, a card, …". */
export function unseenCount(list: readonly LogPart[], names: Pick<Namer, 'card'>): number | undefined {
  if (list.length < 2) return undefined;
  const unseen = list.every((p) => typeof p === 'object' && 'card' in p && (p.card === null || names.card(p.card) === undefined));
  return unseen ? list.length : undefined;
}

/**
 * A pile as a player names it: its argument's label and its number, 1-based ("meld 2", "pile 2"), or on a row named
 * by an attribute what it is for ("the blue expedition").
 */
export function pileName(p: { pile: number; label?: string; name?: string }): string {
  return p.name !== undefined ? `the ${p.name} ${p.label ?? 'pile'}` : `${p.label ?? 'pile'} ${p.pile + 1}`;
}

/** One part in words. */
export function partText(p: LogPart, names: Namer): string {
  if (typeof p === 'string') return p;
  if ('seat' in p) return names.seat(p.seat);
  if ('card' in p) return p.card === null ? 'a card' : (names.card(p.card) ?? 'a card');
  if ('n' in p) return Number.isInteger(p.n) ? String(p.n) : p.n.toFixed(1);
  if ('pile' in p) return `${pileName(p)}${p.caption ? ` — ${p.caption}` : ''}`;
  const n = unseenCount(p.list, names);
  return n !== undefined ? `${n} cards` : listText(p.list.map((x) => partText(x, names)));
}

/** A sentence in words (for terminals and tests; a page renders the parts itself). */
export function sentenceText(parts: readonly LogPart[], names: Namer): string {
  return parts.map((p) => partText(p, names)).join('');
}
