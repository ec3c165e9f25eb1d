/**
 * Generated expressions (expr/compile/codegen.ts): made where they can be, equal to the closures (compile.test.ts checks
 * every semantics case both ways), and text from the YAML reaches the source only as data.
 */
import { describe, expect, it } from 'vitest';
import type { CardDef, GameDef } from '../../ir/types';
import { compileExpr, type Runtime } from './compile';
import type { Env } from '../env';
import { makeScope } from '../scope';
import { seatHelpers, stateWith, zoneDef } from '../../../test/expr-state';
import { T, type Ty } from '../types';
import { CODEGEN } from './codegen';

const def = {
  zones: { deck: zoneDef('deck'), hand: zoneDef('hand', { scope: 'player' }) },
  options: {},
  vars: {},
  cardTypes: { n: { attributes: { value: 'number', name: 'string' }, back: [] } },
} satisfies Pick<GameDef, 'zones' | 'options' | 'vars' | 'cardTypes'>;
const cards: CardDef[] = [0, 1, 2].map((i) => ({ id: i, type: 'n', attrs: { value: i * 10, name: `it's "${i}"\n*/` }, zone: 'deck' }));
const runtime: Runtime = { cards, helpers: { ...seatHelpers, faceUp: () => false } };
const scope = makeScope(def, { self: true, args: new Map<string, Ty>([['n', T.number], ['c', T.card]]) });
const env = (args: Record<string, unknown>): Env => ({
  G: stateWith({ deck: [0, 1, 2], hand: [[1], [2]] }),
  numPlayers: 2,
  currentPlayer: 0,
  turn: 1,
  phase: null,
  self: 1,
  args,
});

const both = (source: string, codegen: boolean) => {
  const r = compileExpr(source, scope, undefined, { ...runtime, codegen });
  if (!r.ok) throw new Error(r.errors[0]!.message);
  return r.fn;
};

describe('expressions compiled to source', () => {
  it('is on in Node, where the simulator and the server run', () => {
    expect(CODEGEN).toBe(true);
  });

  it('makes one generated function per expression, and closures when asked not to', () => {
    expect(both('c.value == n and count(hand[self]) > 0', true).name).toBe('expr');
    expect(both('c.value == n and count(hand[self]) > 0', false).name).not.toBe('expr');
    // Validation alone (no runtime) never generates code.
    const checked = compileExpr('n + 1', scope);
    expect(checked.ok && checked.fn.name).not.toBe('expr');
  });

  it('reads arguments, card attributes and zones as the closures do, for every record', () => {
    const sources = ['c.value == n', 'n + 1 > c.value', 'c.name', 'count(hand[self]) + n', 'hand[self][0] == c', 'n / 0', '-n % 3', 'c == null ? 1 : 2'];
    for (const args of [{ n: 10, c: 1 }, { c: 2, n: 20 }, { n: -4 }, {}]) {
      for (const s of sources) expect(both(s, true)(env(args)), `${s} with ${JSON.stringify(args)}`).toEqual(both(s, false)(env(args)));
    }
  });

  it('carries text from the YAML as data: quotes, newlines and comment marks stay inside strings', () => {
    const source = `c.name == "it's \\"1\\"\\n*/"`;
    expect(both(source, true)(env({ c: 1 }))).toBe(true);
    expect(both(source, true)(env({ c: 2 }))).toBe(false);
    expect(both('"a\\"); throw 1; (\\"" == "x"', true)(env({}))).toBe(false);
  });
});
