// `npm run build` (and `prepack`): templates/ from the CLI's starter game (tools/templates/starter), so that
// `npm create deckhand` and `deckhand new` make the same game. Only what differs outside this repository is rewritten:
// the rules test imports the published helpers instead of the workspace's sources, and the editor's schema is the
// installed one.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const HERE = import.meta.dirname;
const STARTER = join(HERE, '../../tools/templates/starter');
const OUT = join(HERE, 'templates');

/** `text` with each [from, to] replaced; a `from` that is not there fails the build (the starter changed). */
function rewrite(name, text, pairs) {
  for (const [from, to] of pairs) {
    if (!text.includes(from)) throw new Error(`tools/templates/starter/${name} no longer contains ${JSON.stringify(from)}: update build.mjs`);
    text = text.replaceAll(from, to);
  }
  return text;
}

const read = (name) => readFileSync(join(STARTER, name), 'utf8');
const files = {
  'game.yaml': rewrite('game.yaml', read('game.yaml'), [
    ['$schema=../../dsl/schema/game.schema.json', '$schema=node_modules/@deckhand/dsl/schema/game.schema.json'],
    ['a starter game made by `deckhand new`', 'a starter game made by `npm create deckhand`'],
    ['`npx deckhand dev __ID__`', '`npm run dev`'],
    ['packages/dsl/README.md', 'node_modules/@deckhand/dsl/README.md'],
  ]),
  'rules.md': read('rules.md'),
  'rules.test.ts': rewrite('rules.test.ts.tmpl', read('rules.test.ts.tmpl'), [
    ["import { playout, type CompiledGame, type GameDef } from '@deckhand/dsl';\n", ''],
    ["import { loadGameFrom } from '../src/load';\n", ''],
    [
      "import { handsOf, startMatch, type Match } from '../src/testing/match';",
      "import { handsOf, loadGameFrom, playout, startMatch, type CompiledGame, type GameDef, type Match } from '@deckhand/cli/testing';",
    ],
  ]),
};

rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });
for (const [name, text] of Object.entries(files)) writeFileSync(join(OUT, name), text);
console.log(`wrote ${Object.keys(files).join(', ')} to ${OUT}`);
