import { io, type Socket } from 'socket.io-client';
import { applyPatch } from 'rfc6902';
import { decodePatch, PATCH_EVENT } from '@deckhand/dsl';
import { waitUntil } from './net';

export interface Received {
  event: string;
  args: any[];
}

/**
 * A patch message (dsl wire-patch.ts) applied to a copy of the state it was made for, as the web client does; throws
 * when it was made for another state or does not apply.
 */
export function applyWirePatch(held: any, args: any[]): any {
  const [, prevStateID, stateID, wire] = args;
  if (!held || held._stateID !== prevStateID) throw new Error(`patch for state ${prevStateID}, held ${held?._stateID}`);
  const ops = decodePatch(wire);
  if (!ops) throw new Error('unreadable patch');
  const next = structuredClone(held);
  const errors = applyPatch(next, ops).filter((e) => e !== null);
  if (errors.length > 0) throw new Error(`patch does not apply: ${errors.join(', ')}`);
  if (next._stateID !== stateID) throw new Error(`patch to ${stateID} left state ${next._stateID}`);
  return next;
}

/** A raw socket.io connection speaking boardgame.io's wire protocol, recording everything the server sends it. */
export class RawSeat {
  readonly received: Received[] = [];
  readonly socket: Socket;
  constructor(
    url: string,
    readonly game: string,
    readonly matchID: string,
    readonly playerID: string | null,
    readonly credentials?: string,
    /** Ask for patches in place of whole updates, as the web client does. */
    readonly patches = false,
  ) {
    this.socket = io(`${url}/${game}`, {
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      // As the web client does: the match id in the connection URL lets a proxy keep a match on one process.
      query: { match: matchID },
      ...(patches ? { auth: { patches: true } } : {}),
    });
    this.socket.onAny((event: string, ...args: any[]) => this.received.push({ event, args }));
  }

  async connect(): Promise<this> {
    if (!this.socket.connected) {
      await new Promise<void>((resolve, reject) => {
        this.socket.once('connect', () => resolve());
        this.socket.once('connect_error', reject);
      });
    }
    return this;
  }

  /** Syncs and waits for the server's `sync` reply (with its state). */
  async sync(): Promise<any> {
    await this.connect();
    const before = this.received.length;
    this.socket.emit('sync', this.matchID, this.playerID, this.credentials, 2);
    const msg = await waitUntil(() => this.received.slice(before).find((m) => m.event === 'sync'), 5000, 'sync');
    return msg.args[1];
  }

  /** Latest state id this seat has been told about. */
  lastStateID(): number {
    let id = -1;
    for (const m of this.received) {
      if (m.event === 'sync') id = Math.max(id, m.args[1].state._stateID);
      if (m.event === 'update') id = Math.max(id, m.args[1]._stateID);
      if (m.event === PATCH_EVENT) id = Math.max(id, m.args[2]);
    }
    return id;
  }

  /** Every state this seat was sent, whole, in order: patches applied to the state before them. */
  states(): any[] {
    const out: any[] = [];
    for (const m of this.received) {
      if (m.event === 'sync') out.push(m.args[1].state);
      if (m.event === 'update') out.push(m.args[1]);
      if (m.event === PATCH_EVENT) out.push(applyWirePatch(out[out.length - 1], m.args));
    }
    return out;
  }

  lastState(): any {
    if (this.patches) return this.states().at(-1);
    for (let i = this.received.length - 1; i >= 0; i--) {
      const m = this.received[i]!;
      if (m.event === 'update') return m.args[1];
      if (m.event === 'sync') return m.args[1].state;
    }
    return undefined;
  }

  move(type: string, args: unknown[], stateID: number, overrides: Record<string, unknown> = {}) {
    const action = {
      type: 'MAKE_MOVE',
      payload: { type, args, playerID: this.playerID, credentials: this.credentials, ...overrides },
    };
    this.socket.emit('update', action, stateID, this.matchID, this.playerID);
  }

  emitRaw(event: string, ...args: unknown[]) {
    this.socket.emit(event, ...args);
  }

  close() {
    this.socket.disconnect();
  }
}

/** The seats one test file connects to a game, closed together when the file is done (`afterAll(pool.closeAll)`). */
export class SeatPool {
  private readonly seats: RawSeat[] = [];
  constructor(private readonly game: string) {}

  /** One connected seat per credential, in the order given. */
  connect = (url: string, matchID: string, creds: { playerID: string; credentials: string }[]): RawSeat[] => {
    const seats = creds.map((c) => new RawSeat(url, this.game, matchID, c.playerID, c.credentials));
    this.seats.push(...seats);
    return seats;
  };

  /** One seat (or a spectator, with a null playerID), kept to be closed with the others. */
  open = (url: string, matchID: string, playerID: string | null, credentials?: string): RawSeat => {
    const seat = new RawSeat(url, this.game, matchID, playerID, credentials);
    this.seats.push(seat);
    return seat;
  };

  closeAll = (): void => {
    for (const s of this.seats.splice(0)) s.close();
  };
}
