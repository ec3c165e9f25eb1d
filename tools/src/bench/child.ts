/**
 * The child's side of the bench (forked by children.ts): builds the workloads it is given, then times one run per
 * request, one at a time, and replies with its own CPU-time rate. Nothing else runs in it, so the type feedback V8
 * gathers is the given workloads' own.
 */
import type { Driver } from './drivers';
import type { Reply, Request } from './messages';
import { time } from './timing';
import { gameCache, workloadDriver } from './workloads';

export function serveBench(): void {
  const send = process.send?.bind(process);
  if (!send) throw new Error('the bench child must be started by `deckhand bench` (child_process.fork, with an IPC channel)');
  const drivers = new Map<string, Driver>();
  const compiled = gameCache();
  const answer = async (req: Request): Promise<Reply> => {
    if (req.op === 'load') {
      for (const id of req.ids) drivers.set(id, await workloadDriver(id, compiled));
      return { ok: true };
    }
    const driver = drivers.get(req.id);
    if (!driver) throw new Error(`workload "${req.id}" was not loaded in this child`);
    if (req.warmMs > 0) time(driver, req.games, req.warmMs);
    return { ok: true, timed: time(driver, req.games, req.minMs) };
  };
  // Requests come one at a time (the parent waits for each reply), so no two runs of this child overlap.
  process.on('message', (req: Request) => {
    answer(req).then(
      (reply) => send(reply),
      (e: unknown) => send({ ok: false, error: e instanceof Error ? e.message : String(e) } satisfies Reply),
    );
  });
  // The parent closing the channel (done, or gone) ends the child.
  process.on('disconnect', () => process.exit(0));
}
