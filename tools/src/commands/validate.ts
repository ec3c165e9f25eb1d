/**
 * `deckhand validate [--watch] [--format text|json|github] FILE…`: exit 0 when every spec is valid, else 1 with
 * one diagnostic per line (text), one JSON object (json, for editors), or GitHub Actions annotations (github).
 * With --watch it validates again on every save until interrupted.
 */
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { Io } from '../io';
import { checkFile, type FileResult } from '../validate/check';
import { FORMATS, printResults, type Format } from '../validate/format';
import { watchFiles } from '../validate/watch';

const USAGE = 'usage: deckhand validate [--watch] [--format text|json|github] [FILE…] (default: ./game.yaml)';

function print(results: FileResult[], format: Format, io: Io): void {
  const { out, err } = printResults(results, format);
  for (const l of out) io.out(l);
  for (const l of err) io.err(l);
}

/** `signal` stops a --watch run (Ctrl-C when run from a terminal). */
export async function validateCommand(argv: string[], io: Io, signal?: AbortSignal): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { watch: { type: 'boolean', default: false }, format: { type: 'string', default: 'text' } },
    });
  } catch (e) {
    io.err(`deckhand validate: ${(e as Error).message}\n${USAGE}`);
    return 2;
  }
  // No FILE: the working directory's game.yaml (a folder made by `npm create deckhand`).
  const files = parsed.positionals.length === 0 && existsSync('game.yaml') ? ['game.yaml'] : parsed.positionals;
  const format = parsed.values.format as Format;
  if (files.length === 0 || !FORMATS.includes(format)) {
    io.err(FORMATS.includes(format) ? USAGE : `deckhand validate: unknown format "${format}" (formats: ${FORMATS.join(', ')})\n${USAGE}`);
    return 2;
  }
  if (!parsed.values.watch) {
    const results: FileResult[] = [];
    for (const f of files) results.push(await checkFile(f));
    print(results, format, io);
    return results.every((r) => r.ok) ? 0 : 1;
  }
  const stop = new AbortController();
  const onSigint = () => stop.abort();
  signal?.addEventListener('abort', onSigint, { once: true });
  if (!signal) process.once('SIGINT', onSigint);
  let last: FileResult[] = [];
  await watchFiles(files, {
    signal: stop.signal,
    onResults: (results, changed) => {
      last = results;
      if (format === 'text') io.out(`[${new Date().toLocaleTimeString()}] ${changed.length ? `${changed.join(', ')} changed; ` : ''}watching ${files.length} spec${files.length === 1 ? '' : 's'} (Ctrl-C stops)`);
      print(results, format, io);
    },
  });
  process.off('SIGINT', onSigint);
  return last.every((r) => r.ok) ? 0 : 1;
}
