/** `deckhand validate --format json|github` and `--watch`. */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { validateCommand } from '../src/commands/validate';
import { run } from './support/run';

const bag = readFileSync(resolve(import.meta.dirname, '../../packages/games/bag/game.yaml'), 'utf8');
const broken = bag.replace('revealAtEnd: true', 'revealAtEnds: true');
const brokenLine = broken.split('\n').indexOf('revealAtEnds: true') + 1;
const dir = mkdtempSync(join(tmpdir(), 'deckhand-validate-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function specFile(name: string, text: string): string {
  const dirFor = mkdtempSync(join(dir, `${name}-`));
  const file = join(dirFor, 'game.yaml');
  writeFileSync(file, text);
  return file;
}

describe('deckhand validate --format', () => {
  it('json: one object with every diagnostic, for editors', async () => {
    const bad = specFile('bad', broken);
    const good = specFile('good', bag);
    const r = await run(['validate', '--format', 'json', good, bad]);
    expect(r.code).toBe(1);
    expect(r.err).toBe('');
    const out = JSON.parse(r.out);
    expect(out.ok).toBe(false);
    expect(out.files).toEqual([
      { file: relative(process.cwd(), good), ok: true },
      { file: relative(process.cwd(), bad), ok: false },
    ]);
    expect(out.diagnostics).toEqual([
      expect.objectContaining({ file: relative(process.cwd(), bad), line: brokenLine, col: 1, code: 'schema/unknown-key', severity: 'error', message: 'unknown key "revealAtEnds" in the game' }),
    ]);
    expect((JSON.parse((await run(['validate', '--format', 'json', good])).out) as { ok: boolean }).ok).toBe(true);
  });

  it('github: one workflow annotation per diagnostic, for CI', async () => {
    const bad = specFile('gh', broken);
    const r = await run(['validate', '--format', 'github', bad]);
    expect(r.code).toBe(1);
    expect(r.out).toBe(`::error file=${relative(process.cwd(), bad)},line=${brokenLine},col=1,title=schema/unknown-key::unknown key "revealAtEnds" in the game (did you mean "revealAtEnd"?)`);
  });

  it('refuses an unknown format', async () => {
    const r = await run(['validate', '--format', 'xml', 'game.yaml']);
    expect(r.code).toBe(2);
    expect(r.err).toContain('unknown format "xml" (formats: text, json, github)');
  });
});

describe('deckhand validate --watch', () => {
  it('validates again on every save until stopped', async () => {
    const file = specFile('watch', broken);
    const out: string[] = [];
    const err: string[] = [];
    const stop = new AbortController();
    const done = validateCommand(['--watch', file], { out: (l) => out.push(l), err: (l) => err.push(l) }, stop.signal);
    await expect.poll(() => err.join('\n'), { timeout: 10_000 }).toContain(`:${brokenLine}:1: unknown key "revealAtEnds"`);
    writeFileSync(file, bag);
    await expect.poll(() => out.join('\n'), { timeout: 10_000 }).toContain('1 spec valid');
    expect(out.join('\n')).toContain('game.yaml changed');
    const errorsBefore = err.length;
    writeFileSync(file, broken.replace('players: { min: 2, max: 6 }', 'players: { min: 2, max: 6'));
    await expect.poll(() => err.slice(errorsBefore).join('\n'), { timeout: 10_000 }).toMatch(/game\.yaml:\d+:\d+: .*\[yaml\/syntax\]/);
    stop.abort();
    expect(await done).toBe(1);
  });
});
