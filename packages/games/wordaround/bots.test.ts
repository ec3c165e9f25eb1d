/** The simulation bot, and whole seeded matches in simulated time (what `deckhand simulate wordaround` runs). */
import { beforeAll, describe, expect, it } from 'vitest';
import { playout, prng, type Action, type GameState } from '@deckhand/dsl';
import type { State } from 'boardgame.io';
import type { LoadedGame } from '../src/load';
import { decide, seedOf, type Level } from '@deckhand/dsl';
import { bot, makeBot, misread, PROFILES, reactionMs } from './bots';
import { table, wordaround } from './testing';

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

  it('a misreading is never the word itself; reaction times stay in the profile, longer for longer words', () => {
    const rand = prng(1);
    for (const w of ['lantern', 'balloon', 'eel', 'ab', 'aa']) for (let i = 0; i < 50; i++) expect(misread(w, rand)).not.toBe(w);
    for (let i = 0; i < 500; i++) {
      const ms = reactionMs(rand, PROFILES.medium, 7);
      expect(ms).toBeGreaterThanOrEqual(2200 + 7 * 180);
      expect(ms).toBeLessThanOrEqual(2200 + 7 * 180 + 3000);
    }
    const never = makeBot({ stuckRate: 0, wrongRate: 0 });
    for (let i = 0; i < 100; i++) expect(never.choose(racing, rand, noState, 0).args).toEqual(['lantern']);
  });

  it('levels a person can beat: even a hard bot takes over 1.4 s for a four-letter word; easy is slower than medium, medium than hard', () => {
    const times = (level: Level, word: string) => {
      const rand = prng(seedOf(`levels:${level}`));
      const never = makeBot({ stuckRate: 0, wrongRate: 0 });
      const answer: Action[] = [{ move: 'raceAnswer', args: [word] }, { move: 'raceStuck', args: [] }];
      return Array.from({ length: 400 }, () => never.choose(answer, rand, noState, 0, undefined, level).after!);
    };
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    expect(Math.min(...times('hard', 'barn'))).toBeGreaterThanOrEqual(1400);
    expect(Math.min(...times('medium', 'barn'))).toBeGreaterThanOrEqual(2800);
    expect(Math.min(...times('easy', 'barn'))).toBeGreaterThanOrEqual(4400);
    expect(mean(times('easy', 'lantern'))).toBeGreaterThan(mean(times('medium', 'lantern')) + 1500);
    expect(mean(times('medium', 'lantern'))).toBeGreaterThan(mean(times('hard', 'lantern')) + 1500);
    // Longer words take longer, as they do a person.
    expect(mean(times('medium', 'wheelbarrow'))).toBeGreaterThan(mean(times('medium', 'barn')) + 1000);
    // No level (a stand-in for a person, a simulation): medium's profile.
    const rand = prng(seedOf('none'));
    const plain = makeBot({ stuckRate: 0, wrongRate: 0 }).choose([{ move: 'raceAnswer', args: ['barn'] }], rand, noState, 0).after!;
    expect(plain).toBeGreaterThanOrEqual(PROFILES.medium.minMs + 4 * PROFILES.medium.perLetterMs);
  });

  it('the seat\'s level reaches the bot through the search bot\'s decision (what the server runs for a bot seat)', () => {
    const t = table(l, { players: 2, seed: 'levels' });
    t.readyAll();
    const view = l.game.deckhand.playerView(t.G, '1');
    const actions = l.game.deckhand.legalActions(t.G, t.state.ctx, '1');
    const after = (level: Level) =>
      Array.from({ length: 40 }, (_, i) => decide(l.game, { view, ctx: t.state.ctx, seat: 1, actions }, prng(seedOf(`d${i}`)), { level, policy: bot.choose }).after!);
    const letters = t.answer().length;
    expect(Math.min(...after('easy'))).toBeGreaterThanOrEqual(Math.round(0.8 * (PROFILES.easy.minMs + PROFILES.easy.perLetterMs * letters)));
    expect(Math.max(...after('hard'))).toBeLessThanOrEqual(Math.round(1.5 * (PROFILES.hard.minMs + PROFILES.hard.perLetterMs * letters + PROFILES.hard.spreadMs)));
  });

  it('a bot\'s win holds the word on the table: the next card stays covered for the pause, and the word a person was still typing is refused, not judged against the next card', () => {
    const t = table(l, { players: 2, seed: 'pause', holds: 'keep' });
    t.readyAll();
    const word = t.answer();
    const first = t.top();
    expect(t.say(1)).toBe(true); // Bot 2 reads it first
    t.clock.now += 300;
    expect(t.move(0, 'raceResolve')).toBe(true);
    expect(t.won(1)).toEqual([first]);
    expect(t.G.race).toMatchObject({ open: false, nextAt: t.clock.now + 2000 });
    // The round's line says who read what ("seat 2 read … first"), and the next card is not uncovered yet.
    expect(t.G.log.at(-1)).toMatchObject({ seat: 1, race: { outcome: 'win', seats: [1] } });
    expect(t.G.faceUp[String(t.top())]).not.toBe(true);
    t.clock.now += 500;
    expect(t.move(0, 'raceAnswer', word)).toBe(false);
    expect(t.G.race!.wrong[0]).toBe(0);
    // The pause is over: the referee uncovers the next card, and a fresh answer is judged against it.
    t.clock.now = t.G.race!.nextAt!;
    expect(t.move(0, 'raceResolve')).toBe(true);
    expect(t.G.race).toMatchObject({ open: true, round: 2 });
    expect(t.G.faceUp[String(t.top())]).toBe(true);
    expect(t.say(0)).toBe(true);
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
