/** `deckhand dev ID [--port P] [--host H]`: a live preview of one game; every save reloads it. Ctrl-C stops. */
import { parseArgs } from 'node:util';
import { gameTarget } from '../games-root';
import type { Io } from '../io';
import { startDevServer } from '../dev/server';

const USAGE = 'usage: deckhand dev [ID] [--port 5173] [--host 127.0.0.1] [--games-root DIR]';

export async function devCommand(argv: string[], io: Io, signal?: AbortSignal): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { port: { type: 'string', default: '5173' }, host: { type: 'string', default: '127.0.0.1' }, 'games-root': { type: 'string' } },
    });
  } catch (e) {
    io.err(`deckhand dev: ${(e as Error).message}\n${USAGE}`);
    return 2;
  }
  const [named, ...extra] = parsed.positionals;
  const port = Number(parsed.values.port);
  // No ID: the game the working directory is (a folder made by `npm create deckhand`).
  const target = gameTarget(named, parsed.values['games-root']);
  if (!target || extra.length > 0 || !Number.isInteger(port) || port < 0 || port > 65535) {
    io.err(USAGE);
    return 2;
  }
  const { id } = target;
  let server;
  try {
    server = await startDevServer({ id, gamesRoot: target.root, port, host: parsed.values.host!, log: io.out });
  } catch (e) {
    io.err(`deckhand dev: ${(e as Error).message}`);
    return 1;
  }
  io.out(`${id}: live preview at ${server.url}`);
  io.out('every save of game.yaml, its content files or hooks.ts reloads the match (Ctrl-C stops)');
  await new Promise<void>((done) => {
    const stop = () => done();
    if (signal) signal.addEventListener('abort', stop, { once: true });
    else process.once('SIGINT', stop);
  });
  await server.close();
  return 0;
}
