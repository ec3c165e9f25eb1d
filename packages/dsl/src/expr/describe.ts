/**
 * An expression read out in words, for the default reason a move is unavailable ("Only when the number of cards in
 * your hand is 1, or the option “anyone may name two” is on"). It reads the same AST the compiler checks; whatever
 * it has no words for keeps the expression's own text, so the sentence is never wrong, only plainer.
 */
import type { ArgDef, Expr, GameDef } from '../ir/types';
import { humanise } from '../ir/words';
import { parseExpression, type Node } from './parse';

export interface DescribeContext {
  def: Pick<GameDef, 'zones' | 'options' | 'vars'>;
  args: readonly ArgDef[];
}

const COMPARE: Record<string, string> = {
  '==': 'is',
  '!=': 'is not',
  '<': 'is less than',
  '<=': 'is at most',
  '>': 'is more than',
  '>=': 'is at least',
};
const ARITH: Record<string, string> = { '+': 'plus', '-': 'minus', '*': 'times', '/': 'divided by', '%': 'modulo', '**': 'to the power of' };

type N = Node & Record<string, unknown>;

/** The list checks of list-checks.ts in words: list and key nouns in, a condition out. */
const LIST_WORDS: Record<string, (list: string, key: string) => string> = {
  same: (list, key) => `${list} all have the same ${key}`,
  distinct: (list, key) => `no two of ${list} share a ${key}`,
  consecutive: (list, key) => `${list} form a run by ${key}`,
  sorted: (list, key) => `${list} are in order by ${key}`,
};

class Reader {
  constructor(
    private readonly cx: DescribeContext,
    private readonly source: string,
  ) {}


  /** The expression's own text, rebuilt from its tree: what is said where there are no better words. */
  private raw(n: N): string {
    switch (n.type) {
      case 'Literal':
        return typeof n.value === 'string' ? `'${n.value}'` : String(n.value);
      case 'Identifier':
        return String(n.name);
      case 'MemberExpression':
        return n.computed ? `${this.raw(n.object as N)}[${this.raw(n.property as N)}]` : `${this.raw(n.object as N)}.${this.raw(n.property as N)}`;
      case 'CallExpression':
        return `${this.raw(n.callee as N)}(${((n.arguments as N[]) ?? []).map((a) => this.raw(a)).join(', ')})`;
      case 'BinaryExpression':
        return `${this.raw(n.left as N)} ${String(n.operator)} ${this.raw(n.right as N)}`;
      case 'UnaryExpression':
        return `${String(n.operator)}${n.operator === 'not' ? ' ' : ''}${this.raw(n.argument as N)}`;
      case 'ArrayExpression':
        return `[${((n.elements as N[]) ?? []).map((a) => this.raw(a)).join(', ')}]`;
      default:
        return this.source;
    }
  }

  private argLabel(a: ArgDef): string {
    if (a.label) return a.label;
    const cards = this.cx.args.filter((x) => x.type === a.type);
    if (a.type === 'card') return cards.length === 1 ? 'the card' : `card ${humanise(a.name)}`;
    if (a.type === 'cards') return cards.length === 1 ? 'the cards' : `cards ${humanise(a.name)}`;
    if (a.type === 'pile') return cards.length === 1 ? 'the chosen pile' : `pile ${humanise(a.name)}`;
    if (a.type === 'seat') return cards.length === 1 ? 'the chosen player' : humanise(a.name);
    return humanise(a.name);
  }

  private seat(n: N): string {
    if (n.type === 'Identifier') {
      if (n.name === 'self') return 'your';
      if (n.name === 'current') return "the current player's";
      if (n.name === 'seat') return "the player's";
    }
    return `seat ${this.value(n)}'s`;
  }

  private zoneLabel(name: string): string {
    const z = this.cx.def.zones[name]!;
    return z.label ?? humanise(name);
  }

  /** A zone reference: `hand[self]` → "your hand", `building[p]` → "the chosen building pile". */
  private zone(n: N): string | undefined {
    if (n.type === 'Identifier' && Object.hasOwn(this.cx.def.zones, n.name as string)) return `the ${this.zoneLabel(n.name as string)}`;
    if (n.type !== 'MemberExpression' || !n.computed) return undefined;
    const obj = n.object as N;
    const prop = n.property as N;
    if (obj.type === 'Identifier' && Object.hasOwn(this.cx.def.zones, obj.name as string)) {
      const z = this.cx.def.zones[obj.name as string]!;
      const label = this.zoneLabel(obj.name as string);
      if (z.scope === 'player') return `${this.seat(prop)} ${label}`;
      return `${label} pile ${this.value(prop)}`.replace(/^(.*) pile the chosen pile$/, 'the chosen $1 pile');
    }
    const inner = this.zone(obj);
    if (inner) return `pile ${this.value(prop)} of ${inner}`.replace(/^pile the chosen pile of (your|the current player's|the player's) (.*)$/, 'the chosen pile of $1 $2');
    return undefined;
  }

