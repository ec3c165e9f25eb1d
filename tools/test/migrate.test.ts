/** `deckhand migrate`: rewrites an edition 2 spec in place (then it validates), leaves a current one alone, and --check writes nothing. */
import { copyFileSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../src/index';

const fixtures = resolve(__dirname, '../../packages/dsl/test/fixtures/edition-2');

async function run(argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(argv, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('deckhand migrate', () => {
  it('rewrites an edition 2 spec in place, says what it changed, and the result validates', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'migrate-'));
    const file = join(dir, 'game.yaml');
    copyFileSync(join(fixtures, 'seats-in-seats.yaml'), file);
    expect((await run(['validate', file])).code).toBe(1);
    expect(await run(['migrate', '--check', file])).toMatchObject({ code: 1 });
    expect(readFileSync(file, 'utf8')).toBe(readFileSync(join(fixtures, 'seats-in-seats.yaml'), 'utf8'));
    const r = await run(['migrate', file]);
    expect(r.code).toBe(0);
    expect(r.out).toContain('filter(seats as s2, vars.score[s2] > 10)');
    expect(readFileSync(file, 'utf8')).toBe(readFileSync(join(fixtures, 'seats-in-seats.migrated.yaml'), 'utf8'));
    expect((await run(['validate', file])).code).toBe(0);
    expect(await run(['migrate', '--check', file])).toMatchObject({ code: 0, out: expect.stringContaining('already edition 3') });
  });

  it('exits 2 with its usage when no file is given', async () => {
    expect(await run(['migrate'])).toMatchObject({ code: 2, err: 'usage: deckhand migrate [--check] FILE…' });
  });
});
