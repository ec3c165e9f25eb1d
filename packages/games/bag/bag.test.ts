/** Bag's rules (../../shared/rules/bag.md), each test named after its rule id, played through headless Clients. */
import { describe, expect, it } from 'vitest';
import { loadGame } from '../src/load';
import { gameMatches } from '../src/testing/game-matches';
import { handsOf, type Match } from '../src/testing/match';

const bag = gameMatches('bag');
const { match } = bag;

const current = (m: Match) => Number(m.ctx().currentPlayer);
const sizes = (m: Match) => (m.view(null).G.zones.hand as unknown[][]).map((h) => h.length);

/** Two players: each returns their first five cards except those in `keep`. */
function chooseBoth(m: Match, keep: number[] = []) {
  const hands = handsOf(m, 'hand', 2);
  hands.forEach((h, s) => {
    const back = h.filter((c) => !keep.includes(c)).slice(0, 5);
    expect(m.move(s, 'returnToBox', back)).toBe(true);
  });
}

/** Names every card in `cards`, one per turn, whoever's turn it is. */
function nameAll(m: Match, cards: number[]) {
  for (const c of cards) expect(m.move(current(m), 'name', c)).toBe(true);
}

describe('Bag', () => {
  it('B1: 22 cards numbered 0 to 21, one of each', async () => {
    const { def } = await loadGame('bag');
    expect(def.cards).toHaveLength(22);
    expect(def.cards.map((c) => c.attrs.value).sort((a, b) => Number(a) - Number(b))).toEqual(Array.from({ length: 22 }, (_, i) => i));
  });

  it('B2: 2 to 6 players; other counts are refused at match creation', () => {
    expect(bag.game.minPlayers).toBe(2);
    expect(bag.game.maxPlayers).toBe(6);
    expect(bag.game.validateSetupData!(undefined, 1)).toMatch(/2 to 6 players/);
    expect(bag.game.validateSetupData!(undefined, 7)).toMatch(/2 to 6 players/);
    expect(bag.game.validateSetupData!(undefined, 4)).toBeUndefined();
    expect(bag.game.validateSetupData!({ anyoneMayNameTwo: 'yes' }, 4)).toMatch(/true or false/);
    expect(bag.game.validateSetupData!({ anyoneMayNametwo: true }, 4)).toMatch(/did you mean "anyoneMayNameTwo"/);
  });

  it('B3: with 3+ players every card is dealt, one at a time from a seeded random starter; hands differ by at most one', () => {
    const starters = new Set<number>();
    for (let seed = 0; seed < 30; seed++) {
      const players = 3 + (seed % 4);
      const m = match(players, seed);
      const s = sizes(m);
      expect(s.reduce((a, b) => a + b, 0)).toBe(22);
      expect(Math.max(...s) - Math.min(...s)).toBeLessThanOrEqual(1);
      const starter = m.view(null).G.vars.starter as number;
      starters.add(starter);
      // Dealing starts with the starter, so the seats from the starter onward get the extra cards.
      const extra = 22 % players;
      for (let k = 0; k < players; k++) expect(s[(starter + k) % players]).toBe(k < extra ? Math.ceil(22 / players) : Math.floor(22 / players));
      // Same seed, same deal.
      const again = match(players, seed);
      expect(handsOf(again, 'hand', players)).toEqual(handsOf(m, 'hand', players));
    }
    expect(starters.size).toBeGreaterThan(2);
  });

  it('B4: the first turn belongs to the player after the one who received the last card', () => {
    for (let seed = 0; seed < 20; seed++) {
      const players = 3 + (seed % 4);
      const m = match(players, `b4-${seed}`);
      const starter = m.view(null).G.vars.starter as number;
      const lastDealt = (starter + 21) % players;
      expect(m.view(null).G.vars.lastDealt).toBe(lastDealt);
      expect(current(m)).toBe((lastDealt + 1) % players);
      expect(m.ctx().phase).toBe('play');
    }
  });

  it('B5: two players get 10 each, 2 go to the box, then both secretly return 5 at once; play starts when both have', () => {
    const m = match(2, 'b5');
    expect(sizes(m)).toEqual([10, 10]);
    expect(m.view(null).G.zones.box).toHaveLength(2);
    expect(m.ctx().phase).toBe('choose');
    const hands = handsOf(m, 'hand', 2);
    // Naming is not possible while choosing; returning the wrong number of cards, or another's cards, is refused.
    expect(m.move(current(m), 'name', 3)).toBe(false);
    expect(m.move(1, 'returnToBox', hands[1]!.slice(0, 4))).toBe(false);
    expect(m.move(1, 'returnToBox', hands[0]!.slice(0, 5))).toBe(false);
    // Seat 1 chooses first (any order works): seat 0 sees nothing of the choice, and play has not started.
    expect(m.move(1, 'returnToBox', hands[1]!.slice(0, 5))).toBe(true);
    expect(m.ctx().phase).toBe('choose');
    expect(m.view(0).G.zones.box).toEqual([null, null, null, null, null, null, null]);
    expect(m.view(0).G.log.at(-1)).toMatchObject({ move: 'returnToBox', seat: 1 });
    expect(m.view(0).G.log.at(-1)!.args).toBeUndefined();
    expect(m.move(1, 'returnToBox', hands[1]!.slice(5, 10))).toBe(false);
    expect(m.move(0, 'returnToBox', hands[0]!.slice(5, 10))).toBe(true);
    expect(m.ctx().phase).toBe('play');
    expect(sizes(m)).toEqual([5, 5]);
    expect(m.view(null).G.zones.box).toEqual(Array(12).fill(null));
  });

  it('B6: the turn player must name one number in 0..21; anything else is an invalid move', () => {
    const m = match(4, 'b6');
    const p = current(m);
    for (const bad of [-1, 22, 3.5, '3', null, [3], { n: 3 }]) expect(m.move(p, 'name', bad)).toBe(false);
    expect(m.move((p + 1) % 4, 'name', 3)).toBe(false);
    expect(m.move(p, 'pass')).toBe(false);
    expect(current(m)).toBe(p);
    expect(m.move(p, 'name', 21)).toBe(true);
    expect(current(m)).toBe((p + 1) % 4);
  });

  it('B7: whoever holds the named card shows it and discards it face down to the centre; nobody holding it does nothing', () => {
    const m = match(3, 'b7');
    const hands = handsOf(m, 'hand', 3);
    const p = current(m);
    const other = (p + 1) % 3;
    const target = hands[other]![0]!;
    expect(m.move(p, 'name', target)).toBe(true);
    expect(handsOf(m, 'hand', 3)[other]).not.toContain(target);
    expect(m.view(null).G.zones.centre).toEqual([null]);
    expect(m.view(null).G.log.at(-1)).toMatchObject({ seat: p, move: 'name', args: [target], revealed: [target] });
    // Naming it again: nobody holds it, nothing happens, and the turn still ends.
    const q = current(m);
    expect(m.move(q, 'name', target)).toBe(true);
    expect(m.view(null).G.zones.centre).toHaveLength(1);
    expect(m.view(null).G.log.at(-1)!.revealed).toBeUndefined();
    expect(current(m)).toBe((q + 1) % 3);
    // The turn player's own card counts too.
    const r = current(m);
    const own = handsOf(m, 'hand', 3)[r]![0]!;
    expect(m.move(r, 'name', own)).toBe(true);
    expect(handsOf(m, 'hand', 3)[r]).not.toContain(own);
  });

  it('B8: only a player holding exactly one card may name two consecutive numbers (or everyone with anyoneMayNameTwo)', () => {
    const m = match(2, 'b8');
    chooseBoth(m);
    const p = current(m);
    expect(m.move(p, 'nameTwo', 3)).toBe(false);
    // Strip seat p down to one card.
    const mine = handsOf(m, 'hand', 2)[p]!;
    nameAll(m, mine.slice(1));
    while (current(m) !== p) nameAll(m, [handsOf(m, 'hand', 2)[current(m)]![0]!]);
    const last = handsOf(m, 'hand', 2)[p]!;
    expect(last).toHaveLength(1);
    expect(m.move(p, 'nameTwo', 21)).toBe(false); // 21 and 22: 22 is not a card
    const n = last[0]! === 21 ? 20 : last[0]!;
    expect(m.move(p, 'nameTwo', n)).toBe(true);
    expect(m.view(null).G.log.at(-1)!.revealed).toContain(last[0]);

    const v = match(4, 'b8-variant', { anyoneMayNameTwo: true });
    const q = current(v);
    expect(v.move(q, 'nameTwo', 4)).toBe(true);
    expect(v.view(null).G.options.anyoneMayNameTwo).toBe(true);
  });

  it('B9: a player left with no cards is out, and their turns are skipped', () => {
    const m = match(3, 'b9');
    const hands = handsOf(m, 'hand', 3);
    const victim = (current(m) + 1) % 3;
    nameAll(m, hands[victim]!);
    expect(m.view(null).G.out).toEqual([victim]);
    for (let k = 0; k < 6 && !m.ctx().gameover; k++) {
      expect(current(m)).not.toBe(victim);
      m.move(current(m), 'name', 0);
    }
  });

  it('B10: the last player holding cards wins', () => {
    const m = match(3, 'b10');
    const hands = handsOf(m, 'hand', 3);
    const p = current(m);
    const losers = [0, 1, 2].filter((s) => s !== p);
    nameAll(m, [...hands[losers[0]!]!, ...hands[losers[1]!]!]);
    expect(m.ctx().gameover).toEqual({ winner: String(p) });
    expect(m.move(current(m), 'name', 0)).toBe(false);
  });

  it('B10: when the last cards of every remaining player go in the same turn, the game is a draw between them', () => {
    // Find a seed where seat 0 and seat 1 hold consecutive numbers a and a+1 after the deal.
    for (let seed = 0; seed < 50; seed++) {
      const m = match(2, `draw-${seed}`);
      const [h0, h1] = handsOf(m, 'hand', 2) as [number[], number[]];
      const a = h0.find((c) => h1.includes(c + 1) || h1.includes(c - 1));
      if (a === undefined) continue;
      const b = h1.includes(a + 1) ? a + 1 : a - 1;
      chooseBoth(m, [a, b]);
      const rest = handsOf(m, 'hand', 2).flat().filter((c) => c !== a && c !== b);
      nameAll(m, rest);
      expect(handsOf(m, 'hand', 2)).toEqual([[a], [b]]);
      expect(m.move(current(m), 'nameTwo', Math.min(a, b))).toBe(true);
      expect(m.ctx().gameover).toEqual({ draw: true, players: ['0', '1'] });
      return;
    }
    throw new Error('no seed found for the draw scenario');
  });

  it('B11: a player sees their own hand, every hand size, the discard count and the public log; everything at the end', () => {
    const m = match(4, 'b11');
    const truth = handsOf(m, 'hand', 4);
    for (let s = 0; s < 4; s++) {
      const hand = m.view(s).G.zones.hand as (number | null)[][];
      hand.forEach((h, owner) => {
        expect(h).toHaveLength(truth[owner]!.length);
        if (owner === s) expect(h).toEqual(truth[s]);
        else expect(h.every((c) => c === null)).toBe(true);
      });
      expect(m.view(s).G.zones.deck).toEqual([]);
    }
    const spectator = m.view(null).G.zones.hand as (number | null)[][];
    expect(spectator.flat().every((c) => c === null)).toBe(true);
    // Play to the end: then every hand, the centre and the box are shown.
    const p = current(m);
    nameAll(m, truth.flat().filter((c) => !truth[p]!.includes(c)));
    expect(m.ctx().gameover).toEqual({ winner: String(p) });
    expect((m.view(0).G.zones.centre as unknown[]).every((c) => typeof c === 'number')).toBe(true);
    expect((m.view(0).G.zones.hand as number[][])[p]).toEqual(truth[p]);
  });

  it('B12: seats are clockwise 0, 1, 2, …; the next player skips players who are out', () => {
    const m = match(5, 'b12');
    const first = current(m);
    const order = [first];
    for (let k = 0; k < 4; k++) {
      m.move(current(m), 'name', 0 + k);
      order.push(current(m));
    }
    expect(order).toEqual([0, 1, 2, 3, 4].map((k) => (first + k) % 5).filter((s) => !m.view(null).G.out.includes(s)).slice(0, order.length));
    const hands = handsOf(m, 'hand', 5);
    const next = (current(m) + 1) % 5;
    nameAll(m, hands[next]!.slice(0, 1));
    if (hands[next]!.length === 1) expect(m.view(null).G.out).toContain(next);
  });
});
