import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';

/**
 * A message for every client of one match; the transport filters it per seat before it leaves the process.
 * `seats` is internal (never sent to a client): a seat was left, taken or re-credentialed, so every process drops
 * the sockets whose credentials no longer hold that seat. `bots` is internal too: a process paused the match's bots
 * because none of its sockets watch it; a process whose sockets do plays them instead. `resync` (internal) says a
 * message of the match may have been lost (a publish failed, or a process died between a commit and its publish):
 * every process brings its sockets of the match up to the stored state and resumes its bots and timers.
 */
export interface MatchMessage {
  type: 'update' | 'matchData' | 'chat' | 'seats' | 'bots' | 'resync';
  args: unknown[];
}

/**
 * Same contract as boardgame.io's GenericPubSub, so one process or several behave the same, with two promises
 * more: `publish` never rejects (a message it could not send is still delivered in this process, and the match is
 * announced again once the pub/sub is back), and `onRecovered` is called after a break during which messages
 * from other processes may have been missed.
 */
export interface MatchPubSub {
  publish(channel: string, message: MatchMessage): void | Promise<void>;
  subscribe(channel: string, callback: (message: MatchMessage) => void): void;
  unsubscribeAll(channel: string): void;
  /** Set by the transport: every match with sockets here catches up from storage. */
  onRecovered?: () => void;
  close(): Promise<void>;
  /** Resolves when the pub/sub is reachable, rejects with the cause otherwise (GET /ready); in process: always. */
  ping?(): Promise<void>;
}

/** When a process whose publishes failed tells the others to catch up, after its publisher is back. */
const RESYNC_DELAYS_MS = [500, 2500];

export const channelFor = (matchID: string) => `deckhand:match:${matchID}`;
const matchOf = (channel: string) => channel.slice('deckhand:match:'.length);

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
 * publishing process delivers its own message to its own sockets at once, as the object it was given (no JSON round
 * trip: the views and patches built from a state the process keeps are cached by identity), and skips its echo from
 * Redis. Order holds where it matters: one process's messages of a match leave in commit order (moves of a match are
 * serialized), and a message from another process can only be about a later state, which the transport never lets
 * a socket see before an earlier one (it drops updates older than what a socket holds).
 *
 * Redis may go away at any time (restart, network): nothing here may then reject unobserved (an unhandled
 * rejection ends the process). A publish that cannot be sent is delivered to this process's own sockets at once,
 * and once Redis is back a `resync` is published for its match so that the other processes catch up from storage;
 * after the subscriber connection comes back, every channel is subscribed again and `onRecovered` lets the
 * transport catch every local match up (messages published meanwhile were lost to this process).
 */
export class RedisPubSub implements MatchPubSub {
  private readonly pub: Redis;
  private readonly sub: Redis;
  private readonly callbacks = new Map<string, ((m: MatchMessage) => void)[]>();
  /** Channels whose publish failed: a `resync` goes out for each once the publisher is back. */
  private readonly lost = new Set<string>();
  private subWasReady = false;
  private subBroken = false;
  private closed = false;
  /** Tags this process's messages, so that it skips their echo. */
  private readonly origin = randomUUID();
  /** How this process's envelopes begin (`envelope()` writes the origin first). */
  private readonly ownPrefix = `{"o":${JSON.stringify(this.origin)},`;
  onRecovered?: () => void;

  constructor(
    url: string,
    private readonly onError: (error: Error) => void = () => {
      /* ioredis reconnects on its own */
    },
  ) {
    // A publish fails at once while the connection is down (no offline queue): the move's sender is answered and
    // the message delivered locally rather than waiting on reconnection attempts.
    this.pub = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
    this.sub = new Redis(url, { maxRetriesPerRequest: 1 });
    this.pub.on('error', onError);
    this.sub.on('error', onError);
    this.pub.on('ready', () => this.flushLost());
    this.sub.on('close', () => {
      if (this.subWasReady) this.subBroken = true;
    });
    this.sub.on('ready', () => {
      if (!this.subWasReady) {
        this.subWasReady = true;
        return;
      }
      if (!this.subBroken) return;
      this.subBroken = false;
      // ioredis resubscribes what it knew of; a subscribe that failed during the break is repeated here.
      for (const channel of this.callbacks.keys()) this.sub.subscribe(channel).catch(onError);
      this.onRecovered?.();
    });
    this.sub.on('message', (channel: string, raw: string) => {
      // Our own message's echo (already delivered here): recognised by its opening, never parsed. An update carries
      // the whole state, and a process hears every one of its own matches' updates back.
      if (raw.startsWith(this.ownPrefix)) return;
      let envelope: { o?: string; m?: MatchMessage };
      try {
        envelope = JSON.parse(raw) as typeof envelope;
      } catch {
        return;
      }
      if (envelope.o === this.origin || !envelope.m) return;
      this.deliver(channel, envelope.m);
    });
  }

  private deliver(channel: string, message: MatchMessage): void {
    for (const cb of this.callbacks.get(channel) ?? []) {
      try {
        cb(message);
      } catch (err) {
        this.onError(err as Error);
      }
    }
  }

  async publish(channel: string, message: MatchMessage): Promise<void> {
    this.deliver(channel, message);
    try {
      if (this.closed) throw new Error('pub/sub closed');
      await this.pub.publish(channel, this.envelope(message));
    } catch (err) {
      this.onError(err as Error);
      // This process's sockets heard it; the others are told to catch up once Redis is back.
      this.lost.add(channel);
    }
  }

  /** The message as it crosses Redis, tagged with this process (first, so its echo is known by its opening). */
  private envelope(message: MatchMessage): string {
    return `${this.ownPrefix}"m":${JSON.stringify(message)}}`;
  }

  private flushLost(): void {
    const channels = [...this.lost];
    this.lost.clear();
    if (channels.length === 0) return;
    // After a Redis restart every process reconnects at its own pace: a resync sent the moment this publisher is
    // back could reach nobody. It goes out twice, once the others have had time to subscribe again (a resync that
    // finds every socket current costs one read).
    for (const delay of RESYNC_DELAYS_MS) {
      setTimeout(() => {
        if (this.closed) return;
        for (const channel of channels) void this.publish(channel, { type: 'resync', args: [matchOf(channel)] });
      }, delay).unref();
    }
  }

  subscribe(channel: string, callback: (m: MatchMessage) => void): void {
    const existing = this.callbacks.get(channel);
    if (!existing) this.sub.subscribe(channel).catch(this.onError);
    this.callbacks.set(channel, [...(existing ?? []), callback]);
  }

  unsubscribeAll(channel: string): void {
    if (this.callbacks.delete(channel)) this.sub.unsubscribe(channel).catch(this.onError);
  }

  async close(): Promise<void> {
    this.closed = true;
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
