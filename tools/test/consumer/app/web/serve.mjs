// The consumer's hosted match: boardgame.io's Server with Bag compiled by @deckhand/dsl, serving the built Vite app
// (dist/) at its own origin. Prints {"port"} when ready. GET /test/match/:id answers the stored state's id and log
// length, so the consumer test can see a move the browser sent arrive.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { extname, join, normalize } from 'node:path';
import { compile, validate } from '@deckhand/dsl';

const require = createRequire(import.meta.url);
const { Server } = require('boardgame.io/server');

const here = import.meta.dirname;
const file = join(here, 'src', 'bag.yaml');
const r = validate(readFileSync(file, 'utf8'), { file });
if (!r.ok) throw new Error(r.diagnostics.map((d) => d.message).join('\n'));
const server = Server({ games: [compile(r.def, {})], origins: [/^http:\/\/127\.0\.0\.1:\d+$/] });

server.router.get('/test/match/:id', async (ctx) => {
  const { state } = await server.db.fetch(ctx.params.id, { state: true });
  ctx.body = state ? { stateID: state._stateID, log: state.G.log.length } : {};
});

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
server.app.use(async (ctx, next) => {
  if (ctx.path.startsWith('/socket.io') || ctx.path.startsWith('/test/') || ctx.path.startsWith('/games')) return next();
  const path = ctx.path === '/' ? '/index.html' : normalize(ctx.path);
  try {
    ctx.body = readFileSync(join(here, 'dist', path));
    ctx.type = TYPES[extname(path)] ?? 'application/octet-stream';
  } catch {
    return next();
  }
});

const { appServer } = await server.run({ port: 0, lobbyConfig: { apiPort: 0 } });
console.log(JSON.stringify({ port: appServer.address().port }));
