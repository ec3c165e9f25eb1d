/** The IR is plain data: it survives JSON, and compiling it is pure (the same IR gives games that play alike). */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compile, playout, validate } from '../src/index';

const bagYaml = readFileSync(join(__dirname, '../../games/bag/game.yaml'), 'utf8');

describe('IR', () => {
  it('is serialisable: a JSON round trip changes nothing, and the copy compiles to a game that plays the same', () => {
    const r = validate(bagYaml, { file: 'bag.yaml' });
    if (!r.ok) throw new Error('bag must validate');
    const copy = JSON.parse(JSON.stringify(r.def));
    expect(copy).toEqual(r.def);
    const a = playout(compile(r.def), { players: 4, seed: 'ir' });
    const b = playout(compile(copy), { players: 4, seed: 'ir' });
    expect(b.final.G).toEqual(a.final.G);
  });

  it('compile does not change the IR it is given', () => {
    const r = validate(bagYaml);
    if (!r.ok) throw new Error('bag must validate');
    const before = JSON.stringify(r.def);
    compile(r.def);
    expect(JSON.stringify(r.def)).toBe(before);
  });

  it('validation is deterministic: the same text gives the same IR', () => {
    const a = validate(bagYaml);
    const b = validate(bagYaml);
    expect(a).toEqual(b);
  });
});
