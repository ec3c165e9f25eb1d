/**
 * A game's scores in each player panel, read from its YAML end rules (scores.ts): Trumps ranks by tricks taken, so
 * each seat's chip counts its tricks during play; Hearts ranks by `vars.score`, shown on the chip, while the tricks
 * taken this hand say their own points under the pile (not the score of the hands before: "0 points" under a pile
 * of hearts); Go Fish ranks by books (cards in books / 4); Expeditions names its winners by `vars.score`.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { scenes } from '../fixtures/scenes';
import { GameBoard } from './GameBoard';

const PHONE = { phone: { name: 'Phone', styles: { width: '390px', height: '844px' }, type: 'mobile' } };
const fixture = (id: string) => scenes.find((s) => s.id === id)!.fixture;
const players = (n: number) => Array.from({ length: n }, (_, s) => ({ name: s === 0 ? 'Ada' : `Bot ${s + 1}`, bot: s > 0 }));
const args = (id: string) => {
  const f = fixture(id);
  return { def: f.def, view: f.view, ctx: f.ctx, playerID: f.playerID, players: players(f.ctx.numPlayers), onMove: fn(), motion: 'off' as const };
};

const meta = {
  title: 'Board/Scores',
  component: GameBoard,
  parameters: { layout: 'fullscreen', viewport: { options: PHONE } },
  args: args('trumps-mid'),
} satisfies Meta<typeof GameBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each seat's chip (the other seats' and your own) says `label value`, as its accessible name does. */
async function chipsSay(canvasElement: HTMLElement, label: string, values: readonly unknown[]) {
  const c = within(canvasElement);
  for (const [s, value] of values.entries()) {
    const name = s === 0 ? 'Ada' : `Bot ${s + 1}`;
    const chip = c.getByRole('group', { name: new RegExp(`^${name}: .*, ${label} ${String(value)}(,|$)`) });
    await expect(chip).toHaveTextContent(`${label} ${String(value)}`);
  }
}

export const TrumpsTricksPerSeat: Story = {
  play: async ({ canvasElement }) => chipsSay(canvasElement, 'tricks', (fixture('trumps-mid').view.vars as { tricks: number[] }).tricks),
};

export const HeartsScoreOnPanelPointsUnderTricks: Story = {
  args: args('hearts-mid'),
  play: async ({ canvasElement }) => {
    const v = fixture('hearts-mid').view.vars as { score: number[]; points: number[] };
    await chipsSay(canvasElement, 'score', v.score);
    // Ada's tricks taken this hand hold points: the pile says so, not the score of the hands before.
    const mine = within(canvasElement).getByRole('group', { name: /^Your tricks taken: / });
    await expect(mine.getAttribute('aria-label')).toMatch(new RegExp(`, ${v.points[0]} points$`));
  },
};

export const GoFishBooksPhone: Story = {
  args: args('go-fish-mid'),
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const books = (fixture('go-fish-mid').view.zones['books'] as unknown[][]).map((b) => Math.floor(b.length / 4));
    await chipsSay(canvasElement, 'books', books);
  },
};

export const ExpeditionsScoreDark: Story = {
  args: args('expeditions-mid'),
  parameters: { theme: 'dark' },
  play: async ({ canvasElement }) => chipsSay(canvasElement, 'score', (fixture('expeditions-mid').view.vars as { score: number[] }).score),
};
