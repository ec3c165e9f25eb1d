import { describe, expect, it } from 'vitest';
import { fieldsOf, mayMention, namesOf } from './names';

const sorted = (s: ReadonlySet<string> | undefined) => (s ? [...s].sort() : s);

describe('namesOf', () => {
  it('lists identifiers but not member property names', () => {
    expect(sorted(namesOf("c.type == 'wild' or c.value == count(building[p]) + 1"))).toEqual(['building', 'c', 'count', 'p']);
  });
  it('counts words inside string literals as nothing', () => {
    expect(sorted(namesOf("phase == 'turn'"))).toEqual(['phase']);
  });
  it('includes computed members, binders, conditionals and unary operands', () => {
    expect(sorted(namesOf('any(seats, count(stock[seat]) == 0) ? not vars.done : -score[current]'))).toEqual([
      'any',
      'count',
      'current',
      'score',
      'seat',
      'seats',
      'stock',
      'vars',
    ]);
  });
  it('mentions nothing for a number or boolean written in the YAML', () => {
    expect(sorted(namesOf(3))).toEqual([]);
    expect(sorted(namesOf(true))).toEqual([]);
  });
  it('is undefined when the text does not parse or is not an expression', () => {
    expect(namesOf('count(')).toBeUndefined();
    expect(namesOf({ op: 'x' })).toBeUndefined();
  });
});

describe('fieldsOf', () => {
  it('lists the names read after a dot, not computed indexes, not string literals', () => {
    expect(sorted(fieldsOf("c.type == 'wild' or vars.dealer == hand[vars.turnOf].size and 'x.y' != options.mode"))).toEqual([
      'dealer',
      'mode',
      'size',
      'turnOf',
      'type',
    ]);
    expect(sorted(fieldsOf('any(seats, count(stock[seat]) == 0)'))).toEqual([]);
  });
  it('reads none in a number or boolean, and is undefined when the text does not parse', () => {
    expect(sorted(fieldsOf(4))).toEqual([]);
    expect(fieldsOf('vars.')).toBeUndefined();
    expect(fieldsOf({ op: 'x' })).toBeUndefined();
  });
});

describe('mayMention', () => {
  it('answers from the parsed names', () => {
    expect(mayMention('count(hand[self]) > 0', ['c', 'p'])).toBe(false);
    expect(mayMention('c.value > 3', ['c', 'p'])).toBe(true);
  });
  it('is cautious when the text does not parse', () => {
    expect(mayMention('c.value >', ['z'])).toBe(true);
  });
});
