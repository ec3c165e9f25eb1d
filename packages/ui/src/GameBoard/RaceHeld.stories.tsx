/**
 * WordARound between rounds (issue 37, item 10): a bot has just read the card, and the next one opens only after
 * the game's pause. The board says who read what, the answer form is closed meanwhile (a word still being typed for
 * that card is never judged against the next), and an answer sent in a round names that round.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { CardFace } from '@deckhand/dsl/client';
import { fixtures } from '../fixtures';
import { RingCard, type RingName } from '../RingCard';
import { GameBoard } from './GameBoard';

const wa = fixtures.wordaroundRace;
const players = [{ name: 'Ada', connected: true }, { name: 'Bot 2', connected: true, bot: true }, { name: 'Bot 3', connected: true, bot: true }];
const ringFace = (id: number, face: CardFace) =>
  face.type === 'disc' && wa.layouts?.[id] ? <RingCard layout={wa.layouts[id]} highlight={wa.view.vars.ring as RingName} /> : undefined;
const race = wa.view.race!;
const waiting = 'Waiting for the next round.';

/** The same table a moment after Bot 2 read "salmon": the round closed, the next card due in two seconds. */
const held = {
  ...wa.view,
  race: { ...race, open: false, nextAt: race.lastAt + 2000 },
  log: [...wa.view.log, { turn: 2, seat: 1, move: 'raceResolve', message: 'seat 2 read the answer first', race: { outcome: 'win' as const, seats: [1], answer: 'salmon' } }],
  legal: { waiting, moves: {}, unavailable: { raceAnswer: waiting, raceStuck: waiting, ready: 'Only during the getting ready phase.' } },
};

const meta = {
  title: 'Board/WordARound',
  component: GameBoard,
  parameters: { layout: 'fullscreen' },
  args: { def: wa.def, view: wa.view, ctx: wa.ctx, playerID: wa.playerID, players, renderFace: ringFace, onMove: fn() },
} satisfies Meta<typeof GameBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Bot 2 read the card: the word is held on screen ("Bot 2 read “salmon”") and nothing can be answered until the next card. */
export const BotReadHeld: Story = {
  args: { view: held },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const said = c.getByRole('status', { name: 'Round over' });
    await expect(said).toBeVisible();
    await expect(said).toHaveTextContent('Bot 2 read “salmon”');
    // The answer form is closed until the next card, so a word typed for the card just won goes nowhere.
    const form = within(c.getByRole('form', { name: 'Answer' }));
    await expect(form.queryByRole('textbox')).toBeNull();
    const send = form.getByRole('button', { name: 'Send' });
    await expect(send).toBeDisabled();
    await userEvent.click(send);
    await expect(args.onMove).not.toHaveBeenCalled();
  },
};

/** The next card is open: the answer names its round, so if it arrives once that card is won it is refused, never judged on another. */
export const AnswerNamesItsRound: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.queryByRole('status', { name: 'Round over' })).toBeNull();
    // The ring to read is written on the card, not only tinted.
    const card = c.getByRole('img', { name: /read the red ring/ });
    await expect([...card.querySelectorAll('.dh-ring-read text')].map((t) => t.textContent)).toEqual(['read', 'red']);
    const bar = within(c.getByRole('form', { name: 'Answer' }));
    await userEvent.type(bar.getByRole('textbox', { name: 'Answer' }), 'shiver{Enter}');
    await expect(args.onMove).toHaveBeenCalledWith('raceAnswer', ['shiver', race.round]);
  },
};
