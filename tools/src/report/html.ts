/** The report as one HTML document: inline CSS and inline SVG plots, no script and no request to anything. */
import type { Summary } from './analyse';
import { percent } from './stats';
import type { SimulationData } from './types';

export interface RenderedPlot {
  id: string;
  title: string;
  caption: string;
  svg: string;
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const round = (x: number, digits = 1) => String(Math.round(x * 10 ** digits) / 10 ** digits);

const CSS = `
body { font: 15px/1.45 system-ui, sans-serif; color: #1d1d1f; max-width: 60rem; margin: 2rem auto; padding: 0 1rem; }
h1 { font-size: 1.6rem; margin-bottom: .2rem; } h2 { font-size: 1.15rem; margin-top: 2rem; }
.muted { color: #555; } table { border-collapse: collapse; margin: .5rem 0; }
th, td { text-align: left; padding: .2rem .8rem .2rem 0; border-bottom: 1px solid #ddd; } td.num { text-align: right; font-variant-numeric: tabular-nums; }
.warnings { background: #fff4e5; border-left: 4px solid #e8a33d; padding: .6rem 1rem; }
.ok { background: #eef7ee; border-left: 4px solid #54a24b; padding: .6rem 1rem; }
figure { margin: 1.5rem 0; } figcaption { color: #555; font-size: .9rem; } figure svg { max-width: 100%; height: auto; }
code { font-size: .9em; }`;

function table(head: string[], rows: (string | number)[][]): string {
  const th = head.map((h) => `<th>${esc(h)}</th>`).join('');
  const tr = rows.map((r) => `<tr>${r.map((c) => (typeof c === 'number' ? `<td class="num">${c}</td>` : `<td>${esc(c)}</td>`)).join('')}</tr>`).join('\n');
  return `<table><thead><tr>${th}</tr></thead><tbody>${tr}</tbody></table>`;
}

/** Skilled play against random play on the same seeds: the figures side by side and what differs, in words. */
function comparisonSection(s: Summary): string {
  const c = s.comparison;
  if (!c) return '';
  const yes = (b: boolean) => (b ? 'yes' : 'no');
  const rows = table(
    ['figure', `these bots (${c.bots.join(', ')})`, `random bots`, 'differs (95 %)'],
    [
      ['first player wins (decided games)', percent(c.firstPlayer.skilled), percent(c.firstPlayer.random), yes(c.firstPlayer.differs)],
      ['actions per game (mean)', round(c.length.skilled), round(c.length.random), yes(c.length.differs)],
      ['draws (finished games)', percent(c.draws.skilled), percent(c.draws.random), yes(c.draws.differs)],
    ],
  );
  const words = c.findings.length
    ? `<ul>${c.findings.map((f) => `<li>${esc(f)}</li>`).join('')}</ul>`
    : '<p>No measurable difference: random play already shows the first player\'s advantage, the games\' length and their draws as players who try to win see them.</p>';
  return `<section aria-label="Skilled play against random play"><h2>Skilled play against random play</h2><p class="muted">The same seeds played again by random bots.</p>${rows}${words}</section>`;
}

export function reportHtml(d: SimulationData, s: Summary, plots: readonly RenderedPlot[]): string {
  const warnings = s.warnings.length
    ? `<section class="warnings" aria-label="Warnings"><h2>Warnings</h2><ul>${s.warnings.map((w) => `<li>${esc(w)}</li>`).join('')}</ul></section>`
    : `<section class="ok" aria-label="Warnings"><p>No warnings: every game ended, no seat is favoured beyond chance, every move was legal at some point.</p></section>`;
  const figures = plots
    .map((p) => `<figure id="plot-${esc(p.id)}" data-plot="${esc(p.id)}"><h2>${esc(p.title)}</h2>${p.svg}<figcaption>${esc(p.caption)}</figcaption></figure>`)
    .join('\n');
  // In a partnership game each seat is labelled with its team, and the teams get a table of their own: a team's win is
  // a win for each member in the seat table, and one win for the team below it.
  const teamOf = (seat: number) => s.teams?.find((t) => t.members.includes(seat));
  const seats = s.solo
    ? `<p>A solitaire: every finished game is won or lost, never drawn.</p>${table(
        ['outcome', 'share of finished games (95 % CI)'],
        [
          ['won', percent(s.solo.wins)],
          ['lost', percent(s.solo.losses)],
          ...(s.solo.meanScore !== undefined ? [['mean score', round(s.solo.meanScore, 2)] as [string, string]] : []),
        ],
      )}`
    : table(
        ['seat', 'wins (95 % CI)', 'losses (95 % CI)', 'mean place'],
        s.seats.map((x) => [`seat ${x.seat + 1}${teamOf(x.seat) ? ` (team ${teamOf(x.seat)!.label})` : ''}`, percent(x.wins), percent(x.losses), round(x.meanPlace, 2)]),
      );
  const teams = s.teams
    ? `<h2>By team</h2><p class="muted">Team results: a team wins when its members, and only they, win; each such game is also a win for every member above.</p>${table(
        ['team', 'wins (95 % CI)', 'losses (95 % CI)'],
        s.teams.map((t) => [t.label, percent(t.wins), percent(t.losses)]),
      )}`
    : '';
  // A game against a house: each seat plays the house hand after hand; its game wins above say whether it ended ahead.
  const house = s.house
    ? `<h2>Hands against the ${esc(s.house.label.toLowerCase())}</h2><p class="muted">Every hand each seat settled against the ${esc(s.house.label.toLowerCase())}, over every finished game.</p>${table(
        ['seat', 'won (95 % CI)', 'lost (95 % CI)', 'pushed (95 % CI)'],
        s.house.seats.map((x, i) => [`seat ${i + 1}`, percent(x.wins), percent(x.losses), percent(x.pushes)]),
      )}`
    : '';
  const moves = table(
    ['move', 'chosen', 'share of choices', 'legal in decisions'],
    s.moves.map((m) => [m.name, m.chosen, `${round(m.share * 100)} %`, m.legal]),
  );
  const never = s.neverLegal.length ? `<ul>${s.neverLegal.map((m) => `<li><code>${esc(m)}</code></li>`).join('')}</ul>` : '<p>None: every move was legal at some point.</p>';
  const effects = !d.effects
    ? '<p class="muted">Not measured.</p>'
    : s.effectsNeverRun.length
      ? table(['where', 'effect', 'in'], s.effectsNeverRun.map((e) => [`game.yaml:${e.line}:${e.col}`, e.op, e.where]))
      : `<p>None: all ${d.effects.length} effects ran.</p>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(d.name)}: simulation report</title>
<style>${CSS}</style>
</head>
<body>
<header>
<h1>${esc(d.name)}: simulation report</h1>
<p class="muted">${s.games} games at ${d.players} players, seed <code>${esc(d.seed)}</code>, at most ${d.maxMoves} moves each; bots: ${esc(d.bots.join(', '))}. Reproduce: <code>npx deckhand simulate ${esc(d.game)} --players ${d.players} --games ${s.games} --seed ${esc(d.seed)} --max-moves ${d.maxMoves}${d.bots.some((b) => b.startsWith('ismcts')) ? ` --bots ${esc(d.bots.join(','))}` : ''} --report FILE</code></p>
</header>
${warnings}
<h2>Key figures</h2>
${table(['figure', 'value'], [
  ['games finished', `${s.completed} of ${s.games}`],
  ['games that hit the move cap', s.capped],
  ['draws among finished games', percent(s.draws)],
  ['actions per game: mean (median, 10th–90th percentile, min–max)', `${round(s.length.mean)} (${round(s.length.median)}, ${round(s.length.p10)}–${round(s.length.p90)}, ${s.length.min}–${s.length.max})`],
  ['first player wins (decided games)', `${percent(s.firstPlayer.wins)} (no advantage: ${Math.round(s.firstPlayer.fair * 100)} %)`],
])}
${comparisonSection(s)}
<h2>${s.solo ? 'Outcomes' : 'By seat'}</h2>
${seats}
${teams}
${house}
${figures}
<h2>Moves</h2>
${moves}
<h2>Moves never legal</h2>
${never}
<h2>Effects never run</h2>
${effects}
</body>
</html>
`;
}
