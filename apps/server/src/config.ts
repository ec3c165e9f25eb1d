import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** apps/web/dist, where `nx run web:build` puts the client. */
const DEFAULT_WEB_DIST = resolve(dirname(fileURLToPath(import.meta.url)), '../../web/dist');

/** Everything the server reads from the environment, in one place. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  corsOrigins?: string;
  botDelayMs: number;
  /** The built web client to serve at `/` (WEB_DIST; default apps/web/dist). */
  webDist: string;
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
    webDist: env['WEB_DIST'] || DEFAULT_WEB_DIST,
  };
}
