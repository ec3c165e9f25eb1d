// `npm start` (nx run server:serve): the production bundle, in production mode. NODE_ENV is set before anything is
// imported, because boardgame.io and Immer read it when they load. The server takes no options: it is configured by
// its environment (docs/hosting.md); `--help` and `--version` answer without starting it, anything else is refused.
import { readFileSync } from 'node:fs';

const USAGE = `usage: node apps/server/start.mjs        (or: npm start)
Runs the Deckhand server: lobby, web client, bots and storage, at http://HOST:PORT.
Configured by environment variables (every one, with defaults: docs/hosting.md), chiefly:
  PORT (8000)  HOST (127.0.0.1)  DATA_DIR (./data, the SQLite file)
  DATABASE_URL (postgres://…: PostgreSQL)  REDIS_URL (redis://…: several processes)
  TRUST_PROXY (1 behind a proxy)  ALLOWED_HOSTS  CORS_ORIGINS  BOT_THREADS  LOG_LEVEL
Endpoints for operators: GET /health, GET /ready, GET /metrics.
Options: --help, --version.`;

const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) {
  console.log(USAGE);
  process.exit(0);
}
if (args.includes('--version')) {
  const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
  console.log(`deckhand server ${version}`);
  process.exit(0);
}
if (args.length > 0) {
  console.error(`unknown option: ${args[0]}\n${USAGE}`);
  process.exit(2);
}
process.env.NODE_ENV ??= 'production';
await import('./dist/main.mjs');
