/**
 * Prometheus metrics (prom-client) for one server: what a host graphs and alerts on. One registry per server, not
 * prom-client's global one, so that several servers in one process (the tests) each count their own.
 *
 * Names follow Prometheus' conventions (`_total` counters, `_seconds` histograms, base units); labels stay few and
 * bounded (a rejection's stable code, never a match id), so a scrape stays small however many matches are played.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { ActionResult } from '../match/match-service';
import { rejectionCode } from '../match/rejection';

/** What the gauges read when they are scraped (the transport's live counts). */
export interface MetricsSources {
  /** Matches with at least one socket bound in this process. */
  liveMatches(): number;
  /** Open socket.io connections to this process. */
  sockets(): number;
}

// Moves take milliseconds; a slow storage or a busy loop shows in the upper buckets.
const MOVE_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];
// A bot's search is capped at about a second (hard level); easy decisions take milliseconds.
const BOT_BUCKETS = [0.001, 0.005, 0.01, 0.05, 0.1, 0.25, 0.5, 1, 2, 5];

export class ServerMetrics {
  readonly registry = new Registry();
  readonly moves = new Counter({ name: 'deckhand_moves_total', help: 'Moves applied and stored', registers: [this.registry] });
  readonly moveSeconds = new Histogram({
    name: 'deckhand_move_duration_seconds',
    help: 'Time from a move reaching the server to its answer (queue, rules, storage), applied or refused',
    labelNames: ['result'],
    buckets: MOVE_BUCKETS,
    registers: [this.registry],
  });
  readonly rejected = new Counter({
    name: 'deckhand_rejected_events_total',
    help: 'Moves and socket events refused, by reason (a move rejection code, or the transport refusal)',
    labelNames: ['reason'],
    registers: [this.registry],
  });
  readonly botDecisionSeconds = new Histogram({
    name: 'deckhand_bot_decision_seconds',
    help: 'Time a server bot took to pick its move',
    buckets: BOT_BUCKETS,
    registers: [this.registry],
  });
  readonly storageCommitSeconds = new Histogram({
    name: 'deckhand_storage_commit_seconds',
    help: 'Time the database took to commit one move (group commits included)',
    buckets: MOVE_BUCKETS,
    registers: [this.registry],
  });

  constructor(sources: MetricsSources) {
    new Gauge({ name: 'deckhand_live_matches', help: 'Matches with a socket bound in this process', registers: [this.registry], collect() {
      this.set(sources.liveMatches());
    } });
    new Gauge({ name: 'deckhand_sockets', help: 'Open socket.io connections to this process', registers: [this.registry], collect() {
      this.set(sources.sockets());
    } });
    // Heap, event-loop lag, GC, CPU and file descriptors, under prom-client's standard names.
    collectDefaultMetrics({ register: this.registry });
  }

  /** One action's answer from the match service, and how long it took. */
  applied(result: ActionResult, seconds: number): void {
    this.moveSeconds.observe({ result: result.ok ? 'applied' : 'refused' }, seconds);
    if (result.ok) this.moves.inc();
    else this.rejected.inc({ reason: rejectionCode(result.reason) });
  }

  /** A socket event the transport refused (rate limits, caps), with its reason. */
  refused(reason: string): void {
    this.rejected.inc({ reason: reason.replace(/[^a-z]+/gi, '-').toLowerCase() });
  }

  /** The Prometheus text exposition of every metric. */
  async text(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}

/**
 * Times every commit of `storage` into `histogram`. The method is wrapped on the instance (the database's own, under
 * the in-memory LiveStorage) so the figure is the database's cost, whichever storage the host chose.
 */
export function timeCommits<S extends { commitMove: (...args: never[]) => Promise<unknown> }>(storage: S, histogram: Histogram): S {
  const commit = storage.commitMove.bind(storage) as (...args: unknown[]) => Promise<unknown>;
  (storage as { commitMove: unknown }).commitMove = (...args: unknown[]) => {
    const end = histogram.startTimer();
    return commit(...args).finally(() => end());
  };
  return storage;
}
