/** The simulation bot, and whole seeded matches in simulated time (what `deckhand simulate wordaround` runs). */
import { beforeAll, describe, expect, it } from 'vitest';
import { playout, prng, type Action, type GameState } from '@deckhand/dsl';
import type { State } from 'boardgame.io';
import type { LoadedGame } from '../src/load';
import { bot, makeBot, misread, reactionMs } from './bots';
import { wordaround } from './testing';

let l: LoadedGame;
beforeAll(async () => {
  l = await wordaround();
});

const racing: Action[] = [
  { move: 'raceAnswer', args: ['lantern'] },
  { move: 'raceStuck', args: [] },
];
const noState = undefined as unknown as State<GameState>;

describe('WordARound bots', () => {
  it('the games loader finds the bot', () => {
    expect(l.bot).toBe(bot);
  });

  it('answers after a seeded reaction time: sometimes right, sometimes wrong, sometimes stuck', () => {
    const rand = prng(7);
    const picks = Array.from({ length: 2000 }, () => bot.choose(racing, rand, noState, 0));
    const right = picks.filter((p) => p.move === 'raceAnswer' && p.args[0] === 'lantern').length;
    const wrong = picks.filter((p) => p.move === 'raceAnswer' && p.args[0] !== 'lantern').length;
    const stuck = picks.filter((p) => p.move === 'raceStuck').length;
    expect(right).toBeGreaterThan(1400);
    expect(wrong).toBeGreaterThan(200);
    expect(stuck).toBeGreaterThan(80);
    for (const p of picks) expect(p.after).toBeGreaterThanOrEqual(500);
    expect(new Set(picks.map((p) => p.after)).size).toBeGreaterThan(500);
    // The same seed, the same bot.
    const again = prng(7);
    expect(Array.from({ length: 2000 }, () => bot.choose(racing, again, noState, 0))).toEqual(picks);
  });

  it('a misreading is never the word itself; reaction times stay in the profile', () => {
    const rand = prng(1);
    for (const w of ['lantern', 'balloon', 'eel', 'ab', 'aa']) for (let i = 0; i < 50; i++) expect(misread(w, rand)).not.toBe(w);
    for (let i = 0; i < 500; i++) {
      const ms = reactionMs(rand);
      expect(ms).toBeGreaterThanOrEqual(700);
      expect(ms).toBeLessThanOrEqual(3700);
    }
    const never = makeBot({ stuckRate: 0, wrongRate: 0 });
    for (let i = 0; i < 100; i++) expect(never.choose(racing, rand, noState, 0).args).toEqual(['lantern']);
  });

  it.each([2, 4, 8])('W2/W11: seeded bot matches at %i players all end, with a winner of 10 cards or by most cards', (players) => {
    for (let i = 0; i < 15; i++) {
      const r = playout(l.game, { players, seed: `sim-${players}-${i}`, choose: bot.choose });
      expect(r.completed).toBe(true);
      const won = (r.final.G.zones.won as number[][]).map((w) => w.length);
      if (r.winner !== undefined) expect(won[r.winner]).toBe(Math.max(...won));
      expect(r.simulatedMs).toBeGreaterThan(10_000);
    }
  });
});
