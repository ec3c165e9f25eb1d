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
  /** Its build script (default `build`). */
  build?: string;
  /** Installed into the boardgame.io app (the libraries) or only into the game folder `npm create deckhand` makes. */
  into: 'app' | 'game';
}

/** A file Vite names with its content hash. */
const ASSET = String.raw`assets\/[\w.-]+\.(js|css|woff2|svg|png)`;

export const PUBLISHED: Published[] = [
  { name: '@deckhand/dsl', dir: 'packages/dsl', into: 'app', allowed: /^(dist\/(index|client)\.(js|d\.ts)|schema\/game\.schema\.json)$/ },
  // The kit's on-demand chunks (drag and drop, card animations, hidden cards' flights, scores by hand) and the one
  // module the flights share with the board (changes.ts), which the bundler puts in a chunk of its own.
  { name: '@deckhand/ui', dir: 'packages/ui', into: 'app', allowed: /^dist\/(index\.(js|d\.ts)|style\.css|(drag-kit|motion-features|flights-layer|HandHistory|changes|CardZoom|QuizPanel|rolldown-runtime)-[\w-]+\.js)$/ },
  { name: '@deckhand/vite-plugin', dir: 'packages/vite-plugin', into: 'app', allowed: /^(dist\/index\.(js|d\.ts)|client\.d\.ts)$/ },
  {
    name: '@deckhand/server',
    dir: 'apps/server',
    build: 'build:package',
    into: 'app',
    allowed: new RegExp(
      String.raw`^dist\/pkg\/(index\.(mjs|d\.mts)|bot-worker\.mjs|root\/apps\/web\/dist\/(index\.html|${ASSET})|root\/packages\/games\/assets\/fonts\/(DejaVuSans-Bold\.ttf|LICENSE))$`,
    ),
  },
  {
    name: '@deckhand/cli',
    dir: 'tools',
    build: 'build:package',
    into: 'game',
    allowed: new RegExp(
      String.raw`^(bin\/deckhand\.mjs|dist\/pkg\/((cli|testing)\.mjs|root\/tools\/templates\/(starter|derived)\/[\w.-]+|root\/apps\/web\/(dev\.html|${ASSET})))$`,
    ),
  },
  { name: 'create-deckhand', dir: 'packages/create-deckhand', into: 'game', allowed: /^(bin\/create-deckhand\.mjs|src\/create\.mjs|templates\/(game\.yaml|rules\.md|rules\.test\.ts))$/ },
];

export const ALWAYS_ALLOWED = /^(package\.json|README\.md|LICENSE|CHANGELOG\.md)$/;

export interface Packed {
  pkg: Published;
  tarball: string;
  files: string[];
}

/** Builds a package (its build script: tsdown, or esbuild for the server and the CLI) and packs it into `dest`. */
export async function buildAndPack(pkg: Published, dest: string): Promise<Packed> {
  const cwd = join(ROOT, pkg.dir);
  await run('npm', ['run', pkg.build ?? 'build', '--silent'], { cwd, maxBuffer: 1 << 24 });
  const { stdout } = await run('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', dest], { cwd, maxBuffer: 1 << 24 });
  const [info] = JSON.parse(stdout) as { filename: string; files: { path: string }[] }[];
  return { pkg, tarball: join(dest, info!.filename), files: info!.files.map((f) => f.path) };
}

/** `npm publish --dry-run` of a built package: npm's own checks of what would be published (nothing is). */
export async function publishDryRun(pkg: Published): Promise<string> {
  const { stderr } = await run('npm', ['publish', '--dry-run', '--ignore-scripts', '--access', 'public'], { cwd: join(ROOT, pkg.dir), maxBuffer: 1 << 24 });
  return stderr;
}
