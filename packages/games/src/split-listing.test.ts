/**
 * A move's precondition checked by its parts at the loop level each part depends on (dsl runtime/pre-split.ts, where
 * code generation is on), inside the move's whole listing generated as one function where its arguments allow
 * (runtime/legal-gen.ts), against the argument domains and the whole precondition per candidate (the same game
 * compiled with `codegen: false`): for seeded games of every shipped game, at its fewest players and at four (or its most), every
 * acting seat's listing, and every other seat's on a copy of the table where it is that seat's turn, must be the same actions in the same order at every step, and the two tables the same after every
 * action (the "is the turn stuck?" check, which asks whether any action is legal, decides turns and game ends).
 */
import { describe, expect, it } from 'vitest';
import { compile, simulator, type SimState } from '@deckhand/dsl';
import { loadGames } from './load';
import { chooser } from './testing/chooser';

const SEEDS = 3;
const STEPS = 300;
const games = await loadGames();

const plain = (s: SimState) => JSON.parse(JSON.stringify({ G: s.G, ctx: s.ctx })) as unknown;

describe.each(games.map((g) => [g.id, g] as const))('%s: listings with split preconditions', (_id, g) => {
  const counts = [...new Set([g.def.players.min, Math.min(4, g.def.players.max)])];
  it.each(counts)(`%i players, ${SEEDS} seeded games: the same listings, in order, and the same tables`, (players) => {
    // Race phases read the time: both games read one clock, a millisecond on per step.
    const clock = { now: 0 };
    const split = simulator(g.game.deckhand.withClock(() => clock.now));
    const whole = simulator(compile(g.def, g.hooks, { codegen: false }).deckhand.withClock(() => clock.now));
    let listed = 0;
    for (let seed = 1; seed <= SEEDS; seed++) {
      const a = split.start({ players, seed: `split:${seed}` });
      const b = whole.start({ players, seed: `split:${seed}` });
      const pick = chooser(seed);
      for (let step = 0; step < STEPS && a.ctx.gameover === undefined; step++) {
        const where = `${g.id}, ${players} players, seed split:${seed}, step ${step}`;
        const actors = split.actors(a);
        expect(whole.actors(b), where).toEqual(actors);
        // Every other seat's listing too, on a copy of the table where it is that seat's turn (outside shared phases).
        if (a.ctx.activePlayers === null || a.ctx.activePlayers === undefined) {
          for (let seat = 0; seat < players; seat++) {
            if (actors.includes(seat)) continue;
            const turnOf = (s: SimState, sim: typeof split) => sim.fromState({ G: s.G, ctx: { ...s.ctx, currentPlayer: String(seat) } });
            expect(whole.legalActions(turnOf(b, whole), seat), `${where}, seat ${seat}'s turn`).toEqual(split.legalActions(turnOf(a, split), seat));
          }
        }
        let chosen: { seat: number; action: { move: string; args: unknown[] } } | undefined;
        for (const seat of actors) {
          const list = split.legalActions(a, seat);
          expect(whole.legalActions(b, seat), `${where}, seat ${seat}`).toEqual(list);
          listed += list.length;
          if (!chosen && list.length > 0) chosen = { seat, action: list[pick(list.length)]! };
        }
        if (!chosen) break;
        expect(split.apply(a, chosen.seat, chosen.action), where).toBe(true);
        expect(whole.apply(b, chosen.seat, chosen.action), where).toBe(true);
        clock.now++;
        if (step % 8 === 0) expect(plain(a), where).toEqual(plain(b));
      }
      expect(plain(a)).toEqual(plain(b));
    }
    expect(listed).toBeGreaterThan(0);
  });
});
