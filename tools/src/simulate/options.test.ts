import { describe, expect, it } from 'vitest';
import type { GameDef } from '@deckhand/dsl';
import { parseSimulateOptions } from './options';

const def = {
  name: 'Tiny',
  players: { min: 2, max: 4 },
  options: {
    short: { type: 'boolean', default: false },
    rounds: { type: 'number', default: 3, min: 1, max: 9, integer: true },
    mode: { type: 'enum', default: 'classic', values: ['classic', 'fast'] },
  },
} as unknown as GameDef;

describe('deckhand simulate --option', () => {
  it('reads each option by its declared type', () => {
    expect(parseSimulateOptions(def, ['short=true', 'rounds=5', 'mode=fast'], 2)).toEqual({ ok: true, setupData: { short: true, rounds: 5, mode: 'fast' } });
    expect(parseSimulateOptions(def, [], 2)).toEqual({ ok: true, setupData: undefined });
  });

  it('refuses what a host could not set, saying why and what the game has', () => {
    const said = (pairs: string[]) => {
      const r = parseSimulateOptions(def, pairs, 2);
      return r.ok ? 'accepted' : r.message;
    };
    expect(said(['round=5'])).toBe('--option "round=5": Tiny has no option "round" (did you mean "rounds"?); its options: short=true|false (default false), rounds=1..9 (default 3), mode=classic|fast (default classic)');
    expect(said(['rounds'])).toMatch(/write name=value/);
    expect(said(['rounds=12'])).toBe('--option: option "rounds" must be a number within 1..9');
    expect(said(['rounds=2.5'])).toBe('--option: option "rounds" must be a whole number within 1..9');
    expect(said(['rounds=many'])).toMatch(/rounds is a number within 1..9/);
    expect(said(['short=yes'])).toMatch(/short is true or false/);
    expect(said(['mode=slow'])).toBe('--option: option "mode" must be one of classic, fast');
    expect(said(['mode=fast', 'mode=classic'])).toBe('--option "mode" is given twice');
  });
});
