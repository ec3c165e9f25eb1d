import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { drawFace } from '@deckhand/dsl/client';
import { FaceDesign, type FaceDesigner } from '../Card';
import { fixtures } from '../fixtures';
import type { ClientGameDef, Faces, LogEntry, MoveDef } from '../types';
import { Log, logLineText, namer } from './Log';

const names = ['Ada', 'Bot 2', 'Cy'];
const seatName = (s: number) => names[s] ?? `Seat ${s + 1}`;

/** The faces a game designs in YAML, as the board provides them (GameBoard does the same). */
const designerOf =
  (def: Pick<ClientGameDef, 'cardTypes' | 'id'>): FaceDesigner =>
  (face) => {
    const type = Object.hasOwn(def.cardTypes, face.type) ? def.cardTypes[face.type] : undefined;
    return type?.face ? drawFace(face.type, face.attrs, type, def.id) : undefined;
  };

const move = (name: string, label: string, args: MoveDef['args']): MoveDef => ({ name, label, args, do: [], simultaneous: false, secretArgs: false, serverOnly: false });
const hand = { zone: 'hand', seat: 'self' as const };
const def = {
  moves: {
    play: move('play', 'Play', [{ name: 'c', type: 'card', from: [hand], top: true }, { name: 'p', type: 'pile', zone: { zone: 'building' }, allowNew: true }]),
    pick: move('pick', 'Pick', [{ name: 'pick', type: 'card', from: [hand], top: false }]),
    nothingToPlay: move('nothingToPlay', 'Nothing to play', []),
  },
};
const faces: Faces = {
  4: { type: 'number', attrs: { value: 4 } },
  15: { type: 'number', attrs: { value: 15 } },
  40: { type: 'term', attrs: { number: 5, term: 'induction' } },
};
const log = [
  { turn: 1, seat: 0, move: 'play', args: [4, 1] },
  { turn: 2, seat: 1, move: 'name', args: [15], revealed: [15], from: [0], parts: [{ seat: 1 }, ' named ', { n: 15 }, '; ', { seat: 0 }, ' showed ', { card: 15 }] },
  { turn: 3, seat: 1, move: 'pick' },
  { turn: 3, seat: 2, move: 'pick', revealed: [40] },
  { turn: 4, seat: 0, move: 'place', parts: [{ seat: 0 }, ' placed ', { card: 40 }, ' on ', { pile: 0, zone: 'sets' }] },
  { turn: 5, seat: 2, move: 'nothingToPlay', args: [] },
  { turn: 6, seat: 1, move: 'raceResolve', race: { outcome: 'win', seats: [1], answer: 'camel' } },
  { turn: 6, seat: null, message: 'A wild was played: every hand is pooled, shuffled and dealt out again.' },
] satisfies LogEntry[];

const meta = {
  title: 'Table/Log',
  component: Log,
  args: { seatName, faces, log, def },
} satisfies Meta<typeof Log>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Oldest first, for reading a list the page shows newest first. */
const lines = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole('listitem').reverse();

/**
 * Full sentences: seat names, cards by face, piles 1-based with their caption, a secret pick as "chose a card"
 * (with the card once its own effects revealed it), a label that is not a verb quoted, races and messages.
 */
export const Sentences: Story = {
  play: async ({ canvasElement }) => {
    const items = lines(canvasElement);
    await expect(items).toHaveLength(8);
    await expect(items[0]).toHaveTextContent(/^Ada played 4 on pile 2$/);
    await expect(items[1]).toHaveTextContent(/^Bot 2 named 15; Ada showed 15$/);
    await expect(items[2]).toHaveTextContent(/^Bot 2 chose a card$/);
    await expect(items[3]).toHaveTextContent(/^Cy picked induction \(5\)$/);
    await expect(items[4]).toHaveTextContent(/^Ada placed induction \(5\) on pile 1$/);
    await expect(items[5]).toHaveTextContent(/^Cy: nothing to play$/);
    await expect(items[6]).toHaveTextContent(/^Bot 2 read “camel” first$/);
    await expect(items[7]).toHaveTextContent(/^A wild was played/);
    // The newest line heads the list, and seat names stand out.
    await expect(within(canvasElement).getAllByRole('listitem')[0]).toHaveTextContent(/^A wild was played/);
    await expect(within(items[1]!).getByText('Bot 2')).toHaveClass('dh-log-who');
  },
};

