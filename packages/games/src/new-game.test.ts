/**
 * A new game and its log written as generated code against the closures they stand beside (dsl runtime/setup.ts:
 * the zones made by one object literal per program and player count, or by copying a frozen template; log/write.ts
 * and log/line-gen.ts: each move's line). For every shipped game at every player count it allows (up to six), seeded
 * games start with the same table both ways, and then, the same actions chosen on both, write the same log entries
 * after every action and end with the same state.
 */
import { describe, expect, it } from 'vitest';
import { compile, simulator, type SimState } from '@deckhand/dsl';
import { loadGames } from './load';
import { chooser } from './testing/chooser';

const SEEDS = 2;
const STEPS = 200;
const games = await loadGames();

const plain = (v: unknown) => JSON.parse(JSON.stringify(v)) as unknown;
const table = (s: SimState) => plain({ G: s.G, ctx: s.ctx });

/** Empties a zone at every depth (its piles first, then the lists of them). */
function clear(v: unknown): void {
  if (!Array.isArray(v)) return;
  for (const el of v) clear(el);
  v.length = 0;
}

describe.each(games.map((g) => [g.id, g] as const))('%s: a new game and its log, generated and as closures', (_id, g) => {
  const counts: number[] = [];
  for (let n = g.def.players.min; n <= Math.min(6, g.def.players.max); n++) counts.push(n);
  it.each(counts)(`%i players, ${SEEDS} seeded games: the same start, the same log entries after every action`, (players) => {
    const clock = { now: 0 };
    const generated = simulator(g.game.deckhand.withClock(() => clock.now));
    const closures = simulator(compile(g.def, g.hooks, { codegen: false }).deckhand.withClock(() => clock.now));
    let entries = 0;
    for (let seed = 1; seed <= SEEDS; seed++) {
      const a = generated.start({ players, seed: `new:${seed}` });
      const b = closures.start({ players, seed: `new:${seed}` });
      expect(table(a), `${players} players, seed ${seed}: the start`).toEqual(table(b));
      // Two games of one program share nothing: a card moved in one is where it was in the next.
      const again = generated.start({ players, seed: `new:${seed}` });
      for (const zone of Object.values(a.G.zones)) clear(zone);
      expect(table(again)).toEqual(table(b));
      const pick = chooser(seed);
      for (let step = 0; step < STEPS && again.ctx.gameover === undefined; step++) {
        const where = `${g.id}, ${players} players, seed new:${seed}, step ${step}`;
        const actions = generated.actors(again).flatMap((seat) => generated.legalActions(again, seat).map((action) => ({ seat, action })));
        if (actions.length === 0) break;
        const { seat, action } = actions[pick(actions.length)]!;
        const before = again.G.log.length;
        expect(generated.apply(again, seat, action), where).toBe(true);
        expect(closures.apply(b, seat, action), where).toBe(true);
        clock.now++;
        expect(plain(again.G.log.slice(before)), where).toEqual(plain(b.G.log.slice(before)));
        expect(again.G.log.length, where).toBe(b.G.log.length);
        entries += again.G.log.length - before;
      }
      expect(table(again)).toEqual(table(b));
    }
    expect(entries).toBeGreaterThan(0);
  });
});
