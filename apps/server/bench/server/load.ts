/**
 * The load one benchmark run puts on a server: K concurrent 4-player Bag matches, each made through the lobby
 * (create, then four joins), one socket per seat, and no think time — the seat whose turn it is names a random
 * number as soon as it hears the state. When a match ends its four players open the next one, so K matches stay in
 * play for the whole window. Both servers get the same protocol (boardgame.io's sync/update events) and the same
 * move distribution (a uniform number 0–21, always legal in Bag's naming phase). Seats ask for patches (dsl
 * wire-patch.ts: Deckhand's server sends them on request, plain boardgame.io ignores the request) and apply them as
 * the web client does.
 */
import { io, type Socket } from 'socket.io-client';
import { applyPatch } from 'rfc6902';
import { decodePatch, PATCH_EVENT } from '@deckhand/dsl';
import { percentile } from './stats';

export interface LoadTarget {
  url: string;
  /** The game's name on that server (its socket namespace and lobby path). */
  game: string;
}

export interface LoadOptions {
  k: number;
  /** Measured window, after every match has been opened once. */
  seconds: number;
  /** Seats per match. */
  players?: number;
  /** CPU ms used so far by the server process (sampled at the window's edges). */
  cpuMs: () => number;
  /** Give up opening the K matches after this long (counted as errors). */
  rampTimeoutMs?: number;
}

export interface LoadResult {
  k: number;
  seconds: number;
  moves: number;
  movesPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  cpuMsPerMove: number;
  errors: number;
  errorKinds: Record<string, number>;
  /** Mean size of one `update` (or `patch`) frame as it arrives at one seat (wire bytes). */
  updateBytesPerSeatMove: number;
  /** Median time to create a match and join its four seats, measured while the others play. */
  lobbyMs: number;
  /** Matches that were running when the window opened. */
  running: number;
}

interface SeatConn {
  socket: Socket;
  seat: string;
  credentials: string;
  /** The state id this seat has moved from (so each state gets one move). */
  movedFrom: number;
  sentAt: number;
}

const MOVE_TIMEOUT_MS = 10_000;

async function post(url: string, body: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const text = await res.text();
  let json: Record<string, unknown> = {};
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    /* an error page */
  }
  return { status: res.status, json };
}

