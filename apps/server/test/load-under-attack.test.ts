/**
 * The load-under-attack benchmark, short (1 s per attack) so that `npm test` stays quick: it prints the honest
 * round-trip figures and asserts only what must hold whatever the machine's speed — the server stays up, the honest
 * sockets are never disconnected, the honest match plays on under every attack, and the raw-frame flood is cut. The
 * 5 s figures: bench/load-under-attack.ts (docs/benchmarks.md).
 */
import { expect, it } from 'vitest';
import { formatReport, loadUnderAttack } from '../bench/load-under-attack';

it('every attack of the hardening issues in turn: the server stays up and the honest match plays on', async () => {
  const report = await loadUnderAttack(1);
  console.log(formatReport(report));
  expect(report.serverUp).toBe(true);
  expect(report.honestDisconnects).toBe(0);
  for (const row of report.rows) expect(row.honestMoves, row.attack).toBeGreaterThan(0);
  expect(report.rows.find((r) => r.attack.startsWith('3 '))!.cutConnections).toBeGreaterThan(0);
}, 120_000);
