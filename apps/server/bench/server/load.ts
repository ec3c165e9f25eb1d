/**
 * The load one benchmark run puts on a server: K concurrent 4-player Bag matches, each made through the lobby
 * (create, then four joins), one socket per seat, and no think time — the seat whose turn it is names a random
 * number as soon as it hears the state. When a match ends its four players open the next one, so K matches stay in
 * play for the whole window. Both servers get the same protocol (boardgame.io's sync/update events) and the same
 * move distribution (a uniform number 0–21, always legal in Bag's naming phase). Seats ask for patches (dsl
 * wire-patch.ts: Deckhand's server sends them on request, plain boardgame.io ignores the request) and apply them as
 * the web client does. Matches are opened a few at a time, each step retried with backoff (retry.ts), and the
 * errors that remain are counted by kind; the window opens once all K are in play.
 *
 * "K concurrent matches" is what the load asks for, not what a server plays: every opening, a finished match's
 * reopening during the window too, waits for the gate (16 at a time) and connects its seats one after another. A
 * Bag match lasts about a second at no think time, so once the first matches end the gate sets how many play: about
 * 16, whatever K is (measured at K = 100 … 1,000 in session 23, every server). `inPlay` (matches opened and not yet
 * over, averaged over the window) and `openMs` (create, joins and the four syncs of one match) say so in every run;
 * a server's moves/s covers its openings as well as its moves. Keeping K matches in play needs players who think
 * between moves (then reopenings are rare and need no gate). Tried in session 23 and not kept: reopening at once (no gate after the ramp) with the four
 * seats connecting together, as players' pages do — more matches in play, but moves/s then swung by 1.5–1.8× between
 * runs of the same server (waves of matches ending and reopening together), too unstable to compare two servers.
 */
import { io, type Socket } from 'socket.io-client';
import { applyPatch } from 'rfc6902';
import { decodePatch, PATCH_EVENT } from '@deckhand/dsl';
import { percentile } from './stats';
import { Gate, OPEN_RETRY, Retryable, withRetries } from './retry';

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
  /** Give up opening the K matches after this long (counted as an error); default 60 s + 100 ms per match. */
  rampTimeoutMs?: number;
  /** Matches being opened (lobby create + joins + socket syncs) at once; default 16. */
  openConcurrency?: number;
  /**
   * Seconds of the same load played, unmeasured, between the ramp and the window (default 0): a process's first
   * thousand moves run colder code (V8 still compiling) and carry its start's leftovers (a late GC).
   */
  warmupSeconds?: number;
}

export interface LoadResult {
  k: number;
  seconds: number;
  moves: number;
  movesPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  cpuMsPerMove: number;
  /** Failures left after every retry (and anything else that went wrong), by kind. */
  errors: number;
  errorKinds: Record<string, number>;
  /** Failed lobby or connection attempts that a later attempt made good, by kind (not errors). */
  retries: number;
  retryKinds: Record<string, number>;
  /** Time from the first lobby request until all K matches were in play (or the ramp gave up). */
  rampMs: number;
  /** Mean size of one `update` (or `patch`) frame as it arrives at one seat (wire bytes). */
  updateBytesPerSeatMove: number;
  /** Every message frame that reached a seat's socket in the window, per move and seat (one update each is the least). */
  framesPerSeatMove: number;
  /** Those frames by socket.io event name. */
  frameKinds: Record<string, number>;
  /** Wire bytes of every frame that reached the seats in the window, per move (all seats together). */
  bytesPerMove: number;
  /** Median time to create a match and join its four seats, measured while the others play. */
  lobbyMs: number;
  /** Matches that were running when the window opened. */
  running: number;
  /** Matches in play (opened, not yet over) on average over the window: K less those waiting to reopen. */
  inPlay: number;
  /** Median time to open a match while the others play: lobby create and joins, then its four sockets synced. */
  openMs: number;
}

interface SeatConn {
  socket: Socket;
  seat: string;
  credentials: string;
  /** The state id this seat has moved from (so each state gets one move). */
  movedFrom: number;
  sentAt: number;
}

type Snapshot = { _stateID: number; ctx: { currentPlayer: string; gameover?: unknown; phase?: string } };

const MOVE_TIMEOUT_MS = 10_000;
const REQUEST_TIMEOUT_MS = 15_000;
const CONNECT_TIMEOUT_MS = 15_000;

