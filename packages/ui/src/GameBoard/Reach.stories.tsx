/**
 * Everything the seat may press now can be pressed where it shows: each card that plays now and each place a move
 * plays on has a point on top of the page (nothing drawn over it) once scrolled into view, on a board bounded to one
 * screen as the match page bounds it. Art of Argument's placing phase at three and six seats: each set is a place
 * (Place puts the revealed card there) and holds cards that may be moved (Rearrange); the place's button used to
 * cover the set's cards, which could not be clicked (issue 37, found by the every-game test from three seats).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Fixture } from '../fixtures';
import placeThree from '../fixtures/art-of-argument-place-3.json';
import placeSix from '../fixtures/art-of-argument-place-6.json';
import type { PlayerView } from '../types';
import { GameBoard } from './GameBoard';
import type { LegalMoves } from './targets';

const PHONE = { phone: { name: 'Phone', styles: { width: '390px', height: '844px' }, type: 'mobile' } };

/** The fixture's legal actions in the shape the server puts in a seat's view. */
function withLegal(f: Fixture): PlayerView {
  const moves: LegalMoves['moves'] = {};
  for (const a of f.legal) (moves[a.move] ??= { args: [] }).args.push(a.args);
  return { ...f.view, legal: { moves, unavailable: {} } } as PlayerView;
}

function args(f: Fixture) {
  const players = Array.from({ length: f.ctx.numPlayers }, (_, s) => ({ name: s === 0 ? 'Ada' : `Bot ${s + 1}`, bot: s > 0 }));
  return { def: f.def, view: withLegal(f), ctx: f.ctx, playerID: f.playerID, players, onMove: fn(), motion: 'off' as const };
}

const meta = {
  title: 'Board/Reach',
  component: GameBoard,
  parameters: { layout: 'fullscreen', viewport: { options: PHONE } },
  // As the match page holds it: the board at most one screen tall, its table scrolling above the dock.
  decorators: [(Story) => <div style={{ ['--dh-board-max-height' as string]: '100dvh' }}><Story /></div>],
  args: args(placeThree as unknown as Fixture),
} satisfies Meta<typeof GameBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A point of `el` that is on top of the page once it is scrolled into view, or what covers its middle. */
function pointOnTop(el: Element): { x: number; y: number } | string {
  el.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  const r = el.getBoundingClientRect();
  for (const fy of [0.5, 0.3, 0.1, 0.7, 0.9]) {
    for (const fx of [0.5, 0.2, 0.05, 0.8]) {
      const hit = document.elementFromPoint(r.left + r.width * fx, r.top + r.height * fy);
      if (hit && (hit === el || el.contains(hit))) return { x: r.left + r.width * fx, y: r.top + r.height * fy };
    }
  }
  const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  return hit ? `${hit.tagName.toLowerCase()}.${hit.className} "${hit.getAttribute('aria-label') ?? ''}"` : 'nothing (off screen)';
}

const play: Story['play'] = async ({ canvasElement, args: a }) => {
  const board = canvasElement.querySelector<HTMLElement>('.dh-board')!;
  const f = { legal: (a.view.legal as LegalMoves).moves };
  // Every card that plays now, and every place a move plays on, can be pressed where it shows.
  const controls = [...board.querySelectorAll<HTMLElement>('button.dh-card[data-legal="true"], .dh-pile-drop')];
  await expect(controls.length).toBeGreaterThan(0);
  for (const el of controls) {
    const at = pointOnTop(el);
    await expect(typeof at === 'string' ? `${el.getAttribute('aria-label')}: covered by ${at}` : 'on top').toBe('on top');
  }
  // The revealed card waiting to be placed shows on the table.
  const revealed = within(board).getByRole('group', { name: /^Your revealed card: 1 card/ });
  const shown = revealed.querySelector('.dh-card');
  await expect(shown, revealed.outerHTML.slice(0, 300)).not.toBeNull();
  await expect(typeof pointOnTop(shown!)).toBe('object');
  // The place's own button puts the revealed card there.
  const place = board.querySelector<HTMLElement>('.dh-pile-drop[data-move="place"]')!;
  const p = pointOnTop(place) as { x: number; y: number };
  await userEvent.click(document.elementFromPoint(p.x, p.y)!);
  await waitFor(() => expect(a.onMove).toHaveBeenCalledWith('place', JSON.parse(place.getAttribute('data-args')!)));
  // And a set's card is picked for Rearrange by a click on it (not taken as "place here"); its one legal move plays.
  const [moving] = f.legal['rearrange']!.args[0]! as [number, number];
  const card = board.querySelector<HTMLElement>(`button.dh-card[data-card="${moving}"]`);
  await expect(card, `card ${moving} is a button`).not.toBeNull();
  const at = pointOnTop(card!) as { x: number; y: number };
  await userEvent.click(document.elementFromPoint(at.x, at.y)!);
  await waitFor(() => expect(a.onMove).toHaveBeenCalledTimes(2));
  await expect((a.onMove as ReturnType<typeof fn>).mock.calls[1]![0]).toBe('rearrange');
};

const six = args(placeSix as unknown as Fixture);

export const PlacingThreeSeats: Story = { play };
export const PlacingThreeSeatsPhone: Story = { globals: { viewport: { value: 'phone' } }, play };
export const PlacingSixSeats: Story = { args: six, play };
export const PlacingSixSeatsPhoneDark: Story = { args: six, globals: { viewport: { value: 'phone' } }, parameters: { theme: 'dark' }, play };