  /** A value: a number, a card, a list, a seat. */
  value(n: N): string {
    const zone = this.zone(n);
    if (zone) return zone;
    switch (n.type) {
      case 'Literal':
        return typeof n.value === 'string' ? String(n.value) : String(n.value);
      case 'Identifier': {
        const name = n.name as string;
        const arg = this.cx.args.find((a) => a.name === name);
        if (arg) return this.argLabel(arg);
        if (name === 'self') return 'you';
        if (name === 'current') return 'the current player';
        if (name === 'players') return 'the number of players';
        if (name === 'alive') return 'the players still in';
        if (name === 'seats') return 'the players';
        if (name === 'card') return 'the card';
        if (name === 'seat') return 'the player';
        if (name === 'pile') return 'the pile';
        return humanise(name);
      }
      case 'MemberExpression': {
        const obj = n.object as N;
        const prop = n.property as N;
        if (n.computed) return `${this.value(prop)} of ${this.value(obj)}`;
        const key = prop.name as string;
        if (obj.type === 'Identifier' && obj.name === 'options') return `the option “${humanise(key)}”`;
        if (obj.type === 'Identifier' && obj.name === 'vars') return humanise(key);
        if (key === 'type') return `the kind of ${this.value(obj)}`;
        return `the ${humanise(key)} of ${this.value(obj)}`;
      }
      case 'CallExpression': {
        const callee = (n.callee as N).name as string;
        const a = (n.arguments as N[]) ?? [];
        const list = a[0] ? this.value(a[0]) : '';
        switch (callee) {
          case 'count':
            return a[1] ? `the number of cards in ${list} where ${this.test(a[1])}` : `the number of cards in ${list}`;
          case 'top':
            return a[1] ? `the top ${this.value(a[1])} cards of ${list}` : `the top card of ${list}`;
          case 'bottom':
            return a[1] ? `the bottom ${this.value(a[1])} cards of ${list}` : `the bottom card of ${list}`;
          case 'sum':
            return a[1] ? `the total ${this.value(a[1]).replace(/ of the (card|player)$/, '')} of ${list}` : this.raw(n);
          case 'next':
            return `the player after ${list}`;
          case 'filter':
            return a[1] ? `those of ${list} where ${this.test(a[1])}` : list;
          case 'min':
          case 'max':
            return `the ${callee === 'min' ? 'smallest' : 'largest'} of ${a.map((x) => this.value(x)).join(', ')}`;
          default:
            return this.raw(n);
        }
      }
      case 'BinaryExpression': {
        const op = n.operator as string;
        if (ARITH[op]) return `${this.value(n.left as N)} ${ARITH[op]} ${this.value(n.right as N)}`;
        // `list as x` names the elements of a list: in words it is the list itself.
        if (op === 'as') return this.value(n.left as N);
        return this.test(n);
      }
      case 'ConditionalExpression':
        return `${this.value(n.consequent as N)} if ${this.test(n.test as N)}, else ${this.value(n.alternate as N)}`;
      default:
        return this.raw(n);
    }
  }

  /** A key per element (`card.rank`) as a noun: "rank". */
  private key(n: N): string {
    return this.value(n).replace(/ of the (card|player)$/, '').replace(/^the /, '');
  }

  /** A condition: what must hold. */
  test(n: N): string {
    switch (n.type) {
      case 'BinaryExpression': {
        const op = n.operator as string;
        const l = n.left as N;
        const r = n.right as N;
        if (op === 'and' || op === '&&') return `${this.test(l)} and ${this.test(r)}`;
        if (op === 'or' || op === '||') return `${this.test(l)}, or ${this.test(r)}`;
        // `c.type == 'wild'` reads "the card is a wild".
        if ((op === '==' || op === '!=') && l.type === 'MemberExpression' && !l.computed && (l.property as N).name === 'type' && r.type === 'Literal') {
          return `${this.value(l.object as N)} ${op === '==' ? 'is' : 'is not'} a ${humanise(String(r.value))}`;
        }
        if (COMPARE[op]) return `${this.value(l)} ${COMPARE[op]} ${this.value(r)}`;
        return ARITH[op] || op === 'as' ? this.value(n) : this.raw(n);
      }
      case 'UnaryExpression':
        if (n.operator === 'not' || n.operator === '!') return `not (${this.test(n.argument as N)})`;
        return this.raw(n);
      case 'CallExpression': {
        const callee = (n.callee as N).name as string;
        const a = (n.arguments as N[]) ?? [];
        if ((callee === 'any' || callee === 'all') && a.length === 2) {
          const list = this.value(a[0]!);
          return callee === 'any' ? `there is one in ${list} where ${this.test(a[1]!)}` : `for every one in ${list}, ${this.test(a[1]!)}`;
        }
        if (callee === 'contains' && a.length === 2) return `${this.value(a[0]!)} holds ${this.value(a[1]!)}`;
        if (callee === 'isOut' && a[0]) return `${this.value(a[0])} is out`;
        if (callee === 'faceUp' && a[0]) return `${this.value(a[0])} is face up`;
        if (LIST_WORDS[callee] && a.length === 2) return LIST_WORDS[callee](this.value(a[0]!), this.key(a[1]!));
        if (callee === 'follows' && a.length === 4) {
          return `${this.value(a[1]!)} has the ${this.key(a[3]!)} led in ${this.value(a[2]!)} (or ${this.value(a[0]!)} has none of it)`;
        }
        return this.raw(n);
      }
      case 'MemberExpression':
        if (!n.computed && (n.object as N).type === 'Identifier' && (n.object as N).name === 'options') return `${this.value(n)} is on`;
        return `${this.value(n)} holds`;
      case 'Identifier':
        return `${this.value(n)} holds`;
      case 'Literal':
        return n.value ? 'always' : 'never';
      default:
        return this.raw(n);
    }
  }
}

/** "Only when …": the default `unless:` of a precondition, read from its expression. */
export function describeCondition(source: Expr, cx: DescribeContext): string {
  if (typeof source !== 'string') return source === false ? 'Never available.' : 'Not allowed now.';
  const parsed = parseExpression(source);
  if (!parsed.ok) return 'Not allowed now.';
  const words = new Reader(cx, source).test(parsed.node as N);
  return `Only when ${words}.`;
}
