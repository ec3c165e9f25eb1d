import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fixtures, isLegal, type Fixture } from '../fixtures';
import { RingCard, type RingName } from '../RingCard';
import type { CardFace } from '../types';
import { GameBoard, type GameBoardProps } from './GameBoard';

const names = [{ name: 'Ada', connected: true }, { name: 'Bea', connected: true }, { name: 'Cy', connected: false, bot: true }];

function boardArgs(f: Fixture): Pick<GameBoardProps, 'def' | 'view' | 'ctx' | 'playerID' | 'players'> {
  return { def: f.def, view: f.view, ctx: f.ctx, playerID: f.playerID, players: names.slice(0, f.ctx.numPlayers) };
}

/** The last call of the onMove spy, checked against the fixture's legal actions. */
async function expectLegalMove(onMove: unknown, f: Fixture, name: string) {
  const calls = (onMove as ReturnType<typeof fn>).mock.calls;
  await expect(calls.length).toBe(1);
  const [move, args] = calls[0] as [string, unknown[]];
  await expect(move).toBe(name);
  await expect(isLegal(f, move, args)).toBe(true);
}

const meta = {
  title: 'Board/GameBoard',
  component: GameBoard,
  parameters: { layout: 'fullscreen' },
  args: { ...boardArgs(fixtures.bagPlay), onMove: fn() },
} satisfies Meta<typeof GameBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Bag, three players: your turn to name a number; the log shows what was named and revealed. */
export const BagYourTurn: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Your turn')).toBeVisible();
    const bar = within(c.getByRole('form', { name: 'Name a number' }));
    // The number is the move's only choice: pressing it names it (no second button).
    await userEvent.click(bar.getByRole('button', { name: '13' }));
    await expect(args.onMove).toHaveBeenCalledWith('name', [13]);
    await expectLegalMove(args.onMove, fixtures.bagPlay, 'name');
  },
};

/** The same table while another seat is to move: every control is disabled; why is said once, not under each move. */
export const BagNotYourTurn: Story = {
  args: { ctx: { ...fixtures.bagPlay.ctx, currentPlayer: '1' } },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByText("Bea's turn")).toBeVisible();
    const forms = c.getAllByRole('form');
    await expect(forms.length).toBeGreaterThan(1);
    const shown = [...canvasElement.querySelectorAll('.dh-board-moves *')].filter((e) => e.children.length === 0 && e.textContent === "Waiting for Bea's turn" && !e.classList.contains('dh-visually-hidden'));
    await expect(shown).toHaveLength(1);
    const bar = within(c.getByRole('form', { name: 'Name a number' }));
    await expect(bar.getByRole('group', { name: 'Name a number' })).toBeDisabled();
    await expect(bar.getByRole('group', { name: 'Name a number' })).toHaveAccessibleDescription("Waiting for Bea's turn");
    await userEvent.click(bar.getByRole('button', { name: 'Name a number' }), { pointerEventsCheck: 0 });
    await expect(args.onMove).not.toHaveBeenCalled();
  },
};

/** Bag, two players: both secretly return 5 of their 10 cards to the box (a simultaneous phase). */
export const BagReturnToBox: Story = {
  args: boardArgs(fixtures.bagReturn),
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    // The box is on the table in a game of two, the only one that uses it (`onTable: players == 2`).
    await expect(c.getByRole('group', { name: /^Box: \d+ cards?, \d+ out of play$/ })).toBeVisible();
    const mine = within(c.getByRole('region', { name: 'Your area' }));
    const cards = mine.getAllByRole('button', { pressed: false });
    await expect(cards).toHaveLength(10);
    for (const card of cards.slice(0, 5)) await userEvent.click(card);
    const bar = within(c.getByRole('form', { name: 'Return to the box' }));
    await userEvent.click(bar.getByRole('button', { name: 'Return to the box' }));
    await expectLegalMove(args.onMove, fixtures.bagReturn, 'returnToBox');
  },
};