export async function runLoad(target: LoadTarget, opts: LoadOptions): Promise<LoadResult> {
  const players = opts.players ?? 4;
  const errorKinds: Record<string, number> = {};
  const error = (kind: string) => (errorKinds[kind] = (errorKinds[kind] ?? 0) + 1);
  let measuring = false;
  let stopped = false;
  const rtts: number[] = [];
  const lobbyMs: number[] = [];
  let updateFrames = 0;
  let updateBytes = 0;
  let opened = 0;
  const live = new Set<Socket>();

  /** One seat's socket: it moves whenever the state it hears says it is its turn. */
  const connect = (matchID: string, seat: string, credentials: string, onOver: () => void): Promise<SeatConn> =>
    new Promise((resolve, reject) => {
      const socket = io(`${target.url}/${target.game}`, {
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
        auth: { patches: true },
      });
      live.add(socket);
      const conn: SeatConn = { socket, seat, credentials, movedFrom: -1, sentAt: 0 };
      let watchdog: NodeJS.Timeout | undefined;
      const onState = (state: { _stateID: number; ctx: { currentPlayer: string; gameover?: unknown; phase?: string } }) => {
        if (stopped) return;
        if (conn.sentAt && state._stateID > conn.movedFrom) {
          if (measuring) rtts.push(performance.now() - conn.sentAt);
          conn.sentAt = 0;
          clearTimeout(watchdog);
        }
        if (state.ctx.gameover !== undefined) return onOver();
        if (state.ctx.currentPlayer !== seat || state._stateID <= conn.movedFrom) return;
        conn.movedFrom = state._stateID;
        conn.sentAt = performance.now();
        const n = Math.floor(Math.random() * 22);
        socket.emit('update', { type: 'MAKE_MOVE', payload: { type: 'name', args: [n], playerID: seat, credentials } }, state._stateID, matchID, seat);
        watchdog = setTimeout(() => !stopped && error('move timeout'), MOVE_TIMEOUT_MS);
      };
      // Count what reaches the seat on the wire for each update (engine.io frame `42/<game>,["update",…]`).
      socket.io.on('open', () =>
        socket.io.engine.on('data', (data: unknown) => {
          const head = typeof data === 'string' ? data.slice(0, 60) : '';
          if (measuring && (head.includes('["update"') || head.includes(`["${PATCH_EVENT}"`))) {
            updateFrames++;
            updateBytes += Buffer.byteLength(data as string);
          }
        }),
      );
      socket.on('connect', () => socket.emit('sync', matchID, seat, credentials, players));
      let held: Parameters<typeof onState>[0] | undefined;
      const hold = (state: Parameters<typeof onState>[0]) => {
        if (held && state._stateID < held._stateID) return;
        held = state;
        onState(state);
      };
      socket.on('sync', (_id: string, body: { state: Parameters<typeof onState>[0] }) => {
        resolve(conn);
        hold(body.state);
      });
      socket.on('update', (_id: string, state: Parameters<typeof onState>[0]) => hold(state));
      socket.on(PATCH_EVENT, (_id: string, prevStateID: number, _stateID: number, wire: unknown) => {
        const ops = decodePatch(wire);
        if (!held || held._stateID !== prevStateID) return error('patch for another state');
        if (!ops || applyPatch(held, ops).some((e) => e !== null)) return error('patch failed');
        onState(held);
      });
      socket.on('connect_error', (err) => {
        error('connect error');
        reject(err);
      });
      socket.on('deckhand:rejected', () => error('move rejected'));
      socket.on('deckhand:refused', () => error('refused (rate limit)'));
      socket.on('disconnect', (reason) => {
        clearTimeout(watchdog);
        live.delete(socket);
        if (!stopped && reason !== 'io client disconnect') error(`disconnect: ${reason}`);
      });
    });

  /** Opens one match through the lobby and plays it to the end. Resolves when it is over. */
  const playOne = async (): Promise<void> => {
    const t0 = performance.now();
    const created = await post(`${target.url}/games/${target.game}/create`, { numPlayers: players });
    const matchID = created.json['matchID'];
    if (created.status !== 200 || typeof matchID !== 'string') throw new Error(`create ${created.status}`);
    const joins = await Promise.all(
      Array.from({ length: players }, (_, i) => post(`${target.url}/games/${target.game}/${matchID}/join`, { playerID: String(i), playerName: `P${i}` })),
    );
    const creds = joins.map((j) => j.json['playerCredentials']);
    if (joins.some((j) => j.status !== 200) || creds.some((c) => typeof c !== 'string')) throw new Error('join failed');
    // Every lobby round counts, those opening the first K matches too: each meets the load of the others.
    lobbyMs.push(performance.now() - t0);
    let finish!: () => void;
    const over = new Promise<void>((resolve) => (finish = resolve));
    const conns = await Promise.all(creds.map((c, i) => connect(matchID, String(i), c as string, () => finish())));
    opened++;
    await over;
    for (const c of conns) c.socket.disconnect();
  };

  const runner = async (): Promise<void> => {
    while (!stopped) {
      try {
        await playOne();
      } catch (err) {
        if (stopped) return;
        error(`lobby: ${(err as Error).message}`);
        await new Promise((r) => setTimeout(r, 200));
      }
    }
  };

  const runners: Promise<void>[] = [];
  for (let i = 0; i < opts.k; i++) runners.push(runner());
  // The window opens once all K matches have been opened (or after the ramp timeout, which is then an error).
  const rampDeadline = performance.now() + (opts.rampTimeoutMs ?? 60_000);
  while (opened < opts.k && performance.now() < rampDeadline) await new Promise((r) => setTimeout(r, 50));
  if (opened < opts.k) error('ramp timeout');
  const running = Math.min(opened, opts.k);
  measuring = true;
  const cpu0 = opts.cpuMs();
  const t0 = performance.now();
  await new Promise((r) => setTimeout(r, opts.seconds * 1000));
  measuring = false;
  const elapsed = (performance.now() - t0) / 1000;
  const cpu = opts.cpuMs() - cpu0;
  stopped = true;
  for (const s of live) s.disconnect();
  await Promise.race([Promise.allSettled(runners), new Promise((r) => setTimeout(r, 5000))]);

  const sorted = rtts.sort((a, b) => a - b);
  const lobby = lobbyMs.sort((a, b) => a - b);
  return {
    k: opts.k,
    seconds: elapsed,
    moves: rtts.length,
    movesPerSecond: rtts.length / elapsed,
    p50Ms: percentile(sorted, 0.5),
    p99Ms: percentile(sorted, 0.99),
    cpuMsPerMove: cpu / Math.max(1, rtts.length),
    errors: Object.values(errorKinds).reduce((a, b) => a + b, 0),
    errorKinds,
    updateBytesPerSeatMove: updateFrames ? updateBytes / updateFrames : NaN,
    lobbyMs: percentile(lobby, 0.5),
    running,
  };
}
