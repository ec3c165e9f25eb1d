import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactElement } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fixtures, isLegal, type Fixture } from '../fixtures';
import { GameBoard } from '../GameBoard';
import { GamePanels, loadGamePanels, panelMoves, type GamePanelsProps } from './GamePanels';
import type { GamePanel } from './panel';

const names = [{ name: 'Ada' }, { name: 'Bea' }, { name: 'Cy' }];

/** GameBoard with the registry's panels as its children, as apps/web draws every match (moves a panel handles hidden). */
function BoardWithPanels({ panels, ...props }: GamePanelsProps) {
  return (
    <GameBoard {...props} hiddenMoves={panelMoves(props, panels)}>
      <GamePanels {...props} {...(panels ? { panels } : {})} />
    </GameBoard>
  );
}

const boardArgs = (f: Fixture) => ({ def: f.def, view: f.view, ctx: f.ctx, playerID: f.playerID, players: names.slice(0, f.ctx.numPlayers) });

const meta = {
  title: 'Board/GamePanels',
  component: BoardWithPanels,
  parameters: { layout: 'fullscreen' },
  args: { ...boardArgs(fixtures.artOfArgumentQuiz), onMove: fn() },
  // The panels' code fetched before the board draws, as the match page does as soon as it has the def.
  loaders: [async ({ args }) => void (await loadGamePanels(args.def!, args.panels))],
} satisfies Meta<typeof BoardWithPanels>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Art of Argument's hook view follows the quiz protocol: the quiz panel answers with `answer`, which it handles, so
 * the board's MoveBar offers no second "answer 0–3" control. The question is this seat's to answer, so the panel is
 * in the dock, with the hand, not on the table.
 */
export const ArtOfArgumentQuiz: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(within(c.getByRole('region', { name: 'Table' })).queryByRole('region', { name: 'Quiz' })).toBeNull();
    const dock = within(c.getByRole('region', { name: 'Your hand and moves' }));
    const quiz = within(dock.getByRole('region', { name: 'Quiz' }));
    await expect(panelMoves(args)).toEqual(['answer']);
    await expect(c.queryByRole('form', { name: 'Answer' })).toBeNull();
    // The quiz phase allows only `answer`: with it in the panel, the board has no moves section at all.
    await expect(c.queryByRole('region', { name: 'Moves' })).toBeNull();
    await userEvent.click(quiz.getByRole('button', { name: /^Definition 2: / }));
    await expect(args.onMove).toHaveBeenCalledWith('answer', [1]);
    await expect(isLegal(fixtures.artOfArgumentQuiz, 'answer', [1])).toBe(true);
  },
};

/** The same quiz state on a bare GameBoard (no panels, nothing hidden): the generic `answer` control is what shows. */
export const ArtOfArgumentQuizWithoutPanels: Story = {
  render: (props) => <GameBoard {...props} />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.queryByRole('region', { name: 'Quiz' })).toBeNull();
    await expect(c.getByRole('form', { name: 'Answer' })).toBeVisible();
  },
};

/** Art of Argument while picking: no quiz yet, and the hook view holds no last answer either: no panel, every move shown. */
export const ArtOfArgumentPick: Story = {
  args: boardArgs(fixtures.artOfArgumentPick),
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.queryByRole('region', { name: 'Quiz' })).toBeNull();
    await expect(panelMoves(args)).toEqual([]);
    const moves = within(c.getByRole('region', { name: 'Moves' }));
    for (const name of ['Pick', 'Nothing to play', 'Rearrange']) await expect(moves.getByRole('form', { name })).toBeVisible();
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

/** A registry of one's own: the mechanism is generic (no game ids), and a panel hides only the moves it handles. */
const demoPanels: readonly GamePanel[] = [
  { id: 'twice', active: (p) => p.view.log.length > 0, render: () => <p role="note">Name two numbers here</p>, handles: ['nameTwo'] },
  { id: 'never', active: () => false, render: () => <p role="note">never drawn</p>, handles: ['name'] },
];

export const CustomRegistry: Story = {
  args: { ...boardArgs(fixtures.bagPlay), panels: demoPanels },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('note')).toHaveTextContent('Name two numbers here');
    await expect(panelMoves(args, demoPanels)).toEqual(['nameTwo']);
    await expect(c.queryByRole('form', { name: 'Name two numbers' })).toBeNull();
    await expect(c.getByRole('form', { name: 'Name a number' })).toBeVisible();
  },
};

/**
 * The quizzed seat sees its whole question on one screen, as the match page bounds the board to it (100dvh): the
 * term and all four definitions lie within the window, on a desktop and on a phone (it was drawn on the table under
 * the pinned dock, where only its title showed).
 */
const wholeQuestion: Story['play'] = async ({ canvasElement }) => {
  const quiz = within(canvasElement).getByRole('region', { name: 'Quiz' });
  const parts = [quiz.querySelector('legend')!, ...quiz.querySelectorAll('button[data-option]')];
  await expect(parts.length).toBe(5);
  for (const p of parts) {
    const r = p.getBoundingClientRect();
    await expect(r.top, `${p.textContent} starts on screen`).toBeGreaterThanOrEqual(0);
    await expect(r.bottom, `${p.textContent} ends on screen`).toBeLessThanOrEqual(window.innerHeight);
  }
};
const onePage = [(Story: () => ReactElement) => <div style={{ ['--dh-board-max-height' as string]: '100dvh' }}><Story /></div>];
export const QuizOnScreenDesktop: Story = { decorators: onePage, play: wholeQuestion };
export const QuizOnScreenPhone: Story = {
  decorators: onePage,
  parameters: { viewport: { options: { phone: { name: 'Phone', styles: { width: '390px', height: '844px' }, type: 'mobile' } } } },
  globals: { viewport: { value: 'phone' } },
  play: wholeQuestion,
};
