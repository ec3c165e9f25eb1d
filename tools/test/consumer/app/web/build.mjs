// Builds the consumer's Vite + React app (one precompiled game, Bag, imported as YAML through @deckhand/vite-plugin)
// and prints what the consumer test checks: the gzipped size of its JavaScript, which compiler code (if any) reached
// the bundle, and the error a broken game.yaml gives the build.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const here = import.meta.dirname;
await build({ root: here, configFile: join(here, 'vite.config.ts'), logLevel: 'error' });

const assets = join(here, 'dist', 'assets');
const js = readdirSync(assets).filter((f) => f.endsWith('.js')).map((f) => readFileSync(join(assets, f)));
// Text each compiler package carries through minification (its own error messages and type names).
const MARKERS = { yaml: 'Implicit map keys need', zod: '$ZodType', jsep: 'Expected expression' };
const compilerCode = Object.entries(MARKERS).filter(([, m]) => js.some((b) => b.includes(m))).map(([name]) => name);

// A game with a mistake: the build must fail with the file, line and column of it.
const broken = join(here, 'broken');
mkdirSync(join(broken, 'src'), { recursive: true });
writeFileSync(join(broken, 'index.html'), '<script type="module" src="/src/main.ts"></script>');
writeFileSync(join(broken, 'src', 'main.ts'), "import game from './game.yaml';\nconsole.log(game);\n");
writeFileSync(join(broken, 'src', 'game.yaml'), readFileSync(join(here, 'src', 'bag.yaml'), 'utf8').replace('players: { min: 2, max: 6 }', 'players: { min: 2, max: 6 }\nplayerz: 3'));
let brokenError = '';
try {
  await build({ root: broken, configFile: join(here, 'vite.config.ts'), logLevel: 'silent', build: { write: false } });
} catch (e) {
  brokenError = String(e instanceof Error ? e.message : e);
}

// The first load: what index.html loads before anything runs (its module script and the chunks it preloads); the
// rest (the kit's drag and drop, card animations, hyphenation) is fetched by the page once it is drawn.
const html = readFileSync(join(here, 'dist', 'index.html'), 'utf8');
const firstLoad = [...html.matchAll(/(?:src|href)="\/assets\/([\w.-]+\.js)"/g)].map((m) => readFileSync(join(assets, m[1])));
const gzipped = (files) => files.reduce((n, b) => n + gzipSync(b, { level: 9 }).length, 0);

console.log(
  JSON.stringify({
    jsBytes: js.reduce((n, b) => n + b.length, 0),
    jsGzipBytes: gzipped(js),
    firstLoadGzipBytes: gzipped(firstLoad),
    firstLoadFiles: firstLoad.length,
    compilerCode,
    brokenError,
  }),
);
