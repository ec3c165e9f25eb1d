import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fixtures, isLegal, type Fixture } from '../fixtures';
import { GameBoard } from '../GameBoard';
import { GamePanels, type PanelProps } from './GamePanels';

const names = [{ name: 'Ada' }, { name: 'Bea' }, { name: 'Cy' }];

/** GameBoard with the registry's panels as its children, as apps/web draws every match. */
function BoardWithPanels(props: PanelProps) {
  return (
    <GameBoard {...props}>
      <GamePanels {...props} />
    </GameBoard>
  );
}

const boardArgs = (f: Fixture) => ({ def: f.def, view: f.view, ctx: f.ctx, playerID: f.playerID, players: names.slice(0, f.ctx.numPlayers) });

const meta = {
  title: 'Board/GamePanels',
  component: BoardWithPanels,
  parameters: { layout: 'fullscreen' },
  args: { ...boardArgs(fixtures.artOfArgumentQuiz), onMove: fn() },
} satisfies Meta<typeof BoardWithPanels>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Art of Argument's hook view follows the quiz protocol: the quiz panel is on the table and answers with `answer`. */
export const ArtOfArgumentQuiz: Story = {
  play: async ({ canvasElement, args }) => {
    const table = within(within(canvasElement).getByRole('region', { name: 'Table' }));
    const quiz = within(table.getByRole('region', { name: 'Quiz' }));
    await userEvent.click(quiz.getByRole('button', { name: /^Definition 2: / }));
    await expect(args.onMove).toHaveBeenCalledWith('answer', [1]);
    await expect(isLegal(fixtures.artOfArgumentQuiz, 'answer', [1])).toBe(true);
  },
};

/** Art of Argument while picking: no quiz yet, and the hook view holds no last answer either: no panel. */
export const ArtOfArgumentPick: Story = {
  args: boardArgs(fixtures.artOfArgumentPick),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region', { name: 'Quiz' })).toBeNull();
  },
};

/** A game without hooks (Bag): no panel. */
export const Bag: Story = {
  args: boardArgs(fixtures.bagPlay),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Table' })).toBeVisible();
    await expect(within(canvasElement).queryByRole('region', { name: 'Quiz' })).toBeNull();
  },
};
