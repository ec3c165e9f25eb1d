/**
 * What a placeholder's value is, so its part is put into words rightly. The expression language types seats as
 * numbers, so a seat is recognised by how the expression gets it: `self`, `current`, `winner`, `seat`, a seat
 * argument or variable, an element of a list of seats (`alive[0]`), or `next`/`prev`/`playedBy`/`best`/`worst`
 * of seats. A pile argument names a pile (said 1-based, with its caption).
 */
import { compileExpr } from '../expr/compile';
import { parseExpression, type Node } from '../expr/parse';
import type { Scope } from '../expr/scope';
import { spansOf, type Spans } from '../expr/spans';
import type { Ty } from '../expr/types';
import type { ZoneRef } from '../ir/types';
import { argDefIn } from './arg-kinds';

export type PartKind =
  | { kind: 'seat' | 'seats' | 'card' | 'cards' | 'number' | 'numbers' | 'groups' | 'text' }
  | { kind: 'pile'; zone: ZoneRef };

const SEAT_NAMES = new Set(['self', 'current', 'winner', 'seat']);
const SEAT_FUNCTIONS = new Set(['next', 'prev', 'playedBy']);

/** The kind of a placeholder whose expression `source` has type `ty` in `scope`. */
export function partKind(source: string, ty: Ty, scope: Scope): PartKind {
  switch (ty.t) {
    case 'card':
      return { kind: 'card' };
    case 'cards':
      return { kind: 'cards' };
    case 'seats':
      return { kind: 'seats' };
    case 'numbers':
      return { kind: 'numbers' };
    case 'groups':
      return { kind: 'groups' };
    case 'number': {
      const parsed = parseExpression(source);
      if (!parsed.ok) return { kind: 'number' };
      const node = parsed.node;
      if (node.type === 'Identifier') {
        const arg = argDefIn(scope, String(node.name));
        if (arg?.type === 'pile') return { kind: 'pile', zone: arg.zone };
      }
      return isSeat(node, source, spansOf(source, node), scope) ? { kind: 'seat' } : { kind: 'number' };
    }
    default:
      return { kind: 'text' };
  }
}

function isSeat(node: Node, source: string, spans: Spans, scope: Scope): boolean {
  const typeOf = (n: Node): Ty | undefined => {
    const s = spans.of(n);
    if (!s) return undefined;
    const r = compileExpr(source.slice(s.start, s.end), scope);
    return r.ok ? r.ty : undefined;
  };
  switch (node.type) {
    case 'Identifier': {
      const name = String(node.name);
      if (scope.args.has(name)) return argDefIn(scope, name)?.type === 'seat';
      return SEAT_NAMES.has(name) && (scope.locals.has(name) || name === 'current');
    }
    case 'MemberExpression': {
      const object = node.object as Node;
      const property = node.property as Node;
      // vars.dealer (a seat variable) or vars.partner[self] (one per seat).
      const varName = (n: Node): string | undefined =>
        n.type === 'MemberExpression' && !n.computed && (n.object as Node).type === 'Identifier' && (n.object as Node).name === 'vars'
          ? String((n.property as Node).name)
          : undefined;
      const own = varName(node);
      if (own !== undefined) return scope.def.vars[own]?.type === 'seat';
      if (node.computed) {
        const perSeat = varName(object);
        if (perSeat !== undefined) return scope.def.vars[perSeat]?.type === 'seat';
        return typeOf(object)?.t === 'seats' && property !== undefined;
      }
      return false;
    }
    case 'CallExpression': {
      const callee = node.callee as Node;
      if (callee.type !== 'Identifier') return false;
      const name = String(callee.name);
      if (SEAT_FUNCTIONS.has(name)) return true;
      if (name === 'best' || name === 'worst') {
        const list = (node.arguments as Node[])[0];
        return list !== undefined && typeOf(list.type === 'BinaryExpression' && list.operator === 'as' ? (list.left as Node) : list)?.t === 'seats';
      }
      return false;
    }
    case 'ConditionalExpression':
      return isSeat(node.consequent as Node, source, spans, scope) && isSeat(node.alternate as Node, source, spans, scope);
    default:
      return false;
  }
}
