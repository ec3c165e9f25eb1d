/**
 * The checks after every action (dsl runtime/rules.ts: triggers, eliminations, end rules) as the simulator runs them
 * where code generation is on (list functions with a condition as one generated loop, `alive` kept while nobody
 * else goes out, a row trigger's piles bound in turn) against the same game compiled as closures (`codegen: false`):
 * for seeded games of every shipped game, the same seats out, piles and result after every action, and the two
 * tables the same at the end. Played to the end where the game ends within the steps.
 */
import { describe, expect, it } from 'vitest';
import { compile, simulator, type SimState } from '@deckhand/dsl';
import { loadGames } from './load';
import { chooser } from './testing/chooser';

const SEEDS = 4;
const STEPS = 400;
const games = await loadGames();

/** What the checks after an action write: the seats out, the piles (a trigger's effects), the result. */
const checked = (s: SimState) => JSON.parse(JSON.stringify({ out: s.G.out, lastOut: s.G.lastOut, zones: s.G.zones, result: s.G.result ?? null, gameover: s.ctx.gameover ?? null })) as unknown;
const plain = (s: SimState) => JSON.parse(JSON.stringify({ G: s.G, ctx: s.ctx })) as unknown;

let ended = 0;

describe.each(games.map((g) => [g.id, g] as const))('%s: the checks after an action', (_id, g) => {
  it(`${SEEDS} seeded games: generated checks leave what the closures leave, action after action`, () => {
    // Race phases read the time: both games read one clock, a millisecond on per step.
    const clock = { now: 0 };
    const gen = simulator(g.game.deckhand.withClock(() => clock.now));
    const closures = simulator(compile(g.def, g.hooks, { codegen: false }).deckhand.withClock(() => clock.now));
    let played = 0;
    for (let seed = 1; seed <= SEEDS; seed++) {
      const players = seed % 2 === 1 ? g.def.players.min : Math.min(4, g.def.players.max);
      const a = gen.start({ players, seed: `after:${seed}` });
      const b = closures.start({ players, seed: `after:${seed}` });
      const pick = chooser(seed * 7);
      for (let step = 0; step < STEPS && a.ctx.gameover === undefined; step++) {
        const where = `${g.id}, ${players} players, seed after:${seed}, step ${step}`;
        const seat = gen.actors(a)[0];
        if (seat === undefined) break;
        const list = gen.legalActions(a, seat);
        if (list.length === 0) break;
        const action = list[pick(list.length)]!;
        expect(gen.apply(a, seat, action), where).toBe(true);
        expect(closures.apply(b, seat, action), where).toBe(true);
        clock.now++;
        played++;
        expect(checked(a), where).toEqual(checked(b));
      }
      expect(plain(a)).toEqual(plain(b));
      if (a.ctx.gameover !== undefined) ended++;
    }
    expect(played).toBeGreaterThan(0);
  });
});

describe('the checks after an action, over every shipped game', () => {
  it('ended some of the games played above (their end rules were reached, not only checked)', () => {
    expect(ended).toBeGreaterThan(games.length);
  });
});
