/**
 * A trick lies as on a card table: each card in front of the seat that played it (the view's `playedBy`), the other
 * seats' places across the top, yours under them; the card's spoken name says who played it too. Only a trick (a small
 * open pile on the table) is laid out so. The seat that takes it is marked for a moment.
 */
import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { scenes } from '../fixtures/scenes';
import { GameBoard, type GameBoardProps } from './GameBoard';

const f = scenes.find((s) => s.id === 'trumps-mid')!.fixture;
const players = Array.from({ length: f.ctx.numPlayers }, (_, s) => ({ name: s === 0 ? 'Ada' : `Bot ${s + 1}` }));

const meta = {
  title: 'Board/Trick',
  component: GameBoard,
  parameters: { layout: 'fullscreen' },
  args: { def: f.def, view: f.view, ctx: f.ctx, playerID: f.playerID, players, onMove: fn(), motion: 'off' },
} satisfies Meta<typeof GameBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

const play: Story['play'] = async ({ canvasElement }) => {
  const trick = within(canvasElement).getByRole('group', { name: /^The trick: / });
  const ids = f.view.zones['trick'] as number[];
  await expect(trick.querySelectorAll('.dh-card').length).toBe(ids.length);
  // Each card in front of the seat that played it: in that seat's place, named; the card led is marked.
  for (const [i, id] of ids.entries()) {
    const seat = f.view.playedBy![id]!;
    const who = String(seat) === f.playerID ? 'you' : players[seat]!.name;
    const place = trick.querySelector<HTMLElement>(`.dh-trick-place[data-seat="${seat}"]`)!;
    const card = place.querySelector<HTMLElement>(`.dh-card[data-card="${id}"]`)!;
    await expect(card).not.toBeNull();
    await expect(place.querySelector('.dh-trick-who')).toHaveTextContent(String(seat) === f.playerID ? 'You' : who);
    await expect(place.getAttribute('data-led')).toBe(i === 0 ? 'true' : null);
    await expect(card.getAttribute('aria-label')).toMatch(new RegExp(`, played by ${who}$`));
  }
  // Every seat has its place; the ones still to play are empty. Yours is under the others', nearest your hand.
  await expect(trick.querySelectorAll('.dh-trick-place').length).toBe(f.ctx.numPlayers);
  const mine = trick.querySelector<HTMLElement>(`.dh-trick-place[data-seat="${f.playerID}"]`)!;
  const other = trick.querySelector<HTMLElement>('.dh-trick-others .dh-trick-place')!;
  await expect(mine.getBoundingClientRect().top).toBeGreaterThan(other.getBoundingClientRect().bottom - 1);
  // The hand's cards are not labelled.
  await expect(within(canvasElement).getByRole('region', { name: 'Your area' }).querySelector('.dh-card-by')).toBeNull();
};

export const WhoPlayedEachCard: Story = { play };
export const WhoPlayedEachCardDark: Story = { parameters: { theme: 'dark' }, play };
export const WhoPlayedEachCardPhone: Story = {
  parameters: { viewport: { options: { phone: { name: 'Phone', styles: { width: '390px', height: '844px' }, type: 'mobile' } } } },
  globals: { viewport: { value: 'phone' } },
  play,
};

/**
 * The trick leaves the table: whoever took it is marked for a moment ("Bot 2 took the trick"). Trumps keeps one shared
 * pile of tricks, so the taker is the one seat whose trick count went up by one.
 */
function TrickThenTaken(props: GameBoardProps) {
  const [taken, setTaken] = useState(false);
  const v = props.view;
  const vars = v.vars as { tricks: number[] };
  const after = { ...v, zones: { ...v.zones, trick: [], taken: [...(v.zones['taken'] as unknown[]), null, null, null] }, vars: { ...vars, tricks: vars.tricks.map((n, s) => (s === 1 ? n + 1 : n)) } };
  return (
    <>
      <button type="button" onClick={() => setTaken(true)}>Take the trick</button>
      <GameBoard {...props} view={(taken ? after : v) as GameBoardProps['view']} />
    </>
  );
}

export const TakerMarkedForAMoment: Story = {
  render: (args) => <TrickThenTaken {...args} />,
  args: { motion: 'on' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.queryByText(/took the trick/)).toBeNull();
    await userEvent.click(c.getByRole('button', { name: 'Take the trick' }));
    const mark = await c.findByText('Bot 2 took the trick');
    await expect(mark.closest('.dh-board-seat')!.getAttribute('data-took')).toBe('true');
    // For a moment only.
    await new Promise((r) => setTimeout(r, 1800));
    await expect(c.queryByText(/took the trick/)).toBeNull();
  },
};

/** A small open pile that only grows (Art of Argument's discard pile) is no trick: no seats' places. */
const aoa = scenes.find((s) => s.id === 'art-of-argument-mid')!.fixture;
export const ADiscardPileIsNoTrick: Story = {
  args: { def: aoa.def, view: aoa.view, ctx: aoa.ctx, playerID: aoa.playerID, players },
  play: async ({ canvasElement }) => {
    const discard = within(canvasElement).getByRole('group', { name: /^Discard pile: / });
    await expect(discard.querySelector('.dh-trick-place')).toBeNull();
  },
};
