/**
 * Checks a `repeat` effect (runtime/effects/repeat.ts): one condition, `while:` or `until:`, a boolean; and a body
 * that can end the loop — it must change something the condition reads (a zone it names, a variable it reads, the
 * seats still in). A loop whose body cannot change its condition would either make no pass or never stop; that is
 * said here, at the condition, rather than as a run-time error after `max` passes.
 */
import { Codes } from '../../diagnostics/codes';
import { expandDefines } from '../../expr/compile/define';
import { parseExpression, type Node } from '../../expr/parse';
import type { Scope } from '../../expr/scope';
import { T } from '../../expr/types';
import type { Effect, EffectOp } from '../../ir/types';
import type { Path } from '../../parse/parse';
import type { EffectInput } from '../../schema/effects';
import { REPEAT_DEFAULT } from '../../schema/repeat';
import type { Checker } from '../context';

type RepeatInput = NonNullable<Exclude<EffectInput, string>['repeat']>;

export function checkRepeat(c: Checker, r: RepeatInput, scope: Scope, path: Path, checkBody: (list: EffectInput[], p: Path) => Effect[]): EffectOp | undefined {
  const hasWhile = r.while !== undefined;
  const hasUntil = r.until !== undefined;
  if (hasWhile === hasUntil) {
    c.error(hasWhile ? Codes.InvalidValue : Codes.MissingKey, hasWhile ? 'a repeat takes "while" or "until", not both' : 'a repeat needs a condition: "while" (run again while it holds) or "until" (run again until it holds)', path, {
      key: true,
      hint: 'e.g. repeat: { while: "total(house) < 17 and count(deck) > 0", do: [ { move: { from: deck, to: house, faceUp: true } } ] }',
    });
    return undefined;
  }
  const key = hasWhile ? 'while' : 'until';
  const cond = (hasWhile ? r.while : r.until)!;
  const ty = c.expr(cond, scope, [...path, key], T.boolean);
  const body = checkBody(r.do, [...path, 'do']);
  if (ty !== undefined) {
    const reads = readsOf(cond, scope);
    const writes = writesOf(body);
    if (!writes.all && ![...reads].some((name) => writes.names.has(name))) {
      const said = reads.size ? `what it reads (${[...reads].join(', ')})` : 'anything it reads: it reads nothing that changes';
      c.error(Codes.LoopStatic, `the body of this repeat changes nothing its "${key}" reads, so the loop would make no pass or never stop: its body leaves ${said} as it was`, [...path, key], {
        hint: 'the body must move cards of a zone the condition names, or set a variable it reads, e.g. while: total(house) < 17 with do: [ { move: { from: deck, to: house } } ]',
      });
    }
  }
  return { op: 'repeat', cond, until: hasUntil, max: r.max ?? REPEAT_DEFAULT, do: body };
}

/** What a condition reads that effects may change: zones (by name), `vars.x` (as "vars.x"), the seats still in ("alive"). */
function readsOf(source: string | number | boolean, scope: Scope): Set<string> {
  const out = new Set<string>();
  if (typeof source !== 'string') return out;
  const parsed = parseExpression(source);
  if (!parsed.ok) return out;
  const walk = (n: Node | null | undefined): void => {
    if (!n || typeof n !== 'object') return;
    if (n.type === 'Identifier') {
      const name = String(n.name);
      if (Object.hasOwn(scope.def.zones, name)) out.add(name);
      if (name === 'alive' || name === 'lastOut' || name === 'isOut' || name === 'next' || name === 'prev' || name === 'turnOrder') out.add('alive');
      return;
    }
    if (n.type === 'MemberExpression' && !n.computed && (n.object as Node).type === 'Identifier' && (n.object as Node).name === 'vars') {
      out.add(`vars.${String((n.property as Node).name)}`);
      return;
    }
    for (const [k, v] of Object.entries(n)) {
      if (k === 'property' && n.type === 'MemberExpression' && !n.computed) continue;
      if (Array.isArray(v)) for (const x of v) walk(x as Node);
      else if (v && typeof v === 'object' && typeof (v as Node).type === 'string') walk(v as Node);
    }
  };
  walk(expandDefines(parsed.node, scope.def));
  return out;
}

/** What effects may change, in the names `readsOf` gives; `all` where they may change anything (a hook, a pass of hands). */
function writesOf(effects: readonly Effect[], w = { names: new Set<string>(), all: false }): { names: Set<string>; all: boolean } {
  for (const e of effects) {
    switch (e.op) {
      case 'move':
        if (!e.from) w.all = true;
        else w.names.add(e.from.zone).add(e.to.zone);
        if (e.refill) w.names.add(e.refill.zone);
        break;
      case 'deal':
        w.names.add(e.from.zone).add(e.to.zone);
        if (e.refill) w.names.add(e.refill.zone);
        if (e.lastTo !== undefined) w.names.add(`vars.${e.lastTo}`);
        break;
      case 'shuffle':
      case 'flip':
        w.names.add(e.zone.zone);
        break;
      case 'newPile':
      case 'removeEmptyPiles':
        w.names.add(e.zone.zone);
        break;
      case 'set':
      case 'randomSeat':
        w.names.add(`vars.${e.var}`);
        break;
      case 'eliminate':
        w.names.add('alive');
        break;
      case 'if':
        writesOf(e.then, w);
        writesOf(e.else, w);
        break;
      case 'forEach':
      case 'forEachSeat':
      case 'repeat':
        writesOf(e.do, w);
        break;
      case 'log':
      case 'endTurn':
      case 'endPhase':
      case 'setPhase':
      case 'skip':
      case 'reverse':
        break;
      default:
        w.all = true;
    }
  }
  return w;
}
