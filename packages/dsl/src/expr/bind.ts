/** Binding one element of a list to a name, for list functions (`any(hand[self] as c, …)`) and `forEach`. */
import type { Env } from './env';

/**
 * `bind(env, el)` is a new environment: `env` with the name bound to `el` (kept as long as anyone wants, e.g. by a
 * `forEach` body). `bind.set(bound, el)` rebinds the name in an environment `bind` made, in place: a list function
 * walks its list with one environment, since each element's value is read at once and nothing keeps it.
 */
export interface Bind {
  (env: Env, el: unknown): Env;
  set(bound: Env, el: unknown): void;
}

/** `card` and `seat` have fields of their own (the common case, read fastest); any other name goes into `bound`. */
export function binder(name: string): Bind {
  if (name === 'card') return Object.assign((env: Env, el: unknown): Env => ({ ...env, card: el as number }), { set: (b: Env, el: unknown) => void (b.card = el as number) });
  if (name === 'seat') return Object.assign((env: Env, el: unknown): Env => ({ ...env, seat: el as number }), { set: (b: Env, el: unknown) => void (b.seat = el as number) });
  const bind = (env: Env, el: unknown): Env => {
    const bound: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
    if (env.bound) for (const k of Object.keys(env.bound)) bound[k] = env.bound[k];
    bound[name] = el;
    return { ...env, bound };
  };
  return Object.assign(bind, { set: (b: Env, el: unknown) => void ((b.bound as Record<string, unknown>)[name] = el) });
}

/**
 * Walks a list with one bound environment: `each` gets the environment with the element bound (valid until the next
 * element). Stops when `each` returns false.
 */
export function eachBound(env: Env, list: readonly unknown[], bind: Bind, each: (bound: Env, el: unknown) => boolean | void): void {
  let inner: Env | undefined;
  for (let i = 0; i < list.length; i++) {
    const el = list[i];
    if (inner) bind.set(inner, el);
    else inner = bind(env, el);
    if (each(inner, el) === false) return;
  }
}

/** Reads a bound name. */
export function reader(name: string): (env: Env) => unknown {
  if (name === 'card') return (env) => env.card;
  if (name === 'seat') return (env) => env.seat;
  return (env) => (env.bound && Object.hasOwn(env.bound, name) ? env.bound[name] : undefined);
}
