import { describe, expect, it } from 'vitest';
import type { CompiledGame } from '@deckhand/dsl';
import { loadRegisteredGames } from '../games';
import { ALIAS_SCOPES_KEPT, AliasScopes } from './alias-scopes';

const bag = (await loadRegisteredGames('@deckhand/games')).find((g) => g.name === 'bag') as unknown as CompiledGame;

describe('alias scopes kept per match', () => {
  it('keeps every match of a 1,000-match server: the first is still the same scope after 999 others were used', () => {
    expect(ALIAS_SCOPES_KEPT).toBeGreaterThanOrEqual(1000);
    const scopes = new AliasScopes(bag.deckhand);
    const first = scopes.get('secret-0');
    for (let i = 1; i < 1000; i++) scopes.get(`secret-${i}`);
    expect(scopes.get('secret-0')).toBe(first);
    expect(scopes.size).toBe(1000);
  });

  it('drops the least recently used match past its bound, and remakes the same aliases when it comes back', () => {
    const scopes = new AliasScopes(bag.deckhand, 3);
    const a = scopes.get('a');
    scopes.get('b');
    scopes.get('a'); // used again: now b is the oldest
    scopes.get('c');
    scopes.get('d'); // drops b
    expect(scopes.size).toBe(3);
    expect(scopes.get('a')).toBe(a);
    const b = scopes.get('b');
    expect(b.aliases.alias(5)).toBe(new AliasScopes(bag.deckhand).get('b').aliases.alias(5));
  });
});
