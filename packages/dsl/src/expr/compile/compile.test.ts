/**
 * The expression language: nothing hostile compiles (every escape is a compile-time error, not a run-time one),
 * and what does compile evaluates as documented against a small hand-built game state.
 */
import { describe, expect, it } from 'vitest';
import type { CardDef, GameDef, ZoneDef } from '../../ir/types';
import { compileExpr, type Runtime } from './compile';
import type { Env } from '../env';
import { makeScope, type Scope } from '../scope';
import { seatHelpers, stateWith, zoneDef } from '../../../test/expr-state';
import { T, type Ty } from '../types';

// Hidden unless said: the state below is built by hand, so nothing here depends on what a seat may see.
const zone = (name: string, extra: Partial<ZoneDef> = {}): ZoneDef => zoneDef(name, { visibility: 'hidden', ...extra });

const def: Scope['def'] = {
  zones: {
    deck: zone('deck'),
    hand: zone('hand', { scope: 'player', order: 'set', visibility: 'owner' }),
    table: zone('table', { visibility: 'public', row: { max: 4 } }),
  },
  options: {
    fast: { type: 'boolean', default: false },
    rounds: { type: 'number', default: 3, min: 1, max: 9 },
    mode: { type: 'enum', default: 'short', values: ['short', 'long'] },
  },
  vars: {
    score: { type: 'number', scope: 'global', initial: 0 },
    points: { type: 'number', scope: 'player', initial: 0 },
    leader: { type: 'seat', scope: 'global', initial: 0 },
  },
  cardTypes: { number: { attributes: { value: 'number', colour: 'string', wild: 'boolean' }, back: [] } },
} satisfies Pick<GameDef, 'zones' | 'options' | 'vars' | 'cardTypes'>;

// Card i has value i; even cards are red, odd blue; card 8 is wild.
const cards: CardDef[] = Array.from({ length: 10 }, (_, i) => ({
  id: i,
  type: 'number',
  attrs: { value: i, colour: i % 2 === 0 ? 'red' : 'blue', wild: i === 8 },
  zone: 'deck',
}));

function env(extra: Partial<Env> = {}): Env {
  const G = stateWith(
    { deck: [0, 1, 2] /* top is 2 */, hand: [[3, 4], [5], []], table: [[6], [], [7, 8, 9]] },
    { faceUp: { '6': true }, vars: { score: 5, points: [1, 4, 2], leader: 2 }, out: [1], lastOut: [1], options: { fast: true, rounds: 4, mode: 'long' } },
  );
  return { G, numPlayers: 3, currentPlayer: 2, turn: 7, phase: 'play', self: 0, args: { n: 6, pick: 9 }, ...extra };
}

const runtime: Runtime = {
  cards,
  helpers: {
    ...seatHelpers,
    faceUp: (e, card) => e.G.faceUp[String(card)] === true,
  },
};

const moveScope = makeScope(def, { self: true, args: new Map<string, Ty>([['n', T.number], ['pick', T.card]]) });
const cardScope = makeScope(def, { self: true, locals: { card: T.card, seat: T.number, pile: T.cards, pileIndex: T.number } });

/**
 * Compiles (must succeed) and evaluates, both as closures and as generated code (expr/compile/codegen.ts): every case below
 * checks that the two agree.
 */
function run(source: string | number | boolean, e: Partial<Env> = {}, scope: Scope = moveScope): unknown {
  const [closures, generated] = [false, true].map((codegen) => {
    const r = compileExpr(source, scope, undefined, { ...runtime, codegen });
    if (!r.ok) throw new Error(`${source}: ${r.errors.map((x) => `${x.code} ${x.message}`).join('; ')}`);
    return r.fn(env(e));
  });
  expect(generated, `${String(source)}: generated code and closures differ`).toEqual(closures);
  return generated;
}

function errorOf(source: string | number | boolean, scope: Scope = moveScope, expected?: Ty | Ty[]) {
  const r = compileExpr(source, scope, expected);
  expect(r.ok, `${String(source)} should not compile`).toBe(false);
  return r.ok ? undefined : r.errors[0]!;
}

