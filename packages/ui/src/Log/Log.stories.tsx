import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { fixtures } from '../fixtures';
import bagOver from '../fixtures/bag-over.json';
import type { ArgDef, LogEntry, MoveDef } from '../types';
import { Log, logArgText } from './Log';

const names = ['Ada', 'Bea', 'Cy'];

const meta = {
  title: 'Table/Log',
  component: Log,
  args: {
    seatName: (s: number) => names[s] ?? `Seat ${s + 1}`,
    faces: { 13: { type: 'number', attrs: { value: 13 } }, 4: { type: 'number', attrs: { value: 4 } } },
    log: [
      { turn: 1, seat: 0, move: 'name', args: [13], revealed: [13] },
      { turn: 2, seat: 1, move: 'name', args: [9], revealed: [] },
      { turn: 3, seat: 2, move: 'nameTwo', args: [3], revealed: [4] },
      { turn: 4, seat: 0, move: 'returnToBox' },
      { turn: 4, seat: null, message: 'A wild was played: every hand is pooled, shuffled and dealt out again.' },
    ] satisfies LogEntry[],
  },
} satisfies Meta<typeof Log>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Lines: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const items = c.getAllByRole('listitem').reverse(); // newest first on the page: read oldest first here
    await expect(items).toHaveLength(5);
    await expect(items[0]).toHaveTextContent('Ada:name 13revealed');
    await expect(within(items[0]!).getByRole('img', { name: 'number: value 13' })).toBeVisible();
    await expect(items[1]).toHaveTextContent('nobody had it');
    await expect(items[3]).toHaveTextContent('(secret)');
  },
};

export const Empty: Story = {
  args: { log: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nothing has happened yet.')).toBeVisible();
  },
};

/** A whole game of Bag, from a real playout (fixtures), last 8 lines. */
export const RealGame: Story = {
  args: { log: bagOver.view.log as LogEntry[], faces: bagOver.view.faces, limit: 8 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(8);
  },
};

const move = (name: string, args: ArgDef[]): MoveDef => ({ name, args, do: [], simultaneous: false, secretArgs: false, serverOnly: false });
const zone = { zone: 'hand', seat: 'self' as const };
/** Moves with one argument of every type, to read the log by. */
const typedDef = {
  moves: {
    play: move('play', [{ name: 'card', type: 'card', from: [zone], top: false }, { name: 'onto', type: 'pile', zone: { zone: 'building' }, allowNew: true }]),
    give: move('give', [{ name: 'cards', type: 'cards', from: [zone], count: 2, top: false }, { name: 'to', type: 'seat' }]),
    bid: move('bid', [{ name: 'n', type: 'number', min: 0, max: 9 }, { name: 'suit', type: 'choice', values: ['red', 'black'] }, { name: 'double', type: 'boolean' }]),
  },
};
const typedFaces = {
  3: { type: 'number', attrs: { value: 3 } },
  7: { type: 'wild', attrs: {} },
  12: { type: 'term', attrs: { number: 1, term: 'premise' } },
};
const typedLog = [
  { turn: 1, seat: 1, move: 'play', args: [3, 0] },
  { turn: 2, seat: 2, move: 'play', args: [7, 3] },
  { turn: 3, seat: 0, move: 'give', args: [[12, 40], 2] },
  { turn: 4, seat: 1, move: 'bid', args: [4, 'red', true] },
  { turn: 5, seat: 2, move: 'pass', args: [] },
  { turn: 6, seat: 0, move: 'play', revealed: [12, 40] },
] satisfies LogEntry[];

/**
 * With the def, each argument reads by its declared type: cards by their faces ("3", "?" for a wild, the term),
 * "a card" for one this seat cannot see, piles 1-based, seats by name; numbers, choices and booleans as they are.
 */
export const TypedArgs: Story = {
  args: { def: typedDef, faces: typedFaces, log: typedLog },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem').reverse(); // newest first on the page: read oldest first here
    await expect(items[0]).toHaveTextContent(/^Bea:play 3 pile 1$/);
    await expect(items[1]).toHaveTextContent(/^Cy:play \? pile 4$/);
    await expect(items[2]).toHaveTextContent(/^Ada:give premise \(1\), a card Cy$/);
    await expect(items[3]).toHaveTextContent(/^Bea:bid 4 red true$/);
    await expect(items[4]).toHaveTextContent(/^Cy:pass$/);
    // A move with hidden arguments that its own effects revealed reads with the cards, not "(secret)": drawn as
    // their faces, one this seat has no face for as a back.
    await expect(items[5]).not.toHaveTextContent('(secret)');
    await expect(within(items[5]!).getByRole('img', { name: 'term: number 1, term premise' })).toBeVisible();
    await expect(within(items[5]!).getByRole('img', { name: 'face-down card' })).toBeVisible();
  },
};

/** The same log without the def prints the raw values, as before (the def is optional). */
export const UntypedArgs: Story = {
  args: { faces: typedFaces, log: typedLog },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem').reverse(); // newest first on the page: read oldest first here
    await expect(items[0]).toHaveTextContent(/^Bea:play 3 0$/);
    await expect(items[2]).toHaveTextContent(/^Ada:give 12, 40 2$/);
    await expect(items[3]).toHaveTextContent(/^Bea:bid 4 red true$/);
  },
};

/** `logArgText`, the pure reading of one argument (a unit test; the canvas shows the typed log). */
export const ArgText: Story = {
  args: { def: typedDef, faces: typedFaces, log: typedLog },
  play: async () => {
    const name = (s: number) => names[s] ?? `Seat ${s + 1}`;
    const [card, pile] = typedDef.moves.play.args;
    const [cards, seat] = typedDef.moves.give.args;
    await expect(logArgText(3, card, typedFaces, name)).toBe('3');
    await expect(logArgText(3, card, undefined, name)).toBe('a card');
    await expect(logArgText(0, pile, typedFaces, name)).toBe('pile 1');
    await expect(logArgText([7, 12], cards, typedFaces, name)).toBe('?, premise (1)');
    await expect(logArgText(1, seat, typedFaces, name)).toBe('Bea');
    await expect(logArgText([7, 12], undefined, typedFaces, name)).toBe('7, 12');
  },
};

/** Build Up from a real playout, read through its def: the cards played by face, the building piles 1-based. */
export const BuildUpTyped: Story = {
  args: { def: fixtures.buildUpPlay.def, log: fixtures.buildUpPlay.view.log, faces: fixtures.buildUpPlay.view.faces },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem').reverse(); // newest first on the page: read oldest first here
    await expect(items[0]).toHaveTextContent(/^Ada:play \? pile 1$/);
    await expect(items[1]).toHaveTextContent(/^Ada:play 2 pile 1$/);
    await expect(items[3]).toHaveTextContent(/^Bea:play 1 pile 3$/);
  },
};