/** Hearts: everyone chooses three cards to pass at once; the cards others chose wait face down, unseen. */
export const HeartsPassThree: Story = {
  args: boardArgs(fixtures.heartsPass),
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const mine = within(c.getByRole('region', { name: 'Your area' }));
    const cards = mine.getAllByRole('button', { pressed: false });
    await expect(cards).toHaveLength(13);
    await expect(c.getByText('Phase: Passing')).toBeVisible();
    // Bea has chosen: her three cards wait face down, no face shown.
    const beas = within(c.getByRole('group', { name: "Bea's cards to pass: 3 cards" }));
    await expect(beas.getAllByRole('img', { name: 'face-down card' })).toHaveLength(3);
    const bar = within(c.getByRole('form', { name: 'Pass three cards' }));
    for (const card of cards.slice(0, 2)) await userEvent.click(card);
    await expect(bar.getByRole('button', { name: 'Pass three cards' })).toBeDisabled();
    await userEvent.click(cards[2]!);
    await userEvent.click(bar.getByRole('button', { name: 'Pass three cards' }));
    await expectLegalMove(args.onMove, fixtures.heartsPass, 'passCards');
  },
};

/** Rummy after drawing (an optional stage): the turn line names the step; with no meld in hand, Meld says why and Discard plays. */
export const RummyMeldStage: Story = {
  args: boardArgs(fixtures.rummyMeld),
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Your turn: meld or lay off')).toBeVisible();
    // Every meld on the table shows all its cards (a run or a set is what a player lays off on), not only its top.
    const melds = fixtures.rummyMeld.view.zones['melds'] as number[][];
    const table = within(c.getByRole('region', { name: 'Table' }));
    for (const [i, meld] of melds.entries()) {
      const pile = within(table.getByRole('group', { name: new RegExp(`^Meld ${i + 1}: ${meld.length} cards`) }));
      await expect(pile.getAllByRole('img')).toHaveLength(meld.length);
    }
    const mine = within(c.getByRole('region', { name: 'Your area' }));
    const cards = mine.getAllByRole('button', { pressed: false });
    // This hand holds no set or run, so the server's legal view offers no meld: the form says why in the game's words.
    const meld = within(c.getByRole('form', { name: 'Meld' }));
    await expect(meld.getByRole('button', { name: 'Meld' })).toBeDisabled();
    await expect(meld.getByText(/^Nothing in your hand to meld\. A meld is three or more cards of one rank/)).toBeVisible();
    // With no meld or lay-off open, discarding is the one thing a card can do: one click discards it.
    await userEvent.click(cards[0]!);
    await expectLegalMove(args.onMove, fixtures.rummyMeld, 'discard');
  },
};

/** Bag over: every hand revealed, the winner named. */
export const BagGameOver: Story = {
  args: boardArgs(fixtures.bagOver),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('status', { name: 'Result' })).toHaveTextContent(/^Game over: Bea wins$/);
    // The log ends with the result too, newest of all, in the banner's words.
    const log = within(c.getByRole('region', { name: 'Game log' }));
    await expect(log.getAllByRole('listitem')[0]).toHaveTextContent(/^Game over: Bea wins — only one player still holds cards$/);
    await expect(c.queryByRole('region', { name: 'Moves' })).toBeNull();
  },
};

/** Build Up: play the top of a hand pile onto a building pile. */
export const BuildUpPlay: Story = {
  args: boardArgs(fixtures.buildUpPlay),
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const mine = within(c.getByRole('region', { name: 'Your area' }));
    // Only the tops of your stockpile and hand piles can be selected.
    await userEvent.click(mine.getByRole('button', { name: '2' }));
    const bar = within(c.getByRole('form', { name: 'Play' }));
    await userEvent.click(bar.getByRole('button', { name: 'Building pile 2' }));
    await userEvent.click(bar.getByRole('button', { name: 'Play' }));
    await expect(args.onMove).toHaveBeenCalledWith('play', [15, 1]);
    await expectLegalMove(args.onMove, fixtures.buildUpPlay, 'play');
  },
};

/** The log reads Build Up's moves as sentences: the seat, the card's face, the building pile 1-based and its caption. */
export const BuildUpLog: Story = {
  args: boardArgs(fixtures.buildUpPlay),
  play: async ({ canvasElement }) => {
    const log = within(within(canvasElement).getByRole('region', { name: 'Game log' }));
    // Newest first: the fourth move heads the list.
    const items = log.getAllByRole('listitem').reverse();
    await expect(items[1]).toHaveTextContent(/^Ada played 2 on building pile 1 — next 3$/);
    await expect(items[3]).toHaveTextContent(/^Bea played 1 on building pile 3 — next 2$/);
  },
};

