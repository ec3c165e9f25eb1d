/**
 * Scores by hand (issue 37 item 6): the end screen's table of each hand's change and running total per seat (or per
 * team), with a small chart of the running totals; during play the same behind a "Scores by hand" toggle in the
 * board's header. Hearts (four seats, eleven hands, the lowest wins), Spades (two partnerships, each member's bid and
 * tricks), Crib (over in the middle of a hand: its last row is marked unfinished). Desktop and phone, light and dark;
 * text and the chart's lines checked for contrast. The tables' figures are the server's records (`handHistory`)
 * written out by hand here, consistent with each fixture's final scores.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { backgroundOf, contrast } from '../../.storybook/contrast';
import { scenes } from '../fixtures/scenes';
import type { HandRecord } from '@deckhand/dsl/client';
import { GameBoard } from '../GameBoard';
import { ScoresByHand } from './ScoresByHand';

const PHONE = { phone: { name: 'Phone', styles: { width: '390px', height: '844px' }, type: 'mobile' } };
const fixture = (id: string) => scenes.find((s) => s.id === id)!.fixture;
const NAMES = ['Ada', 'Bea', 'Cy', 'Dee'];
const seatName = (s: number) => NAMES[s] ?? `Seat ${s + 1}`;

/** Running totals from each hand's points. */
function running(points: number[][], extra: (hand: number) => Record<string, number[]> = () => ({})): HandRecord[] {
  const score = points[0]!.map(() => 0);
  return points.map((p, i) => {
    p.forEach((x, s) => (score[s]! += x));
    return { hand: i + 1, vars: { score: [...score], points: p, ...extra(i) } };
  });
}

// Hearts: eleven hands of 26 points each, ending at the fixture's 62, 61, 57, 106.
const HEARTS_POINTS = [[0, 13, 5, 8], [9, 4, 13, 0], [3, 0, 10, 13], [14, 2, 0, 10], [5, 8, 1, 12], [0, 16, 3, 7], [12, 1, 6, 7], [4, 9, 0, 13], [13, 0, 4, 9], [0, 8, 9, 9], [2, 0, 6, 18]];
const heartsOver = fixture('hearts-over');
const hearts = { ...heartsOver.view, handHistory: running(HEARTS_POINTS) };

// Spades: three hands for two partnerships (North-South: seats 0 and 2), bids and tricks per seat, bags per team.
const spadesOver = fixture('spades-over');
const SPADES: HandRecord[] = [
  { hand: 1, vars: { score: [51, 70], bags: [1, 0], bid: [3, 4, 2, 3], tricks: [4, 3, 2, 4] } },
  { hand: 2, vars: { score: [-19, 122], bags: [1, 2], bid: [4, 2, 3, 3], tricks: [3, 3, 3, 4] } },
  { hand: 3, vars: { score: [71, 162], bags: [1, 2], bid: [5, 3, 4, 1], tricks: [5, 2, 4, 2] } },
];
const spades = { ...spadesOver.view, hands: { number: 3 }, vars: { ...spadesOver.view.vars, score: [71, 162], bags: [1, 2], bid: [5, 3, 4, 1], tricks: [5, 2, 4, 2] }, handHistory: SPADES };

// Crib: seven hands scored, the eighth cut short when a player reached 61 (the fixture's 45 and 66).
const cribOver = fixture('crib-over');
const CRIB_TOTALS = [[9, 6], [14, 17], [22, 23], [25, 35], [33, 41], [36, 50], [40, 57]];
const crib = { ...cribOver.view, handHistory: CRIB_TOTALS.map((score, i) => ({ hand: i + 1, vars: { score } })) };

const meta = {
  title: 'Board/Scores by hand',
  component: ScoresByHand,
  parameters: { viewport: { options: PHONE } },
  args: { def: heartsOver.def, view: hearts, numPlayers: 4, seatName, open: true },
} satisfies Meta<typeof ScoresByHand>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The table (fetched on demand) with its header, one row per hand, and the chart with its text alternative. */
async function opened(canvasElement: HTMLElement) {
  const c = within(canvasElement);
  const table = await c.findByRole('table', {}, { timeout: 5000 });
  return { c, table, rows: within(table).getAllByRole('row').slice(1), chart: c.getByRole('img') };
}

