/**
 * `deckhand migrate [--check] FILE…`: rewrites game specs of an earlier edition of the language for this one (dsl
 * `migrate`), in place, and says what it changed. `--check` writes nothing and exits 1 when a file would change (for
 * CI). A spec that still has errors after the rewrite is left as it was, with its diagnostics.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { EDITION, formatDiagnostic, migrate } from '@deckhand/dsl';
import type { Io } from '../io';

const USAGE = 'usage: deckhand migrate [--check] FILE…';

export function migrateCommand(argv: string[], io: Io): number {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, options: { check: { type: 'boolean', default: false } } });
  } catch (e) {
    io.err(`deckhand migrate: ${(e as Error).message}\n${USAGE}`);
    return 2;
  }
  if (parsed.positionals.length === 0) {
    io.err(USAGE);
    return 2;
  }
  let failed = false;
  for (const f of parsed.positionals) {
    const path = resolve(f);
    const file = relative(process.cwd(), path) || f;
    let text: string;
    try {
      text = readFileSync(path, 'utf8');
    } catch {
      io.err(`${file}:1:1: file not found`);
      failed = true;
      continue;
    }
    const dir = dirname(path);
    const m = migrate(text, {
      file,
      readContent: (rel) => {
        const p = resolve(dir, rel);
        if (!p.startsWith(dir)) return undefined;
        try {
          return readFileSync(p, 'utf8');
        } catch {
          return undefined;
        }
      },
    });
    // Errors that only name hooks are the game's hooks.ts's business (validate checks them), not the rewrite's.
    const left = m.diagnostics.filter((d) => !d.code.startsWith('hook'));
    if (left.length > 0) {
      io.err(`${file}: not rewritten: it has errors a migration cannot fix`);
      for (const d of left) io.err(formatDiagnostic(d));
      failed = true;
      continue;
    }
    if (m.text === text) {
      io.out(`${file}: already edition ${EDITION}`);
      continue;
    }
    for (const c of m.changes) io.out(`${file}: ${c}`);
    if (parsed.values.check) failed = true;
    else writeFileSync(path, m.text);
  }
  return failed ? 1 : 0;
}
