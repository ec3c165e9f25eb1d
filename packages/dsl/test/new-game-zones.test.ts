/**
 * A new game's zones (runtime/state/setup.ts): made once per program and player count as a template, then per game either
 * by one generated object literal (code generation on) or by copying the frozen template (the reference). Both give
 * every zone shape the rules lay out, with the cards in their start zone, as fresh lists at every depth.
 */
import { describe, expect, it } from 'vitest';
import { formatDiagnostic, validate, type GameDef } from '../src/index';
import { copiedZones, literalZones, zonesTemplate } from '../src/runtime/state/setup';

const GAME = `
id: zones
name: Zones
players: { min: 2, max: 4 }
cards:
  n: { attributes: { value: number } }
deck:
  - { type: n, range: { value: 1..6 } }
zones:
  deck: { visibility: hidden }
  hand: { scope: player, visibility: owner }
  lanes: { row: { fixed: 3 }, visibility: public }
  melds: { row: { max: 4 }, visibility: public }
  tableau: { scope: player, row: { fixed: 2 }, visibility: public }
  sets: { scope: player, row: { max: 3 }, visibility: public }
setup:
  - shuffle: deck
moves:
  draw:
    label: Draw
    do:
      - move: { from: deck, to: "hand[self]" }
end:
  - { when: "count(deck) == 0", draw: seats }
`;

function defOf(yaml: string): GameDef {
  const r = validate(yaml, { file: 'zones.yaml' });
  if (!r.ok) throw new Error(r.diagnostics.map(formatDiagnostic).join('\n'));
  return r.def;
}

/** Every list inside `v`, the outer ones first. */
function lists(v: unknown, out: unknown[][] = []): unknown[][] {
  if (Array.isArray(v)) {
    out.push(v);
    for (const el of v) lists(el, out);
  } else if (typeof v === 'object' && v !== null) for (const el of Object.values(v)) lists(el, out);
  return out;
}

describe('a new game\'s zones from a template', () => {
  const def = defOf(GAME);

  it('the template lays out every zone shape, the cards in their start zone, in the rules\' zone order', () => {
    const t = zonesTemplate({ def }, 3);
    expect(Object.keys(t)).toEqual(['deck', 'hand', 'lanes', 'melds', 'tableau', 'sets']);
    expect(t).toEqual({
      deck: def.cards.map((c) => c.id),
      hand: [[], [], []],
      lanes: [[], [], []],
      melds: [],
      tableau: [[[], []], [[], []], [[], []]],
      sets: [[], [], []],
    });
    expect(t.deck).toHaveLength(6);
  });

  it.each([2, 3, 4])('%i players: the literal and the copy make the template, fresh at every depth', (players) => {
    const expected = zonesTemplate({ def }, players);
    const literal = literalZones(zonesTemplate({ def }, players))!;
    const template = zonesTemplate({ def }, players);
    const copied = copiedZones(template);
    // The reference's template is frozen at every depth: no game writes into it.
    for (const l of lists(template)) expect(Object.isFrozen(l)).toBe(true);
    for (const make of [literal, copied]) {
      const a = make();
      const b = make();
      expect(a).toEqual(expected);
      expect(Object.keys(a)).toEqual(Object.keys(expected));
      const seen = new Set(lists(a));
      for (const l of lists(b)) expect(seen.has(l)).toBe(false);
      for (const l of lists(a)) expect(Object.isFrozen(l)).toBe(false);
      (a.deck as number[]).pop();
      (a.tableau as number[][][])[0]![1]!.push(99);
      expect(make()).toEqual(expected);
      expect(b).toEqual(expected);
    }
  });

  it('a zone named `__proto__` is not written as a literal (it would set the prototype): the copy is used', () => {
    const t = JSON.parse('{"__proto__": [1, 2], "deck": [3]}') as Record<string, number[]>;
    expect(Object.hasOwn(t, '__proto__')).toBe(true);
    expect(literalZones(t)).toBeUndefined();
    expect(literalZones(JSON.parse('{"deck": [3]}') as Record<string, number[]>)!()).toEqual({ deck: [3] });
    expect(copiedZones(t)().deck).toEqual([3]);
  });
});
