/** What the bench's parent process and a bench child (child.ts) say to each other over the fork's IPC channel. */
import type { Timed } from './timing';

/** Parent to child: build these workloads' drivers, or time one of them (a warm-up is a run with minMs 0). */
export type Request = { op: 'load'; ids: string[] } | { op: 'run'; id: string; games: number; minMs: number };

/** Child to parent: one reply per request, in order. */
export type Reply = { ok: true; timed?: Timed } | { ok: false; error: string };
