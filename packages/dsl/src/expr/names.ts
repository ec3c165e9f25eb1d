/**
 * The names an expression's text mentions, read from its parsed tree: every identifier that is not a member's
 * property (`c.value` mentions `c`, not `value`; `stock[seat]` mentions both). Binders' own names (`seat` inside
 * `any(seats, …)`, `x` of `list as x`) are counted too, so the set is never too small: a caller asking "may this
 * expression read X?" gets a cautious answer, never a wrong one. String literals mention nothing (`'wild'` is text).
 *
 * One walk in place of token scans of the text, which also matched words inside string literals.
 */
import { parseExpression, type Node } from './parse';

/** The names `node` mentions (see above). */
export function namesIn(node: Node, into: Set<string> = new Set()): Set<string> {
  switch (node.type) {
    case 'Identifier':
      into.add(String(node.name));
      break;
    case 'MemberExpression':
      namesIn(node.object as Node, into);
      if (node.computed) namesIn(node.property as Node, into);
      break;
    case 'CallExpression':
      namesIn(node.callee as Node, into);
      for (const a of (node.arguments as Node[]) ?? []) namesIn(a, into);
      break;
    case 'BinaryExpression':
    case 'LogicalExpression':
      namesIn(node.left as Node, into);
      namesIn(node.right as Node, into);
      break;
    case 'UnaryExpression':
      namesIn(node.argument as Node, into);
      break;
    case 'ConditionalExpression':
      namesIn(node.test as Node, into);
      namesIn(node.consequent as Node, into);
      namesIn(node.alternate as Node, into);
      break;
    case 'ArrayExpression':
    case 'Compound':
      for (const e of ((node.elements ?? node.body) as (Node | null)[]) ?? []) if (e) namesIn(e, into);
      break;
    default:
      // Literals and anything the language refuses mention nothing a compiled expression could read.
      break;
  }
  return into;
}

const cache = new Map<string, ReadonlySet<string> | undefined>();

/**
 * The names an expression's source mentions; undefined when it does not parse or is not text (a caller must then
 * assume it may read anything). A number or boolean written in the YAML mentions nothing.
 */
export function namesOf(source: unknown): ReadonlySet<string> | undefined {
  if (typeof source === 'number' || typeof source === 'boolean') return new Set();
  if (typeof source !== 'string') return undefined;
  if (cache.has(source)) return cache.get(source);
  const parsed = parseExpression(source);
  const names = parsed.ok ? namesIn(parsed.node) : undefined;
  cache.set(source, names);
  return names;
}

/**
 * The fields an expression's source reads after a dot (`vars.dealer` reads `dealer`, `c.value` reads `value`), from
 * its parsed tree; undefined when it does not parse or is not text. A number or boolean reads none.
 */
export function fieldsOf(source: unknown): ReadonlySet<string> | undefined {
  if (typeof source === 'number' || typeof source === 'boolean') return new Set();
  if (typeof source !== 'string') return undefined;
  const parsed = parseExpression(source);
  return parsed.ok ? fieldsIn(parsed.node, new Set()) : undefined;
}

function fieldsIn(node: Node | null | undefined, into: Set<string>): Set<string> {
  if (!node || typeof node !== 'object') return into;
  if (node.type === 'MemberExpression' && !node.computed) into.add(String((node.property as Node).name));
  for (const [key, value] of Object.entries(node)) {
    if (key === 'property' && node.type === 'MemberExpression' && !node.computed) continue;
    if (Array.isArray(value)) for (const v of value) fieldsIn(v as Node, into);
    else if (value && typeof value === 'object' && typeof (value as Node).type === 'string') fieldsIn(value as Node, into);
  }
  return into;
}

/** Whether the expression may read any of `names` (true when it cannot be parsed: the cautious answer). */
export function mayMention(source: unknown, names: Iterable<string>): boolean {
  const found = namesOf(source);
  if (found === undefined) return true;
  for (const n of names) if (found.has(n)) return true;
  return false;
}