describe('hostile expressions are compile errors', () => {
  const cases: [source: string, code: string, index?: number][] = [
    ['constructor', 'expr/forbidden', 0],
    ['__proto__', 'expr/forbidden', 0],
    ['prototype', 'expr/forbidden', 0],
    ['process', 'expr/forbidden', 0],
    ['globalThis', 'expr/forbidden', 0],
    ['global', 'expr/forbidden', 0],
    ['window', 'expr/forbidden', 0],
    ['require', 'expr/forbidden', 0],
    ['eval', 'expr/forbidden', 0],
    ['Function', 'expr/forbidden', 0],
    ['this', 'expr/forbidden', 0],
    ['hand.constructor', 'expr/forbidden', 5],
    ['options.__proto__', 'expr/forbidden', 8],
    ['count.call', 'expr/unknown-name', 0],
    ['(1)(2)', 'expr/unsupported'],
    ['count.call(1)', 'expr/unknown-name', 0],
    ['[1,2]', 'expr/unsupported'],
    ['a, b', 'expr/unsupported'],
    ['x = 1', 'expr/syntax', 2],
    ['deck[0].__proto__', 'expr/forbidden', 8],
    ['top(deck)["constructor"]', 'expr/type'],
    ['process.exit(1)', 'expr/forbidden', 0],
    ['eval("1")', 'expr/forbidden', 0],
    ['require("fs")', 'expr/forbidden', 0],
    ['Function("return this")()', 'expr/forbidden', 0],
    ['"x".constructor', 'expr/forbidden', 4],
    ['(1).constructor', 'expr/forbidden', 4],
    ['hand[self].constructor', 'expr/forbidden', 11],
    ['vars.score.__proto__', 'expr/forbidden', 11],
    ['options.toString()', 'expr/forbidden', 8],
    ['options["__proto__"]', 'expr/type'],
    ['"x"["constructor"]', 'expr/type'],
    ['deck?.constructor', 'expr/forbidden', 6],
    ['top(deck).constructor.constructor("return process")()', 'expr/forbidden', 10],
    ['new Function("x")', 'expr/unsupported'],
    ['typeof deck', 'expr/unsupported'],
    ['a => 1', 'expr/syntax'],
    ['`x`', 'expr/syntax'],
    ['{}', 'expr/syntax'],
    ['1 | 2', 'expr/syntax'],
    ['~1', 'expr/syntax'],
    ['deck === deck', 'expr/syntax'],
    ['self ** deck', 'expr/type'],
  ];

  it.each(cases)('%s → %s', (source, code, index) => {
    for (const scope of [moveScope, cardScope]) {
      const e = errorOf(source, scope)!;
      expect(e.code).toBe(code);
      if (index !== undefined) expect(e.index).toBe(index);
      expect(e.message.length).toBeGreaterThan(0);
    }
  });

  it('card.constructor is forbidden where `card` is bound, and unknown elsewhere', () => {
    expect(errorOf('card.constructor', cardScope)).toMatchObject({ code: 'expr/forbidden', index: 5 });
    expect(errorOf('count(deck, card.constructor)', moveScope)).toMatchObject({ code: 'expr/forbidden', index: 17 });
    expect(errorOf('card.constructor', moveScope)?.code).toBe('expr/unknown-name');
  });

  it('forbids a name even when the game declares something so named', () => {
    const evil: Scope['def'] = {
      ...def,
      zones: { ...def.zones, constructor: zone('constructor') },
      options: {
        ...def.options,
        __proto__x: { type: 'boolean' as const, default: false },
        toString: { type: 'boolean' as const, default: false },
      },
    };
    const s = makeScope(evil, { args: new Map([['prototype', T.number]]), locals: { eval: T.number } });
    expect(errorOf('count(constructor)', s)?.code).toBe('expr/forbidden');
    expect(errorOf('options.toString', s)?.code).toBe('expr/forbidden');
    expect(errorOf('prototype + 1', s)?.code).toBe('expr/forbidden');
    expect(errorOf('eval', s)?.code).toBe('expr/forbidden');
    expect(compileExpr('options.__proto__x', s).ok).toBe(true);
  });

  it('a hostile card never leaks the prototype at run time', () => {
    // Even a card whose attributes are polluted yields only declared, own attributes.
    const polluted: CardDef[] = [{ id: 0, type: 'number', attrs: Object.create({ value: 99 }) as CardDef['attrs'], zone: 'deck' }];
    const r = compileExpr('top(deck).value', moveScope, T.number, { ...runtime, cards: polluted });
    expect(r.ok && r.fn({ ...env(), G: { ...env().G, zones: { deck: [0] } } })).toBe(null);
  });
});