/**
 * A card this seat may not see arrives as `{ card: null }`: it reads "a card", several read as a count, and the page
 * holds nothing else about them.
 */
export const HiddenCards: Story = {
  args: {
    log: [
      { turn: 1, seat: 1, move: 'draw', parts: [{ seat: 1 }, ' drew ', { card: null }] },
      { turn: 2, seat: 2, move: 'returnToBox', parts: [{ seat: 2 }, ' returned ', { list: [{ card: null }, { card: null }, { card: null }, { card: null }, { card: null }] }, ' to the box'] },
      { turn: 3, seat: 0, move: 'draw', parts: [{ seat: 0 }, ' drew ', { card: 4 }] },
    ] satisfies LogEntry[],
  },
  play: async ({ canvasElement }) => {
    const items = lines(canvasElement);
    await expect(items[0]).toHaveTextContent(/^Bot 2 drew a card$/);
    await expect(within(items[0]!).getByText('a card')).toHaveClass('dh-log-hidden');
    await expect(items[1]).toHaveTextContent(/^Cy returned 5 cards to the box$/);
    await expect(items[2]).toHaveTextContent(/^Ada drew 4$/);
    await expect(within(items[2]!).getByText('4')).toHaveClass('dh-log-card');
  },
};

/** Cards read as a player says them when the game designs its faces: Crazy Eights' "7 of hearts", from a real playout. */
export const DesignedFaces: Story = {
  args: { def: fixtures.crazyEightsPlay.def, log: fixtures.crazyEightsPlay.view.log, faces: fixtures.crazyEightsPlay.view.faces, seatName: (s) => ['Ada', 'Bot 2', 'Bot 3', 'Bot 4'][s]! },
  decorators: [
    (Story) => (
      <FaceDesign.Provider value={designerOf(fixtures.crazyEightsPlay.def)}>
        <Story />
      </FaceDesign.Provider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const text = lines(canvasElement).map((li) => li.textContent ?? '');
    // Every play names its card by rank and suit; nobody else's draw names the card drawn.
    const plays = text.filter((t) => / played /.test(t));
    await expect(plays.length).toBeGreaterThan(0);
    for (const t of plays) await expect(t).toMatch(/ played (an? )?(\w+) of (clubs|diamonds|hearts|spades)/);
    await expect(text.filter((t) => / drew a card$/.test(t)).length).toBeGreaterThan(0);
    await expect(text.join('\n')).not.toMatch(/seat \d|Seat \d/);
  },
};

/** Build Up from a real playout: "Ada played 2 on building pile 1 — next 3", the caption as the move left the pile. */
export const BuildUpGame: Story = {
  args: { def: fixtures.buildUpPlay.def, log: fixtures.buildUpPlay.view.log, faces: fixtures.buildUpPlay.view.faces, seatName },
  decorators: [
    (Story) => (
      <FaceDesign.Provider value={designerOf(fixtures.buildUpPlay.def)}>
        <Story />
      </FaceDesign.Provider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const items = lines(canvasElement);
    // The pile by its argument's label ("building pile"), not "pile 1".
    await expect(items[0]).toHaveTextContent(/^Ada played (wild|\d+) on building pile 1 — next 2$/);
    await expect(items[1]).toHaveTextContent(/^Ada played (wild|\d+) on building pile 1 — next 3$/);
    await expect(within(items[1]!).getByText('— next 3', { exact: false })).toHaveClass('dh-log-caption');
  },
};

/** A whole game of Bag, from a real playout (fixtures), last 8 lines. */
export const RealGame: Story = {
  args: { def: fixtures.bagOver.def, log: fixtures.bagOver.view.log, faces: fixtures.bagOver.view.faces, limit: 8 },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items).toHaveLength(8);
    for (const li of items) await expect(li).toHaveTextContent(/^(Ada|Bot 2|Cy) named \d+( and \d+)?(; nobody had (it|either)|(; (Ada|Bot 2|Cy) showed \d+)+)$/);
  },
};

/** A finished game: the log ends with the result, worded like the other lines and newest of all. */
export const GameOver: Story = {
  args: { def: fixtures.bagOver.def, log: fixtures.bagOver.view.log, faces: fixtures.bagOver.view.faces, limit: 8, result: fixtures.bagOver.view.result! },
  play: async ({ canvasElement, args }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    // Eight moves and the game-over line above them.
    await expect(items).toHaveLength(9);
    const winner = seatName(args.result!.winner!);
    await expect(items[0]).toHaveTextContent(new RegExp(`^Game over: ${winner} wins — .+`));
    await expect(within(items[0]!).getByText(winner)).toHaveClass('dh-log-who');
  },
};

