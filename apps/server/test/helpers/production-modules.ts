/**
 * A node_modules holding only what the server's production install (`npm ci --omit=dev --workspace apps/server`, as
 * the Dockerfile runs it) installs: one symlink per top-level package of that tree (`npm ls`), so a bundle started
 * beside it fails if it imports a devDependency (tsx, vite…) or another workspace's package that a production
 * install of the server would not have.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, symlinkSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';

/** Top-level package names of the server's production tree in `root` (a checkout with its node_modules). */
export function productionPackages(root: string): string[] {
  const out = execFileSync('npm', ['ls', '--omit=dev', '--all', '--parseable', '--workspace', 'apps/server'], { cwd: root, encoding: 'utf8', maxBuffer: 1 << 24 });
  const top = join(root, 'node_modules') + sep;
  const names = new Set<string>();
  for (const line of out.split('\n')) {
    if (!line.startsWith(top)) continue;
    const rest = relative(join(root, 'node_modules'), line).split(sep);
    const name = rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
    // Only top-level packages: nested ones live inside their parent's folder and come with its symlink.
    if (rest.length === (name.includes('/') ? 2 : 1)) names.add(name);
  }
  return [...names].sort();
}

/** Links `names` from `root`'s node_modules into `into` (a fresh node_modules folder). */
export function linkPackages(root: string, names: readonly string[], into: string): void {
  for (const name of names) {
    const link = join(into, name);
    mkdirSync(dirname(link), { recursive: true });
    symlinkSync(join(root, 'node_modules', name), link, 'dir');
  }
}
