/**
 * A move scope's arguments by declaration. A scope types a seat or pile argument as a number; a log line must know
 * it is a seat (the page names it) or a pile (1-based, with its caption), so the declarations are kept beside the
 * scope's argument map (every scope derived from a move's shares that map).
 */
import type { Scope } from '../expr/scope';
import type { ArgDef } from '../ir/types';

const byMap = new WeakMap<Scope['args'], ReadonlyMap<string, ArgDef>>();

/** Remembers the declarations behind a move scope's argument map. */
export function noteArgs(args: Scope['args'], defs: readonly ArgDef[]): void {
  byMap.set(args, new Map(defs.map((a) => [a.name, a])));
}

/** The declared argument `name` in `scope`, if the scope is a move's. */
export function argDefIn(scope: Scope, name: string): ArgDef | undefined {
  return scope.args.has(name) ? byMap.get(scope.args)?.get(name) : undefined;
}

/**
 * Whether a card argument may name a card other seats do not see (the move's arguments are then secret). A top-only
 * choice from a zone whose top card everyone sees (visibility `top`) names a visible card.
 */
export function hidesArg(def: Scope['def'], arg: ArgDef): boolean {
  if (arg.type !== 'card' && arg.type !== 'cards') return false;
  return arg.from.some((z) => def.zones[z.zone]?.visibility !== 'public' && !((arg.top || z.top) && def.zones[z.zone]?.visibility === 'top'));
}
