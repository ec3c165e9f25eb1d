/** The bench table as text: each figure's medians and its ratio with min–max, against its goal. */
import { ratios, spread, verdict, type BenchFigure } from './figure';
import type { CoreFigure } from './setting';

const num = (n: number) => (Math.abs(n) >= 100 ? Math.round(n).toLocaleString('en-US') : n.toPrecision(3));

/** A ratio as read: 0.49, 6.9×, or 1/1,360 for a small fraction of a limit. */
export function showRatio(r: number): string {
  if (!Number.isFinite(r)) return '—';
  if (r >= 10) return `${num(r)}×`;
  if (r < 0.01 && r > 0) return `1/${Math.round(1 / r).toLocaleString('en-US')}`;
  return r.toFixed(2);
}

function goalText(f: BenchFigure): string {
  if (f.goal === undefined) return '';
  return `${f.higherIsBetter ? '≥' : '≤'} ${showRatio(f.goal)}`;
}

const ratioText = (f: BenchFigure) => {
  const r = spread(ratios(f));
  return `${showRatio(r.median)} (${showRatio(r.min)}–${showRatio(r.max)})`;
};

/** One row; with `withShared`, a column for the same pair timed in one process for all workloads (or '' if not). */
function figureRow(f: BenchFigure, withShared = false): string[] {
  const v = verdict(f);
  const shared = (f as CoreFigure).shared;
  return [
    `${f.label} (${f.unit})`,
    num(spread(f.deckhand).median),
    `${num(spread(f.peer).median)} ${f.peerLabel}`,
    ratioText(f),
    ...(withShared ? [shared ? `${ratioText(shared)}: ${num(spread(shared.deckhand).median)} / ${num(spread(shared.peer).median)}` : ''] : []),
    v === 'no goal' ? '' : `${goalText(f)}: ${v}`,
  ];
}

/** The table; when some figures were also timed in one shared process, a column shows that ratio beside the verdict's. */
export function formatTable(figures: readonly BenchFigure[]): string {
  const withShared = figures.some((f) => (f as CoreFigure).shared);
  const head = ['figure', 'deckhand', 'peer / limit', 'ratio median (min–max)', ...(withShared ? ['shared process: ratio (min–max): deckhand / peer'] : []), 'goal'];
  const rows = [head, ...figures.map((f) => figureRow(f, withShared))];
  const widths = head.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  const line = (r: string[]) => r.map((c, i) => c.padEnd(widths[i]!)).join('  ').trimEnd();
  return [line(rows[0]!), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.slice(1).map(line)].join('\n');
}
