/** Binding one element of a list to a name, for list functions (`any(hand[self] as c, …)`) and `forEach`. */
import type { Env } from './env';

export type Bind = (env: Env, el: unknown) => Env;

/** `card` and `seat` have fields of their own (the common case, read fastest); any other name goes into `bound`. */
export function binder(name: string): Bind {
  if (name === 'card') return (env, el) => ({ ...env, card: el as number });
  if (name === 'seat') return (env, el) => ({ ...env, seat: el as number });
  return (env, el) => {
    const bound: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
    if (env.bound) for (const k of Object.keys(env.bound)) bound[k] = env.bound[k];
    bound[name] = el;
    return { ...env, bound };
  };
}

/** Reads a bound name. */
export function reader(name: string): (env: Env) => unknown {
  if (name === 'card') return (env) => env.card;
  if (name === 'seat') return (env) => env.seat;
  return (env) => (env.bound && Object.hasOwn(env.bound, name) ? env.bound[name] : undefined);
}
