import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Hand } from '../Hand';
import { MoveBar, type MoveBarProps } from './MoveBar';

const bagName = { name: 'name', args: [{ name: 'n', type: 'number' as const, min: 0, max: 21 }] };
const returnToBox = { name: 'returnToBox', args: [{ name: 'chosen', type: 'cards' as const, from: [{ zone: 'hand', seat: 'self' }], count: 5, top: false }] };
const buildUpPlay = {
  name: 'play',
  args: [
    { name: 'c', type: 'card' as const, from: [{ zone: 'stock', seat: 'self' }], top: true },
    { name: 'p', type: 'pile' as const, zone: { zone: 'building' }, allowNew: true },
  ],
};

const meta = {
  title: 'Table/MoveBar',
  component: MoveBar,
  args: { move: bagName, onSubmit: fn() },
} satisfies Meta<typeof MoveBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Bag: name one number from 0 to 21. */
export const BagName: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const submit = c.getByRole('button', { name: 'Name' });
    await expect(submit).toBeDisabled();
    await expect(c.getAllByRole('button', { pressed: false })).toHaveLength(22);
    await userEvent.click(c.getByRole('button', { name: '13' }));
    await expect(c.getByRole('button', { name: '13' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledWith('name', [13]);
  },
};

export const NotYourTurn: Story = {
  args: { disabledReason: "Waiting for Bea's turn" },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('group', { name: 'Name' })).toBeDisabled();
    // Closed moves show their name and the reason only, not controls that cannot be used.
    await expect(c.queryByRole('button', { name: '13' })).toBeNull();
    await expect(c.getByRole('status')).toHaveTextContent("Waiting for Bea's turn");
    await userEvent.click(c.getByRole('button', { name: 'Name' }), { pointerEventsCheck: 0 });
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

const handIds = [0, 2, 3, 5, 8, 11, 13, 17, 19, 21];
const handFaces = Object.fromEntries(handIds.map((v) => [v, { type: 'number', attrs: { value: v } }]));

/** Bag, two players: the selection made in the Hand is what gets returned to the box. */
function ReturnToBoxDemo(props: MoveBarProps) {
  const [selected, setSelected] = useState<number[]>([]);
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <Hand cards={handIds} faces={handFaces} max={5} selected={selected} onChange={setSelected} />
      <MoveBar {...props} selection={selected} faces={handFaces} />
    </div>
  );
}

export const BagReturnToBox: Story = {
  args: { move: returnToBox },
  render: (args) => <ReturnToBoxDemo {...args} />,
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const submit = c.getByRole('button', { name: 'Return to box' });
    await expect(c.getByRole('status')).toHaveTextContent('Select 5 cards (0 selected)');
    for (const v of [2, 5, 11, 17]) await userEvent.click(c.getByRole('button', { name: `number: value ${v}` }));
    await expect(submit).toBeDisabled();
    await expect(c.getByRole('status')).toHaveTextContent('Select 5 cards (4 selected)');
    await userEvent.click(c.getByRole('button', { name: 'number: value 21' }));
    await expect(submit).toBeEnabled();
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledWith('returnToBox', [[2, 5, 11, 17, 21]]);
  },
};

const meld = { name: 'meld', args: [{ name: 'cards', type: 'cards' as const, from: [{ zone: 'hand', seat: 'self' }], min: 3, top: false }] };

/** Rummy: a meld of three or more cards, however many are selected past the third. */
export const MeldOfThreeOrMore: Story = {
  args: { move: meld },
  render: (args) => <ReturnToBoxDemo {...args} />,
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const submit = c.getByRole('button', { name: 'Meld' });
    await expect(c.getByRole('status')).toHaveTextContent('Select at least 3 cards (0 selected)');
    for (const v of [2, 5]) await userEvent.click(c.getByRole('button', { name: `number: value ${v}` }));
    await expect(submit).toBeDisabled();
    await expect(c.getByRole('status')).toHaveTextContent('Select at least 3 cards (2 selected)');
    for (const v of [11, 17]) await userEvent.click(c.getByRole('button', { name: `number: value ${v}` }));
    await expect(submit).toBeEnabled();
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledWith('meld', [[2, 5, 11, 17]]);
  },
};

