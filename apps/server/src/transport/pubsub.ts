import { Redis } from 'ioredis';

/**
 * A message for every client of one match; the transport filters it per seat before it leaves the process.
 * `seats` is internal (never sent to a client): a seat was left, taken or re-credentialed, so every process drops
 * the sockets whose credentials no longer hold that seat. `bots` is internal too: a process paused the match's bots
 * because none of its sockets watch it; a process whose sockets do plays them instead.
 */
export interface MatchMessage {
  type: 'update' | 'matchData' | 'chat' | 'seats' | 'bots';
  args: unknown[];
}

/** Same contract as boardgame.io's GenericPubSub, so one process or several behave the same. */
export interface MatchPubSub {
  publish(channel: string, message: MatchMessage): void | Promise<void>;
  subscribe(channel: string, callback: (message: MatchMessage) => void): void;
  unsubscribeAll(channel: string): void;
  close(): Promise<void>;
  /** Resolves when the pub/sub is reachable, rejects with the cause otherwise (GET /ready); in process: always. */
  ping?(): Promise<void>;
}

export const channelFor = (matchID: string) => `deckhand:match:${matchID}`;

export class InProcessPubSub implements MatchPubSub {
  private readonly callbacks = new Map<string, ((m: MatchMessage) => void)[]>();
  publish(channel: string, message: MatchMessage): void {
    for (const cb of this.callbacks.get(channel) ?? []) cb(message);
  }
  subscribe(channel: string, callback: (m: MatchMessage) => void): void {
    this.callbacks.set(channel, [...(this.callbacks.get(channel) ?? []), callback]);
  }
  unsubscribeAll(channel: string): void {
    this.callbacks.delete(channel);
  }
  async close(): Promise<void> {
    this.callbacks.clear();
  }
}

/**
 * Redis pub/sub so that a move applied by one server process reaches the players connected to another. The
 * publishing process receives its own message back through Redis like everyone else, so delivery order is the
 * same on every process.
 */
export class RedisPubSub implements MatchPubSub {
  private readonly pub: Redis;
  private readonly sub: Redis;
  private readonly callbacks = new Map<string, ((m: MatchMessage) => void)[]>();

  constructor(url: string, onError: (error: Error) => void = () => {
      /* ioredis reconnects on its own */
    }) {
    this.pub = new Redis(url, { maxRetriesPerRequest: 3 });
    this.sub = new Redis(url, { maxRetriesPerRequest: 3 });
    this.pub.on('error', onError);
    this.sub.on('error', onError);
    this.sub.on('message', (channel: string, raw: string) => {
      const callbacks = this.callbacks.get(channel);
      if (!callbacks) return;
      let message: MatchMessage;
      try {
        message = JSON.parse(raw) as MatchMessage;
      } catch {
        return;
      }
      for (const cb of callbacks) cb(message);
    });
  }

  async publish(channel: string, message: MatchMessage): Promise<void> {
    await this.pub.publish(channel, JSON.stringify(message));
  }

  subscribe(channel: string, callback: (m: MatchMessage) => void): void {
    const existing = this.callbacks.get(channel);
    if (!existing) void this.sub.subscribe(channel);
    this.callbacks.set(channel, [...(existing ?? []), callback]);
  }

  unsubscribeAll(channel: string): void {
    if (this.callbacks.delete(channel)) void this.sub.unsubscribe(channel);
  }

  async close(): Promise<void> {
    this.callbacks.clear();
    await Promise.allSettled([this.pub.quit(), this.sub.quit()]);
  }

  /** Both connections up: the publisher answers PING and the subscriber is connected (it cannot PING in subscriber mode). */
  async ping(): Promise<void> {
    if (this.sub.status !== 'ready') throw new Error(`redis subscriber ${this.sub.status}`);
    if (this.pub.status !== 'ready') throw new Error(`redis publisher ${this.pub.status}`);
    await this.pub.ping();
  }
}
