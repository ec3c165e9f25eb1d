import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fixtures } from '../fixtures';
import { QuizPanel } from './QuizPanel';
import { quizViewOf, type QuizView } from './quiz-view';

// A real Art of Argument state (tools/src/ui-fixtures.ts, scene art-of-argument-quiz): both seats completed a set,
// Bea (seat 1) missed "inference", and Ada (seat 0, the fixture's seat) is asked about "post hoc ergo propter hoc".
const asked = quizViewOf(fixtures.artOfArgumentQuiz.view.hook)!;
const question = asked.quiz!.question!;
const names = ['Ada', 'Bea', 'Cy'];
const seatName = (s: number) => names[s] ?? `Seat ${s + 1}`;

/** The same state as another seat sees it: the question's term, never its candidates. */
const withoutOptions: QuizView = { ...asked, quiz: { ...asked.quiz!, question: { seat: question.seat, card: question.card, term: question.term } } };

const meta = {
  title: 'Art of Argument/QuizPanel',
  component: QuizPanel,
  args: { quiz: asked, playerID: '0', seatName, onAnswer: fn() },
} satisfies Meta<typeof QuizPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Your question: the term and four candidate definitions; a click sends its index, once. */
export const YourQuestion: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const panel = within(c.getByRole('region', { name: 'Quiz' }));
    await expect(panel.getByText('post hoc ergo propter hoc')).toBeVisible();
    const options = panel.getAllByRole('button', { name: /^Definition \d: / });
    await expect(options).toHaveLength(4);
    await expect(options.map((b) => b.textContent)).toEqual(question.options);
    await expect(panel.getByRole('status')).toHaveTextContent('Your turn to answer');
    await userEvent.click(options[3]!);
    await expect(args.onAnswer).toHaveBeenCalledWith(3);
    // Locked until the server's judgement arrives: a double click must not answer the next question unseen.
    await expect(options[0]).toBeDisabled();
    await expect(panel.getByRole('status')).toHaveTextContent('Answer sent');
    await userEvent.click(options[0]!, { pointerEventsCheck: 0 });
    await expect(args.onAnswer).toHaveBeenCalledTimes(1);
    // The last judged answer: Bea's miss, with the real definition of the card.
    await expect(panel.getByLabelText('Last answer')).toHaveTextContent(/Wrong\s+Bea missed inference/);
  },
};

/** Another seat is asked: who, and about which term; no candidates (the view does not hold them). */
export const WaitingForAnother: Story = {
  args: { quiz: withoutOptions, playerID: '1' },
  play: async ({ canvasElement, args }) => {
    const panel = within(within(canvasElement).getByRole('region', { name: 'Quiz' }));
    await expect(panel.getByRole('status')).toHaveTextContent('Waiting for Ada to define post hoc ergo propter hoc');
    await expect(panel.queryAllByRole('button')).toHaveLength(0);
    await expect(panel.getByLabelText('Last answer')).toHaveTextContent(/You missed inference/);
    await expect(args.onAnswer).not.toHaveBeenCalled();
  },
};

/** A spectator sees the same as a waiting seat. */
export const Spectator: Story = {
  args: { quiz: withoutOptions, playerID: null },
  play: async ({ canvasElement }) => {
    const panel = within(within(canvasElement).getByRole('region', { name: 'Quiz' }));
    await expect(panel.getByText('Quizzed: Bea, Ada')).toBeVisible();
    await expect(panel.queryAllByRole('button')).toHaveLength(0);
  },
};

/** After the quiz: only the last judged answer stays on the table. */
export const LastAnswerRight: Story = {
  args: { quiz: { defined: [question.card], quiz: null, last: { seat: 0, card: question.card, term: question.term, chosen: 3, right: true, definition: question.options![3]! } } },
  play: async ({ canvasElement }) => {
    const panel = within(within(canvasElement).getByRole('region', { name: 'Quiz' }));
    await expect(panel.getByLabelText('Last answer')).toHaveTextContent(/Right\s+You defined post hoc ergo propter hoc/);
    await expect(panel.getByLabelText('Last answer')).toHaveAttribute('data-right', 'true');
    await expect(panel.queryByRole('status')).toBeNull();
  },
};

/** Sudden death: the round, who is still in and who is out. */
export const SuddenDeath: Story = {
  args: {
    quiz: { ...asked, quiz: { ...asked.quiz!, mode: 'suddenDeath', round: 2, seats: [2, 0], out: [1], question: { ...question, seat: 2 } } },
    playerID: '0',
  },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Quiz' });
    const panel = within(region);
    await expect(panel.getByRole('heading', { name: 'Sudden death — round 2' })).toBeVisible();
    await expect(panel.getByText(/Still in: Cy, You/)).toBeVisible();
    await expect(panel.getByText(/Out: Bea/)).toBeVisible();
    await expect(panel.getByRole('status')).toHaveTextContent('Waiting for Cy to define');
    await expect(region).toHaveAttribute('data-mode', 'suddenDeath');
  },
};

/** Before any quiz: nothing is drawn. */
export const NothingYet: Story = {
  args: { quiz: { defined: [], quiz: null, last: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region', { name: 'Quiz' })).toBeNull();
  },
};

/** What quizViewOf accepts: a hook view of another shape is not a quiz. */
export const NotAQuiz: Story = {
  play: async () => {
    await expect(quizViewOf(undefined)).toBeUndefined();
    await expect(quizViewOf({ quiz: { mode: 'other', seats: [] } })).toBeUndefined();
    await expect(quizViewOf({ quiz: null, last: { seat: 0 } })).toBeUndefined();
    await expect(quizViewOf({ defined: [], quiz: null, last: null })).toEqual({ defined: [], quiz: null, last: null });
  },
};