describe('other compile errors', () => {
  it.each([
    ['cnt(deck)', 'expr/unknown-name', 0],
    ['count()', 'expr/arity', 0],
    ['top(deck, 1, 2)', 'expr/arity', 0],
    ['any(deck)', 'expr/arity', 0],
    ['count(deck, 1)', 'expr/type', 0],
    ['top(seats)', 'expr/type', 0],
    ['options.fast + 1', 'expr/type'],
    ['1 and true', 'expr/type'],
    ['not 1', 'expr/type'],
    ['deck == hand[self]', 'expr/type'],
    ['self == 1 ? 1 : true', 'expr/type'],
    ['deck[true]', 'expr/type'],
    ['self[0]', 'expr/type'],
    ['deck.value', 'expr/type', 5],
    ['options.fats', 'option/unknown', 8],
    ['vars.scroe', 'var/unknown', 5],
    ['top(deck).vaule', 'card/attribute', 10],
    ['count(dek)', 'expr/unknown-name', 6],
    ['count(deck) ==', 'expr/syntax', 14],
    ['', 'expr/syntax', 0],
  ] as const)('%s → %s', (source, code, index?: number) => {
    const e = errorOf(source)!;
    expect(e.code).toBe(code);
    if (index !== undefined) expect(e.index).toBe(index);
  });

  // Each error points at the token it is about, not at the start of the expression (jsep keeps no positions:
  // src/expr/spans.ts recovers them).
  it.each([
    // A name used a second time: the second one, not the first.
    ['count(deck) > 0 and count(deck) + vars.scroe > 2', 'var/unknown', 39],
    // An operand of the wrong type, after a valid one.
    ['count(deck) > 0 and count(hand[self]) + "x" > 2', 'expr/type', 40],
    ['self == 1 and not count(deck)', 'expr/type', 18],
    ['self == 1 ? 1 : true', 'expr/type', 16],
    ['self == 1 ? 2 : 3 and true', 'expr/type', 16],
    // The operator itself when two operands cannot meet.
    ['count(deck) > 0 and deck == hand[self]', 'expr/type', 25],
    // A bad index, a bad arity, an unknown function deep inside.
    ['count(deck) > deck["x"]', 'expr/type', 19],
    ['count(deck) > 0 and count(deck, card.value > 1, 3) > 1', 'expr/arity', 20],
    ['self == 1 or cuont(deck) > 0', 'expr/unknown-name', 13],
    ['any(deck, card.value > 1) and any(deck as c, c.vaule > 1)', 'card/attribute', 47],
    ['any(deck, any(hand[self] as card, card.value > 1))', 'expr/shadow', 28],
  ] as const)('%s → %s at %i', (source, code, index) => {
    const e = errorOf(source)!;
    expect(e.code).toBe(code);
    expect(e.index).toBe(index);
  });

  it('suggests the closest name', () => {
    expect(errorOf('count(dekc)')?.hint).toBe('did you mean "deck"?');
    expect(errorOf('cnt(deck)')?.hint).toBe('did you mean "count"?');
    expect(errorOf('options.fats')?.hint).toBe('did you mean "fast"?');
  });

  it('checks the expected type, literals included', () => {
    expect(errorOf('count(deck)', moveScope, T.boolean)?.code).toBe('expr/type');
    expect(errorOf(1, moveScope, T.boolean)?.code).toBe('expr/type');
    expect(errorOf(true, moveScope, T.number)?.code).toBe('expr/type');
    expect(compileExpr('top(deck)', moveScope, [T.card, T.cards]).ok).toBe(true);
    expect(compileExpr('null', moveScope, T.number).ok).toBe(true);
    expect(compileExpr('self', moveScope, T.number).ok).toBe(true);
  });

  it('binds card and seat only inside predicates', () => {
    expect(errorOf('card.value > 1')?.code).toBe('expr/unknown-name');
    expect(errorOf('count(deck, seat == 0)')?.code).toBe('expr/unknown-name');
    expect(errorOf('count(seats, card.value == 0)')?.code).toBe('expr/unknown-name');
    expect(errorOf('self', makeScope(def))?.code).toBe('expr/unknown-name');
  });
});

