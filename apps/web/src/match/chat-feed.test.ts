import { describe, expect, it } from 'vitest';
import { chatFeed, CHAT_HISTORY_EVENT, CHAT_REFUSED_EVENT, type ChatTransport } from './chat-feed';

/** boardgame.io's transport as the feed sees it: a socket whose events the test fires, and the lines it sent. */
function fakeTransport(playerID: string | null = '0') {
  const handlers = new Map<string, ((...args: unknown[]) => void)[]>();
  const sent: unknown[] = [];
  const transport: ChatTransport = {
    matchID: 'm1',
    playerID,
    socket: { on: (event, listener) => handlers.set(event, [...(handlers.get(event) ?? []), listener as never]) },
    sendChatMessage: (_matchID, message) => void sent.push(message),
  };
  const fire = (event: string, ...args: unknown[]) => handlers.get(event)?.forEach((h) => h(...args));
  return { transport, fire, sent };
}
const wire = (id: string, sender: string | null, text: string, at: number) => ({ id, sender, payload: { text, at } });

describe('the chat feed', () => {
  it('merges the history sent after each sync with live lines, each line once, in the server order', () => {
    const feed = chatFeed();
    const { transport, fire } = fakeTransport();
    feed.attach(transport);
    fire('chat', 'm1', wire('b', '1', 'second', 2));
    fire(CHAT_HISTORY_EVENT, 'm1', [wire('a', '0', 'first', 1), wire('b', '1', 'second', 2)]);
    // A reconnect sends the history again; another match's line and a malformed one are not this table's.
    fire(CHAT_HISTORY_EVENT, 'm1', [wire('a', '0', 'first', 1), wire('b', '1', 'second', 2)]);
    fire('chat', 'other', wire('z', '0', 'elsewhere', 3));
    fire('chat', 'm1', { id: 'y', sender: '0', payload: { html: '<b>' } });
    expect(feed.snapshot().lines.map((l) => l.text)).toEqual(['first', 'second']);
  });

  it('sends through the transport as boardgame.io does, and keeps the last refusal until the next send', () => {
    const feed = chatFeed();
    expect(feed.send('too early')).toBe(false);
    const { transport, fire, sent } = fakeTransport('1');
    feed.attach(transport);
    let notified = 0;
    feed.subscribe(() => notified++);
    fire(CHAT_REFUSED_EVENT, { id: 'q', reason: 'slow down: too many messages' });
    expect(feed.snapshot().refusal).toBe('slow down: too many messages');
    expect(feed.send('hello')).toBe(true);
    expect(sent).toEqual([{ id: expect.any(String), sender: '1', payload: 'hello' }]);
    expect(feed.snapshot().refusal).toBeUndefined();
    expect(notified).toBe(2);
  });
});
