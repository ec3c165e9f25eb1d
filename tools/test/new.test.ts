/**
 * `deckhand new`: refuses bad and taken ids; a new game, in a temporary copy of the games package, validates,
 * simulates, passes its own rules test and is listed by the server.
 */
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify, stripVTControlCharacters } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { run } from './support/run';
import { startServer, type RunningServer } from './support/server';

const root = resolve(import.meta.dirname, '../..');
const gamesDir = join(root, 'packages/games');
// Inside the checkout (tmp/ is ignored by git), so the copy resolves @deckhand/* and vitest like the real package.
mkdirSync(join(root, 'tmp'), { recursive: true });
const ws = mkdtempSync(join(root, 'tmp', 'deckhand-new-'));
const games = join(ws, 'packages/games');
mkdirSync(games, { recursive: true });
for (const f of ['src', 'package.json', 'vitest.config.ts', 'tsconfig.json']) cpSync(join(gamesDir, f), join(games, f), { recursive: true });
cpSync(join(root, 'tsconfig.base.json'), join(ws, 'tsconfig.base.json'));
// The package's vitest config resolves our packages' sources through the workspace's source-condition plugin.
cpSync(join(root, 'scripts'), join(ws, 'scripts'), { recursive: true });
for (const g of ['bag', 'art-of-argument']) cpSync(join(gamesDir, g), join(games, g), { recursive: true });

let server: RunningServer | undefined;
afterAll(async () => {
  await server?.stop();
  rmSync(ws, { recursive: true, force: true });
});

describe('deckhand new', () => {
  it('refuses an id that is not a valid folder name, with a suggestion', async () => {
    const r = await run(['new', 'My Game', '--games-root', games]);
    expect(r.code).toBe(1);
    expect(r.err).toBe('deckhand new: "My Game" is not a valid game id: use lower-case letters, digits and single dashes, starting with a letter (did you mean "my-game"?)');
    for (const bad of ['9lives', 'a--b', 'x_y', 'src', '../escape', 'a'.repeat(65)]) expect((await run(['new', bad, '--games-root', games])).code).toBe(1);
    expect(readdirSync(games).sort()).toEqual(['art-of-argument', 'bag', 'package.json', 'src', 'tsconfig.json', 'vitest.config.ts']);
  });

  it('refuses an id that exists, naming the games there', async () => {
    const r = await run(['new', 'bag', '--games-root', games]);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/bag already exists: choose another id \(games: art-of-argument, bag\)/);
    expect(readFileSync(join(games, 'bag/game.yaml'), 'utf8')).toBe(readFileSync(join(gamesDir, 'bag/game.yaml'), 'utf8'));
  });

  it('scaffolds a starter game that validates, simulates, passes its rules test and is listed by the server', async () => {
    const made = await run(['new', 'climb-test', '--games-root', games]);
    expect(made.err).toBe('');
    expect(made.code).toBe(0);
    const dir = join(games, 'climb-test');
    expect(readdirSync(dir).sort()).toEqual(['README.md', 'game.yaml', 'rules.md', 'rules.test.ts']);
    const yaml = readFileSync(join(dir, 'game.yaml'), 'utf8');
    expect(yaml.split('\n')[0]).toBe('# yaml-language-server: $schema=../../dsl/schema/game.schema.json');
    expect(yaml).toMatch(/^id: climb-test$/m);
    expect(yaml).toMatch(/^name: Climb Test$/m);
    // Every rule id of the checklist names a test.
    const ids = [...readFileSync(join(dir, 'rules.md'), 'utf8').matchAll(/\| (R\d+) \|/g)].map((m) => m[1]);
    const test = readFileSync(join(dir, 'rules.test.ts'), 'utf8');
    expect(ids.length).toBeGreaterThanOrEqual(6);
    for (const id of ids) expect(test).toContain(`it('${id}:`);

    const valid = await run(['validate', join(dir, 'game.yaml')]);
    expect(valid.err).toBe('');
    expect(valid.code).toBe(0);

    const sim = await run(['simulate', 'climb-test', '--games-root', games, '--players', '3', '--games', '20', '--seed', '1', '--json']);
    expect(sim.code).toBe(0);
    expect(JSON.parse(sim.out)).toMatchObject({ game: 'climb-test', completed: 20 });

    // Its rules test passes as written, run the way `nx test games` runs the real folder.
    const vitest = join(root, 'node_modules/vitest/vitest.mjs');
    const { stdout } = await promisify(execFile)(process.execPath, [vitest, 'run', 'climb-test', '--reporter=verbose'], { cwd: games, env: { ...process.env, CI: '1', NO_COLOR: '1' } });
    const plain = stripVTControlCharacters(stdout);
    for (const id of ids) expect(plain).toMatch(new RegExp(`✓ .*> ${id}:`));
    expect(plain).toContain(`Tests  ${ids.length} passed`);

    // The server lists it with no other change than the folder.
    const module = join(ws, 'games-module.ts');
    writeFileSync(module, `import { loadGames as load } from '@deckhand/games';\nexport const loadGames = () => load(${JSON.stringify(games)});\n`);
    server = await startServer({ DECKHAND_GAMES_MODULE: module });
    const listed = (await (await fetch(`${server.url}/api/games`)).json()) as { id: string; name: string }[];
    expect(listed.map((g) => g.id).sort()).toEqual(['art-of-argument', 'bag', 'climb-test']);
    expect(listed.find((g) => g.id === 'climb-test')!.name).toBe('Climb Test');
    expect((await fetch(`${server.url}/api/games/climb-test/client`)).status).toBe(200);
  });

  it('--from copies a game (content, hooks and what they import) under the new id, with a passing rules test', async () => {
    const made = await run(['new', 'argue', '--from', 'art-of-argument', '--name', 'Argue!', '--games-root', games]);
    expect(made.err).toBe('');
    expect(made.code).toBe(0);
    const dir = join(games, 'argue');
    expect(readdirSync(dir).sort()).toEqual(['README.md', 'bots.ts', 'content', 'game.yaml', 'hooks.ts', 'quiz.ts', 'rules.md', 'rules.test.ts', 'set-validity.ts', 'table.ts']);
    expect(readFileSync(join(dir, 'game.yaml'), 'utf8')).toMatch(/^name: "Argue!"$/m);
    expect(readFileSync(join(dir, 'rules.md'), 'utf8')).toContain('| [x] | R1 | Players: 2 to 6.');
    const valid = await run(['validate', join(dir, 'game.yaml')]);
    expect(valid.err).toBe('');
    expect(valid.code).toBe(0);
    const sim = await run(['simulate', 'argue', '--games-root', games, '--players', '2', '--games', '3', '--json']);
    expect(JSON.parse(sim.out)).toMatchObject({ game: 'argue', completed: 3 });
    const unknown = await run(['new', 'other', '--from', 'nope', '--games-root', games]);
    expect(unknown.err).toBe('deckhand new: no game "nope" to start from (games: argue, art-of-argument, bag, climb-test)');
  });
});
