/**
 * Zones drawn only while a condition holds (`onTable: players == 2`): which of them the table leaves off now. The
 * same for every seat (the condition reads no card), so it is computed once per state, like captions.
 */
import type { Env } from '../../expr/env';
import type { Program } from '../program';

/** The function listing the zones left off the table in a state, or undefined when no zone has a condition. */
export function offTableFor(p: Program): ((env: Env) => string[]) | undefined {
  const conditions = Object.values(p.def.zones)
    .filter((z) => typeof z.onTable === 'string')
    .map((z) => ({ name: z.name, holds: p.expr(z.onTable as string, p.scopes.global) }));
  if (conditions.length === 0) return undefined;
  const memo = new WeakMap<object, string[]>();
  return (env) => {
    const hit = memo.get(env.G);
    if (hit) return hit;
    const off = conditions.filter((c) => c.holds(env) !== true).map((c) => c.name);
    memo.set(env.G, off);
    return off;
  };
}
