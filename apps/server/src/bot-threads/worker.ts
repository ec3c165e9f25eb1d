/**
 * A bot worker thread: takes decision jobs (a seat's view, the public ctx, its legal actions, a level) and answers
 * with the search bot's pick. It never sees a match's full state: the view is all it is sent. Games are compiled
 * from their folders on first use and kept for the thread's life.
 */
import { parentPort } from 'node:worker_threads';
import { budgetOf, decide } from '@deckhand/dsl';
import { loadGameFrom, type LoadedGame } from '@deckhand/games';
import type { DecisionJob, DecisionReply } from './protocol';

const games = new Map<string, Promise<LoadedGame>>();

function gameIn(dir: string): Promise<LoadedGame> {
  let g = games.get(dir);
  if (!g) {
    g = loadGameFrom(dir);
    games.set(dir, g);
  }
  return g;
}

/** The level's budget with its time cap cut to `ms` (at least 5). */
function cutTo(level: DecisionJob['level'], ms: number) {
  const budget = budgetOf(level);
  return { ...budget, ms: Math.max(5, Math.min(budget.ms ?? Infinity, Math.floor(ms))) };
}

async function run(job: DecisionJob): Promise<DecisionReply> {
  const loaded = await gameIn(job.dir);
  if (loaded.game.name !== job.game) throw new Error(`${job.dir} holds ${loaded.game.name}, not ${job.game}`);
  const { search: _search, ...action } = decide(loaded.game, { view: job.view, ctx: job.ctx, seat: job.seat, actions: job.actions }, Math.random, {
    level: job.level,
    // A job that waited in the queue searches for what is left before its deadline (at least a few ms), not its
    // level's whole second: under load a bot plays weaker, never later.
    ...(job.deadline !== undefined ? { budget: cutTo(job.level, job.deadline - Date.now()) } : {}),
    ...(loaded.bot ? { policy: loaded.bot.choose } : {}),
  });
  return { id: job.id, action };
}

parentPort!.on('message', (job: DecisionJob) => {
  run(job).then(
    (reply) => parentPort!.postMessage(reply),
    (err: unknown) => parentPort!.postMessage({ id: job.id, error: err instanceof Error ? err.message : String(err) } satisfies DecisionReply),
  );
});
