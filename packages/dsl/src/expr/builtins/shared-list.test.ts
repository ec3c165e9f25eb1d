/** A shared list (expr/builtins/shared-list.ts): frozen outside production, handed out as it is in production. */
import { afterEach, describe, expect, it, vi } from 'vitest';

describe('a shared list', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('is frozen outside production, so a reader that writes into it throws in the tests', async () => {
    const { sharedList } = await import('./shared-list');
    const list = sharedList([0, 1, 2]);
    expect(Object.isFrozen(list)).toBe(true);
    expect(() => (list as number[]).push(3)).toThrow();
    expect(list).toEqual([0, 1, 2]);
  });

  it('is the list itself, not frozen, in production', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    vi.resetModules();
    const { sharedList } = await import('./shared-list');
    const list = [0, 1, 2];
    expect(sharedList(list)).toBe(list);
    expect(Object.isFrozen(list)).toBe(false);
  });
});
