/**
 * The attacks of the hardening issues, each a loop that runs until told to stop, for bench/load-under-attack.ts.
 * Every one comes from the attacker's own loopback address (127.0.0.2, so per-address limits tell it from the honest
 * players as they would two hosts) except the shared-address flood, which is the point of that one. Each is bounded:
 * it yields to the event loop every few ms, and keeps at most a few requests in flight.
 */
import { request } from 'node:http';
import { io, type Socket } from 'socket.io-client';
import type { Running } from '../test/helpers/in-process';
import { sleep } from '../test/helpers/net';

export const ATTACKER_ADDRESS = '127.0.0.2';

export interface AttackContext {
  srv: Running;
  game: string;
  /** The honest match being played now (some attacks aim at it). */
  honestMatch: () => string;
  /** Counts what the attacker sent, and how often the server cut one of its connections. */
  sent: { requests: number; events: number; cut: number };
}

export interface Attack {
  name: string;
  /** Runs until `stopped()` is true; cleans up before resolving. */
  run(ctx: AttackContext, stopped: () => boolean): Promise<void>;
}

/** One HTTP request from `from`, with any headers; resolves with the status (0 when refused or cut). */
export function http(url: string, method: string, body: unknown, headers: Record<string, string> = {}, from = ATTACKER_ADDRESS): Promise<{ status: number; body: any }> {
  return new Promise((resolve) => {
    const data = body === undefined ? undefined : JSON.stringify(body);
    const req = request(url, { method, localAddress: from, headers: { ...(data ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(data)) } : {}), ...headers } }, (res) => {
      let text = '';
      res.on('data', (d: Buffer) => (text += d.toString()));
      res.on('end', () => {
        let parsed: unknown = text;
        try {
          parsed = JSON.parse(text);
        } catch {
          /* keep text */
        }
        resolve({ status: res.statusCode ?? 0, body: parsed });
      });
    });
    req.on('error', () => resolve({ status: 0, body: undefined }));
    req.end(data);
  });
}

function socket(ctx: AttackContext, from = ATTACKER_ADDRESS, reconnect = false): Socket {
  return io(`${ctx.srv.url}/${ctx.game}`, { transports: ['websocket'], forceNew: true, reconnection: reconnect, reconnectionDelay: 100, localAddress: from } as never);
}

/** Keeps up to `inFlight` requests going until stopped. */
async function requestLoop(ctx: AttackContext, stopped: () => boolean, inFlight: number, one: () => Promise<unknown>): Promise<void> {
  const worker = async () => {
    while (!stopped()) {
      ctx.sent.requests++;
      await one();
    }
  };
  await Promise.all(Array.from({ length: inFlight }, worker));
}

const create = (ctx: AttackContext, body: unknown, headers?: Record<string, string>) => http(`${ctx.srv.url}/games/${ctx.game}/create`, 'POST', body, headers);
const join = (ctx: AttackContext, matchID: string, playerID: string) => http(`${ctx.srv.url}/games/${ctx.game}/${matchID}/join`, 'POST', { playerID, playerName: 'squat' });

/** 1: joins the free seats of tables (one request each) and never connects. */
const squat: Attack = {
  name: '1 squatted seats',
  async run(ctx, stopped) {
    await requestLoop(ctx, stopped, 2, async () => {
      const made = await create(ctx, { numPlayers: 4 });
      if (made.status === 200) for (const seat of ['0', '1', '2', '3']) await join(ctx, made.body.matchID, seat);
      else await sleep(50);
    });
  },
};

/** 3: 60 kB frames and frames nested 3,000 deep from 20 connections, reconnecting when cut. */
const frames: Attack = {
  name: '3 raw frames',
  async run(ctx, stopped) {
    // Encoded once, written raw (socket.io packet text): the attacker's own encoding must not load this process,
    // which the honest players and the server share.
    const big = `2/${ctx.game},${JSON.stringify(['update', 'x'.repeat(60_000)])}`;
    const deep = `2/${ctx.game},["update",${'['.repeat(3000)}0${']'.repeat(3000)}]`;
    const sockets = Array.from({ length: 20 }, (_, i) => {
      const s = socket(ctx, ATTACKER_ADDRESS, true);
      s.on('disconnect', () => ctx.sent.cut++);
      (s as Socket & { big: boolean }).big = i % 2 === 0;
      return s as Socket & { big: boolean };
    });
    while (!stopped()) {
      for (const s of sockets) {
        if (!s.connected) continue;
        (s.io.engine as unknown as { write(text: string): void }).write(s.big ? big : deep);
        ctx.sent.events++;
      }
      await sleep(10);
    }
    for (const s of sockets) s.close();
  },
};

