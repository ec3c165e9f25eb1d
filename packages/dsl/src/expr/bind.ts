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
  /** The environment's own field the name is (`card`, `seat`), or undefined for a name kept in `bound`. */
  field?: 'card' | 'seat';
}

/** `card` and `seat` have fields of their own (the common case, read fastest); any other name goes into `bound`. */
export function binder(name: string): Bind {
  if (name === 'card') return Object.assign((env: Env, el: unknown): Env => ({ ...env, card: el as number }), { set: (b: Env, el: unknown) => void (b.card = el as number), field: 'card' as const });
  if (name === 'seat') return Object.assign((env: Env, el: unknown): Env => ({ ...env, seat: el as number }), { set: (b: Env, el: unknown) => void (b.seat = el as number), field: 'seat' as const });
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
 * element). Stops when `each` returns false. `card` and `seat` are bound on `env` itself and its own binding put back
 * after the walk (no copy of the environment per list function call: every caller reads each element's values at
 * once, and a nested walk of the same name puts the outer element back when it ends).
 */
export function eachBound(env: Env, list: readonly unknown[], bind: Bind, each: (bound: Env, el: unknown) => boolean | void): void {
  if (bind.field === 'card') {
    const outer = env.card;
    try {
      for (let i = 0; i < list.length; i++) {
        const el = list[i];
        env.card = el as number;
        if (each(env, el) === false) return;
      }
    } finally {
      env.card = outer;
    }
    return;
  }
  if (bind.field === 'seat') {
    const outer = env.seat;
    try {
      for (let i = 0; i < list.length; i++) {
        const el = list[i];
        env.seat = el as number;
        if (each(env, el) === false) return;
      }
    } finally {
      env.seat = outer;
    }
    return;
  }
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

/**
 * `fn(env)` read with a pile bound (`pile`, `pileIndex`, and `seat`, the pile's owner or the seat it is read for), on
 * `env` itself, and the environment's own bindings put back after: a trigger's per-pile condition or a zone's caption
 * read many times per action without a copy of the environment each time.
 */
export function onPile<T>(env: Env, pile: Env['pile'], pileIndex: number, seat: number, fn: (env: Env) => T): T {
  const outerPile = env.pile;
  const outerIndex = env.pileIndex;
  const outerSeat = env.seat;
  env.pile = pile;
  env.pileIndex = pileIndex;
  env.seat = seat;
  try {
    return fn(env);
  } finally {
    env.pile = outerPile;
    env.pileIndex = outerIndex;
    env.seat = outerSeat;
  }
}
