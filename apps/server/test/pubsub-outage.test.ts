/**
 * Redis going away under the pub/sub (transport/pubsub.ts): nothing rejects unobserved (an unhandled rejection ends
 * a server process), a message that could not be sent still reaches this process's own subscribers, and once Redis
 * is back the other processes hear `resync` for that match and are told to catch up.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { RedisPubSub, channelFor, type MatchMessage } from '../src/transport/pubsub';
import { startRedis, type ThrowawayRedis } from './helpers/redis';
import { waitUntil } from './helpers/net';

let redis: ThrowawayRedis;
const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);

beforeAll(async () => {
  redis = await startRedis();
  process.on('unhandledRejection', onUnhandled);
});
afterAll(async () => {
  process.off('unhandledRejection', onUnhandled);
  await redis?.stop();
});

it('survives a Redis restart: local delivery meanwhile, resync and recovery after', { timeout: 60_000 }, async () => {
  const a = new RedisPubSub(redis.url);
  const b = new RedisPubSub(redis.url);
  const heardA: MatchMessage[] = [];
  const heardB: MatchMessage[] = [];
  let recoveredB = 0;
  b.onRecovered = () => recoveredB++;
  a.subscribe(channelFor('m1'), (m) => heardA.push(m));
  b.subscribe(channelFor('m1'), (m) => heardB.push(m));
  await new Promise((r) => setTimeout(r, 300));
  await a.publish(channelFor('m1'), { type: 'chat', args: ['m1', 'before'] });
  await waitUntil(() => heardB.length === 1, 5000, 'b to hear the first message');
  // The publisher hears its own message once (delivered locally, its echo skipped).
  expect(heardA).toHaveLength(1);

  const outage = redis.restart(1500);
  await new Promise((r) => setTimeout(r, 300));
  // Redis is down: publish resolves, subscribe and unsubscribe do not throw.
  await a.publish(channelFor('m1'), { type: 'update', args: ['m1', { _stateID: 7 }] });
  expect(heardA.at(-1)).toEqual({ type: 'update', args: ['m1', { _stateID: 7 }] });
  a.subscribe(channelFor('m2'), () => undefined);
  a.unsubscribeAll(channelFor('m2'));
  await outage;

  // Back: b re-subscribed and was told to catch up; a's lost message became a resync for its match.
  await waitUntil(() => recoveredB > 0, 15_000, 'b to recover');
  await waitUntil(() => heardB.some((m) => m.type === 'resync' && m.args[0] === 'm1'), 15_000, 'a resync for m1');
  await a.publish(channelFor('m1'), { type: 'chat', args: ['m1', 'after'] });
  await waitUntil(() => heardB.some((m) => m.type === 'chat' && m.args[1] === 'after'), 5000, 'b to hear messages again');
  await Promise.all([a.close(), b.close()]);
  expect(unhandled).toEqual([]);
});
