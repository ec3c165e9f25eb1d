/**
 * A trick says who played each of its cards (the view's `playedBy`): a band on each card with the seat's name ("you"
 * for your own), and the card's spoken name says it too. Only a trick (a small open pile on the table) is labelled.
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
  const cards = [...trick.querySelectorAll<HTMLElement>('.dh-card')];
  const ids = f.view.zones['trick'] as number[];
  await expect(cards.length).toBe(ids.length);
  for (const [i, id] of ids.entries()) {
    const seat = f.view.playedBy![id]!;
    const who = String(seat) === f.playerID ? 'you' : players[seat]!.name;
    await expect(cards[i]!.querySelector('.dh-card-by')).toHaveTextContent(who);
    await expect(cards[i]!.getAttribute('aria-label')).toMatch(new RegExp(`, played by ${who}$`));
  }
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
