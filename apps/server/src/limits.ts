/**
 * Every bound the server puts on what one client may ask of it. Each rate is a bucket per key (security/rate-limit.ts):
 * `points` per window of `seconds`, and up to `burst` more per window of `burstSeconds` may be spent on top when a
 * client briefly goes faster. Defaults suit honest play with
 * room to spare; each can be set from the environment (readLimits; README "Hosting").
 */
export interface Rate {
  points: number;
  seconds: number;
  burst: number;
  burstSeconds: number;
}

export interface Limits {
  /** Any socket event, per socket. */
  socketEvents: Rate;
  /** Any socket event, summed over every socket from one IP (several tabs, or players behind one NAT). */
  ipSocketEvents: Rate;
  /** `sync` requests per socket (a client syncs once per connection; a reconnect syncs again). */
  syncs: Rate;
  /** Moves per seat of a match, whichever sockets send them (a person makes a few a second). */
  seatMoves: Rate;
  /** Race answers and "stuck" calls per seat: each guess costs a token, so a script cannot try every word. */
  raceAnswers: Rate;
  /** HTTP requests to the lobby and API routes, per IP. */
  httpRequests: Rate;
  /** Matches created per IP (lobby create and play-again). */
  creates: Rate;
  /** Syncs being served at once for one match; more are refused until one finishes. */
  concurrentSyncsPerMatch: number;
  /** Spectator sockets per match in one process. */
  spectatorsPerMatch: number;
  /** Whether a match may be created with every seat a bot (ALLOW_ALL_BOT_MATCHES=1): off by default, since nobody
   * plays in one and each costs the server a bot's thinking on every move; demos and tests turn it on. */
  allBotMatches: boolean;
  /** Take the client's IP from X-Forwarded-For (only behind a proxy that sets it; otherwise clients could forge it). */
  trustProxy: boolean;
}

export const DEFAULT_LIMITS: Limits = {
  socketEvents: { points: 20, seconds: 1, burst: 60, burstSeconds: 10 },
  ipSocketEvents: { points: 100, seconds: 1, burst: 300, burstSeconds: 10 },
  syncs: { points: 1, seconds: 1, burst: 10, burstSeconds: 10 },
  seatMoves: { points: 5, seconds: 1, burst: 20, burstSeconds: 10 },
  raceAnswers: { points: 2, seconds: 1, burst: 4, burstSeconds: 10 },
  httpRequests: { points: 20, seconds: 1, burst: 100, burstSeconds: 10 },
  creates: { points: 10, seconds: 60, burst: 20, burstSeconds: 600 },
  concurrentSyncsPerMatch: 8,
  spectatorsPerMatch: 50,
  allBotMatches: false,
  trustProxy: false,
};

/** Environment variable per rate; the value is `points/seconds` with an optional `,burst/burstSeconds`. */
export const RATE_ENV: Record<keyof Omit<Limits, 'concurrentSyncsPerMatch' | 'spectatorsPerMatch' | 'allBotMatches' | 'trustProxy'>, string> = {
  socketEvents: 'RATE_SOCKET_EVENTS',
  ipSocketEvents: 'RATE_IP_SOCKET_EVENTS',
  syncs: 'RATE_SYNCS',
  seatMoves: 'RATE_SEAT_MOVES',
  raceAnswers: 'RATE_RACE_ANSWERS',
  httpRequests: 'RATE_HTTP',
  creates: 'RATE_CREATES',
};

export function parseRate(text: string, name: string): Rate {
  const m = /^\s*(\d+)\s*\/\s*(\d+)\s*(?:,\s*(\d+)\s*\/\s*(\d+)\s*)?$/.exec(text);
  if (!m) throw new Error(`${name} must look like "points/seconds" or "points/seconds,burst/burstSeconds", got "${text}"`);
  const [points, seconds, burst, burstSeconds] = [m[1], m[2], m[3] ?? '0', m[4] ?? '1'].map(Number) as [number, number, number, number];
  if (points < 1 || seconds < 1 || burstSeconds < 1) throw new Error(`${name}: points and seconds must be at least 1`);
  return { points, seconds, burst, burstSeconds };
}

function positiveInt(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return n;
}

export function readLimits(env: NodeJS.ProcessEnv = process.env): Limits {
  const limits: Limits = { ...DEFAULT_LIMITS };
  for (const [key, name] of Object.entries(RATE_ENV) as [keyof typeof RATE_ENV, string][]) {
    const raw = env[name];
    if (raw) limits[key] = parseRate(raw, name);
  }
  limits.concurrentSyncsPerMatch = positiveInt(env, 'MAX_SYNCS_PER_MATCH', DEFAULT_LIMITS.concurrentSyncsPerMatch);
  limits.spectatorsPerMatch = positiveInt(env, 'MAX_SPECTATORS_PER_MATCH', DEFAULT_LIMITS.spectatorsPerMatch);
  limits.trustProxy = env['TRUST_PROXY'] === '1' || env['TRUST_PROXY'] === 'true';
  limits.allBotMatches = env['ALLOW_ALL_BOT_MATCHES'] === '1' || env['ALLOW_ALL_BOT_MATCHES'] === 'true';
  return limits;
}
