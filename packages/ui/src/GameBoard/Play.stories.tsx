/**
 * Direct manipulation from the server's legal moves (`view.legal`): tap a card, then where it goes; a card with one
 * place to go plays at once; keys do the same (arrows within the hand, Enter, Escape); closed moves say why in the
 * game's words; a refused move's reason shows with the selection kept; a picked card that moves is put down.
 */
import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fixtures, type Fixture } from '../fixtures';
import type { PlayerView } from '../types';
import { GameBoard, type GameBoardProps } from './GameBoard';
import type { LegalMoves } from './targets';

const names = [{ name: 'Ada', connected: true }, { name: 'Bea', connected: true }, { name: 'Cy', connected: true, bot: true }];

/** The fixture's legal actions (from the compiled game) in the shape the server puts in a seat's view. */
function withLegal(f: Fixture, unavailable: Record<string, string> = {}, keep?: (move: string, args: unknown[]) => boolean): PlayerView {
  const moves: LegalMoves['moves'] = {};
  for (const a of f.legal) {
    if (keep && !keep(a.move, a.args)) continue;
    (moves[a.move] ??= { args: [] }).args.push(a.args);
  }
  return { ...f.view, legal: { moves, unavailable } } as PlayerView;
}

function args(f: Fixture, view: PlayerView): Pick<GameBoardProps, 'def' | 'view' | 'ctx' | 'playerID' | 'players'> {
  return { def: f.def, view, ctx: f.ctx, playerID: f.playerID, players: names.slice(0, f.ctx.numPlayers) };
}

const bu = fixtures.buildUpPlay;

const meta = {
  title: 'Board/Play',
  component: GameBoard,
  parameters: { layout: 'fullscreen' },
  args: { ...args(bu, withLegal(bu)), onMove: fn() },
} satisfies Meta<typeof GameBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tap the 2 on your hand pile, then building pile 2: one move, exactly the server's legal tuple. */
export const TapCardThenPile: Story = {
  play: async ({ canvasElement, args: a }) => {
    const c = within(canvasElement);
    // Only the cards that play now are buttons, marked legal.
    const two = c.getByRole('button', { name: '2' });
    await expect(two).toHaveAttribute('data-legal', 'true');
    await userEvent.click(two);
    await expect(two).toHaveAttribute('aria-pressed', 'true');
    // Its two places are offered, and nothing else.
    const places = c.getAllByRole('button', { name: /^Play 2 on / });
    await expect(places.map((p) => p.getAttribute('aria-label'))).toEqual(['Play 2 on building pile 2', 'Play 2 on building pile 3']);
    await userEvent.click(places[0]!);
    await expect(a.onMove).toHaveBeenCalledWith('play', [15, 1]);
  },
};

/** A card with a single place to go plays as soon as it is tapped. */
export const SingleTargetPlaysAtOnce: Story = {
  args: args(bu, withLegal(bu, {}, (m, x) => m !== 'play' || (x[0] === 15 && x[1] === 1))),
  play: async ({ canvasElement, args: a }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '2' }));
    await expect(a.onMove).toHaveBeenCalledTimes(1);
    await expect(a.onMove).toHaveBeenCalledWith('play', [15, 1]);
  },
};

/** A wild may also start a new building pile: the new pile is offered as a place of its own. */
export const NewPileTarget: Story = {
  play: async ({ canvasElement, args: a }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'wild' }));
    await userEvent.click(c.getByRole('button', { name: 'Play wild on a new building pile' }));
    await expect(a.onMove).toHaveBeenCalledWith('play', [86, 3]);
  },
};

/**
 * Keys only: Enter picks a card up and focus goes to its first place; Escape puts it back and focus returns to the
 * card; the arrow keys (or Tab) walk the places; Enter plays.
 */
export const KeyboardOnly: Story = {
  play: async ({ canvasElement, args: a }) => {
    const c = within(canvasElement);
    const two = c.getByRole('button', { name: '2' });
    two.focus();
    await userEvent.keyboard('{Enter}');
    await expect(two).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName('Play 2 on building pile 2'));
    await userEvent.keyboard('{Escape}');
    await expect(two).toHaveAttribute('aria-pressed', 'false');
    await expect(document.activeElement).toBe(two);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName('Play 2 on building pile 2'));
    await userEvent.keyboard('{ArrowRight}');
    await expect(document.activeElement).toHaveAccessibleName('Play 2 on building pile 3');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(document.activeElement).toHaveAccessibleName('Play 2 on building pile 2');
    await userEvent.tab();
    await expect(document.activeElement).toHaveAccessibleName('Play 2 on building pile 3');
    await userEvent.keyboard('{Enter}');
    await expect(a.onMove).toHaveBeenCalledWith('play', [15, 2]);
  },
};

/** The arrow keys walk the cards that may be picked in the dock across its piles (Build Up's hand piles), wrapping. */
export const ArrowsAcrossPiles: Story = {
  play: async ({ canvasElement }) => {
    const mine = within(within(canvasElement).getByRole('region', { name: 'Your area' }));
    const two = mine.getByRole('button', { name: '2' });
    const wild = mine.getByRole('button', { name: 'wild' });
    // Two piles apart: the 2 tops hand pile 2, the wild hand pile 3.
    await expect(two.closest('[role="group"]')).not.toBe(wild.closest('[role="group"]'));
    two.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(document.activeElement).toBe(wild);
    await userEvent.keyboard('{ArrowRight}');
    await expect(document.activeElement).toBe(two);
    await userEvent.keyboard('{ArrowUp}');
    await expect(document.activeElement).toBe(wild);
    await expect(getComputedStyle(wild).outlineStyle).toBe('solid');
  },
};

