/**
 * A match's table chat, kept with the match (storage `appendChat`/`readChat`, SQLite and PostgreSQL alike) and sent
 * to every socket of the match on boardgame.io's own `chat` event, so its stock client (`sendChatMessage`,
 * `chatMessages`) works unchanged. What the server adds: the sender is the seat the socket holds (a line naming
 * another seat is refused), a spectator speaks only where the host allowed it, each seat (a spectator: its address)
 * has its own rate, a line is short plain text (chat-text.ts), a match holds a bounded number of lines, and a socket
 * that syncs is sent the last lines (CHAT_HISTORY_EVENT). A refused line is answered to its sender alone.
 */
import { randomUUID } from 'node:crypto';
import type { DeckhandStorage, ChatLine, MatchData } from '../db/storage';
import type { Rate } from '../limits';
import { Bucket } from '../security/rate-limit';
import { isPlainObject } from '../security/safe-json';
import type { TableMatch } from '../table/table';
import { chatText } from './chat-text';

/** Sent to a socket whose line was refused: `{ id, reason }`. */
export const CHAT_REFUSED_EVENT = 'deckhand:chat-refused';
/** Sent to a socket after its sync: `[matchID, messages]`, the match's last lines, oldest first. */
export const CHAT_HISTORY_EVENT = 'deckhand:chat-history';
/** Lines a syncing socket is sent. */
export const CHAT_HISTORY = 100;
/** Lines a match may hold: its chat cannot grow the database without bound. */
export const CHAT_PER_MATCH = 2000;

/** A line as boardgame.io's client holds chat messages: `{ id, sender, payload }`. */
export interface ChatWire {
  id: string;
  sender: string | null;
  payload: { text: string; at: number };
}

export const toWire = (l: ChatLine): ChatWire => ({ id: l.id, sender: l.sender, payload: { text: l.text, at: l.at } });

/** Whether the host lets spectators speak (`table.spectatorChat`, set by the chat-settings route). */
export const spectatorsMaySpeak = (m: MatchData | undefined) => (m as TableMatch | undefined)?.table?.spectatorChat === true;

export interface ChatSender {
  /** The seat the socket is bound to (null: a spectator). */
  seat: string | null;
  /** Who pays the rate: the seat of the match, or a spectator's address. */
  rateKey: string;
}

export class TableChat {
  private readonly bucket: Bucket;
  constructor(
    private readonly storage: DeckhandStorage,
    private readonly publish: (matchID: string, message: ChatWire) => Promise<void>,
    rate: Rate,
  ) {
    this.bucket = new Bucket(rate);
  }

  /** Takes one line from `from`; resolves to why it was refused, or undefined once it is stored and announced. */
  async post(matchID: string, from: ChatSender, raw: unknown): Promise<string | undefined> {
    if (!isPlainObject(raw)) return 'a chat message is { id, sender, payload }';
    const sender = raw['sender'];
    // boardgame.io's client names the sender itself; the server decides who it is.
    if (sender !== undefined && sender !== null && sender !== from.seat) return 'you can only speak for your own seat';
    if (sender === null && from.seat !== null) return 'you can only speak for your own seat';
    if (this.bucket.take(from.rateKey) !== undefined) return 'slow down: too many messages';
    const text = chatText(raw['payload']);
    if (!text.ok) return text.reason;
    if (from.seat === null) {
      const { metadata } = await this.storage.readShared(matchID);
      if (!spectatorsMaySpeak(metadata)) return 'spectators may read the chat; the host has not let them speak';
    }
    const line: ChatLine = { id: randomUUID(), sender: from.seat, text: text.text, at: Date.now() };
    if (!(await this.storage.appendChat(matchID, line, CHAT_PER_MATCH))) return "this table's chat is full";
    await this.publish(matchID, toWire(line));
    return undefined;
  }

  /** The last lines, as a syncing socket is sent them. */
  async history(matchID: string): Promise<ChatWire[]> {
    return (await this.storage.readChat(matchID, CHAT_HISTORY)).map(toWire);
  }
}
