/** What the bench's parent process and a bench child (child.ts) say to each other over the fork's IPC channel. */
import type { Timed } from './timing';

/**
 * Parent to child: build these workloads' drivers, or time one of them after `warmMs` of CPU untimed (a child idle
 * while the others time cools down: its first run after tens of seconds idle ran 30–45 % slower).
 */
export type Request = { op: 'load'; ids: string[] } | { op: 'run'; id: string; games: number; warmMs: number; minMs: number };

/** Child to parent: one reply per request, in order. */
export type Reply = { ok: true; timed?: Timed } | { ok: false; error: string };
