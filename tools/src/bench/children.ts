/**
 * Bench children, the parent's side: each a Node process of its own (`child_process.fork`), so the workloads it
 * times share no V8 isolate, no type feedback and no heap with any other child's. The built child
 * (tools/dist/bench-child.mjs, `nx run tools:build`) runs while no source is newer than it, as the built CLI does
 * (bin/fresh-build.mjs); otherwise child-main.ts runs through tsx.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Reply, Request } from './messages';
import type { Timed } from './timing';

const TOOLS = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const BUILT_CHILD = join(TOOLS, 'dist', 'bench-child.mjs');
const SOURCE_CHILD = join(TOOLS, 'src', 'bench', 'child-main.ts');

/** How the children run: the built bundle, or the TypeScript sources through tsx (slower to start, tsx's wrappers). */
export type ChildCode = 'built' | 'tsx';

export async function childCode(): Promise<ChildCode> {
  if (process.env.DECKHAND_FROM_SOURCE === '1') return 'tsx';
  // Imported at run time from tools/bin, not bundled: its folder paths come from its own location.
  const { freshBuild } = (await import(pathToFileURL(join(TOOLS, 'bin', 'fresh-build.mjs')).href)) as typeof import('../../bin/fresh-build.mjs');
  return freshBuild(BUILT_CHILD) ? 'built' : 'tsx';
}

export class BenchChild {
  private readonly proc: ChildProcess;
  private pending: { resolve: (r: Reply) => void; reject: (e: Error) => void } | undefined;
  private stderr = '';
  private exited: string | undefined;

  /** `name` says which child this is in error messages (its workloads). */
  constructor(
    readonly name: string,
    code: ChildCode,
  ) {
    this.proc = fork(code === 'built' ? BUILT_CHILD : SOURCE_CHILD, code === 'built' ? ['--built'] : [], {
      cwd: resolve(TOOLS, '..'),
      // Only what the child's code needs: not the parent's flags (a test runner's, an inspector's).
      execArgv: code === 'built' ? [] : ['--conditions=@deckhand/source', '--import', 'tsx'],
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
      serialization: 'json',
    });
    this.proc.stderr!.on('data', (d: Buffer) => (this.stderr = (this.stderr + d.toString()).slice(-2000)));
    this.proc.on('message', (r: Reply) => {
      const p = this.pending;
      this.pending = undefined;
      p?.resolve(r);
    });
    this.proc.on('error', (e) => {
      this.pending?.reject(new Error(`bench child ${this.name}: ${e.message}`));
      this.pending = undefined;
    });
    this.proc.on('exit', (code, signal) => {
      this.exited = `exited (${signal ?? `code ${code}`})${this.stderr.trim() ? `: ${this.stderr.trim().split('\n').slice(-3).join(' | ')}` : ''}`;
      this.pending?.reject(new Error(`bench child ${this.name} ${this.exited}`));
      this.pending = undefined;
    });
  }

  /** The child's process id (undefined if it could not be started). */
  get pid(): number | undefined {
    return this.proc.pid;
  }

  private async ask(req: Request): Promise<Reply & { ok: true }> {
    if (this.exited) throw new Error(`bench child ${this.name} ${this.exited}`);
    if (this.pending) throw new Error(`bench child ${this.name}: a request is already under way`);
    const reply = await new Promise<Reply>((resolve, reject) => {
      this.pending = { resolve, reject };
      this.proc.send(req);
    });
    if (!reply.ok) throw new Error(`bench child ${this.name}: ${reply.error}`);
    return reply;
  }

  /** Builds the drivers of these workloads in the child (loading their games). */
  async load(ids: string[]): Promise<void> {
    await this.ask({ op: 'load', ids });
  }

  /** One timed run of a workload in the child: `warmMs` untimed, then passes over `games` seeds until `minMs` of the child's CPU time. */
  async run(id: string, games: number, minMs: number, warmMs = 0): Promise<Timed> {
    return (await this.ask({ op: 'run', id, games, warmMs, minMs })).timed!;
  }

  /** Ends the child: closing the channel makes it exit; a kill if it is stuck. */
  close(): void {
    if (this.exited) return;
    if (this.proc.connected) this.proc.disconnect();
    const t = setTimeout(() => this.proc.kill(), 2000);
    t.unref();
    this.proc.once('exit', () => clearTimeout(t));
  }
}
