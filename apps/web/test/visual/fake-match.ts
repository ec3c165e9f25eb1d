/**
 * A match page in a fixed state: the production build and the game's client copy come from the real server, but
 * the match's lobby record, its table summary and its socket are answered here, from a fixture (a seeded playout's state, the same one a
 * Storybook story draws), so a screenshot is the same on every run. The socket speaks just enough engine.io v4 /
 * socket.io v5 for boardgame.io's SocketIO transport: open, namespace connect, and `sync` answered with the state.
 * Moves the page sends are recorded; `push` sends a later state (an `update`).
 */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page, WebSocketRoute } from 'playwright-core';

export const FIXTURES = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../packages/ui/src/fixtures');

export interface Fixture {
  scene: string;
  matchID: string;
  playerID: string | null;
  def: { id: string; name: string };
  view: Record<string, unknown>;
  ctx: { numPlayers: number } & Record<string, unknown>;
}

export function loadFixture(file: string): Fixture {
  return JSON.parse(readFileSync(join(FIXTURES, `${file}.json`), 'utf8')) as Fixture;
}

/** The seats of every scene (packages/ui/src/fixtures/scenes.ts scenePlayers): "Ada" views, bots fill the rest. */
export function seatName(f: Fixture, seat: number): string {
  return String(seat) === f.playerID ? 'Ada' : `Bot ${seat + 1}`;
}

export interface FakeMatch {
  /** Actions the page sent (boardgame.io MAKE_MOVE payloads: `{ type, args }`). */
  sent: { type: string; args: unknown[] }[];
  /** Sends the page a new state of the match. */
  push(view: Record<string, unknown>, ctx: Record<string, unknown>): void;
  url: string;
}

export async function openFakeMatch(page: Page, baseUrl: string, f: Fixture): Promise<FakeMatch> {
  const game = f.def.id;
  const players = Array.from({ length: f.ctx.numPlayers }, (_, s) => ({ id: s, name: seatName(f, s), ...(String(s) === f.playerID ? {} : { data: { bot: true } }) }));
  await page.route(`**/games/${game}/${f.matchID}`, (route) =>
    route.fulfill({ json: { matchID: f.matchID, gameName: game, players, createdAt: 0, updatedAt: 0 } }),
  );
  const result = (f.view as { result?: unknown }).result;
  const summary = {
    matchID: f.matchID,
    gameId: game,
    status: result ? 'over' : 'playing',
    waitingFor: 0,
    numPlayers: f.ctx.numPlayers,
    createdAt: 0,
    updatedAt: 0,
    seats: players.map((p) => ({ seat: p.id, name: p.name, bot: 'data' in p, standIn: false, left: false, connected: true })),
    turn: [],
    ...(result ? { result } : {}),
  };
  await page.route(`**/api/games/${game}/matches/${f.matchID}`, (route) => route.fulfill({ json: summary }));
  let stateID = 0;
  let socket: WebSocketRoute | undefined;
  const ns = `/${game}`;
  const emit = (...args: unknown[]) => socket?.send(`42${ns},${JSON.stringify(args)}`);
  const state = (view: Record<string, unknown>, ctx: Record<string, unknown>) => ({ G: view, ctx, plugins: {}, _undo: [], _redo: [], _stateID: stateID++ });
  const match: FakeMatch = {
    sent: [],
    url: `${baseUrl}/match/${game}/${f.matchID}`,
    push: (view, ctx) => emit('update', f.matchID, state(view, ctx), []),
  };
  await page.routeWebSocket(/\/socket\.io\//, (ws) => {
    socket = ws;
    ws.send(JSON.stringify({ sid: 'fake', upgrades: [], pingInterval: 600_000, pingTimeout: 600_000, maxPayload: 1_000_000 }).replace(/^/, '0'));
    ws.onMessage((raw) => {
      const msg = String(raw);
      if (msg.startsWith(`40${ns}`)) return void ws.send(`40${ns},{"sid":"fake-${game}"}`);
      if (!msg.startsWith(`42${ns},`)) return;
      const [event, ...args] = JSON.parse(msg.slice(ns.length + 3)) as [string, ...unknown[]];
      if (event === 'sync') {
        const filteredMetadata = players.map((p) => ({ id: p.id, name: p.name, isConnected: true }));
        const s = state(f.view, f.ctx);
        emit('sync', f.matchID, { state: s, filteredMetadata, initialState: s, log: [] });
      } else if (event === 'update') {
        const action = args[0] as { payload: { type: string; args: unknown[] } };
        match.sent.push({ type: action.payload.type, args: action.payload.args });
      }
    });
  });
  if (f.playerID !== null) {
    const seat = JSON.stringify({ playerID: f.playerID, credentials: 'fake', playerName: 'Ada' });
    await page.addInitScript(([key, value]) => localStorage.setItem(key!, value!), [`deckhand:seat:${game}/${f.matchID}`, seat]);
  }
  return match;
}
