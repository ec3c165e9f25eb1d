/** The report's plots as Vega-Lite specs: data plus an encoding, no drawing code. */
import type { TopLevelSpec } from 'vega-lite';
import { fairShare, type Summary } from './analyse';
import type { SimulationData } from './types';

export interface Plot {
  id: string;
  title: string;
  /** One sentence saying how to read it. */
  caption: string;
  spec: TopLevelSpec;
}

const WIDTH = 520;
const base = { $schema: 'https://vega.github.io/schema/vega-lite/v6.json', width: WIDTH, background: 'white', config: { font: 'sans-serif', view: { stroke: null } } } as const;

function lengths(d: SimulationData): Plot {
  const values = d.records.map((r) => ({ moves: r.moves, outcome: !r.completed ? 'hit the cap' : r.winner === undefined ? 'draw' : 'won' }));
  return {
    id: 'length',
    title: 'Game length',
    caption: 'How many actions a game took; games that hit the move cap are shown apart.',
    spec: {
      ...base,
      height: 200,
      data: { values },
      mark: { type: 'bar', tooltip: true },
      encoding: {
        x: { field: 'moves', bin: { maxbins: 30 }, title: 'actions per game' },
        y: { aggregate: 'count', title: 'games' },
        color: { field: 'outcome', title: 'game', scale: { domain: ['won', 'draw', 'hit the cap'], range: ['#4c78a8', '#b279a2', '#e45756'] } },
      },
    },
  };
}

function outcomesBySeat(s: Summary): Plot {
  const values = s.seats.flatMap((seat) => [
    { seat: `seat ${seat.seat + 1}`, outcome: 'wins', p: seat.wins.p, low: seat.wins.low, high: seat.wins.high },
    { seat: `seat ${seat.seat + 1}`, outcome: 'losses', p: seat.losses.p, low: seat.losses.low, high: seat.losses.high },
  ]);
  const fair = fairShare(s);
  return {
    id: 'seats',
    title: 'Wins and losses by seat',
    caption: `Share of finished games each seat won and lost, with 95 % confidence intervals; the dashed line is a fair seat's win share (${Math.round(fair * 100)} %). A seat is called favoured only by a joint test over all seats (95 % / seats each), so a fair game is flagged in at most 5 % of reports.`,
    spec: {
      ...base,
      width: { step: 28 },
      height: 220,
      data: { values },
      facet: { column: { field: 'seat', title: null, header: { labelOrient: 'bottom' } } },
      spec: {
        layer: [
          { mark: { type: 'bar', tooltip: true }, encoding: { x: { field: 'outcome', title: null, axis: null }, y: { field: 'p', type: 'quantitative', title: 'share of finished games', axis: { format: '%' }, scale: { domain: [0, 1] } }, color: { field: 'outcome', title: null, scale: { domain: ['wins', 'losses'], range: ['#54a24b', '#e45756'] } } } },
          { mark: { type: 'rule', strokeWidth: 2 }, encoding: { x: { field: 'outcome' }, y: { field: 'low', type: 'quantitative' }, y2: { field: 'high' } } },
          { mark: { type: 'rule', strokeDash: [4, 3], color: '#333' }, encoding: { y: { datum: fair } } },
        ],
      },
    } as TopLevelSpec,
  };
}

function places(s: Summary): Plot {
  const values = s.seats.flatMap((seat) => seat.places.map((count, i) => ({ seat: `seat ${seat.seat + 1}`, place: `${i + 1}${['st', 'nd', 'rd'][i] ?? 'th'}`, order: i, count })));
  return {
    id: 'places',
    title: 'Places by seat',
    caption: 'How often each seat finished in each place (ties share a place; a game without a ranking gives the winner 1st and the others 2nd).',
    spec: {
      ...base,
      height: 200,
      data: { values },
      mark: { type: 'bar', tooltip: true },
      encoding: {
        x: { field: 'seat', title: null },
        y: { field: 'count', type: 'quantitative', stack: 'normalize', title: 'share of finished games', axis: { format: '%' } },
        color: { field: 'place', sort: { field: 'order' }, title: 'place', scale: { scheme: 'blues', reverse: true } },
        order: { field: 'order' },
      },
    },
  };
}

function firstPlayer(s: Summary): Plot {
  const w = s.firstPlayer.wins;
  const values = [{ who: 'first player', p: w.p, low: w.low, high: w.high }];
  return {
    id: 'first-player',
    title: 'First-player advantage',
    caption: `How often the seat that moved first won a decided game, with its 95 % interval; the dashed line is ${Math.round(s.firstPlayer.fair * 100)} %, no advantage.`,
    spec: {
      ...base,
      height: 60,
      data: { values },
      layer: [
        { mark: { type: 'bar', color: '#4c78a8', tooltip: true }, encoding: { y: { field: 'who', title: null }, x: { field: 'p', type: 'quantitative', title: 'wins', axis: { format: '%' }, scale: { domain: [0, 1] } } } },
        { mark: { type: 'rule', strokeWidth: 2 }, encoding: { y: { field: 'who' }, x: { field: 'low', type: 'quantitative' }, x2: { field: 'high' } } },
        { mark: { type: 'rule', strokeDash: [4, 3], color: '#333' }, encoding: { x: { datum: s.firstPlayer.fair } } },
      ],
    } as TopLevelSpec,
  };
}

function moves(s: Summary): Plot {
  const values = s.moves.flatMap((m) => [
    { move: m.name, what: 'chosen', count: m.chosen },
    { move: m.name, what: 'legal', count: m.legal },
  ]);
  return {
    id: 'moves',
    title: 'Move choice',
    caption: 'How many times each move was chosen, and in how many decisions it was legal; a move never legal has no bars.',
    spec: {
      ...base,
      height: { step: 14 },
      data: { values },
      mark: { type: 'bar', tooltip: true },
      encoding: {
        y: { field: 'move', title: null, sort: s.moves.map((m) => m.name) },
        yOffset: { field: 'what' },
        x: { field: 'count', type: 'quantitative', title: 'decisions' },
        color: { field: 'what', title: null, scale: { domain: ['chosen', 'legal'], range: ['#4c78a8', '#9ecae9'] } },
      },
    },
  };
}

function outcomes(s: Summary): Plot {
  const drawn = Math.round(s.draws.p * s.completed);
  const values = [
    { outcome: 'won', games: s.completed - drawn },
    { outcome: 'draw', games: drawn },
    { outcome: 'hit the cap', games: s.capped },
  ];
  return {
    id: 'outcomes',
    title: 'How games ended',
    caption: 'Games with a winner, drawn games, and games stopped at the move cap.',
    spec: {
      ...base,
      height: 80,
      data: { values },
      mark: { type: 'bar', tooltip: true },
      encoding: {
        y: { field: 'outcome', title: null, sort: ['won', 'draw', 'hit the cap'] },
        x: { field: 'games', type: 'quantitative', title: 'games' },
        color: { field: 'outcome', legend: null, scale: { domain: ['won', 'draw', 'hit the cap'], range: ['#4c78a8', '#b279a2', '#e45756'] } },
      },
    },
  };
}

export function plotsFor(d: SimulationData, s: Summary): Plot[] {
  return [lengths(d), outcomes(s), outcomesBySeat(s), places(s), firstPlayer(s), moves(s)];
}
