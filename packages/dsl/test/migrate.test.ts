/**
 * The versioned language (issue 36, bug 9): a spec may state its edition (`deckhand: 3`); a spec of edition 2 that
 * edition 3 refuses (an inner list element hiding an outer one, `expr/shadow`) gets a message naming `deckhand
 * migrate`, and `migrate` rewrites it to mean what edition 2 read. Over every fixture of edition 2 under
 * fixtures/edition-2/ (each with its expected rewrite beside it, `*.migrated.yaml`).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { formatDiagnostic, migrate, validate } from '../src/index';

const DIR = join(dirname(fileURLToPath(import.meta.url)), 'fixtures', 'edition-2');
const fixtures = readdirSync(DIR).filter((f) => f.endsWith('.yaml') && !f.endsWith('.migrated.yaml'));

describe('deckhand migrate over edition 2 specs', () => {
  it('has fixtures', () => expect(fixtures.length).toBeGreaterThanOrEqual(3));

  it.each(fixtures)('%s: refused with a message naming the migration; rewritten as expected; then valid', (name) => {
    const text = readFileSync(join(DIR, name), 'utf8');
    const before = validate(text, { file: name });
    expect(before.ok).toBe(false);
    for (const d of before.diagnostics) {
      expect(d.code, formatDiagnostic(d)).toBe('expr/shadow');
      expect(d.hint).toContain('`deckhand migrate FILE` rewrites the spec for edition 3');
    }
    const m = migrate(text, { file: name });
    expect(m.text).toBe(readFileSync(join(DIR, name.replace(/\.yaml$/, '.migrated.yaml')), 'utf8'));
    expect(m.diagnostics.map(formatDiagnostic)).toEqual([]);
    expect(m.changes.at(-1)).toBe('deckhand: 3 stated');
    // Migrating a migrated spec changes nothing.
    expect(migrate(m.text, { file: name })).toMatchObject({ text: m.text, changes: [] });
  });

  it('a spec that states edition 3 gets the plain error: the mistake is its own, no migration hint', () => {
    const text = readFileSync(join(DIR, fixtures[0]!), 'utf8').replace(/^id:/m, 'deckhand: 3\nid:');
    const r = validate(text, { file: 'g.yaml' });
    expect(r.ok).toBe(false);
    expect(r.diagnostics.every((d) => !d.hint?.includes('deckhand migrate'))).toBe(true);
  });

  it('an edition this package does not know is refused', () => {
    const text = readFileSync(join(DIR, fixtures[0]!), 'utf8').replace(/^id:/m, 'deckhand: 4\nid:');
    const r = validate(text, { file: 'g.yaml' });
    expect(r.diagnostics.map(formatDiagnostic).join('\n')).toMatch(/g\.yaml:\d+:11: .*\[schema\/invalid\]/);
  });
});
