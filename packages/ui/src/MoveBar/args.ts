/** What MoveBar needs to know of a move's arguments, beyond the IR: bounds that are literals, and completeness. */
import type { ArgDef, Expr } from '../types';

/** A race answer: free text (race phases' `raceAnswer`). */
export interface TextArgDef {
  name: string;
  type: 'text';
  maxLength?: number;
}

export type UiArgDef = ArgDef | TextArgDef;

/** A move as MoveBar shows it. `MoveDef` from the IR fits. */
export interface MoveBarMove {
  name: string;
  args: readonly UiArgDef[];
  /** Button text; default the move's name in words. */
  label?: string;
}

/** A literal number, or undefined when the bound is an expression only the server can evaluate. */
export function literal(e: Expr | undefined): number | undefined {
  if (typeof e === 'number') return e;
  if (typeof e === 'string' && /^-?\d+$/.test(e.trim())) return Number(e);
  return undefined;
}

/**
 * A number argument that is a place in a pile, counted from 0 by the rules (Old Maid: `min: 0`, `max: count(hand…) - 1`,
 * used as `hand[…][at]`): players count from 1, so the page shows `value + 1` and sends the value the rules expect.
 */
export function isPosition(a: UiArgDef): boolean {
  if (a.type !== 'number' || literal(a.min) !== 0 || typeof a.max !== 'string') return false;
  return /^count\(.+\)\s*-\s*1$/.test(a.max.trim());
}

/** What a game calls each value of an attribute (`names:`; the standard card names its ranks): value → [one, many]. */
export type ValueNames = Readonly<Record<string, readonly [string, string]>>;

/**
 * A number argument's value as a button says it: a rank by its name ("Queen") when the argument is declared `of:` an
 * attribute whose values have names, a place in a pile from 1, else the number. The move still sends the number.
 */
export function valueText(a: UiArgDef, value: number, names?: ValueNames): string {
  const named = names && Object.hasOwn(names, String(value)) ? names[String(value)]![0] : undefined;
  if (named) return named.charAt(0).toUpperCase() + named.slice(1);
  return String(isPosition(a) ? value + 1 : value);
}

/** A label shown as a field's title starts with a capital ("position in their fan" → "Position in their fan"). */
export function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "returnToBox" → "Return to box". */
export function words(name: string): string {
  const s = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return s.charAt(0).toUpperCase() + s.slice(1);
}

const TYPE_WORDS: Record<string, string> = { number: 'number', seat: 'player', choice: 'option', text: 'answer', boolean: 'yes or no', pile: 'pile', card: 'card', cards: 'cards' };

/**
 * What an argument is called on the page: its `label:` when the game gives one, its name in words, or, for the
 * terse one- or two-letter names rules use (`n`, `c`, `p`), what it is by type ("number", "pile").
 */
export function argWords(a: UiArgDef): string {
  const label = (a as { label?: unknown }).label;
  if (typeof label === 'string' && label) return label;
  if (a.name.length <= 2) return words(TYPE_WORDS[a.type] ?? a.name);
  return words(a.name);
}

/** Why the args are not complete yet (undefined when they are). */
export function missing(a: UiArgDef, value: unknown, selection: readonly number[]): string | undefined {
  switch (a.type) {
    case 'card':
      return selection.length === 1 ? undefined : selection.length === 0 ? 'Select a card' : 'Select only one card';
    case 'cards': {
      if (a.count === undefined) return sizeMissing(literal(a.min) ?? (a.min === undefined ? 1 : undefined), literal(a.max), selection.length);
      const n = literal(a.count);
      if (n === undefined) return selection.length > 0 ? undefined : 'Select cards';
      return selection.length === n ? undefined : `Select ${n} cards (${selection.length} selected)`;
    }
    case 'text':
      return typeof value === 'string' && value.trim() !== '' ? undefined : `Type your ${argWords(a).toLowerCase()}`;
    case 'boolean':
      return undefined;
    case 'pile':
      return typeof value === 'number' ? undefined : 'Choose a pile';
    default:
      return value === undefined || value === '' || (typeof value === 'number' && Number.isNaN(value)) ? `Choose a ${argWords(a).toLowerCase()}` : undefined;
  }
}

/** For a choice of `min` to `max` cards (either unknown here when it is an expression: the server checks it). */
function sizeMissing(min: number | undefined, max: number | undefined, n: number): string | undefined {
  const lo = Math.max(min ?? 1, 1);
  if (n >= lo && (max === undefined || n <= max)) return undefined;
  const range = max === undefined ? `at least ${lo}` : lo === max ? `${lo}` : `${lo} to ${max}`;
  return `Select ${range} cards (${n} selected)`;
}

/** The value sent for an argument. */
export function argValue(a: UiArgDef, value: unknown, selection: readonly number[]): unknown {
  if (a.type === 'card') return selection[0];
  if (a.type === 'cards') return [...selection];
  if (a.type === 'boolean') return Boolean(value);
  return value;
}
