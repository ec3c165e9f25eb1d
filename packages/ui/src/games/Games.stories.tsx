/**
 * The "Games" section: every game folder of the repository, drawn by GameBoard from seat 0's view at the opening,
 * in the middle of a seeded match and at its end. The scenes are generated when Storybook starts
 * (.storybook/game-gallery.ts runs tools/src/story-gallery.ts), so a new game gets these stories with no code:
 * pick it with the `game` control, or see every game at once with "all".
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import gallery from 'virtual:deckhand/game-gallery';
import { GameBoard } from '../GameBoard';

type Scene = 'Opening' | 'Midgame' | 'End';

interface GamesProps {
  /** A game folder's id, or "all". */
  game: string;
  scene: Scene;
}

/** One board per game (or the chosen one) at the chosen moment of its seeded match. */
function Games({ game, scene }: GamesProps) {
  const shown = gallery.filter((g) => game === 'all' || g.id === game);
  return (
    <div style={{ display: 'grid', gap: 32 }}>
      {shown.map((g) => {
        const s = g.scenes.find((x) => x.scene === scene)!;
        return (
          <section key={g.id} aria-label={`${g.name}, ${scene.toLowerCase()}`} data-game={g.id}>
            <h3 style={{ fontFamily: 'system-ui' }}>{g.name} — {g.players} players, seat 1's view</h3>
            <GameBoard def={s.def} view={s.view} ctx={s.ctx} playerID={s.playerID} onMove={() => undefined} />
          </section>
        );
      })}
    </div>
  );
}

const meta = {
  title: 'Games/Every game folder',
  component: Games,
  args: { game: 'all', scene: 'Opening' },
  argTypes: {
    game: { control: 'select', options: ['all', ...gallery.map((g) => g.id)] },
    scene: { control: 'inline-radio', options: ['Opening', 'Midgame', 'End'] },
  },
} satisfies Meta<typeof Games>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every game's board for every folder found, as its scene says. */
const everyGameDrawn = (scene: Scene): Story['play'] => async ({ canvasElement }) => {
  const c = within(canvasElement);
  await expect(gallery.length).toBeGreaterThan(0);
  for (const g of gallery) {
    const section = c.getByRole('region', { name: `${g.name}, ${scene.toLowerCase()}` });
    await expect(within(section).getByRole('region', { name: `${g.name} board` })).toBeVisible();
  }
};

export const Opening: Story = { play: everyGameDrawn('Opening') };

export const Midgame: Story = { args: { scene: 'Midgame' }, play: everyGameDrawn('Midgame') };

/** The end of each seeded match: the result is shown, and no move is offered. */
export const End: Story = {
  args: { scene: 'End' },
  play: async (ctx) => {
    await everyGameDrawn('End')!(ctx as never);
    const c = within(ctx.canvasElement);
    await expect(c.getAllByRole('status', { name: 'Result' })).toHaveLength(gallery.filter((g) => g.scenes[2]!.view.result).length);
  },
};

/** One game alone, chosen with the `game` control (a new folder is in its list at once). */
export const OneGame: Story = {
  args: { game: gallery[0]?.id ?? 'all' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-game]')).toHaveLength(1);
  },
};
