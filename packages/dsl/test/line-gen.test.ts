/**
 * A template's generated line (log/line-gen.ts) against the reference loop (log/write.ts `loopLine`), for templates
 * made of every kind of piece with values that make a part (a seat, a number) or text (nobody, no card, a pile that
 * is not a number): the parts made as one array literal when none came out as text, pushed one by one otherwise,
 * and always the loop's parts. The parts that read the table (a card seen by some seats, a pile's caption) are played
 * through whole games in generated-action.test.ts and games/src/sim-agreement.test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { Env } from '../src/expr/env';
import type { Scope } from '../src/expr/scope';
import type { Exec } from '../src/runtime/effects/exec';
import { generatedLine, type Piece } from '../src/log/line-gen';
import type { PartKind } from '../src/log/kind';
import { loopLine, PART_MAKERS } from '../src/log/write';
import { chooser } from './helpers';

/** Values of each kind: those that make a part of their own and those that are written as text. */
const VALUES: Record<string, unknown[]> = {
  seat: [0, 2, undefined, null],
  number: [0, 7, 2.5, undefined, 'x'],
  text: ['red', '', ['a', 'b'], null, 3],
  card: ['none', undefined],
  pile: [undefined, 'top'],
  seats: [[0, 1], [], 'x'],
  numbers: [[1, 2], undefined],
};
const KINDS: PartKind[] = [
  { kind: 'seat' },
  { kind: 'number' },
  { kind: 'text' },
  { kind: 'card' },
  { kind: 'pile', zone: { zone: 'build' }, label: 'pile' },
  { kind: 'seats' },
  { kind: 'numbers' },
];
const TEXTS = ['', ' played ', ' on ', '.'];

// No part made here reads the action or the table (cards and piles are given values that are not numbers).
const x = {} as Exec;
const env = {} as Env;
const scope = {} as Scope;

describe("a template's generated line", () => {
  it('writes the same parts as the loop, as one literal or pushed one by one', () => {
    const pick = chooser(17);
    let literal = 0;
    let pushed = 0;
    for (let t = 0; t < 400; t++) {
      const pieces: Piece[] = [];
      const count = 1 + pick(5);
      // With a text placeholder or not (a template with one has no literal form).
      const kinds = pick(2) === 0 ? KINDS.filter((k) => k.kind !== 'text') : KINDS;
      for (let i = 0; i < count; i++) {
        if (pick(3) !== 0) pieces.push(TEXTS[pick(TEXTS.length)]!);
        const kind = kinds[pick(kinds.length)]!;
        const values = VALUES[kind.kind]!;
        // Mostly values that make a part, so whole lines of parts come often.
        const v = pick(3) !== 0 ? values[0] : values[pick(values.length)];
        pieces.push({ fn: () => v, kind });
      }
      if (pick(2) === 0) pieces.push(TEXTS[pick(TEXTS.length)]!);
      const write = generatedLine(pieces, scope, PART_MAKERS);
      const line = write(x, env);
      expect(line, JSON.stringify(pieces.map((p) => (typeof p === 'string' ? p : p.kind.kind)))).toEqual(loopLine(x, pieces, env, scope));
      // The literal form runs when the template has no text placeholder and every placeholder made a part.
      const whole = pieces.every((p) => typeof p === 'string' || (p.kind.kind !== 'text' && typeof PART_MAKERS.partOf(x, env, scope, p.kind, p.fn(env)) !== 'string'));
      if (whole) literal++;
      else pushed++;
    }
    expect(literal).toBeGreaterThan(50);
    expect(pushed).toBeGreaterThan(50);
  });

  it('shares one frozen part per seat', () => {
    const pieces: Piece[] = [{ fn: () => 1, kind: { kind: 'seat' } }, ' and ', { fn: (e) => (e as { seat?: number }).seat, kind: { kind: 'seat' } }];
    const a = generatedLine(pieces, scope, PART_MAKERS)(x, { seat: 1 } as unknown as Env).parts!;
    const b = loopLine(x, pieces, { seat: 1 } as unknown as Env, scope).parts!;
    expect(a).toEqual([{ seat: 1 }, ' and ', { seat: 1 }]);
    expect(a[0]).toBe(a[2]);
    expect(b[0]).toBe(a[0]);
    expect(Object.isFrozen(a[0])).toBe(true);
  });
});
