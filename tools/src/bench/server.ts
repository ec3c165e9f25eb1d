/**
 * The server figures come from the server's own benchmark (apps/server/bench/server-bench.ts, owned by the server):
 * run as a child process, so its load test has its own heap and event loop and the tools never import the server
 * (Nx module boundaries). It prints `{ figures: BenchFigure[] }` as one JSON line on stdout.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isFigure, type BenchFigure } from './figure';

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const SERVER_BENCH = resolve(REPO_ROOT, 'apps/server/bench/server-bench.ts');

export type ServerResult = { ok: true; figures: BenchFigure[] } | { ok: false; reason: string };

/** Parses the child's stdout: the last line that is a JSON object with a `figures` list. */
export function parseServerOutput(stdout: string): ServerResult {
  const lines = stdout.split('\n').map((l) => l.trim()).filter((l) => l.startsWith('{'));
  for (let i = lines.length - 1; i >= 0; i--) {
    let v: unknown;
    try {
      v = JSON.parse(lines[i]!);
    } catch {
      continue;
    }
    const figures = (v as { figures?: unknown }).figures;
    if (!Array.isArray(figures)) continue;
    const bad = figures.findIndex((f) => !isFigure(f));
    if (bad >= 0) return { ok: false, reason: `figure ${bad + 1} of the server bench is malformed` };
    return { ok: true, figures: figures as BenchFigure[] };
  }
  return { ok: false, reason: 'the server bench printed no figures' };
}

/** `table`: the server bench's whole table (K = 25…1,000, its own repeats and time budget; see its --table). */
export function runServerBench(opts: { quick: boolean; repeats: number; table?: boolean; log?: (line: string) => void }): Promise<ServerResult> {
  if (!existsSync(SERVER_BENCH)) return Promise.resolve({ ok: false, reason: `${SERVER_BENCH.slice(REPO_ROOT.length + 1)} does not exist yet` });
  const tsx = resolve(REPO_ROOT, 'node_modules/.bin/tsx');
  const args = ['--conditions=@deckhand/source', SERVER_BENCH, '--json', ...(opts.table ? ['--table'] : ['--repeats', String(opts.repeats)]), ...(opts.quick ? ['--quick'] : [])];
  return new Promise((done) => {
    const child = spawn(tsx, args, { cwd: REPO_ROOT, env: { ...process.env, NODE_ENV: 'production' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => {
      err += d.toString();
      for (const line of d.toString().split('\n')) if (line.trim()) opts.log?.(line);
    });
    child.on('error', (e) => done({ ok: false, reason: e.message }));
    child.on('close', (code) => {
      if (code !== 0) done({ ok: false, reason: `the server bench exited with ${code}: ${err.trim().split('\n').slice(-3).join(' | ')}` });
      else done(parseServerOutput(out));
    });
  });
}
