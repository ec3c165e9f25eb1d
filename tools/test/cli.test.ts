import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main, schemaText } from '../src/index';

const root = resolve(__dirname, '../..');

async function run(argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(argv, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('deckhand schema', () => {
  it('the committed JSON Schema is up to date (run `npx deckhand schema > packages/dsl/schema/game.schema.json`)', () => {
    const committed = readFileSync(join(root, 'packages/dsl/schema/game.schema.json'), 'utf8');
    expect(committed).toBe(schemaText());
  });

  it('every game.yaml points its editor at the committed schema', () => {
    const ids = readdirSync(join(root, 'packages/games')).filter((d) => existsSync(join(root, 'packages/games', d, 'game.yaml')));
    expect(ids.length).toBeGreaterThanOrEqual(4);
    for (const id of ids) {
      const first = readFileSync(join(root, 'packages/games', id, 'game.yaml'), 'utf8').split('\n')[0];
      expect(first).toBe('# yaml-language-server: $schema=../../dsl/schema/game.schema.json');
    }
  });
});

describe('deckhand validate', () => {
  it('exits 0 for the shipped games', async () => {
    const games = readdirSync(join(root, 'packages/games')).filter((d) => existsSync(join(root, 'packages/games', d, 'game.yaml')));
    const r = await run(['validate', ...games.map((g) => join(root, 'packages/games', g, 'game.yaml'))]);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
  });

  it('exits 1 with a diagnostic at the line and column of an unknown top-level key', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'deckhand-'));
    const file = join(dir, 'game.yaml');
    const bag = readFileSync(join(root, 'packages/games/bag/game.yaml'), 'utf8');
    writeFileSync(file, bag.replace('revealAtEnd: true', 'revealAtEnd: true\n  \nrevealAtEnds: true'));
    const line = bag.replace('revealAtEnd: true', 'revealAtEnd: true\n  \nrevealAtEnds: true').split('\n').indexOf('revealAtEnds: true') + 1;
    const r = await run(['validate', file]);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(new RegExp(`game\\.yaml:${line}:1: unknown key "revealAtEnds" in the game \\(did you mean "revealAtEnd"\\?\\) \\[schema/unknown-key\\]`));
  });

  it('reports a missing file instead of throwing', async () => {
    const r = await run(['validate', 'nope/game.yaml']);
    expect(r.code).toBe(1);
    expect(r.err).toContain('file not found');
  });
});

describe('deckhand simulate', () => {
  it('plays seeded games to the end and gives the same numbers for the same seed', async () => {
    const a = await run(['simulate', 'bag', '--players', '4', '--games', '40', '--seed', '7', '--json']);
    const b = await run(['simulate', 'bag', '--players', '4', '--games', '40', '--seed', '7', '--json']);
    expect(a.code).toBe(0);
    const ra = JSON.parse(a.out);
    const rb = JSON.parse(b.out);
    expect(ra).toMatchObject({ game: 'bag', players: 4, games: 40, completed: 40 });
    expect(ra.winsBySeat.reduce((x: number, y: number) => x + y, 0) + ra.draws).toBe(40);
    expect(ra.lossesBySeat).toHaveLength(4);
    for (const r of ra.meanRankBySeat) expect(r).toBeGreaterThanOrEqual(1);
    expect(ra.stalled).toBe(0);
    expect(ra.moves.min).toBeGreaterThan(0);
    expect(ra.actionsPerSecond).toBeGreaterThan(0);
    // actionsPerSecond is a measurement; everything else is a function of the seed.
    delete ra.actionsPerSecond;
    delete rb.actionsPerSecond;
    expect(ra).toEqual(rb);
  });

  it('counts losses and mean rank per seat for a game with one loser (Old Maid)', async () => {
    const r = await run(['simulate', 'old-maid', '--players', '3', '--games', '20', '--seed', '3', '--json']);
    expect(r.code).toBe(0);
    const rep = JSON.parse(r.out);
    const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
    expect(sum(rep.lossesBySeat)).toBe(20);
    expect(sum(rep.winsBySeat)).toBe(40);
    expect(rep.draws).toBe(0);
    // Two winners share first place and the loser is third: the mean rank over the seats is (1 + 1 + 3) / 3.
    expect(sum(rep.meanRankBySeat) / 3).toBeCloseTo(5 / 3, 1);
  });

  it('rejects a player count the game does not allow', async () => {
    const r = await run(['simulate', 'bag', '--players', '9', '--games', '1']);
    expect(r.code).toBe(1);
    expect(r.err).toContain('2 to 6 players');
  });

  it('--option sets a game option as a host would: smaller stockpiles make shorter games; a bad one is refused', async () => {
    const short = await run(['simulate', 'build-up', '--players', '2', '--games', '4', '--json', '--option', 'stockpileSize=3']);
    const full = await run(['simulate', 'build-up', '--players', '2', '--games', '4', '--json']);
    expect(short.code).toBe(0);
    const mean = (r: { out: string }) => (JSON.parse(r.out) as { moves: { mean: number } }).moves.mean;
    expect(mean(short)).toBeLessThan(mean(full) / 2);
    const bad = await run(['simulate', 'build-up', '--players', '2', '--games', '1', '--option', 'stockpileSize=40']);
    expect(bad.code).toBe(1);
    expect(bad.err).toContain('option "stockpileSize" must be a number within 1..15');
  });

  it('--bots: one bot per seat; Build Up\'s own bot beats random play from either seat', async () => {
    for (const bots of ['game,random', 'random,game']) {
      const r = await run(['simulate', 'build-up', '--players', '2', '--games', '4', '--seed', '3', '--json', '--bots', bots, '--max-moves', '3000']);
      const report = JSON.parse(r.out);
      const own = bots.split(',').indexOf('game');
      expect(report.winsBySeat[own]).toBeGreaterThan(report.winsBySeat[1 - own]);
    }
  });

  it('--bots: rejects an unknown bot, a bad level, a game without its own bot, and a wrong count', async () => {
    const unknown = await run(['simulate', 'bag', '--players', '2', '--games', '1', '--bots', 'mcts,random']);
    expect(unknown.code).toBe(1);
    expect(unknown.err).toContain('use random, game, ismcts');
    const level = await run(['simulate', 'bag', '--players', '2', '--games', '1', '--bots', 'ismcts:expert,random']);
    expect(level.err).toContain('bad level "expert"');
    const none = await run(['simulate', 'old-maid', '--players', '2', '--games', '1', '--bots', 'game,random']);
    expect(none.err).toContain('Old Maid has no bot of its own');
    const count = await run(['simulate', 'bag', '--players', '3', '--games', '1', '--bots', 'random,random']);
    expect(count.err).toContain('2 bots for 3 players');
  });

  it('names the known games when the game is unknown', async () => {
    const r = await run(['simulate', 'bgg', '--players', '2']);
    expect(r.code).toBe(1);
    expect(r.err).toContain('bag');
  });
});