/** `hiddenMoves` leaves a move's controls out (something else on the table offers it); the other moves stay. */
export const HiddenMoves: Story = {
  args: { hiddenMoves: ['nameTwo'] },
  play: async ({ canvasElement }) => {
    const moves = within(within(canvasElement).getByRole('region', { name: 'Moves' }));
    await expect(moves.queryByRole('form', { name: 'Name two numbers' })).toBeNull();
    await expect(moves.getByRole('form', { name: 'Name a number' })).toBeVisible();
  },
};

export const BuildUpEndTurn: Story = {
  args: boardArgs(fixtures.buildUpPlay),
  play: async ({ canvasElement, args }) => {
    const bar = within(within(canvasElement).getByRole('form', { name: 'End turn' }));
    await userEvent.click(bar.getByRole('button', { name: 'End turn' }));
    await expectLegalMove(args.onMove, fixtures.buildUpPlay, 'pass');
  },
};

/** Art of Argument: everyone picks a card in secret; sets of terms lie open. */
export const ArtOfArgumentPick: Story = {
  args: boardArgs(fixtures.artOfArgumentPick),
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Your move (everyone moves at once)')).toBeVisible();
    const mine = within(c.getByRole('region', { name: 'Your area' }));
    // Picking is the one thing a card can do now: one click picks it.
    await userEvent.click(mine.getByRole('button', { name: 'term 3: concession' }));
    await expect(args.onMove).toHaveBeenCalledWith('pick', [10]);
    await expectLegalMove(args.onMove, fixtures.artOfArgumentPick, 'pick');
  },
};

/** With "confirm moves" the same click only picks the card; the move's button sends it. */
export const ArtOfArgumentPickConfirmed: Story = {
  args: { ...boardArgs(fixtures.artOfArgumentPick), confirmMoves: true },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const mine = within(c.getByRole('region', { name: 'Your area' }));
    await userEvent.click(mine.getByRole('button', { name: 'term 3: concession' }));
    await expect(args.onMove).not.toHaveBeenCalled();
    const bar = within(c.getByRole('form', { name: 'Pick' }));
    await userEvent.click(bar.getByRole('button', { name: 'Pick' }));
    await expectLegalMove(args.onMove, fixtures.artOfArgumentPick, 'pick');
  },
};

/**
 * Art of Argument in a column 360 px wide: nothing runs off the side (the other seats' strip scrolls within itself)
 * and no two pile labels of a seat overlap. (The phone's own rules — labels a word a line, numbers on the strip's tiny
 * cards — follow the screen width, not a column's: the visual suite checks them at 390 px.)
 */
export const ArtOfArgumentNarrow: Story = {
  args: boardArgs(fixtures.artOfArgumentPick),
  decorators: [(Story) => <div style={{ width: 360 }} data-testid="column"><Story /></div>],
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByTestId('column').scrollWidth).toBeLessThanOrEqual(360);
    const strip = c.getByRole('region', { name: 'Other players' });
    const labels = [...strip.querySelector('.dh-board-seat')!.querySelectorAll('.dh-pile-label')].map((l) => l.getBoundingClientRect());
    await expect(labels.length).toBeGreaterThan(1);
    const overlap = (x: DOMRect, y: DOMRect) => x.left < y.right - 0.5 && y.left < x.right - 0.5 && x.top < y.bottom - 0.5 && y.top < x.bottom - 0.5;
    for (const [i, x] of labels.entries()) for (const y of labels.slice(i + 1)) await expect(overlap(x, y)).toBe(false);
  },
};

const wa = fixtures.wordaroundRace;
const ringFace = (id: number, face: CardFace) =>
  face.type === 'disc' && wa.layouts?.[id] ? <RingCard layout={wa.layouts[id]} highlight={wa.view.vars.ring as RingName} /> : undefined;

/** WordARound: the top card is uncovered; read its red ring first. */
export const WordARoundRace: Story = {
  args: { ...boardArgs(wa), renderFace: ringFace },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('img', { name: /read the red ring/ })).toBeVisible();
    // The phase's YAML label ("race", lower case for sentences) starts the phase line's value with a capital.
    await expect(c.getByText('Phase: Race')).toBeVisible();
    const bar = within(c.getByRole('form', { name: 'Answer' }));
    await userEvent.type(bar.getByRole('textbox', { name: 'Answer' }), `${String(wa.legal[0]!.args[0])}{Enter}`);
    await expectLegalMove(args.onMove, wa, 'raceAnswer');
  },
};

