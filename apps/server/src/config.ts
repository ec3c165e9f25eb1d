import { join } from 'node:path';

/** Everything the server reads from the environment, in one place. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  corsOrigins?: string;
  botDelayMs: number;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env['PORT'] ?? 8000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got ${env['PORT']}`);
  const botDelayMs = Number(env['BOT_DELAY_MS'] ?? 250);
  return {
    port,
    host: env['HOST'] ?? '0.0.0.0',
    // `npm start` runs this from apps/server (via nx); INIT_CWD is where npm was invoked, so the default ./data is
    // the one the host expects, next to the checkout's package.json.
    dataDir: env['DATA_DIR'] ?? join(env['INIT_CWD'] ?? process.cwd(), 'data'),
    databaseUrl: env['DATABASE_URL'] || undefined,
    redisUrl: env['REDIS_URL'] || undefined,
    corsOrigins: env['CORS_ORIGINS'] || undefined,
    botDelayMs: Number.isFinite(botDelayMs) && botDelayMs >= 0 ? botDelayMs : 250,
  };
}