/** Build Up: the selected card onto a chosen building pile, or a new one. */
export const CardOntoPile: Story = {
  args: {
    move: buildUpPlay,
    selection: [49],
    faces: { 49: { type: 'number', attrs: { value: 3 } } },
    piles: { p: { existing: 2, canAdd: true, label: (i) => `Building pile ${i + 1}` } },
  },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByText('number: value 3')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'New pile' }));
    await userEvent.click(c.getByRole('button', { name: 'Play' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('play', [49, 2]);
  },
};

/** The piles and the new one named as the game's argument says them ("Building pile 2", "New building pile"). */
export const NamedPiles: Story = {
  args: {
    move: buildUpPlay,
    selection: [49],
    faces: { 49: { type: 'number', attrs: { value: 3 } } },
    piles: { p: { existing: 2, canAdd: true, label: (i) => `Building pile ${i + 1}`, newLabel: 'New building pile' } },
  },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const names = [...c.getByRole('group', { name: /pile/i }).querySelectorAll('button')].map((b) => b.textContent);
    await expect(names).toEqual(['Building pile 1', 'Building pile 2', 'New building pile']);
    await userEvent.click(c.getByRole('button', { name: 'New building pile' }));
    await userEvent.click(c.getByRole('button', { name: 'Play' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('play', [49, 2]);
  },
};

export const NoCardSelected: Story = {
  args: { move: buildUpPlay, piles: { p: { existing: 4, canAdd: false } } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.queryByRole('button', { name: 'New pile' })).toBeNull();
    await userEvent.click(c.getByRole('button', { name: 'Pile 1' }));
    await expect(c.getByRole('button', { name: 'Play' })).toBeDisabled();
    await expect(c.getByRole('status')).toHaveTextContent('Select a card');
  },
};

/** Art of Argument's quiz: pick definition 0 to 3. */
export const SmallRange: Story = {
  args: { move: { name: 'answer', args: [{ name: 'choice', type: 'number', min: 0, max: 3 }] } },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: '2' }));
    await userEvent.click(c.getByRole('button', { name: 'Answer' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('answer', [2]);
  },
};

/** A bound the browser cannot evaluate (an expression): a number field; the server checks it. */
export const NumberField: Story = {
  args: { move: { name: 'bid', args: [{ name: 'amount', type: 'number', min: 1, max: 'count(hand[self])' }] } },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.type(c.getByRole('spinbutton', { name: 'Amount' }), '4');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('bid', [4]);
  },
};

export const Choice: Story = {
  args: { move: { name: 'call', args: [{ name: 'suit', type: 'choice', values: ['hearts', 'spades'] }] } },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'spades' }));
    await userEvent.click(c.getByRole('button', { name: 'Call' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('call', ['spades']);
  },
};

/** A move without arguments (pass, "ready"). */
export const NoArgs: Story = {
  args: { move: { name: 'pass', args: [] } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Pass' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('pass', []);
  },
};

/** A slap (a reflex race): nothing to choose; it takes the focus when it opens and sends the one tuple offered, its round. */
export const Slap: Story = {
  args: { move: { name: 'raceSlap', label: 'Slap', args: [] }, legalArgs: [[7]], autoFocus: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Slap' });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('raceSlap', [7]);
  },
};

const raceAnswer = { name: 'raceAnswer', label: 'Answer', args: [{ name: 'answer', type: 'text' as const, maxLength: 40 }] };

/**
 * WordARound's race answer: free text, one line like a chat box. The legend names the move once; the prompt is in
 * the field and the button says Send (no title, hint or button repeating "Answer").
 */
export const TextAnswer: Story = {
  args: { move: raceAnswer },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const field = c.getByRole('textbox', { name: 'Answer' });
    await expect(field).toHaveAttribute('placeholder', 'Type your answer');
    await expect(c.getByRole('button', { name: 'Send' })).toBeDisabled();
    // "Answer" is read once on the page: the legend.
    await expect(canvasElement.innerText.match(/answer/gi)).toHaveLength(1);
    await userEvent.type(field, 'shiver');
    await expect(c.getByRole('button', { name: 'Send' })).toBeEnabled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('raceAnswer', ['shiver']);
  },
};

