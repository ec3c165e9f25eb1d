// The system programs the test suite runs besides Node (a browser, Redis, PostgreSQL), found in one place: the
// browser tests, the UI kit's Storybook tests, the CLI's report tests and the server's database tests all ask here,
// and `npm test` checks them all first (check-system.mjs) so a fresh machine hears what to install, once, by name.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { delimiter, join } from 'node:path';

/** The first executable named `name` on PATH, or undefined. */
export function onPath(name, env = process.env) {
  for (const dir of (env.PATH ?? '').split(delimiter)) {
    if (!dir) continue;
    const file = join(dir, name);
    try {
      if (statSync(file).isFile()) return file;
    } catch {
      /* not here */
    }
  }
  return undefined;
}

/** Chromium (or Chrome): CHROMIUM_PATH when set, else the usual names on PATH. */
export function findChromium(env = process.env) {
  if (env.CHROMIUM_PATH) return existsSync(env.CHROMIUM_PATH) ? env.CHROMIUM_PATH : undefined;
  for (const name of ['chromium', 'chromium-browser', 'google-chrome-stable', 'google-chrome']) {
    const found = onPath(name, env);
    if (found) return found;
  }
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
}

/** Chromium's path for a test to launch, with the reason and the fix when there is none. */
export function chromiumPath(env = process.env) {
  const found = findChromium(env);
  if (found) return found;
  throw new Error(missingMessage(TOOLS.find((t) => t.name === 'chromium'), env));
}

/** A PostgreSQL server program (initdb, postgres, pg_ctl): Debian keeps them off PATH under /usr/lib/postgresql/<v>/bin. */
export function findPostgresBin(name, env = process.env) {
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    for (const v of readdirSync(root).sort((a, b) => Number(b) - Number(a))) {
      const file = join(root, v, 'bin', name);
      if (existsSync(file)) return file;
    }
  }
  return onPath(name, env);
}

export const TOOLS = [
  { name: 'chromium', find: findChromium, why: 'browser tests (web, ui)', debian: 'chromium', other: 'or set CHROMIUM_PATH to a Chromium or Chrome binary' },
  { name: 'redis-server', find: (env) => onPath('redis-server', env), why: 'scale-out tests (Redis pub/sub)', debian: 'redis-server', other: 'or: brew install redis' },
  { name: 'initdb', find: (env) => findPostgresBin('initdb', env), why: 'PostgreSQL storage tests', debian: 'postgresql', other: 'or: brew install postgresql' },
];

function missingMessage(tool, env = process.env) {
  const sudo = typeof process.getuid === 'function' && process.getuid() !== 0 ? 'sudo ' : '';
  return `${tool.name} not found (needed by the ${tool.why}); install it: ${sudo}apt-get install ${tool.debian} (${tool.other})${env.PATH ? '' : ' — PATH is empty'}`;
}

/** One line per missing tool, naming it and the command that installs it; empty when everything is there. */
export function missingTools(env = process.env) {
  return TOOLS.filter((t) => !t.find(env)).map((t) => missingMessage(t, env));
}