describe('semantics', () => {
  it('literals and arithmetic', () => {
    expect(run(7)).toBe(7);
    expect(run(false)).toBe(false);
    expect(run('1 + 2 * 3')).toBe(7);
    expect(run('(1 + 2) * 3')).toBe(9);
    expect(run('7 / 2')).toBe(3.5);
    expect(run('floor(7 / 2)')).toBe(3);
    expect(run('-3 + abs(-5)')).toBe(2);
    expect(run('min(4, 2, 8)')).toBe(2);
    expect(run('max(4, 2, 8)')).toBe(8);
    expect(run('5 / 0')).toBe(0);
  });

  it('modulo is never negative', () => {
    expect(run('-1 % 3')).toBe(2);
    expect(run('-7 % 3')).toBe(2);
    expect(run('(self - 1) % players')).toBe(2);
    expect(run('(self - 4) % players')).toBe(2);
    expect(run('7 % 3')).toBe(1);
    expect(run('5 % 0')).toBe(0);
    for (let s = 0; s < 3; s++) expect(run('(self - 10) % players', { self: s })).toBeGreaterThanOrEqual(0);
  });

  it('boolean logic and comparison', () => {
    expect(run('true and false')).toBe(false);
    expect(run('true or false')).toBe(true);
    expect(run('not false')).toBe(true);
    expect(run('true && !false')).toBe(true);
    expect(run('false || 1 < 2')).toBe(true);
    expect(run('1 <= 1 and 2 >= 3')).toBe(false);
    expect(run('2 > 1 and 1 != 2')).toBe(true);
    expect(run('"a" == "a"')).toBe(true);
    expect(run('phase == "play"')).toBe(true);
    // `and`/`or` bind looser than comparison, `and` tighter than `or`.
    expect(run('true or false and false')).toBe(true);
    expect(run('not (1 == 1)')).toBe(false);
  });

  it('ternary', () => {
    expect(run('self == 0 ? 10 : 20')).toBe(10);
    expect(run('self == 0 ? 10 : 20', { self: 1 })).toBe(20);
    expect(run('count(deck) > 5 ? top(deck) : null')).toBe(null);
    expect(run('count(deck) > 0 ? top(deck) : null')).toBe(2);
  });

  it('count, with and without a predicate, over cards, seats and rows', () => {
    expect(run('count(deck)')).toBe(3);
    expect(run('count(deck, card.value >= 1)')).toBe(2);
    expect(run('count(deck, card.colour == "red")')).toBe(2);
    expect(run('count(hand[self])')).toBe(2);
    expect(run('count(hand[1])')).toBe(1);
    expect(run('count(seats)')).toBe(3);
    expect(run('count(seats, count(hand[seat]) > 0)')).toBe(2);
    expect(run('count(table)')).toBe(3);
    expect(run('count(table[2])')).toBe(3);
    expect(run('count(table[2], card.wild)')).toBe(1);
  });

  it('any, all, filter, sum, contains', () => {
    expect(run('any(deck, card.value == 2)')).toBe(true);
    expect(run('any(deck, card.value == 9)')).toBe(false);
    expect(run('any(table[1], true)')).toBe(false);
    expect(run('all(deck, card.value < 3)')).toBe(true);
    expect(run('all(deck, card.colour == "red")')).toBe(false);
    expect(run('all(table[1], false)')).toBe(true);
    expect(run('filter(deck, card.colour == "red")')).toEqual([0, 2]);
    expect(run('count(filter(seats, seat != self))')).toBe(2);
    expect(run('sum(deck, card.value)')).toBe(3);
    expect(run('sum(table[2], card.value * 2)')).toBe(48);
    expect(run('sum(seats, count(hand[seat]))')).toBe(3);
    expect(run('sum(table[1], card.value)')).toBe(0);
    expect(run('contains(hand[self], top(filter(deck, false)))')).toBe(false);
    expect(run('contains(hand[self], pick)', { args: { pick: 4 } })).toBe(true);
    expect(run('contains(alive, 1)')).toBe(false);
    expect(run('contains(alive, 2)')).toBe(true);
  });

  it('top and bottom; empty gives null, and null reads as null', () => {
    expect(run('top(deck)')).toBe(2);
    expect(run('bottom(deck)')).toBe(0);
    expect(run('top(deck).value')).toBe(2);
    expect(run('top(table[1])')).toBe(null);
    expect(run('bottom(table[1])')).toBe(null);
    expect(run('top(table[1]) == null')).toBe(true);
    expect(run('top(table[1]).value')).toBe(null);
    expect(run('top(filter(deck, card.value > 5))')).toBe(null);
    expect(run('faceUp(top(table[0]))')).toBe(true);
    expect(run('faceUp(top(table[1]))')).toBe(false);
    expect(run('faceUp(top(deck))')).toBe(false);
  });

  it('indexing out of range is empty, never undefined or a throw', () => {
    expect(run('count(hand[9])')).toBe(0);
    expect(run('count(hand[-1])')).toBe(0);
    expect(run('deck[99]')).toBe(null);
    expect(run('deck[1.5]')).toBe(null);
    expect(run('deck[0]')).toBe(0);
    expect(run('hand[self][1]')).toBe(4);
    expect(run('count(table[7])')).toBe(0);
    expect(run('seats[5]')).toBe(null);
    expect(run('vars.points[9]')).toBe(null);
  });

  it('seats, turn and seat arithmetic', () => {
    expect(run('players')).toBe(3);
    expect(run('seats')).toEqual([0, 1, 2]);
    expect(run('alive')).toEqual([0, 2]);
    expect(run('lastOut')).toEqual([1]);
    expect(run('current')).toBe(2);
    expect(run('turn')).toBe(7);
    expect(run('(current + 1) % players')).toBe(0);
    expect(run('(self + players - 1) % players')).toBe(2);
    expect(run('next(self)')).toBe(2);
    expect(run('next(current)')).toBe(0);
    expect(run('isOut(1)')).toBe(true);
    expect(run('isOut(self)')).toBe(false);
  });

  it('options, vars and move arguments', () => {
    expect(run('options.fast')).toBe(true);
    expect(run('options.rounds * 2')).toBe(8);
    expect(run('options.mode == "long"')).toBe(true);
    expect(run('vars.score + 1')).toBe(6);
    expect(run('vars.points[self]')).toBe(1);
    expect(run('vars.points[vars.leader]')).toBe(2);
    expect(run('sum(seats, vars.points[seat])')).toBe(7);
    expect(run('n * 2')).toBe(12);
    expect(run('pick.value')).toBe(9);
    expect(run('pick.colour == "blue" and pick.id == 9 and pick.type == "number"')).toBe(true);
  });

  it('locals bound by the context', () => {
    const e = { card: 7, seat: 1, pile: [7, 8], pileIndex: 2 };
    expect(run('card.value + seat + pileIndex', e, cardScope)).toBe(10);
    expect(run('count(pile as c, c.wild)', e, cardScope)).toBe(1);
    // A predicate over a named element leaves the outer `card` reachable (an unnamed one would hide it: expr/shadow).
    expect(run('count(deck as d, d.value < card.value - 5) + card.value', e, cardScope)).toBe(9);
  });

  it('compiles once and evaluates against each state', () => {
    const r = compileExpr('count(hand[self]) == 0', moveScope, T.boolean, runtime);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.fn(env({ self: 0 }))).toBe(false);
    expect(r.fn(env({ self: 2 }))).toBe(true);
  });
});
