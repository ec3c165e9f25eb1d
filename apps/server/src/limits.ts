/**
 * Every bound the server puts on what one client may ask of it. Each rate is a pair of token buckets per key
 * (security/rate-limit.ts): `points` tokens refilling over `seconds`, and a reserve of `burst` refilling over
 * `burstSeconds` that is spent when a client briefly goes faster. Per-address limits count an IPv6 client per /64. Defaults suit honest play with
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
  /**
   * Any socket event of a socket not bound to a seat (spectators, unsynced sockets), summed per address. A seated
   * socket's events are charged to its seat instead, so players behind one NAT do not share one budget.
   */
  ipSocketEvents: Rate;
  /** Any socket event of a seat, summed over the sockets holding it (its tabs). */
  seatSocketEvents: Rate;
  /** `sync` requests per socket (a client syncs once per connection; a reconnect syncs again). */
  syncs: Rate;
  /** Moves per seat of a match, whichever sockets send them (a person makes a few a second). */
  seatMoves: Rate;
  /** Race answers and "stuck" calls per seat: each guess costs a token, so a script cannot try every word. */
  raceAnswers: Rate;
  /** Table-chat lines per seat of a match (a spectator: per address), whichever sockets send them. */
  chatMessages: Rate;
  /** HTTP requests to the lobby and API routes, per IP. */
  httpRequests: Rate;
  /** Matches created per IP (lobby create and play-again). */
  creates: Rate;
  /** Socket frames per connection, counted before they are parsed; a connection over it is cut. */
  connectionFrames: Rate;
  /** Socket bytes per connection, counted before they are parsed; a connection over it is cut. */
  connectionBytes: Rate;
  /** New socket connections per address. */
  connections: Rate;
  /** Largest socket frame a client may send (bytes); socket.io cuts the connection above it, before parsing. */
  maxFrameBytes: number;
  /** Deepest nesting of arrays and objects in a socket frame; a deeper frame is not parsed and its connection is cut. */
  maxFrameDepth: number;
  /** Open socket connections per address. */
  connectionsPerAddress: number;
  /** Live tables with bot seats one address may have open at once (created with bots, or started by its host). */
  botTablesPerAddress: number;
  /** Syncs being served at once for one match; more are refused until one finishes. */
  concurrentSyncsPerMatch: number;
  /** Spectator sockets per match in one process. */
  spectatorsPerMatch: number;
  /** Whether a match may be created with every seat a bot (ALLOW_ALL_BOT_MATCHES=1): off by default, since nobody
   * plays in one and each costs the server a bot's thinking on every move; demos and tests turn it on. */
  allBotMatches: boolean;
  /**
   * Proxies in front of the server that append to X-Forwarded-For (TRUST_PROXY=N; 0: none, the header is ignored).
   * The client is the N-th entry from the right: every entry left of it was written by the client and may be forged.
   */
  trustProxy: number;
  /**
   * Host names the server answers to, besides IP literals, localhost and the name it listens on (ALLOWED_HOSTS,
   * comma-separated; `.example.org` for every name under it; `*` for any). Other names are refused (DNS rebinding).
   */
  allowedHosts: string[];
}

export const DEFAULT_LIMITS: Limits = {
  socketEvents: { points: 20, seconds: 1, burst: 60, burstSeconds: 10 },
  ipSocketEvents: { points: 100, seconds: 1, burst: 300, burstSeconds: 10 },
  seatSocketEvents: { points: 30, seconds: 1, burst: 90, burstSeconds: 10 },
  syncs: { points: 1, seconds: 1, burst: 10, burstSeconds: 10 },
  seatMoves: { points: 5, seconds: 1, burst: 20, burstSeconds: 10 },
  raceAnswers: { points: 2, seconds: 1, burst: 4, burstSeconds: 10 },
  chatMessages: { points: 1, seconds: 2, burst: 5, burstSeconds: 20 },
  httpRequests: { points: 20, seconds: 1, burst: 100, burstSeconds: 10 },
  creates: { points: 10, seconds: 60, burst: 20, burstSeconds: 600 },
  connectionFrames: { points: 50, seconds: 1, burst: 400, burstSeconds: 10 },
  connectionBytes: { points: 32_768, seconds: 1, burst: 131_072, burstSeconds: 10 },
  connections: { points: 5, seconds: 1, burst: 60, burstSeconds: 60 },
  maxFrameBytes: 8192,
  maxFrameDepth: 16,
  connectionsPerAddress: 64,
  botTablesPerAddress: 4,
  concurrentSyncsPerMatch: 8,
  spectatorsPerMatch: 50,
  allBotMatches: false,
  trustProxy: 0,
  allowedHosts: [],
};

/** Environment variable per rate; the value is `points/seconds` with an optional `,burst/burstSeconds`. */
type RateKey = { [K in keyof Limits]: Limits[K] extends Rate ? K : never }[keyof Limits];
export const RATE_ENV: Record<RateKey, string> = {
  socketEvents: 'RATE_SOCKET_EVENTS',
  ipSocketEvents: 'RATE_IP_SOCKET_EVENTS',
  seatSocketEvents: 'RATE_SEAT_SOCKET_EVENTS',
  connectionFrames: 'RATE_CONNECTION_FRAMES',
  connectionBytes: 'RATE_CONNECTION_BYTES',
  connections: 'RATE_CONNECTIONS',
  syncs: 'RATE_SYNCS',
  seatMoves: 'RATE_SEAT_MOVES',
  raceAnswers: 'RATE_RACE_ANSWERS',
  chatMessages: 'RATE_CHAT',
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
  limits.maxFrameBytes = positiveInt(env, 'MAX_FRAME_BYTES', DEFAULT_LIMITS.maxFrameBytes);
  limits.maxFrameDepth = positiveInt(env, 'MAX_FRAME_DEPTH', DEFAULT_LIMITS.maxFrameDepth);
  limits.botTablesPerAddress = positiveInt(env, 'BOT_TABLES_PER_ADDRESS', DEFAULT_LIMITS.botTablesPerAddress);
  limits.connectionsPerAddress = positiveInt(env, 'MAX_CONNECTIONS_PER_ADDRESS', DEFAULT_LIMITS.connectionsPerAddress);
  limits.trustProxy = proxyHops(env['TRUST_PROXY']);
  limits.allowedHosts = (env['ALLOWED_HOSTS'] ?? '')
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean);
  limits.allBotMatches = env['ALLOW_ALL_BOT_MATCHES'] === '1' || env['ALLOW_ALL_BOT_MATCHES'] === 'true';
  return limits;
}

/** TRUST_PROXY: unset, 0 or false trusts no proxy; true is one; a number is that many proxies in a row. */
function proxyHops(raw: string | undefined): number {
  if (raw === undefined || raw === '' || raw === 'false' || raw === '0') return 0;
  if (raw === 'true') return 1;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 16) throw new Error(`TRUST_PROXY must be 0, true or the number of proxies in front of the server (1-16), got "${raw}"`);
  return n;
}
