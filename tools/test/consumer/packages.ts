/**
 * What the consumer test packs: every package we publish, built to dist/ and `npm pack`ed as a user would get it,
 * and the files each tarball may hold.
 */
import { execFile } from 'node:child_process';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
export const ROOT = resolve(__dirname, '../../..');

export interface Published {
  /** npm name. */
  name: string;
  /** Folder under the workspace. */
  dir: string;
  /** Paths (relative to the package) a tarball may hold, besides package.json, README.md, LICENSE and CHANGELOG.md. */
  allowed: RegExp;
}

export const PUBLISHED: Published[] = [
  { name: '@deckhand/dsl', dir: 'packages/dsl', allowed: /^(dist\/(index|client)\.(js|d\.ts)|schema\/game\.schema\.json)$/ },
  { name: '@deckhand/ui', dir: 'packages/ui', allowed: /^dist\/(index\.(js|d\.ts)|style\.css|(drag-kit|motion-features)-[\w-]+\.js)$/ },
  { name: '@deckhand/vite-plugin', dir: 'packages/vite-plugin', allowed: /^(dist\/index\.(js|d\.ts)|client\.d\.ts)$/ },
];

export const ALWAYS_ALLOWED = /^(package\.json|README\.md|LICENSE|CHANGELOG\.md)$/;

export interface Packed {
  pkg: Published;
  tarball: string;
  files: string[];
}

/** Builds a package (its `build` script: tsdown) and packs it into `dest`. */
export async function buildAndPack(pkg: Published, dest: string): Promise<Packed> {
  const cwd = join(ROOT, pkg.dir);
  await run('npm', ['run', 'build', '--silent'], { cwd, maxBuffer: 1 << 24 });
  const { stdout } = await run('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', dest], { cwd, maxBuffer: 1 << 24 });
  const [info] = JSON.parse(stdout) as { filename: string; files: { path: string }[] }[];
  return { pkg, tarball: join(dest, info!.filename), files: info!.files.map((f) => f.path) };
}

/** `npm publish --dry-run` of a built package: npm's own checks of what would be published (nothing is). */
export async function publishDryRun(pkg: Published): Promise<string> {
  const { stderr } = await run('npm', ['publish', '--dry-run', '--ignore-scripts', '--access', 'public'], { cwd: join(ROOT, pkg.dir), maxBuffer: 1 << 24 });
  return stderr;
}
