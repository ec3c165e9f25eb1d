/**
 * A move's arguments record (runtime/legal/args.ts `newArgs`): it inherits nothing, so an argument name that is also an
 * Object.prototype member reads as the argument or as nothing, never as a built-in, and `__proto__` is plain data.
 */
import { describe, expect, it } from 'vitest';
import { newArgs } from '../src/runtime/legal/args';

describe('arguments record', () => {
  it('inherits no built-in member', () => {
    const args = newArgs();
    expect('toString' in args).toBe(false);
    expect(args.constructor).toBeUndefined();
    expect(args.hasOwnProperty).toBeUndefined();
  });

  it('keeps __proto__ as an ordinary argument, changing no prototype', () => {
    const args = newArgs();
    const proto = Object.getPrototypeOf(args) as object;
    args['__proto__'] = { n: 1 };
    expect(Object.getPrototypeOf(args)).toBe(proto);
    expect(Object.keys(args)).toEqual(['__proto__']);
    expect(args['__proto__']).toEqual({ n: 1 });
  });

  it('shares one frozen, empty prototype between records', () => {
    const a = newArgs();
    const b = newArgs();
    a.n = 3;
    expect(b.n).toBeUndefined();
    expect(Object.getPrototypeOf(a)).toBe(Object.getPrototypeOf(b));
    expect(Object.isFrozen(Object.getPrototypeOf(a))).toBe(true);
    expect(Object.getPrototypeOf(Object.getPrototypeOf(a))).toBeNull();
  });
});
