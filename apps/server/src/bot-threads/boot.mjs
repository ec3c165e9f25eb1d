// A bot worker thread's first module. Plain JavaScript, because a worker does not inherit the TypeScript loader of
// the thread that starts it (tsx, vitest): it registers tsx, then runs the TypeScript entry named in workerData.
// A build that bundles the worker (plain JavaScript) starts that bundle instead and never comes here.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';
import { registerSourceCondition } from '../../../../scripts/source-condition-hook.mjs';

// Our packages' TypeScript sources, not their dist/ builds (scripts/source-condition.ts).
registerSourceCondition();
register();
await import(workerData.entry);
