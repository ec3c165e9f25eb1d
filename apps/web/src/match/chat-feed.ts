/**
 * The table chat as the match page holds it, read off boardgame.io's own socket (the transport wrapper in
 * rejections.ts attaches it on connect): live lines on boardgame.io's `chat` event, the last lines the server sends
 * after each sync (`deckhand:chat-history`), and the reason a line was refused (`deckhand:chat-refused`). Lines are
 * merged by id, so a reconnect's history adds nothing twice. Sending goes through the transport, as boardgame.io's
 * `sendChatMessage` would.
 */
import { mergeLines, readEntries, readEntry, type ChatEntry } from '@deckhand/ui';

/** The server's events (apps/server chat/table-chat.ts). */
export const CHAT_HISTORY_EVENT = 'deckhand:chat-history';
export const CHAT_REFUSED_EVENT = 'deckhand:chat-refused';

export interface ChatSnapshot {
  lines: readonly ChatEntry[];
  refusal?: string;
}

/** What of boardgame.io's SocketIO transport the feed needs. */
export interface ChatTransport {
  socket?: { on(event: string, listener: (...args: never[]) => void): unknown } | null;
  matchID: string;
  playerID: string | null;
  sendChatMessage(matchID: string, message: { id: string; sender: string | null; payload: unknown }): void;
}

export interface ChatFeed {
  attach(transport: ChatTransport): void;
  subscribe(listener: () => void): () => void;
  snapshot(): ChatSnapshot;
  /** Sends a line; false when not connected yet. */
  send(text: string): boolean;
}

export function chatFeed(): ChatFeed {
  let state: ChatSnapshot = { lines: [] };
  let transport: ChatTransport | undefined;
  const listeners = new Set<() => void>();
  const set = (next: ChatSnapshot) => {
    state = next;
    listeners.forEach((l) => l());
  };
  return {
    attach(t) {
      transport = t;
      const socket = t.socket;
      if (!socket) return;
      socket.on('chat', (matchID: unknown, message: unknown) => {
        const line = matchID === t.matchID ? readEntry(message) : undefined;
        if (line) set({ ...state, lines: mergeLines(state.lines, [line]) });
      });
      socket.on(CHAT_HISTORY_EVENT, (matchID: unknown, lines: unknown) => {
        if (matchID === t.matchID) set({ ...state, lines: mergeLines(readEntries(lines), state.lines) });
      });
      socket.on(CHAT_REFUSED_EVENT, (r: { reason?: unknown } | undefined) => {
        if (typeof r?.reason === 'string') set({ ...state, refusal: r.reason });
      });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    snapshot: () => state,
    send(text) {
      if (!transport?.socket) return false;
      const { refusal: _r, ...rest } = state;
      set(rest);
      transport.sendChatMessage(transport.matchID, { id: Math.random().toString(36).slice(2, 10), sender: transport.playerID, payload: text });
      return true;
    },
  };
}