/** Other endings read the same way: a draw, and a ranking by score with every place. */
export const GameOverDrawAndPlaces: Story = {
  render: (args) => (
    <>
      <Log {...args} log={log.slice(0, 1)} result={{ draw: [0, 2], reason: 'Nobody could play a card' }} />
      <Log {...args} log={log.slice(0, 1)} result={{ winner: 1, winners: [1], losers: [0], ranks: [3, 1, 2], scores: [26, 4, 9] }} />
    </>
  ),
  play: async ({ canvasElement }) => {
    const [draw, ranked] = within(canvasElement).getAllByRole('list');
    await expect(within(draw!).getAllByRole('listitem')[0]).toHaveTextContent(/^Game over: a draw between Ada and Cy — nobody could play a card$/);
    await expect(within(ranked!).getAllByRole('listitem')[0]).toHaveTextContent(/^Game over: Bot 2 wins; Cy comes 2nd with 9, Ada 3rd with 26$/);
  },
};

/**
 * The same line from one seat in one turn reads once with its count: three draws are "Bot 2 drew 3 cards"; a draw
 * in the next turn, or by another seat, is a line of its own (the log keeps every entry; only the reading merges).
 */
export const RepeatedLines: Story = {
  args: {
    def: { moves: { ...def.moves, draw: move('draw', 'Draw a card', []) } },
    log: [
      { turn: 7, seat: 1, move: 'draw' },
      { turn: 7, seat: 1, move: 'draw' },
      { turn: 7, seat: 1, move: 'draw' },
      { turn: 7, seat: 1, move: 'play', args: [4, 0] },
      { turn: 8, seat: 2, move: 'draw' },
      { turn: 9, seat: 0, move: 'draw' },
      { turn: 9, seat: 0, move: 'draw' },
    ],
  },
  play: async ({ canvasElement }) => {
    const items = lines(canvasElement);
    await expect(items.map((li) => li.textContent)).toEqual(['Bot 2 drew 3 cards', 'Bot 2 played 4 on pile 1', 'Cy drew a card', 'Ada drew 2 cards']);
  },
};

export const Empty: Story = {
  args: { log: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nothing has happened yet.')).toBeVisible();
  },
};

/** Lines arriving one by one, as in a match. */
function LiveLog() {
  const [n, setN] = useState(12);
  const entries: LogEntry[] = Array.from({ length: n }, (_, i) => ({ turn: i + 1, seat: i % 3, move: 'play', args: [4, i % 4] }));
  return (
    <div>
      <button type="button" onClick={() => setN((k) => k + 1)}>
        Next move
      </button>
      <Log log={entries} faces={faces} seatName={seatName} def={def} />
    </div>
  );
}

/**
 * The log follows new lines: while the reader is at the newest line, a new one shows at the top in view; once the
 * reader scrolled down to older lines, a new line does not pull the list away from them.
 */
export const FollowsNewLines: Story = {
  render: () => <LiveLog />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const list = c.getByRole('list', { name: 'Moves, newest first' });
    await expect(list.scrollHeight).toBeGreaterThan(list.clientHeight);
    await userEvent.click(c.getByRole('button', { name: 'Next move' }));
    await expect(c.getAllByRole('listitem')).toHaveLength(13);
    await expect(list.scrollTop).toBe(0);
    await expect(c.getAllByRole('listitem')[0]).toHaveTextContent(/^Ada played 4 on pile 1$/);
    list.scrollTop = 60;
    list.dispatchEvent(new Event('scroll'));
    await waitFor(() => expect(list.scrollTop).toBe(60));
    await userEvent.click(c.getByRole('button', { name: 'Next move' }));
    await expect(c.getAllByRole('listitem')).toHaveLength(14);
    await expect(list.scrollTop).toBeGreaterThan(0);
  },
};

/** `logLineText`, a line in words for anything that needs text (titles, tests). */
export const LineText: Story = {
  play: async () => {
    const n = namer(faces, seatName);
    await expect(logLineText(log[0]!, n, def)).toBe('Ada played 4 on pile 2');
    await expect(logLineText(log[2]!, n, def)).toBe('Bot 2 chose a card');
    await expect(logLineText({ turn: 1, seat: 0, move: 'play', args: [99, 0] }, n, def)).toBe('Ada played a card on pile 1');
  },
};
