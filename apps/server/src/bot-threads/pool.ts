/**
 * Bot decisions off the event loop: a bounded pool of worker threads (node:worker_threads) running the search bot.
 * A hard decision searches for up to a second; on the server's own thread that second would stall every socket and
 * request. Here the server thread only computes the seat's view and posts it; a worker searches and answers.
 *
 * Bounded: at most `size` threads (default: one less than the cores, at least one), each working on one decision at
 * a time. Further decisions wait in a bounded queue, earliest deadline first, at most `perKey` of them per match
 * (its key): 24 hard-bot tables once queued a human's bot opponent behind 23 one-second searches (4 s p50, 14.5 s
 * p95). A decision given a deadline searches only for the time left before it (worker.ts), and one whose deadline
 * passed while it waited, or that finds the queue (or its match's share of it) full, is refused at once with
 * PoolBusyError: the caller plays its cheap fallback, on time. Threads start on first use and are unref'd, so
 * an idle pool never keeps a process alive. A thread that dies fails its decision (the caller falls back to a legal
 * move) and is replaced on the next one.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { DecisionJob, DecisionReply } from './protocol';

export interface BotPoolOptions {
  /** Most threads at once (default: cores − 1, at least 1; BOT_THREADS in the environment). */
  size?: number;
  /** Most decisions waiting at once (default 32). */
  maxQueued?: number;
  /** Most decisions of one match (key) waiting at once (default 4: a race plans every seat at once). */
  perKey?: number;
  /** The worker's first module and its workerData; default: the TypeScript worker through boot.mjs. */
  script?: { url: URL; workerData?: unknown };
}

type Pending = { job: DecisionJob; key: string; resolve: (a: Extract<DecisionReply, { action: unknown }>['action']) => void; reject: (e: Error) => void };

interface Thread {
  worker: Worker;
  busy?: Pending;
}

export function defaultPoolSize(env: NodeJS.ProcessEnv = process.env): number {
  const fromEnv = Number(env['BOT_THREADS']);
  if (Number.isInteger(fromEnv) && fromEnv >= 1) return fromEnv;
  return Math.max(1, availableParallelism() - 1);
}

/** From sources (tsx, vitest): boot.mjs registers tsx in the thread, then runs worker.ts. */
let defaultScript: { url: URL; workerData?: unknown } = { url: new URL('./boot.mjs', import.meta.url), workerData: { entry: new URL('./worker.ts', import.meta.url).href } };

/**
 * The production bundle sets its own bundled worker (dist/bot-worker.mjs) here, so a production install, which has
 * no tsx, starts plain JavaScript threads.
 */
export function setDefaultWorkerScript(script: { url: URL; workerData?: unknown }): void {
  defaultScript = script;
}

/** The pool refused a decision (queue full, the match's share used, or its deadline passed): play a cheap move. */
export class PoolBusyError extends Error {}

/** Below this many ms before its deadline a waiting decision is not started: the search would be noise. */
const MIN_SEARCH_MS = 10;

export class BotPool {
  readonly size: number;
  private readonly maxQueued: number;
  private readonly perKey: number;
  /** Decisions refused (busy or late) since the pool started. */
  refused = 0;
  private readonly script: { url: URL; workerData?: unknown };
  private readonly threads: Thread[] = [];
  private readonly queue: Pending[] = [];
  private nextId = 1;
  private answered = 0;
  private closed = false;

  constructor(opts: BotPoolOptions = {}) {
    this.size = Math.max(1, opts.size ?? defaultPoolSize());
    this.script = opts.script ?? defaultScript;
    this.maxQueued = opts.maxQueued ?? 32;
    this.perKey = opts.perKey ?? 4;
  }

  /** Threads started so far (never more than `size`). */
  get started(): number {
    return this.threads.length;
  }

  /** Decisions the threads have answered. */
  get decided(): number {
    return this.answered;
  }

  /** Decisions waiting for a free thread. */
  get waiting(): number {
    return this.queue.length;
  }

  /** The search bot's pick for one seat, computed on a worker thread from the seat's view only. */
  decide(job: Omit<DecisionJob, 'id'>, key = ''): Promise<Extract<DecisionReply, { action: unknown }>['action']> {
    if (this.closed) return Promise.reject(new Error('bot pool closed'));
    const busy = this.queue.length >= this.maxQueued || this.queue.filter((p) => p.key === key).length >= this.perKey;
    if (busy && !this.threads.some((t) => !t.busy)) {
      this.refused++;
      return Promise.reject(new PoolBusyError('bot pool busy'));
    }
    return new Promise((resolve, reject) => {
      this.queue.push({ job: { ...job, id: this.nextId++ }, key, resolve, reject });
      this.pump();
    });
  }

  /** The waiting decision to start next: earliest deadline first (none: last), then first come. */
  private next(): Pending | undefined {
    let best = -1;
    for (let i = 0; i < this.queue.length; i++) {
      if (best < 0 || (this.queue[i]!.job.deadline ?? Infinity) < (this.queue[best]!.job.deadline ?? Infinity)) best = i;
    }
    return best < 0 ? undefined : this.queue.splice(best, 1)[0];
  }

  /** Starts every thread now (a server at start), so the first bot decision does not wait for a thread to boot. */
  warm(): void {
    while (!this.closed && this.threads.length < this.size) this.spawn();
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const p of this.queue.splice(0)) p.reject(new Error('bot pool closed'));
    await Promise.all(this.threads.splice(0).map((t) => t.worker.terminate()));
  }

  private pump(): void {
    while (this.queue.length > 0) {
      const thread = this.threads.find((t) => !t.busy) ?? (this.threads.length < this.size ? this.spawn() : undefined);
      if (!thread) return;
      const p = this.next()!;
      if (p.job.deadline !== undefined && p.job.deadline - Date.now() < MIN_SEARCH_MS) {
        this.refused++;
        p.reject(new PoolBusyError('bot decision past its deadline'));
        continue;
      }
      thread.busy = p;
      thread.worker.postMessage(p.job);
    }
  }

  private spawn(): Thread {
    const worker = new Worker(this.script.url, { workerData: this.script.workerData });
    worker.unref();
    const thread: Thread = { worker };
    worker.on('message', (reply: DecisionReply) => {
      const p = thread.busy;
      if (!p || p.job.id !== reply.id) return;
      thread.busy = undefined;
      if ('error' in reply) p.reject(new Error(reply.error));
      else {
        this.answered++;
        p.resolve(reply.action);
      }
      this.pump();
    });
    const dead = (err: Error) => {
      const i = this.threads.indexOf(thread);
      if (i >= 0) this.threads.splice(i, 1);
      thread.busy?.reject(err);
      thread.busy = undefined;
      if (!this.closed) this.pump();
    };
    worker.on('error', dead);
    worker.on('exit', (code) => dead(new Error(`bot thread exited (${code})`)));
    this.threads.push(thread);
    return thread;
  }
}