/** A lobby POST; refusals worth another try (no answer, a timeout, 429, 5xx) throw `Retryable`. */
async function post(url: string, body: unknown, what: string): Promise<Record<string, unknown>> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (err) {
    throw new Retryable(`${what}: ${(err as Error).name === 'TimeoutError' ? 'timeout' : 'no answer'}`);
  }
  const text = await res.text();
  if (res.status === 429 || res.status >= 500) throw new Retryable(`${what}: ${res.status}`);
  if (res.status !== 200) throw new Error(`${what}: ${res.status}`);
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    throw new Error(`${what}: not JSON`);
  }
}

export async function runLoad(target: LoadTarget, opts: LoadOptions): Promise<LoadResult> {
  const players = opts.players ?? 4;
  const errorKinds: Record<string, number> = {};
  const retryKinds: Record<string, number> = {};
  const count = (kinds: Record<string, number>, kind: string) => (kinds[kind] = (kinds[kind] ?? 0) + 1);
  const error = (kind: string) => count(errorKinds, kind);
  const gate = new Gate(opts.openConcurrency ?? 16);
  let measuring = false;
  let stopped = false;
  const rtts: number[] = [];
  const lobbyMs: number[] = [];
  const openMs: number[] = [];
  let updateFrames = 0;
  let updateBytes = 0;
  const frameKinds: Record<string, number> = {};
  let frames = 0;
  let frameBytes = 0;
  let opened = 0;
  const live = new Set<Socket>();
  const retrying = <T>(step: () => Promise<T>) =>
    withRetries(step, OPEN_RETRY, (err) => count(retryKinds, err.message), () => stopped);

  /**
   * One seat's socket, resolved once its sync has arrived; from then on it moves whenever the state it hears says it
   * is its turn. A refused connection or sync rejects with `Retryable` (the socket is closed first).
   */
  const connect = (matchID: string, seat: string, credentials: string, onOver: () => void): Promise<SeatConn> =>
    new Promise((resolve, reject) => {
      const socket = io(`${target.url}/${target.game}`, {
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
        timeout: CONNECT_TIMEOUT_MS,
        auth: { patches: true },
        // As the web client does: a proxy in front of several processes keeps the match on one (docs/scale-out.md).
        query: { match: matchID },
      });
      live.add(socket);
      const conn: SeatConn = { socket, seat, credentials, movedFrom: -1, sentAt: 0 };
      let synced = false;
      let watchdog: NodeJS.Timeout | undefined;
      const giveUp = (why: string) => {
        if (synced) return;
        clearTimeout(syncTimer);
        live.delete(socket);
        socket.disconnect();
        reject(new Retryable(why));
      };
      const syncTimer = setTimeout(() => giveUp('sync: timeout'), CONNECT_TIMEOUT_MS);
      const onState = (state: Snapshot) => {
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
          if (measuring) {
            frames++;
            frameBytes += typeof data === 'string' ? Buffer.byteLength(data) : (data as ArrayBuffer).byteLength;
            count(frameKinds, /^\d+(?:\/[^,]*,)?\d*\["([^"]*)"/.exec(head)?.[1] ?? head.slice(0, 2));
          }
          if (measuring && (head.includes('["update"') || head.includes(`["${PATCH_EVENT}"`))) {
            updateFrames++;
            updateBytes += Buffer.byteLength(data as string);
          }
        }),
      );
      socket.on('connect', () => socket.emit('sync', matchID, seat, credentials, players));
      let held: Snapshot | undefined;
      const hold = (state: Snapshot) => {
        if (held && state._stateID < held._stateID) return;
        held = state;
        onState(state);
      };
      socket.on('sync', (_id: string, body: { state: Snapshot }) => {
        if (!synced) {
          synced = true;
          clearTimeout(syncTimer);
          resolve(conn);
        }
        hold(body.state);
      });
      socket.on('update', (_id: string, state: Snapshot) => hold(state));
      socket.on(PATCH_EVENT, (_id: string, prevStateID: number, _stateID: number, wire: unknown) => {
        const ops = decodePatch(wire);
        if (!held || held._stateID !== prevStateID) return error('patch for another state');
        if (!ops || applyPatch(held, ops).some((e) => e !== null)) return error('patch failed');
        onState(held);
      });
      socket.on('connect_error', () => giveUp('connect: refused'));
      socket.on('deckhand:rejected', () => error('move rejected'));
      socket.on('deckhand:refused', (info: { event?: string }) => (synced ? error(`refused: ${info?.event ?? '?'}`) : giveUp('sync: refused')));
      socket.on('disconnect', (reason) => {
        clearTimeout(watchdog);
        live.delete(socket);
        if (!synced) giveUp(`connect: ${reason}`);
        else if (!stopped && reason !== 'io client disconnect') error(`disconnect: ${reason}`);
      });
    });

  /** Creates a match and seats its players (each step retried), then connects one socket per seat. */
  const open = async (onOver: () => void): Promise<SeatConn[]> => {
    const t0 = performance.now();
    const created = await retrying(() => post(`${target.url}/games/${target.game}/create`, { numPlayers: players }, 'create'));
    const matchID = created['matchID'];
    if (typeof matchID !== 'string') throw new Error('create: no match id');
    const creds = await Promise.all(
      Array.from({ length: players }, (_, i) =>
        retrying(() => post(`${target.url}/games/${target.game}/${matchID}/join`, { playerID: String(i), playerName: `P${i}` }, 'join')).then((j) => {
          if (typeof j['playerCredentials'] !== 'string') throw new Error('join: no credentials');
          return j['playerCredentials'];
        }),
      ),
    );
    // Every lobby round counts, those opening the first K matches too: each meets the load of the others.
    lobbyMs.push(performance.now() - t0);
    const conns: SeatConn[] = [];
    try {
      for (const [i, c] of creds.entries()) conns.push(await retrying(() => connect(matchID, String(i), c, onOver)));
    } catch (err) {
      for (const conn of conns) conn.socket.disconnect();
      throw err;
    }
    openMs.push(performance.now() - t0);
    return conns;
  };

  /** Matches in play now, and its integral over the window (match × ms) for the mean. */
  let playing = 0;
  let playingSince = performance.now();
  let playingArea = 0;
  const inPlay = (delta: number) => {
    const now = performance.now();
    if (measuring) playingArea += playing * (now - playingSince);
    playingSince = now;
    playing += delta;
  };

  /** Opens one match (through the gate) and plays it to the end. Resolves when it is over. */
  const playOne = async (): Promise<void> => {
    let finish!: () => void;
    const over = new Promise<void>((resolve) => (finish = resolve));
    const conns = await gate.run(() => open(() => finish()));
    opened++;
    inPlay(+1);
    try {
      await over;
    } finally {
      inPlay(-1);
    }
    for (const c of conns) c.socket.disconnect();
  };

  const runner = async (): Promise<void> => {
    while (!stopped) {
      try {
        await playOne();
      } catch (err) {
        if (stopped) return;
        error((err as Error).message);
        await new Promise((r) => setTimeout(r, 500));
      }
    }
  };

  const runners: Promise<void>[] = [];
  const rampStart = performance.now();
  for (let i = 0; i < opts.k; i++) runners.push(runner());
  // The window opens once all K matches have been opened (or after the ramp timeout, which is then an error).
  const rampDeadline = rampStart + (opts.rampTimeoutMs ?? 60_000 + 100 * opts.k);
  while (opened < opts.k && performance.now() < rampDeadline) await new Promise((r) => setTimeout(r, 50));
  const rampMs = performance.now() - rampStart;
  if (opened < opts.k) error('ramp timeout');
  const running = Math.min(opened, opts.k);
  if (opts.warmupSeconds) await new Promise((r) => setTimeout(r, opts.warmupSeconds! * 1000));
  inPlay(0);
  measuring = true;
  const cpu0 = opts.cpuMs();
  const t0 = performance.now();
  await new Promise((r) => setTimeout(r, opts.seconds * 1000));
  inPlay(0);
  measuring = false;
  const elapsed = (performance.now() - t0) / 1000;
  const cpu = opts.cpuMs() - cpu0;
  stopped = true;
  for (const s of live) s.disconnect();
  await Promise.race([Promise.allSettled(runners), new Promise((r) => setTimeout(r, 5000))]);

  const sorted = rtts.sort((a, b) => a - b);
  const lobby = lobbyMs.sort((a, b) => a - b);
  const sum = (kinds: Record<string, number>) => Object.values(kinds).reduce((a, b) => a + b, 0);
  return {
    k: opts.k,
    seconds: elapsed,
    moves: rtts.length,
    movesPerSecond: rtts.length / elapsed,
    p50Ms: percentile(sorted, 0.5),
    p99Ms: percentile(sorted, 0.99),
    cpuMsPerMove: rtts.length ? cpu / rtts.length : NaN,
    errors: sum(errorKinds),
    errorKinds,
    retries: sum(retryKinds),
    retryKinds,
    rampMs,
    updateBytesPerSeatMove: updateFrames ? updateBytes / updateFrames : NaN,
    framesPerSeatMove: rtts.length ? frames / (rtts.length * players) : NaN,
    frameKinds,
    bytesPerMove: rtts.length ? frameBytes / rtts.length : NaN,
    lobbyMs: percentile(lobby, 0.5),
    running,
    inPlay: playingArea / (elapsed * 1000),
    openMs: percentile(openMs.sort((a, b) => a - b), 0.5),
  };
}
