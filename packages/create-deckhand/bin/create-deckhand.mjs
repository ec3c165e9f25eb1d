#!/usr/bin/env node
// `npm create deckhand@latest my-game [-- --name "My Game"] [--no-install]`: makes ./my-game, installs what its
// scripts need (npm install), and says what to run next.
import { spawnSync } from 'node:child_process';
import { relative } from 'node:path';
import { parseArgs } from 'node:util';
import { createGame } from '../src/create.mjs';

const USAGE = 'usage: npm create deckhand@latest FOLDER [-- --name "Game Name"] [--no-install]';

function run() {
  let parsed;
  try {
    parsed = parseArgs({ allowPositionals: true, options: { name: { type: 'string' }, 'no-install': { type: 'boolean', default: false }, help: { type: 'boolean', short: 'h' } } });
  } catch (e) {
    console.error(`create-deckhand: ${e.message}\n${USAGE}`);
    return 2;
  }
  if (parsed.values.help) {
    console.log(USAGE);
    return 0;
  }
  const [folder, ...extra] = parsed.positionals;
  if (!folder || extra.length > 0) {
    console.error(USAGE);
    return 2;
  }
  let made;
  try {
    made = createGame(folder, parsed.values.name !== undefined ? { name: parsed.values.name } : {});
  } catch (e) {
    console.error(`create-deckhand: ${e.message}`);
    return 1;
  }
  const shown = relative(process.cwd(), made.dir) || '.';
  console.log(`created ${shown}/: ${made.files.join(', ')}`);
  if (!parsed.values['no-install']) {
    console.log('installing (npm install)…');
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const r = spawnSync(npm, ['install', '--no-fund', '--no-audit'], { cwd: made.dir, stdio: 'inherit' });
    if (r.status !== 0) {
      console.error(`create-deckhand: npm install failed in ${shown}; run it there yourself`);
      return 1;
    }
  }
  console.log(`next:
  cd ${shown}
  npm run dev        # live preview: every save reloads the match
  npm test           # the rules test
  npm run serve      # host it: lobby at http://localhost:8000`);
  return 0;
}

process.exitCode = run();
