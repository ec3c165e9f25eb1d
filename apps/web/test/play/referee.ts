/**
 * The server's word on what a seat may do, beside the page: a second socket.io connection for the same seat (its
 * credentials, read from the page's localStorage as the page itself reads them), asking for whole updates rather
 * than patches, so every state the server sends this seat arrives as it is, `G.legal` included. The every-game test
 * picks its moves from here and holds the page to it; nothing here is drawn or clicked.
 */
import { io, type Socket } from 'socket.io-client';
import type { Page } from 'playwright-core';

/** What @deckhand/dsl's LegalView carries (the part read here). */
export interface Legal {
  waiting?: string;
  moves: Record<string, { args: unknown[][]; truncated?: true; text?: true }>;
  unavailable: Record<string, string>;
}

export interface SeatState {
  stateID: number;
  legal: Legal | undefined;
  over: boolean;
  /** The faces this seat sees (card id → its type and attributes), as the page has them. */
  faces?: Record<string, { type: string; attrs: Record<string, unknown> }>;
}

export class Referee {
  private socket: Socket;
  latest: SeatState = { stateID: -1, legal: undefined, over: false };
  private waiters: (() => void)[] = [];

  private constructor(url: string, game: string, readonly matchID: string, readonly playerID: string, credentials: string, numPlayers: number) {
    this.socket = io(`${url}/${game}`, { transports: ['websocket'], reconnection: true, forceNew: true });
    const take = (state: { _stateID?: number; G?: { legal?: Legal; result?: unknown; faces?: SeatState['faces'] }; ctx?: { gameover?: unknown } } | undefined) => {
      if (!state || typeof state._stateID !== 'number' || state._stateID < this.latest.stateID) return;
      this.latest = { stateID: state._stateID, legal: state.G?.legal, over: Boolean(state.G?.result || state.ctx?.gameover), ...(state.G?.faces ? { faces: state.G.faces } : {}) };
      for (const w of this.waiters.splice(0)) w();
    };
    this.socket.on('sync', (_m: string, info: { state?: Parameters<typeof take>[0] }) => take(info?.state));
    this.socket.on('update', (_m: string, state: Parameters<typeof take>[0]) => take(state));
    this.socket.on('connect', () => this.socket.emit('sync', matchID, playerID, credentials, numPlayers));
  }

  /** Joins the seat the page holds (its credentials from the page's localStorage). */
  static async forPage(page: Page, url: string, numPlayers: number): Promise<Referee> {
    const [, game, matchID] = new URL(page.url()).pathname.match(/^\/match\/([^/]+)\/([^/]+)$/) ?? [];
    if (!game || !matchID) throw new Error(`not a match page: ${page.url()}`);
    const seat = await page.evaluate((k) => localStorage.getItem(k), `deckhand:seat:${game}/${matchID}`);
    const { playerID, credentials } = JSON.parse(seat ?? 'null') as { playerID: string; credentials: string };
    const r = new Referee(url, game, matchID, playerID, credentials, numPlayers);
    await r.changed(-2, 20_000);
    return r;
  }

  /** Resolves once the server has sent a state newer than `after` (or at the timeout). */
  changed(after: number, timeout: number): Promise<void> {
    if (this.latest.stateID > after) return Promise.resolve();
    return new Promise((resolve) => {
      const t = setTimeout(resolve, timeout);
      this.waiters.push(() => {
        clearTimeout(t);
        resolve();
      });
    });
  }

  close(): void {
    this.socket.close();
  }
}
