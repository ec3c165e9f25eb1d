/** `deckhand new ID [--from GAME] [--name NAME]`: a new game folder under packages/games/ that validates and passes its tests. */
import { parseArgs } from 'node:util';
import { relative, resolve } from 'node:path';
import { gamesRoot as findGamesRoot } from '../games-root';
import type { Io } from '../io';
import { scaffold, ScaffoldError } from '../new/scaffold';

const USAGE = 'usage: deckhand new ID [--from GAME] [--name NAME] [--games-root DIR]';

export function newCommand(argv: string[], io: Io): number {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { from: { type: 'string' }, name: { type: 'string' }, 'games-root': { type: 'string' } },
    });
  } catch (e) {
    io.err(`deckhand new: ${(e as Error).message}\n${USAGE}`);
    return 2;
  }
  const [id, ...extra] = parsed.positionals;
  if (!id || extra.length > 0) {
    io.err(USAGE);
    return 2;
  }
  // packages/games/ in the checkout; outside it (the npm package) the working directory's folder of games.
  const gamesRoot = findGamesRoot(parsed.values['games-root']);
  let written: string[];
  try {
    written = scaffold({
      id,
      gamesRoot,
      ...(parsed.values.from !== undefined ? { from: parsed.values.from } : {}),
      ...(parsed.values.name !== undefined ? { name: parsed.values.name } : {}),
    });
  } catch (e) {
    if (!(e instanceof ScaffoldError)) throw e;
    io.err(`deckhand new: ${e.message}`);
    return 1;
  }
  const dir = relative(process.cwd(), resolve(gamesRoot, id)) || '.';
  io.out(`created ${dir}/: ${written.join(', ')}`);
  io.out('next:');
  io.out(`  npx deckhand dev ${id}                      # live preview; every save reloads the match`);
  io.out(`  npx deckhand validate --watch ${dir}/game.yaml`);
  io.out(`  npx deckhand simulate ${id} --players 3 --games 500 --report ${id}.html`);
  io.out(`  npx vitest run ${id}                        # its rules tests, from packages/games/`);
  return 0;
}
