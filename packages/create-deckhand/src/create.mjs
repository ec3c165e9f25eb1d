// What `npm create deckhand` writes: a game folder that is also an npm project. Pure file writing, no install
// (bin/create-deckhand.mjs runs npm afterwards), so a test can look at the folder first.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';

const TEMPLATES = join(import.meta.dirname, '..', 'templates');
const ID = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** Why `id` (the folder's name) cannot name a game, or undefined when it can. Same rule as `deckhand new`. */
export function idProblem(id) {
  if (id.length > 64) return `"${id}" is too long for a game id (${id.length} characters, at most 64)`;
  if (ID.test(id)) return undefined;
  const suggestion = id.trim().toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^[^a-z]+|-+$/g, '');
  const hint = suggestion && ID.test(suggestion) ? ` (did you mean "${suggestion}"?)` : '';
  return `"${id}" cannot name a game: the folder's name is the game's id, so use lower-case letters, digits and single dashes, starting with a letter${hint}`;
}

/** "word-a-round" → "Word A Round". */
export const displayName = (id) => id.split('-').map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ');

const ownVersion = () => JSON.parse(readFileSync(join(import.meta.dirname, '..', 'package.json'), 'utf8')).version;

/** The project's package.json: the deckhand commands as scripts, and only what they need installed. */
export function projectManifest(id, version = ownVersion()) {
  return {
    name: id,
    version: '0.1.0',
    private: true,
    type: 'module',
    scripts: {
      dev: 'deckhand dev',
      validate: 'deckhand validate',
      simulate: 'deckhand simulate --players 3 --games 200 --report report.html',
      serve: 'deckhand serve',
      test: 'vitest run',
    },
    devDependencies: {
      '@deckhand/cli': `^${version}`,
      vitest: '^4.1.12',
    },
    // boardgame.io 0.50.2's router answers every lobby route with 404 under koa-compose 4.2.
    overrides: { 'koa-compose': '4.1.0' },
    // The two install scripts the commands need: SQLite's binary (deckhand serve) and esbuild's (hooks.ts).
    allowScripts: { 'better-sqlite3': true, esbuild: true },
  };
}

const readme = (id, name) => `# ${name}

A card game written in the Deckhand language, made by \`npm create deckhand\`.

| file | what it is |
|---|---|
| \`game.yaml\` | the game: cards, zones, deal, turns, moves, the end |
| \`rules.md\` | how to play, for players (the match page shows it), then the rule checklist: every rule with an id |
| \`rules.test.ts\` | one test per rule id |

\`\`\`sh
npm run dev        # live preview at http://127.0.0.1:5173: every seat, every save reloads the match
npm run validate   # check game.yaml: file:line:col messages with a hint
npm run simulate   # 200 bot games at 3 players; report.html says whether it ends and whether a seat is favoured
npm test           # the rules test
npm run serve      # host it: lobby and matches at http://localhost:8000, bots for empty seats, matches kept in ./data
\`\`\`

\`npx deckhand --help\` lists every command. The language: \`node_modules/@deckhand/dsl/README.md\`.
`;

/**
 * Writes the game folder `dir` (its name is the game id). Refuses a folder that exists and is not empty. Returns
 * the id and the files written.
 */
export function createGame(dir, opts = {}) {
  const target = resolve(dir);
  const id = basename(target);
  const problem = idProblem(id);
  if (problem) throw new Error(problem);
  if (existsSync(target) && readdirSync(target).length > 0) throw new Error(`${dir} already exists and is not empty: choose another folder`);
  const name = opts.name?.trim() || displayName(id);
  const fill = (text) => text.replace(/__([A-Z]+)__/g, (m, k) => ({ ID: id, NAME: name })[k] ?? m);
  const template = (file) => fill(readFileSync(join(TEMPLATES, file), 'utf8'));
  const files = {
    'game.yaml': template('game.yaml'),
    'rules.md': template('rules.md'),
    'rules.test.ts': template('rules.test.ts'),
    'package.json': `${JSON.stringify(projectManifest(id, opts.version), null, 2)}\n`,
    'README.md': readme(id, name),
    '.gitignore': 'node_modules/\ndata/\nreport.html\n',
  };
  mkdirSync(target, { recursive: true });
  for (const [file, text] of Object.entries(files)) writeFileSync(join(target, file), text);
  return { id, dir: target, files: Object.keys(files) };
}