/** 4: creates with a forged left-most X-Forwarded-For entry. */
const forwarded: Attack = {
  name: '4 forged X-Forwarded-For',
  async run(ctx, stopped) {
    let i = 0;
    await requestLoop(ctx, stopped, 4, () => create(ctx, { numPlayers: 2 }, { 'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i++ & 255}` }));
  },
};

/** 5: tables of bots, each kept running by a connected seat that plays its turns at once. */
const botTables: Attack = {
  name: '5 bot tables',
  async run(ctx, stopped) {
    const seats: Socket[] = [];
    for (let t = 0; t < 24 && !stopped(); t++) {
      const made = await create(ctx, { numPlayers: 4, bots: 3, botLevels: ['hard', 'hard', 'hard'] });
      if (made.status !== 200) continue;
      const joined = await join(ctx, made.body.matchID, '0');
      if (joined.status !== 200) continue;
      const s = socket(ctx);
      const { matchID } = made.body;
      const creds = joined.body.playerCredentials;
      s.on('connect', () => s.emit('sync', matchID, '0', creds, 4));
      // Plays its own turn as soon as it is told about it, so that the bots are always thinking.
      const play = (state: any) => {
        if (state?.ctx?.currentPlayer !== '0' || state.ctx.gameover) return;
        const hand = state.G?.hands?.['0'];
        const action = Array.isArray(hand) && hand.length ? { type: 'play', args: [Math.min(...hand)] } : { type: 'draw', args: [] };
        s.emit('update', { type: 'MAKE_MOVE', payload: { ...action, playerID: '0', credentials: creds } }, state._stateID, matchID, '0');
      };
      s.on('sync', (_m: string, body: any) => play(body?.state));
      s.on('update', (_m: string, state: any) => play(state));
      seats.push(s);
    }
    while (!stopped()) await sleep(50);
    for (const s of seats) s.close();
  },
};

/** 6: lobby reads and metadata writes through upper-case paths. */
const upperCase: Attack = {
  name: '6 /GAMES/ paths',
  async run(ctx, stopped) {
    await requestLoop(ctx, stopped, 8, () => http(`${ctx.srv.url}/GAMES/${ctx.game.toUpperCase()}`, 'GET', undefined));
  },
};

/** 7: a flood from the honest players' own address (a classroom behind NAT): 12 sockets at 25 events/s each. */
const sharedAddress: Attack = {
  name: '7 flood from the same address',
  async run(ctx, stopped) {
    const sockets = Array.from({ length: 12 }, () => socket(ctx, '127.0.0.1', true));
    while (!stopped()) {
      for (const s of sockets) {
        if (!s.connected) continue;
        for (let i = 0; i < 5; i++) s.emit('chat', ctx.honestMatch(), { id: 'x', sender: '0', payload: 'spam' });
        ctx.sent.events += 5;
      }
      await sleep(200);
    }
    for (const s of sockets) s.close();
  },
};

/** 8: bots in every seat but one, the human leaves, a spectator watches. */
const standIns: Attack = {
  name: '8 stand-ins + spectator',
  async run(ctx, stopped) {
    const watchers: Socket[] = [];
    for (let t = 0; t < 4 && !stopped(); t++) {
      const made = await create(ctx, { numPlayers: 4, bots: 3 });
      if (made.status !== 200) continue;
      const joined = await join(ctx, made.body.matchID, '0');
      if (joined.status !== 200) continue;
      await http(`${ctx.srv.url}/games/${ctx.game}/${made.body.matchID}/leave`, 'POST', { playerID: '0', credentials: joined.body.playerCredentials });
      const w = socket(ctx);
      w.on('connect', () => w.emit('sync', made.body.matchID, null, undefined, 4));
      watchers.push(w);
    }
    while (!stopped()) await sleep(50);
    for (const w of watchers) w.close();
  },
};

/** 10: joins on finished matches (here: the seats of the honest match, which a stranger must not take). */
const finishedJoins: Attack = {
  name: '10 joins + rematch options',
  async run(ctx, stopped) {
    await requestLoop(ctx, stopped, 2, () => http(`${ctx.srv.url}/games/${ctx.game}/${ctx.honestMatch()}/playAgain`, 'POST', { playerID: '1', credentials: 'forged', numPlayers: 4 }));
  },
};

/** 11: requests and websockets with a foreign Host and Origin (DNS rebinding). */
const rebinding: Attack = {
  name: '11 foreign Host',
  async run(ctx, stopped) {
    await requestLoop(ctx, stopped, 4, () => http(`${ctx.srv.url}/games/${ctx.game}`, 'GET', undefined, { host: 'rebind.attacker.example', origin: 'http://rebind.attacker.example' }));
  },
};

/** The first round's flood: syncs of the honest match, moves for the attacker's own seat, creates. */
const classic: Attack = {
  name: 'syncs + moves + creates',
  async run(ctx, stopped) {
    const made = await create(ctx, { numPlayers: 2 });
    const joined = made.status === 200 ? await join(ctx, made.body.matchID, '0') : undefined;
    const s = socket(ctx, ATTACKER_ADDRESS, true);
    const creates = requestLoop(ctx, stopped, 1, async () => {
      await create(ctx, { numPlayers: 2 });
      await sleep(20);
    });
    while (!stopped()) {
      if (s.connected) {
        for (let i = 0; i < 20; i++) {
          s.emit('sync', ctx.honestMatch(), null, undefined, 2);
          if (joined) s.emit('update', { type: 'MAKE_MOVE', payload: { type: 'draw', args: [], playerID: '0', credentials: joined.body.playerCredentials } }, 0, made.body.matchID, '0');
          ctx.sent.events += 2;
        }
      }
      await sleep(10);
    }
    await creates;
    s.close();
  },
};

/** Every attack, in the order (2, the glyph outlines, is an offline attack on what a view holds; 9, matches
 * left to expire, costs the server nothing while they wait: both have no load to measure here). */
export const ATTACKS: Attack[] = [classic, squat, frames, forwarded, botTables, upperCase, sharedAddress, standIns, finishedJoins, rebinding];
