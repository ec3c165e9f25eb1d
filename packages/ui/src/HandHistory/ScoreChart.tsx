/**
 * A small line chart of each column's running total over the hands (hand 0: the start). Drawn by hand as SVG: a
 * few lines over at most some dozens of points need no charting library (the ones that fit weigh 40–100 KB
 * gzipped, as much as a third of the match page's first load, for what is here about 150 lines). Every line has its
 * own colour, dash and marker, so it is told apart without colour; the legend names them with their final totals.
 * The chart is an image whose label says the final standing; the table beside it is the accessible form of the
 * numbers.
 */
import { useId } from 'react';
import { figure, type HandHistoryData } from './hand-rows';

const W = 320;
const H = 150;
const PAD = { left: 34, right: 14, top: 10, bottom: 24 };
const DASHES = ['', '6 3', '2 3', '8 3 2 3', '4 4', '1 2'];

/** Round steps for an axis over [lo, hi]: 1, 2 or 5 times a power of ten, about `n` of them. */
export function ticks(lo: number, hi: number, n = 4): number[] {
  if (hi === lo) return [lo];
  const raw = (hi - lo) / n;
  const p = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * p).find((s) => s >= raw) ?? 10 * p;
  const out: number[] = [];
  for (let v = Math.ceil(lo / step) * step; v <= hi + 1e-9; v += step) out.push(Math.round(v * 1e6) / 1e6);
  return out;
}

function Marker({ i, x, y }: { i: number; x: number; y: number }) {
  const r = 3;
  switch (i % 4) {
    case 0:
      return <circle cx={x} cy={y} r={r} />;
    case 1:
      return <rect x={x - r} y={y - r} width={2 * r} height={2 * r} />;
    case 2:
      return <path d={`M${x} ${y - r - 1}L${x + r + 1} ${y + r}L${x - r - 1} ${y + r}Z`} />;
    default:
      return <path d={`M${x} ${y - r - 1}L${x + r + 1} ${y}L${x} ${y + r + 1}L${x - r - 1} ${y}Z`} />;
  }
}

export interface ScoreChartProps {
  data: HandHistoryData;
}

export function ScoreChart({ data }: ScoreChartProps) {
  const id = useId();
  const { columns, rows, start } = data;
  const series = columns.map((_, c) => [start[c]!, ...rows.map((r) => r.cells[c]!.total)]);
  const all = series.flat();
  const lo = Math.min(0, ...all);
  const hi = Math.max(...all, lo + 1);
  // The axis runs from tick to tick, so the highest and lowest points lie under a labelled line, not above the last.
  const yt = ticks(lo, hi);
  const step = yt.length > 1 ? yt[1]! - yt[0]! : 1;
  while (yt[0]! > lo) yt.unshift(yt[0]! - step);
  while (yt[yt.length - 1]! < hi) yt.push(yt[yt.length - 1]! + step);
  const yLo = yt[0]!;
  const yHi = yt[yt.length - 1]!;
  const n = rows.length;
  const x = (i: number) => PAD.left + (i / Math.max(1, n)) * (W - PAD.left - PAD.right);
  const y = (v: number) => PAD.top + (1 - (v - yLo) / (yHi - yLo || 1)) * (H - PAD.top - PAD.bottom);
  // Hands along the bottom: every one when there are few, else about six labels.
  const every = Math.max(1, Math.ceil((n + 1) / 7));
  const last = rows[n - 1];
  const standing = columns.map((col, c) => `${col.label} ${last ? last.cells[c]!.total : start[c]}`).join(', ');
  const label = `Line chart of the running ${data.scoreLabel} by hand, ${n} ${n === 1 ? 'hand' : 'hands'}${last?.unfinished ? ' (the last unfinished)' : ''}. After the last: ${standing}.${data.order === 'asc' ? ' The lowest wins.' : ''}`;
  return (
    <figure className="dh-hh-chart" aria-labelledby={`${id}-cap`}>
      <figcaption id={`${id}-cap`} className="dh-hh-chart-caption">Running {data.scoreLabel}{data.order === 'asc' ? ' (lowest wins)' : ''}</figcaption>
      <svg viewBox={`0 0 ${W} ${H}`} preserveAspectRatio="xMinYMid meet" role="img" aria-label={label} className="dh-hh-svg">
        <g className="dh-hh-axis" aria-hidden="true">
          {yt.map((v) => (
            <g key={`y${v}`}>
              <line x1={PAD.left} x2={W - PAD.right} y1={y(v)} y2={y(v)} className={v === 0 ? 'dh-hh-zero' : 'dh-hh-grid'} />
              <text x={PAD.left - 4} y={y(v)} dy="0.32em" textAnchor="end">{figure(v)}</text>
            </g>
          ))}
          {Array.from({ length: n + 1 }, (_, i) => i)
            .filter((i) => i % every === 0 || i === n)
            .map((i) => (
              <text key={`x${i}`} x={x(i)} y={H - PAD.bottom + 14} textAnchor="middle">{i}</text>
            ))}
          <text x={W - PAD.right} y={H - 1} textAnchor="end" className="dh-hh-axis-name">hand</text>
        </g>
        {series.map((pts, c) => (
          <g key={c} className="dh-hh-series" data-series={c % 6} aria-hidden="true">
            <polyline fill="none" strokeDasharray={DASHES[c % DASHES.length]} points={pts.map((v, i) => `${x(i)},${y(v)}`).join(' ')} />
            {pts.map((v, i) => (i === 0 ? null : <Marker key={i} i={c} x={x(i)} y={y(v)} />))}
          </g>
        ))}
      </svg>
      <ul className="dh-hh-legend" aria-hidden="true">
        {columns.map((col, c) => (
          <li key={c} data-series={c % 6}>
            <svg viewBox="0 0 24 10" width="24" height="10" className="dh-hh-series">
              <line x1="0" x2="24" y1="5" y2="5" strokeDasharray={DASHES[c % DASHES.length]} />
              <Marker i={c} x={12} y={5} />
            </svg>
            {col.label} {figure(series[c]![series[c]!.length - 1]!)}
          </li>
        ))}
      </ul>
    </figure>
  );
}
