/**
 * Bag's hand-written bot (bots.ts): it never names its own cards or a number it knows is out of every hand, it
 * remembers what it returned to the box (its own secret choice, kept in its view of the log), it decides the same
 * on states that differ only in what its seat cannot see, and it beats random play.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { State } from 'boardgame.io';
import { fastPlayout, playout, prng, randomChoice, type GameState } from '@deckhand/dsl';
import { loadGame, type LoadedGame } from '../src/load';
import { seatChooser } from '../src/seat-bots';
import { swapHidden } from '../src/testing/hidden-swap';
import { bot, knownOut } from './bots';

let bag: LoadedGame;
beforeAll(async () => {
  bag = await loadGame('bag');
});

const valueOf = (id: number) => bag.def.cards[id]!.attrs.value as number;

/** States of seeded bot games where the seat to move is naming. */
function namingStates(players: number, games: number): { state: State<GameState>; seat: number }[] {
  const out: { state: State<GameState>; seat: number }[] = [];
  for (let i = 0; i < games; i++) {
    playout(bag.game, {
      players,
      seed: `bag-bot-${players}-${i}`,
      choose: bot.choose,
      onState: (s) => {
        if (!s.ctx.gameover && s.ctx.phase === 'play') out.push({ state: s, seat: Number(s.ctx.currentPlayer) });
      },
    });
  }
  return out;
}

describe("Bag's bot", () => {
  it('never names a number it holds or one it knows is out, while a number is still in doubt', () => {
    let checked = 0;
    for (const players of [2, 3]) {
      for (const { state, seat } of namingStates(players, 4)) {
        const actions = bag.game.deckhand.legalActions(state.G, state.ctx, String(seat));
        const a = bot.choose(actions, prng(checked), state, seat, bag.game);
        const mine = (state.G.zones.hand as number[][])[seat]!.map(valueOf);
        const out = knownOut(bag.def, bag.game.deckhand.playerView(state.G, String(seat)).log, seat);
        const named = a.move === 'nameTwo' ? [a.args[0] as number, (a.args[0] as number) + 1] : [a.args[0] as number];
        for (const n of named) expect(mine).not.toContain(n);
        if (named.length === 1) expect(out.has(named[0]!)).toBe(false);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(40);
  });

  it('remembers the five cards it returned to the box in a two-player game, and not the other seat’s', () => {
    const firstNamings = namingStates(2, 5).filter((x) => x.state.G.log.length === 2);
    expect(firstNamings.length).toBe(5);
    for (const { state } of firstNamings) {
      const G = state.G;
      for (const seat of [0, 1]) {
        const own = G.log.find((e) => e.move === 'returnToBox' && e.seat === seat)!.args![0] as number[];
        const other = G.log.find((e) => e.move === 'returnToBox' && e.seat !== seat)!.args![0] as number[];
        const out = knownOut(bag.def, bag.game.deckhand.playerView(G, String(seat)).log, seat);
        for (const id of own) expect(out.has(valueOf(id))).toBe(true);
        expect(other.filter((id) => out.has(valueOf(id)))).toEqual([]);
      }
    }
  });

  it('decides the same on two states that show its seat the same view', () => {
    let checked = 0;
    for (const { state, seat } of namingStates(2, 8).filter((_, i) => i % 3 === 0)) {
      const other = swapHidden(bag.game, state, seat, checked);
      if (!other) continue;
      const actions = bag.game.deckhand.legalActions(state.G, state.ctx, String(seat));
      const pick = (s: State<GameState>) => bot.choose(actions, prng(42), s, seat, bag.game);
      expect(pick(other)).toEqual(pick(state));
      checked++;
    }
    expect(checked).toBeGreaterThan(10);
  });

  it('beats random play at two players', () => {
    let wins = 0;
    const games = 60;
    for (let i = 0; i < games; i++) {
      const botSeat = i % 2;
      const choose = seatChooser(botSeat === 0 ? [bot.choose, randomChoice] : [randomChoice, bot.choose]);
      const r = fastPlayout(bag.game, { players: 2, seed: `bag-vs-random-${i}`, choose });
      if (r.winner === botSeat) wins++;
    }
    // Chance would be about 30 of 60; a careful player wins far more.
    expect(wins).toBeGreaterThan(45);
  });
});
