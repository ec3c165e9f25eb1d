// Installs npm dependencies when node_modules is missing or older than the lockfile, so the README's two
// commands work on a fresh clone.
import { existsSync, statSync } from 'node:fs';
import { execSync } from 'node:child_process';

const marker = 'node_modules/.package-lock.json';
const lock = 'package-lock.json';
const stale = !existsSync(marker) || (existsSync(lock) && statSync(lock).mtimeMs > statSync(marker).mtimeMs + 1000);
if (stale) {
  const cmd = existsSync(lock) ? 'npm ci --no-audit --no-fund' : 'npm install --no-audit --no-fund';
  console.log(`[deckhand] installing dependencies: ${cmd}`);
  execSync(cmd, { stdio: 'inherit' });
}