/** Text at 4.5:1, the chart's lines and markers at 3:1 against what they sit on; nothing wider than the screen. */
async function readable(canvasElement: HTMLElement) {
  const root = canvasElement.querySelector<HTMLElement>('.dh-hh')!;
  for (const el of root.querySelectorAll<HTMLElement>('th, .dh-hh-total, .dh-hh-delta, .dh-hh-details, caption, .dh-hh-chart-caption, .dh-hh-legend li')) {
    await expect({ text: el.textContent, ratio: contrast(getComputedStyle(el).color, backgroundOf(el)) >= 4.5 }).toEqual({ text: el.textContent, ratio: true });
  }
  for (const line of root.querySelectorAll<SVGPolylineElement>('.dh-hh-svg polyline')) {
    await expect(contrast(getComputedStyle(line).stroke, backgroundOf(root)) >= 3).toBe(true);
  }
  for (const t of root.querySelectorAll<SVGTextElement>('.dh-hh-axis text')) {
    await expect(contrast(getComputedStyle(t).fill, backgroundOf(root)) >= 4.5).toBe(true);
  }
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  const chart = root.querySelector('.dh-hh-svg')!.getBoundingClientRect();
  await expect(chart.width).toBeGreaterThan(200);
  await expect(chart.right).toBeLessThanOrEqual(window.innerWidth + 0.5);
}

const heartsPlay: Story['play'] = async ({ canvasElement }) => {
  const { c, table, rows, chart } = await opened(canvasElement);
  await expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Hand', 'Ada', 'Bea', 'Cy', 'Dee']);
  await expect(rows).toHaveLength(11);
  // Hand 1: Bea took 13; the last hand: Dee's 18 took her to 106.
  await expect(within(rows[0]!).getAllByRole('cell')[1]).toHaveTextContent(/^13 \(\+13\)points 13$/);
  await expect(within(rows[10]!).getAllByRole('cell')[3]).toHaveTextContent(/^106 \(\+18\)points 18$/);
  await expect(table).toHaveAccessibleName(/running score \(lowest wins\)/);
  await expect(chart).toHaveAccessibleName(/11 hands\. After the last: Ada 62, Bea 61, Cy 57, Dee 106\. The lowest wins\.$/);
  // One line per seat, each with a marker per hand.
  await expect(chart.querySelectorAll('polyline')).toHaveLength(4);
  await expect(c.getByText('Scores by hand')).toBeVisible();
  await readable(canvasElement);
};

export const HeartsOver: Story = { play: heartsPlay };
export const HeartsOverDark: Story = { parameters: { theme: 'dark' }, play: heartsPlay };
export const HeartsOverPhone: Story = { globals: { viewport: { value: 'phone' } }, play: heartsPlay };
export const HeartsOverPhoneDark: Story = { parameters: { theme: 'dark' }, globals: { viewport: { value: 'phone' } }, play: heartsPlay };

const spadesPlay: Story['play'] = async ({ canvasElement }) => {
  const { table, rows, chart } = await opened(canvasElement);
  // One column per partnership, named as the game names them; each member's bid and tricks under the team's total.
  await expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Hand', 'North-South', 'East-West']);
  await expect(rows).toHaveLength(3);
  await expect(within(rows[1]!).getAllByRole('cell')[0]).toHaveTextContent('−19 (−70)bags 1; Ada: bid 4, tricks 3; Cy: bid 3, tricks 3');
  await expect(chart.querySelectorAll('polyline')).toHaveLength(2);
  await expect(chart).toHaveAccessibleName(/After the last: North-South 71, East-West 162\.$/);
  await readable(canvasElement);
};
const spadesArgs = { def: spadesOver.def, view: spades, numPlayers: 4 };
export const SpadesTeams: Story = { args: spadesArgs, play: spadesPlay };
export const SpadesTeamsPhoneDark: Story = { args: spadesArgs, parameters: { theme: 'dark' }, globals: { viewport: { value: 'phone' } }, play: spadesPlay };

