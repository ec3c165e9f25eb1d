/**
 * The bot pool under attack (hardening, second round, finding 5): 24 hard-bot tables once queued a human's bot
 * opponent behind 23 one-second searches on the one worker thread (4 s p50, 14.5 s p95, for a 0.6 s delay). Loopback
 * only; the pool runs its real worker thread and the real search on Build Up.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ctx, Game } from 'boardgame.io';
import { playout, type GameState } from '@deckhand/dsl';
import { loadGame, type LoadedGame } from '@deckhand/games';
import { BotPool, PoolBusyError } from '../src/bot-threads/pool';
import { startInProcess } from './helpers/in-process';
import { api } from './helpers/lobby';
import { secretHand } from './fixtures/secret-hand';
import { DEFAULT_LIMITS } from '../src/limits';
import { DEFAULT_BOT_DELAY_MS } from '../src/config';

let buildUp: LoadedGame;
let pool: BotPool;
beforeAll(async () => {
  buildUp = await loadGame('build-up');
  pool = new BotPool({ size: 1 });
  pool.warm();
});
afterAll(async () => pool?.close());

let midGame: { G: GameState; ctx: Ctx } | undefined;

/** A hard decision for one seat of Build Up mid-game (one playout, shared by every job), as the server hands it over. */
function hardJob(deadline?: number) {
  if (!midGame) {
    const states: { G: GameState; ctx: Ctx }[] = [];
    playout(buildUp.game, { players: 2, seed: 'pool-attack', choose: buildUp.bot!.choose, onState: (s) => states.push(s) });
    midGame = states.find((st, i) => i > 10 && !st.ctx.gameover && buildUp.game.deckhand.legalActions(st.G, st.ctx, st.ctx.currentPlayer).length > 2)!;
  }
  const s = midGame;
  const seat = Number(s.ctx.currentPlayer);
  const actions = buildUp.game.deckhand.legalActions(s.G, s.ctx, String(seat));
  return { dir: buildUp.dir, game: buildUp.game.name, view: buildUp.game.deckhand.playerView(s.G, String(seat)), ctx: s.ctx, seat, actions, level: 'hard' as const, ...(deadline !== undefined ? { deadline } : {}) };
}

/** What the bot runner gives a decision: 1.6 bot delays (bots.ts DEADLINE_FACTOR). */
const deadlineFromNow = () => Date.now() + DEFAULT_BOT_DELAY_MS * 1.6;

describe('24 hard-bot tables (finding 5)', () => {
  it("a human's bot opponent answers within twice its delay while 24 other tables' hard bots wait for the thread", async () => {
    // Warm the thread's copy of the game, so the measured decision is a search and not a compile.
    await pool.decide({ ...hardJob(), level: 'easy' }, 'warm');
    const flood = Array.from({ length: 24 }, (_, i) => pool.decide(hardJob(deadlineFromNow()), `attacker-${i}`).catch((e: unknown) => e));
    await new Promise((r) => setTimeout(r, 200));
    const job = hardJob(deadlineFromNow());
    const asked = Date.now();
    const timeout = new Promise<'late'>((r) => setTimeout(() => r('late'), 4000));
    const picked = await Promise.race([pool.decide(job, 'human').catch((e: unknown) => e), timeout]);
    const took = Date.now() - asked;
    expect(picked).not.toBe('late');
    // Answered (a search cut to the time left) or refused at once so the runner plays its quick move: on time either way.
    expect(took).toBeLessThan(2 * DEFAULT_BOT_DELAY_MS);
    if (!(picked instanceof PoolBusyError)) expect(job.actions.map((a) => JSON.stringify([a.move, a.args]))).toContain(JSON.stringify([(picked as { move: string }).move, (picked as { args: unknown[] }).args]));
    await Promise.race([Promise.all(flood), new Promise((r) => setTimeout(r, 4000))]);
  }, 60_000);

  it('the queue is bounded, and one match gets only its share of it', async () => {
    const one = Array.from({ length: 12 }, () => pool.decide(hardJob(Date.now() + 300), 'greedy').then(() => 'ok', (e: unknown) => e));
    const results = await Promise.all(one);
    // One on the thread, four waiting: the rest refused at once.
    expect(results.filter((r) => r instanceof PoolBusyError).length).toBeGreaterThanOrEqual(7);
    expect(pool.waiting).toBe(0);
  }, 60_000);
});

describe('bot tables per address (finding 5)', () => {
  it('one address opens at most BOT_TABLES_PER_ADDRESS live tables with bots; a table without bots is not counted', async () => {
    const srv = await startInProcess({ games: [secretHand as Game], limits: { ...DEFAULT_LIMITS, creates: { points: 100, seconds: 1, burst: 0, burstSeconds: 1 } } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < DEFAULT_LIMITS.botTablesPerAddress + 2; i++) {
        statuses.push((await api(srv.url, 'POST', `/games/${secretHand.name}/create`, { numPlayers: 4, bots: 3, botLevels: ['hard', 'hard', 'hard'] })).status);
      }
      expect(statuses.filter((s) => s === 200)).toHaveLength(DEFAULT_LIMITS.botTablesPerAddress);
      const refused = await api(srv.url, 'POST', `/games/${secretHand.name}/create`, { numPlayers: 2, bots: 1 });
      expect(refused.status).toBe(429);
      expect(refused.body.error).toMatch(/tables with bots/);
      expect((await api(srv.url, 'POST', `/games/${secretHand.name}/create`, { numPlayers: 2 })).status).toBe(200);
    } finally {
      await srv.close();
    }
  });
});