const aoa = fixtures.artOfArgumentPick;

/** Arrow keys walk the hand; the focus ring shows on the card that has it. */
export const ArrowsWithinHand: Story = {
  args: args(aoa, withLegal(aoa)),
  play: async ({ canvasElement }) => {
    const hand = within(canvasElement).getByRole('group', { name: /^Your hand:/ });
    const cards = within(hand).getAllByRole('button');
    cards[0]!.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(document.activeElement).toBe(cards[1]);
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(document.activeElement).toBe(cards[cards.length - 1]);
    await expect(getComputedStyle(cards[cards.length - 1]!).outlineStyle).toBe('solid');
  },
};

const bag = fixtures.bagPlay;
const onlyOne = 'Only when you hold one card.';

/** A closed move says why in the game's words, and the numbers no rule allows are disabled. */
export const DisabledReason: Story = {
  args: args(bag, withLegal(bag, { nameTwo: onlyOne }, (_m, x) => x[0] !== 13)),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const two = within(c.getByRole('form', { name: 'Name two numbers' }));
    // Said under the closed move's button (once, for all the moves it closes), and to a screen reader as its description.
    await expect(c.getByRole('group', { name: 'Name two numbers' })).toHaveAccessibleDescription(onlyOne);
    await expect(c.getByRole('form', { name: 'Name two numbers' }).closest('.dh-board-closed')).toHaveTextContent(onlyOne);
    await expect(two.getByRole('button', { name: 'Name two numbers' })).toBeDisabled();
    const name = within(c.getByRole('form', { name: 'Name a number' }));
    await expect(name.getByRole('button', { name: '13' })).toBeDisabled();
    await expect(name.getByRole('button', { name: '12' })).toBeEnabled();
  },
};

/** The server refused a move: its reason shows in the dock, and the picked card stays picked. */
export const Rejected: Story = {
  args: { rejection: 'Building pile 2 needs a 3.' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent('Not played: Building pile 2 needs a 3.');
    const two = c.getByRole('button', { name: '2' });
    await userEvent.click(two);
    await expect(two).toHaveAttribute('aria-pressed', 'true');
  },
};

/**
 * The table in `view` until the "Next state" button (outside the board, standing in for the server) swaps in `next`:
 * a picked card may move under a player's hand between two states.
 */
function TwoStates({ next, ...props }: GameBoardProps & { next: PlayerView }) {
  const [view, setView] = useState(props.view);
  return (
    <>
      <button type="button" onClick={() => setView(next)}>Next state</button>
      <GameBoard {...props} view={view} />
    </>
  );
}

/** Your table with the 2 (card 15) moved from hand pile 2 onto hand pile 4, where it still plays on piles 2 and 3. */
function twoMoved(v: PlayerView): PlayerView {
  const piles = (v.zones['handPiles'] as number[][][]).map((seat) => seat.map((p) => [...p]));
  const mine = piles[0]!;
  mine[1] = mine[1]!.filter((c) => c !== 15);
  mine[3]!.push(15);
  return { ...v, zones: { ...v.zones, handPiles: piles } };
}

/**
 * A picked card that moves before it is played (another seat's move, a reshuffle, a hand passed on) is put down: its
 * old pick must not offer it new places where it lies now. Picked again where it now lies, it offers them.
 */
export const PickedCardThatMovesIsPutDown: Story = {
  render: (a) => <TwoStates {...a} next={twoMoved(a.view)} />,
  play: async ({ canvasElement, args: a }) => {
    const c = within(canvasElement);
    const two = () => c.getByRole('button', { name: '2' });
    await userEvent.click(two());
    await expect(two()).toHaveAttribute('aria-pressed', 'true');
    await expect(c.getAllByRole('button', { name: /^Play 2 on / })).toHaveLength(2);
    await userEvent.click(c.getByRole('button', { name: 'Next state' }));
    // Now on top of hand pile 4: still playable, no longer picked, and no place offered for it.
    await waitFor(() => expect(c.getByRole('group', { name: /^Your hand piles 4:/ })).toContainElement(two()));
    await expect(two()).toHaveAttribute('aria-pressed', 'false');
    await expect(c.queryAllByRole('button', { name: /^Play 2 on / })).toEqual([]);
    await userEvent.click(two());
    await expect(c.getAllByRole('button', { name: /^Play 2 on / })).toHaveLength(2);
    await expect(a.onMove).not.toHaveBeenCalled();
  },
};

const race = fixtures.wordaroundRace;

/** A wrong race answer is taken but the field empties: the dock says it was not it, and what is left to do. */
export const RaceWrongAnswer: Story = {
  args: args(race, { ...withLegal(race), race: { ...race.view.race!, myWrong: 2 } } as PlayerView),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('status', { name: 'Wrong answers' })).toHaveTextContent("Not right: 2 wrong answers this round. Try again, or say you're stuck.");
    // Still racing: the answer field is open (and has the focus).
    await expect(c.getByRole('textbox', { name: 'Answer' })).toBeEnabled();
  },
};