const sj = fixtures.slapjackSlap;
const sjRound = sj.view.race!.round;
/** What the server adds to the seat's view in a slap race: the slap (naming its round) whether it is right or not. */
const sjLegal = { moves: { raceSlap: { args: [[sjRound]] }, raceStuck: { args: [[]] } }, unavailable: {} };

/** Slapjack: a card has been turned; the Slap button has the focus, so Space slaps at once (for this round). */
export const SlapjackSlap: Story = {
  args: { ...boardArgs(sj), view: { ...sj.view, legal: sjLegal } },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const slap = within(c.getByRole('form', { name: 'Slap' })).getByRole('button', { name: 'Slap' });
    await expect(slap).toHaveFocus();
    await expect(c.getByRole('form', { name: 'Pass' })).toBeVisible();
    await expect(c.queryByRole('textbox')).toBeNull();
    await userEvent.keyboard(' ');
    await expect(args.onMove).toHaveBeenCalledWith('raceSlap', [sjRound]);
  },
};

/**
 * Slapjack's slap round has a timeout: the dock counts it down beside the Slap button (a bar and tenths of a second),
 * from the time left when the view arrived, so the browser's clock need not agree with the server's.
 */
export const SlapjackCountdown: Story = {
  args: { ...boardArgs(sj), view: { ...sj.view, legal: sjLegal }, motion: 'on' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const timer = c.getByRole('timer', { name: 'Time left to slap' });
    const total = sj.view.race!.deadline! - sj.view.race!.lastAt;
    const seconds = () => Number(/^(\d+\.\d) s$/.exec(timer.textContent ?? '')?.[1]);
    const first = seconds();
    await expect(first).toBeGreaterThan(0);
    await expect(first).toBeLessThanOrEqual(total / 1000);
    // It runs: a few tenths later it shows less, and once the time is over it says so.
    await waitFor(() => expect(seconds()).toBeLessThan(first), { timeout: 1500 });
    await waitFor(() => expect(timer).toHaveTextContent("Time's up"), { timeout: total + 1000 });
    await expect(timer).toHaveAttribute('data-over', 'true');
  },
};

/** With reduced motion the countdown steps once a second (whole seconds, the bar still between steps). */
export const SlapjackCountdownReducedMotion: Story = {
  args: { ...boardArgs(sj), view: { ...sj.view, legal: sjLegal }, motion: 'off' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const timer = c.getByRole('timer', { name: 'Time left to slap' });
    await expect(timer).toHaveTextContent(/^\d+ s$/);
    const fill = timer.querySelector<HTMLElement>('.dh-race-clock-fill')!;
    const width = fill.style.width;
    // Within the same second nothing moves.
    await new Promise((r) => setTimeout(r, 300));
    await expect(fill.style.width).toBe(width);
    await waitFor(() => expect(timer).toHaveTextContent("Time's up"), { timeout: 4000 });
  },
};

/** A race without a deadline (WordARound's reading race) shows no clock. */
export const NoClockWithoutDeadline: Story = {
  args: { ...boardArgs(wa), renderFace: ringFace },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('timer')).toBeNull();
  },
};

/** Slapjack once this seat has passed on the card: both buttons are closed and say why. */
export const SlapjackPassed: Story = {
  args: { ...boardArgs(sj), view: { ...sj.view, race: { ...sj.view.race!, stuck: [0] } } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(within(c.getByRole('form', { name: 'Slap' })).getByRole('button', { name: 'Slap' })).toBeDisabled();
    await expect(c.getAllByText('Answered: waiting for the others').length).toBeGreaterThan(0);
  },
};

/** A spectator sees the table, no controls and no hand. */
export const Spectator: Story = {
  args: boardArgs(fixtures.bagSpectator),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.queryByRole('region', { name: 'Your area' })).toBeNull();
    // A spectator's view holds no faces of any hand (only the log shows the revealed cards).
    await expect(within(c.getByRole('region', { name: 'Other players' })).queryAllByRole('img', { name: /^\d+$/ })).toHaveLength(0);
    // …and no controls: a spectator has no moves to make.
    await expect(c.queryByRole('region', { name: 'Moves' })).toBeNull();
  },
};