/** A race whose next card opens while the field stays open (another control was last used): the field takes focus. */
function NextRoundDemo(props: MoveBarProps) {
  const [round, setRound] = useState(1);
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <MoveBar {...props} focusKey={round} />
      <button type="button" onClick={() => setRound((r) => r + 1)}>Next card</button>
    </div>
  );
}

export const NextRoundTakesFocus: Story = {
  args: { move: raceAnswer },
  render: (a) => <NextRoundDemo {...a} />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const field = c.getByRole('textbox', { name: 'Answer' });
    await expect(field).toHaveFocus();
    // Pressing another control moves focus there; the next round then brings it back to the field.
    await userEvent.click(c.getByRole('button', { name: 'Next card' }));
    await expect(field).toHaveFocus();
  },
};

/**
 * Old Maid: a position whose bounds depend on the table; the server's legal values are offered as buttons, counted
 * from 1 as players count (the move still gets the rules' 0-based place).
 */
export const TableBoundNumber: Story = {
  args: {
    move: { name: 'draw', label: 'Draw', args: [{ name: 'at', type: 'number' as const, min: 0, max: 'count(hand[next(self)]) - 1', label: 'position in their fan' }] },
    legalArgs: [[0], [1], [2]],
  },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.queryByRole('spinbutton')).toBeNull();
    const choices = within(c.getByRole('group', { name: 'position in their fan' })).getAllByRole('button');
    await expect(choices.map((b) => b.textContent)).toEqual(['1', '2', '3']);
    // The label is written for sentences; as the field's title it starts with a capital.
    await expect(c.getByText('Position in their fan')).toBeVisible();
    await userEvent.click(choices[2]!);
    await userEvent.click(c.getByRole('button', { name: 'Draw' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('draw', [2]);
  },
};

/** A place in a pile too long for buttons is typed, counted from 1: typing 1 sends the first card's place, 0. */
export const PositionTyped: Story = {
  args: {
    move: { name: 'draw', label: 'Draw', args: [{ name: 'at', type: 'number' as const, min: 0, max: 'count(hand[next(self)]) - 1', label: 'position in their fan' }] },
    legalArgs: Array.from({ length: 30 }, (_, i) => [i]),
  },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const field = c.getByRole('spinbutton', { name: 'position in their fan' });
    await userEvent.type(field, '1');
    await expect(field).toHaveValue(1);
    await userEvent.click(c.getByRole('button', { name: 'Draw' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('draw', [0]);
  },
};

const ranks = { 1: ['ace', 'aces'], 11: ['jack', 'jacks'], 12: ['queen', 'queens'], 13: ['king', 'kings'] } as const;

/**
 * Go Fish: a number argument declared `of: rank` offers the ranks by the deck's names (a value without a name stays a
 * number) and still sends the number; only the ranks the server allows are enabled.
 */
export const NamedValues: Story = {
  args: {
    move: { name: 'ask', label: 'Ask', args: [{ name: 'rank', type: 'number' as const, min: 1, max: 13, of: 'rank', label: 'rank' }] },
    valueNames: { rank: ranks },
    legalArgs: [[1], [12]],
  },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const buttons = within(c.getByRole('group', { name: 'rank' })).getAllByRole('button');
    await expect(buttons.map((b) => b.textContent)).toEqual(['Ace', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'Jack', 'Queen', 'King']);
    await expect(c.getByText('Rank')).toBeVisible();
    await expect(c.getByRole('button', { name: 'King' })).toBeDisabled();
    await userEvent.click(c.getByRole('button', { name: 'Queen' }));
    await userEvent.click(c.getByRole('button', { name: 'Ask' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('ask', [12]);
  },
};

/** A board that says one reason for all its closed moves once: the form keeps it for screen readers only. */
export const ReasonSaidElsewhere: Story = {
  args: { disabledReason: "Waiting for Bea's turn", reasonShown: false },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('group', { name: 'Name' })).toBeDisabled();
    await expect(c.queryByRole('status')).toBeNull();
    await expect(c.getByRole('group', { name: 'Name' })).toHaveAccessibleDescription("Waiting for Bea's turn");
    // Clipped to nothing on screen (theme.css's visually-hidden), still read as the form's description.
    await expect(c.getByText("Waiting for Bea's turn")).toHaveClass('dh-visually-hidden');
    await expect(c.getByText("Waiting for Bea's turn").getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};