const cribPlay: Story['play'] = async ({ canvasElement }) => {
  const { rows, chart } = await opened(canvasElement);
  // Seven hands scored and the eighth, in which Bea reached 61, as it stood.
  await expect(rows).toHaveLength(8);
  await expect(within(rows[7]!).getByRole('rowheader')).toHaveTextContent('8 (unfinished)');
  await expect(within(rows[7]!).getAllByRole('cell').map((td) => td.textContent)).toEqual(['45 (+5)', '66 (+9)']);
  await expect(chart).toHaveAccessibleName(/8 hands \(the last unfinished\)\. After the last: Ada 45, Bea 66\.$/);
  await readable(canvasElement);
};
const cribArgs = { def: cribOver.def, view: crib, numPlayers: 2 };
export const CribUnfinished: Story = { args: cribArgs, play: cribPlay };
export const CribUnfinishedDark: Story = { args: cribArgs, parameters: { theme: 'dark' }, play: cribPlay };

/** Closed until asked for: nothing is fetched or drawn before the toggle is pressed; then the table arrives. */
export const ClosedUntilOpened: Story = {
  args: { open: false },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.queryByRole('table')).toBeNull();
    await userEvent.click(c.getByText('Scores by hand'));
    await expect(await c.findByRole('table', {}, { timeout: 5000 })).toBeVisible();
  },
};

/** Before any hand is scored (Hearts under way, no record yet), or in a game without `hands:` (Trumps): nothing. */
const { handHistory: _none, ...unscored } = fixture('hearts-mid').view;
const nothing: Story['play'] = async ({ canvasElement }) => {
  await expect(within(canvasElement).queryByText('Scores by hand')).toBeNull();
  await expect(canvasElement.querySelector('.dh-scores-by-hand')).toBeNull();
};
export const NothingBeforeAHandIsScored: Story = { args: { def: fixture('hearts-mid').def, view: unscored }, play: nothing };
export const NothingWithoutHands: Story = { args: { def: fixture('trumps-over').def, view: fixture('trumps-over').view, numPlayers: fixture('trumps-over').ctx.numPlayers }, play: nothing };

// During play: the toggle in the board's header, opened over the table, on screen at a phone's width.
const heartsMid = fixture('hearts-mid');
const midView = { ...heartsMid.view, handHistory: running(HEARTS_POINTS.slice(0, 5)).map((r) => ({ ...r })) };
const board = {
  def: heartsMid.def, view: midView, ctx: heartsMid.ctx, playerID: heartsMid.playerID,
  players: NAMES.map((name, s) => ({ name, bot: s > 0 })), onMove: fn(), motion: 'off' as const,
};
const duringPlay = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  const c = within(canvasElement);
  const header = canvasElement.querySelector('.dh-board-status')!;
  const toggle = within(header as HTMLElement).getByText('Scores by hand');
  await userEvent.click(toggle);
  const table = await c.findByRole('table', {}, { timeout: 5000 });
  await expect(within(table).getAllByRole('row')).toHaveLength(6);
  const panel = canvasElement.querySelector<HTMLElement>('.dh-scores-by-hand-panel')!;
  await waitFor(() => expect(panel.getBoundingClientRect().width).toBeGreaterThan(200));
  const r = panel.getBoundingClientRect();
  await expect(r.left >= 0 && r.right <= window.innerWidth + 0.5).toBe(true);
  await expect(contrast(getComputedStyle(table).color, backgroundOf(table))).toBeGreaterThanOrEqual(4.5);
  // Drawn over the table and the dock, clipped by neither: the last row and the chart are what the screen shows there.
  for (const el of [within(table).getAllByRole('row').at(-1)!, panel.querySelector<HTMLElement>('svg.dh-hh-svg')!]) {
    el.scrollIntoView({ block: 'nearest' });
    const b = el.getBoundingClientRect();
    await expect(b.bottom).toBeLessThanOrEqual(window.innerHeight + 0.5);
    await expect(panel.contains(document.elementFromPoint(b.left + b.width / 2, b.top + b.height / 2))).toBe(true);
  }
  // Escape closes it, the focus back on the toggle; the board is as it was.
  await userEvent.keyboard('{Escape}');
  await expect(c.queryByRole('table')).toBeNull();
  await expect(toggle).toHaveFocus();
};
export const DuringPlayOnTheBoard: StoryObj<typeof GameBoard> = { render: () => <GameBoard {...board} />, parameters: { layout: 'fullscreen' }, play: duringPlay };
export const DuringPlayOnTheBoardPhoneDark: StoryObj<typeof GameBoard> = {
  render: () => <GameBoard {...board} />,
  parameters: { layout: 'fullscreen', theme: 'dark' },
  globals: { viewport: { value: 'phone' } },
  play: duringPlay,
};
