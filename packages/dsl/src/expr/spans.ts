/**
 * Where each node of a parsed expression sits in its text. jsep keeps no positions, so they are recovered by walking
 * the tree in source order with a cursor: every leaf (a name, a literal) and every operator is the next occurrence of
 * its text after the previous one, since only spaces and brackets lie between them. Errors then point at the
 * offending token instead of the start of the expression.
 */
import type { Node } from './parse';

interface Span {
  start: number;
  end: number;
}

export interface Spans {
  /** The text a node covers (brackets around it excluded). */
  of(node: Node): Span | undefined;
  /** Where a binary, unary or conditional node's operator is written. */
  operator(node: Node): number | undefined;
}

const WORD = /[\w$]/;

export function spansOf(source: string, root: Node): Spans {
  const spans = new Map<Node, Span>();
  const ops = new Map<Node, number>();

  /** The next occurrence of `text` at or after `from`; a word must stand alone (`as` is not found inside `last`). */
  const find = (text: string, from: number): number => {
    const word = WORD.test(text[0]!) && WORD.test(text.at(-1)!);
    for (let i = source.indexOf(text, from); i >= 0; i = source.indexOf(text, i + 1)) {
      if (!word) return i;
      const before = source[i - 1];
      const after = source[i + text.length];
      if ((before === undefined || !WORD.test(before)) && (after === undefined || !WORD.test(after))) return i;
    }
    return -1;
  };
  /** A token at or after `from`: its span, or an empty span at `from` when it cannot be found. */
  const token = (text: string, from: number): Span => {
    const i = find(text, from);
    return i < 0 ? { start: from, end: from } : { start: i, end: i + text.length };
  };
  const close = (bracket: string, from: number): number => {
    const i = source.indexOf(bracket, from);
    return i < 0 ? from : i + 1;
  };

  const walk = (node: Node, from: number): Span => {
    const span = measure(node, from);
    spans.set(node, span);
    return span;
  };

  const measure = (node: Node, from: number): Span => {
    switch (node.type) {
      case 'Identifier':
        return token(String(node.name), from);
      case 'Literal':
        return token(String(node.raw ?? node.value), from);
      case 'ThisExpression':
        return token('this', from);
      case 'MemberExpression': {
        const object = walk(node.object as Node, from);
        const property = walk(node.property as Node, object.end);
        return { start: object.start, end: node.computed ? close(']', property.end) : property.end };
      }
      case 'CallExpression': {
        const callee = walk(node.callee as Node, from);
        let end = callee.end;
        for (const arg of (node.arguments as Node[]) ?? []) end = walk(arg, end).end;
        return { start: callee.start, end: close(')', end) };
      }
      case 'BinaryExpression': {
        const left = walk(node.left as Node, from);
        const op = token(String(node.operator), left.end);
        ops.set(node, op.start);
        const right = walk(node.right as Node, op.end);
        return { start: left.start, end: right.end };
      }
      case 'UnaryExpression': {
        const op = token(String(node.operator), from);
        ops.set(node, op.start);
        const argument = walk(node.argument as Node, op.end);
        return { start: op.start, end: argument.end };
      }
      case 'ConditionalExpression': {
        const test = walk(node.test as Node, from);
        const q = token('?', test.end);
        ops.set(node, q.start);
        const yes = walk(node.consequent as Node, q.end);
        const no = walk(node.alternate as Node, token(':', yes.end).end);
        return { start: test.start, end: no.end };
      }
      case 'ArrayExpression': {
        const open = token('[', from);
        let end = open.end;
        for (const e of (node.elements as (Node | null)[]) ?? []) if (e) end = walk(e, end).end;
        return { start: open.start, end: close(']', end) };
      }
      case 'Compound': {
        let start = -1;
        let end = from;
        for (const part of (node.body as Node[]) ?? []) {
          const s = walk(part, end);
          if (start < 0) start = s.start;
          end = s.end;
        }
        return { start: start < 0 ? from : start, end };
      }
      default:
        return { start: from, end: from };
    }
  };

  walk(root, 0);
  return { of: (node) => spans.get(node), operator: (node) => ops.get(node) };
}
