/**
 * The load-under-attack benchmark, short (3 s) so that `npm test` stays quick: it prints the honest round-trip
 * figure and asserts only what must hold whatever the machine's speed — the server stays up, the honest sockets are
 * never disconnected, and the flood was refused rather than served. The 10 s figure: bench/load-under-attack.ts.
 */
import { expect, it } from 'vitest';
import { formatReport, loadUnderAttack } from '../bench/load-under-attack';
import { DEFAULT_LIMITS } from '../src/limits';

it('one attacker flooding syncs, moves and creates: the server stays up and the honest match plays on', async () => {
  const report = await loadUnderAttack(3);
  console.log(formatReport(report));
  expect(report.serverUp).toBe(true);
  expect(report.honestDisconnects).toBe(0);
  expect(report.honestMoves).toBeGreaterThan(0);
  // Refused event by event, and the connection cut once it overran its frame budget (its later events never arrive).
  expect(report.refusedEvents).toBeGreaterThan(0);
  expect(report.cutConnections).toBeGreaterThan(0);
  const { creates } = DEFAULT_LIMITS;
  expect(report.attackerCreates.created).toBeLessThanOrEqual(creates.points + creates.burst);
});
