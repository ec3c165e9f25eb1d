import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChatPanel, type ChatPanelProps } from './ChatPanel';
import { mergeLines, type ChatEntry } from './chat-model';

const NAMES = ['Ada', 'Bea', 'Cy'];
const line = (id: string, sender: string | null, text: string, at: number): ChatEntry => ({ id, sender, text, at });
const LINES = [line('a', '1', 'good luck all', 1), line('b', '0', 'you too', 2), line('c', null, 'nice table', 3), line('d', '1', 'ouch, that queen', 4)];

/** The panel as a page holds it: the mute list in state, sends recorded. */
function Live(props: Partial<ChatPanelProps> & { onSend: ChatPanelProps['onSend']; onMute: ChatPanelProps['onMute'] }) {
  const [muted, setMuted] = useState<ReadonlySet<string>>(props.muted ?? new Set());
  return (
    <div style={{ maxWidth: 420 }}>
      <ChatPanel
        lines={LINES}
        numSeats={3}
        seatName={(s) => NAMES[s]!}
        me="0"
        {...props}
        muted={muted}
        onMute={(sender, on) => {
          props.onMute(sender, on);
          setMuted((m) => {
            const next = new Set(m);
            if (on) next.add(sender);
            else next.delete(sender);
            return next;
          });
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Table/ChatPanel',
  component: Live,
  parameters: { viewport: { options: { phone: { name: 'Phone', styles: { width: '390px', height: '844px' }, type: 'mobile' } } } },
  args: { onSend: fn(), onMute: fn() },
} satisfies Meta<typeof Live>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Lines in order with who wrote them (you, a seat by name, a spectator); Enter sends and empties the field. */
const conversation: Story['play'] = async ({ canvasElement, args }) => {
  const c = within(canvasElement);
  const log = c.getByRole('log', { name: 'Messages' });
  const items = within(log).getAllByRole('listitem').map((li) => li.textContent);
  await expect(items).toEqual(['Bea good luck all', 'You you too', 'Spectator nice table', 'Bea ouch, that queen']);
  const input = c.getByRole('textbox', { name: 'Message' });
  await expect(c.getByRole('button', { name: 'Send' })).toBeDisabled();
  await userEvent.type(input, '  well played  {Enter}');
  await expect(args.onSend).toHaveBeenCalledWith('well played');
  await expect(input).toHaveValue('');
};

export const Conversation: Story = { play: conversation };
export const ConversationDark: Story = { parameters: { theme: 'dark' }, play: conversation };
export const ConversationPhone: Story = { globals: { viewport: { value: 'phone' } }, play: conversation };

/** Markup typed into the chat is shown as the characters typed: no element is made from it. */
export const MarkupIsText: Story = {
  args: { lines: [line('x', '2', '<img src=x onerror="alert(1)"><b>bold</b><script>steal()</script>', 1)] },
  play: async ({ canvasElement }) => {
    const log = within(canvasElement).getByRole('log', { name: 'Messages' });
    await expect(log.querySelector('img, b, script')).toBeNull();
    await expect(log.querySelector('.dh-chat-text')!.textContent).toBe('<img src=x onerror="alert(1)"><b>bold</b><script>steal()</script>');
  },
};

/** Muting a player hides their lines here (and says how many); unmuting brings them back. Spectators mute as one. */
export const MuteAPlayer: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Mute players' }));
    const people = within(c.getByRole('list', { name: 'Mute players' }));
    await expect(people.getAllByRole('button').map((b) => b.textContent)).toEqual(['Mute Bea', 'Mute Cy', 'Mute Spectators']);
    await userEvent.click(people.getByRole('button', { name: 'Mute Bea' }));
    await expect(args.onMute).toHaveBeenCalledWith('1', true);
    const log = c.getByRole('log', { name: 'Messages' });
    await expect(within(log).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['You you too', 'Spectator nice table']);
    await expect(c.getByText('2 messages from muted players hidden.')).toBeVisible();
    await userEvent.click(people.getByRole('button', { name: 'Unmute Bea' }));
    await expect(within(log).getAllByRole('listitem')).toHaveLength(4);
  },
};

/** A spectator the host has not let speak reads the chat and is told why there is no field. */
export const SpectatorReadOnly: Story = {
  args: { me: null, readOnly: 'Spectators read the chat; the host has not let them write.' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.queryByRole('textbox')).toBeNull();
    await expect(c.getByRole('note')).toHaveTextContent('the host has not let them write');
    await expect(within(c.getByRole('log')).getAllByRole('listitem')).toHaveLength(4);
  },
};

/** The server refused the last line: its reason, where the field is. */
export const Refused: Story = {
  args: { refusal: 'slow down: too many messages' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Not sent: slow down: too many messages');
  },
};

/** The field takes no more than the server does, and counts down near the end. */
export const LongLine: Story = {
  args: { maxLength: 50 },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const input = c.getByRole('textbox', { name: 'Message' });
    await userEvent.type(input, 'x'.repeat(60));
    await expect(input).toHaveValue('x'.repeat(50));
    await expect(c.getByText('0 characters left')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Send' }));
    await expect(args.onSend).toHaveBeenCalledWith('x'.repeat(50));
  },
};

/** History and live lines merged: each line once, in the server's order. */
export const MergedHistory: Story = {
  args: { lines: mergeLines([LINES[2]!, LINES[0]!], [LINES[0]!, LINES[3]!, LINES[1]!]) },
  play: async ({ canvasElement }) => {
    const log = within(canvasElement).getByRole('log');
    await expect(within(log).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Bea good luck all', 'You you too', 'Spectator nice table', 'Bea ouch, that queen']);
  },
};
