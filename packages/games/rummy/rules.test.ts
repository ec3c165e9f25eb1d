/** Rummy's rules (rules.md), each test named after its rule id. */
import type { State } from 'boardgame.io';
import { CreateGameReducer, InitializeGame } from 'boardgame.io/internal';
import { beforeAll, describe, expect, it } from 'vitest';
import { fastPlayout, type CompiledGame, type GameState, type SimState } from '@deckhand/dsl';
import { loadGame } from '../src/load';
import { startMatch } from '../src/testing/match';

let game: CompiledGame;
beforeAll(async () => {
  game = (await loadGame('rummy')).game;
});

type Card = { rank: number; suit: string };
const card = (id: number) => game.deckhand.def.cards[id]!.attrs as Card;
const idOf = (rank: number, suit: string) => game.deckhand.def.cards.findIndex((c) => c.attrs.rank === rank && c.attrs.suit === suit);
const points = (ids: readonly number[]) => ids.reduce((n, c) => n + Math.min(card(c).rank, 10), 0);

function isSet(ids: readonly number[]): boolean {
  return ids.length >= 3 && ids.every((c) => card(c).rank === card(ids[0]!).rank);
}
function isRun(ids: readonly number[]): boolean {
  const ranks = ids.map((c) => card(c).rank).sort((a, b) => a - b);
  return ids.length >= 3 && ids.every((c) => card(c).suit === card(ids[0]!).suit) && ranks.every((r, i) => i === 0 || r === ranks[i - 1]! + 1);
}

/** A match on boardgame.io's reducer, whose state a test may arrange (a hand dealt to order). */
function table(players: number, seed: string) {
  const g = { ...game, seed };
  let state = InitializeGame({ game: g, numPlayers: players }) as State<GameState>;
  const reducer = CreateGameReducer({ game: g });
  return {
    get state() {
      return state;
    },
    /** Gives `seat` exactly these cards (taken from wherever they are; the seat's old cards go to the stock). */
    deal(seat: number, ids: number[]) {
      const zones = JSON.parse(JSON.stringify(state.G.zones)) as Record<string, unknown>;
      const hands = zones.hand as number[][];
      const take = (list: number[]) => list.filter((c) => !ids.includes(c));
      zones.deck = [...take(zones.deck as number[]), ...take(hands[seat]!)];
      zones.discard = take(zones.discard as number[]);
      hands.forEach((h, s) => (hands[s] = take(h)));
      hands[seat] = [...ids];
      zones.melds = (zones.melds as number[][]).map(take);
      state = { ...state, G: { ...state.G, zones: zones as GameState['zones'] } };
    },
    /** Puts these melds on the table (their cards taken from wherever they are). */
    setMelds(melds: number[][]) {
      const on = new Set(melds.flat());
      const zones = JSON.parse(JSON.stringify(state.G.zones)) as Record<string, unknown>;
      const off = (list: number[]) => list.filter((c) => !on.has(c));
      zones.deck = off(zones.deck as number[]);
      zones.discard = off(zones.discard as number[]);
      zones.hand = (zones.hand as number[][]).map(off);
      zones.melds = melds.map((m) => [...m]);
      state = { ...state, G: { ...state.G, zones: zones as GameState['zones'] } };
    },
    move(seat: number, type: string, ...args: unknown[]) {
      const next = reducer(state, { type: 'MAKE_MOVE', payload: { type, args, playerID: String(seat) } } as never) as State<GameState> & { transients?: { error?: unknown } };
      const ok = !next.transients?.error && next !== state;
      if (ok) state = next;
      return ok;
    },
    hand: (seat: number) => [...(state.G.zones.hand as number[][])[seat]!],
  };
}

/** Every action of seeded games at 2–4 players (the game's own bot on every seat, in the fast simulator, which the
 * agreement test holds to boardgame.io): the state before it and after it, and each game's end. */
interface Step {
  prev: SimState;
  next: SimState;
}
const steps: Step[] = [];
const finals: SimState[] = [];
const copy = (s: SimState): SimState => JSON.parse(JSON.stringify(s)) as SimState;

beforeAll(async () => {
  const { bot } = await loadGame('rummy');
  for (let i = 0; i < 10; i++) {
    let prev: SimState | undefined;
    const r = fastPlayout(game, {
      players: 2 + (i % 3),
      seed: `rummy-${i}`,
      choose: bot!.choose,
      onState: (s) => {
        const now = copy(s);
        if (prev) steps.push({ prev, next: now });
        prev = now;
      },
    });
    expect(r.completed).toBe(true);
    finals.push(copy(r.final));
  }
}, 120_000);

/** The steps whose last log entry is a new `move`. */
const stepsOf = (move: string) => steps.filter((s) => s.next.G.log.length > s.prev.G.log.length && s.next.G.log.at(-1)!.move === move);

describe('Rummy', () => {
  it('R1: 52 cards, ranks 1–13 in four suits', () => {
    const cards = game.deckhand.def.cards;
    expect(cards).toHaveLength(52);
    expect(new Set(cards.map((c) => `${c.attrs.rank}${c.attrs.suit}`)).size).toBe(52);
  });

  it('R2: 2 to 6 players', () => {
    expect(game.deckhand.def.players).toEqual({ min: 2, max: 6 });
  });

  it('R3: 10 cards each with 2, 7 with 3–4, 6 with 5–6; one card starts the discard; the rest is the stock', () => {
    for (let players = 2; players <= 6; players++) {
      const t = table(players, `r3-${players}`);
      const each = players === 2 ? 10 : players <= 4 ? 7 : 6;
      expect((t.state.G.zones.hand as number[][]).map((h) => h.length)).toEqual(Array(players).fill(each));
      expect(t.state.G.zones.discard).toHaveLength(1);
      expect(t.state.G.zones.deck).toHaveLength(52 - players * each - 1);
    }
  });

  it('R4: draw first, then melds and lay-offs, then one discard; a draw comes only once', () => {
    const t = table(2, 'r4');
    t.deal(0, [idOf(4, 'clubs'), idOf(4, 'hearts'), idOf(4, 'spades'), idOf(9, 'clubs')]);
    expect(t.move(0, 'discard', idOf(9, 'clubs'))).toBe(false);
    expect(t.move(0, 'meld', [idOf(4, 'clubs'), idOf(4, 'hearts'), idOf(4, 'spades')])).toBe(false);
    expect(game.deckhand.legalActions(t.state.G, t.state.ctx, '0').map((a) => a.move).sort()).toEqual(['drawStock', 'takeDiscard']);
    expect(game.deckhand.legalView(t.state.G, t.state.ctx, '0').unavailable.discard).toBe('Only in the discard stage; now: draw.');
    expect(t.move(0, 'drawStock')).toBe(true);
    expect(t.move(0, 'drawStock')).toBe(false);
    expect(t.move(0, 'takeDiscard')).toBe(false);
    expect(t.move(0, 'meld', [idOf(4, 'clubs'), idOf(4, 'hearts'), idOf(4, 'spades')])).toBe(true);
    expect(t.state.ctx.currentPlayer).toBe('0');
    expect(t.move(0, 'discard', idOf(9, 'clubs'))).toBe(true);
    // Over whole games: every draw is made in the draw stage, every other move after it.
    let draws = 0;
    for (const { prev, next } of steps) {
      const e = next.G.log.at(-1);
      if (next.G.log.length === prev.G.log.length || !e) continue;
      if (e.move === 'drawStock' || e.move === 'takeDiscard') {
        draws++;
        expect(prev.ctx.activePlayers).toEqual({ [String(e.seat)]: 'draw' });
      } else {
        expect(prev.ctx.activePlayers?.[String(e.seat)]).not.toBe('draw');
      }
    }
    expect(draws).toBeGreaterThan(100);
  });

  it('R5: a set is three or more cards of one rank', () => {
    const t = table(2, 'r5');
    const set = [idOf(7, 'clubs'), idOf(7, 'diamonds'), idOf(7, 'hearts'), idOf(7, 'spades')];
    t.deal(0, [...set, idOf(2, 'clubs')]);
    t.move(0, 'takeDiscard');
    const melds = game.deckhand.legalActions(t.state.G, t.state.ctx, '0').filter((a) => a.move === 'meld');
    // Every three of the four, and all four.
    expect(melds).toHaveLength(5);
    expect(t.move(0, 'meld', set)).toBe(true);
    expect(t.state.G.zones.melds).toEqual([[...set].sort((a, b) => a - b)]);
  });

  it('R6: a run is three or more in a row of one suit, the ace low; Q-K-A is not a run', () => {
    const t = table(2, 'r6');
    const low = [idOf(1, 'hearts'), idOf(2, 'hearts'), idOf(3, 'hearts'), idOf(4, 'hearts')];
    const high = [idOf(12, 'spades'), idOf(13, 'spades'), idOf(1, 'spades')];
    t.deal(0, [...low, ...high]);
    t.move(0, 'drawStock');
    expect(t.move(0, 'meld', high)).toBe(false);
    expect(t.move(0, 'meld', low)).toBe(true);
    // Melds the bots were offered and played, over whole games, were sets or runs.
    const melds = stepsOf('meld');
    for (const { next } of melds) {
      const cards = next.G.log.at(-1)!.args![0] as number[];
      expect(isSet(cards) || isRun(cards)).toBe(true);
    }
    expect(melds.length).toBeGreaterThan(5);
  });

  it('R7: any other meld is refused', () => {
    const t = table(2, 'r7');
    const mixed = [idOf(5, 'clubs'), idOf(6, 'hearts'), idOf(7, 'clubs')];
    const gap = [idOf(5, 'diamonds'), idOf(6, 'diamonds'), idOf(8, 'diamonds')];
    const two = [idOf(9, 'clubs'), idOf(9, 'hearts')];
    t.deal(0, [...mixed, ...gap, ...two]);
    t.move(0, 'drawStock');
    expect(t.move(0, 'meld', mixed)).toBe(false);
    expect(t.move(0, 'meld', gap)).toBe(false);
    expect(t.move(0, 'meld', two)).toBe(false);
    expect(game.deckhand.explainMove(t.state.G, t.state.ctx, '0', 'meld', [mixed])).toBe(
      'A meld is three or more cards of one rank, or three or more in a row of one suit.',
    );
  });

  it('R8: lay off a set\'s rank, or just below or above a run in its suit, on any meld; nothing else', () => {
    const t = table(2, 'r8');
    const set = [idOf(10, 'clubs'), idOf(10, 'hearts'), idOf(10, 'spades')];
    const run = [idOf(5, 'diamonds'), idOf(6, 'diamonds'), idOf(7, 'diamonds')];
    t.setMelds([set, run]);
    t.deal(0, [idOf(10, 'diamonds'), idOf(4, 'diamonds'), idOf(8, 'diamonds'), idOf(9, 'hearts'), idOf(4, 'clubs'), idOf(13, 'clubs')]);
    t.move(0, 'drawStock');
    expect(t.move(0, 'layOff', idOf(9, 'hearts'), 0)).toBe(false);
    expect(t.move(0, 'layOff', idOf(4, 'clubs'), 1)).toBe(false);
    expect(t.move(0, 'layOff', idOf(10, 'diamonds'), 1)).toBe(false);
    expect(t.move(0, 'layOff', idOf(10, 'diamonds'), 0)).toBe(true);
    expect(t.move(0, 'layOff', idOf(4, 'diamonds'), 1)).toBe(true);
    expect(t.move(0, 'layOff', idOf(8, 'diamonds'), 1)).toBe(true);
    const melds = t.state.G.zones.melds as number[][];
    expect(isSet(melds[0]!) && melds[0]!.length === 4).toBe(true);
    expect(isRun(melds[1]!) && melds[1]!.length === 5).toBe(true);
    // Over whole games: a meld stays a set or a run after every lay-off.
    const layOffs = stepsOf('layOff');
    for (const { next } of layOffs) for (const m of next.G.zones.melds as number[][]) expect(isSet(m) || isRun(m)).toBe(true);
    expect(layOffs.length).toBeGreaterThan(0);
  });

  it('R9: the discard ends the turn; the next player starts by drawing', () => {
    const t = table(3, 'r9');
    const taken = (t.state.G.zones.discard as number[]).at(-1)!;
    t.move(0, 'takeDiscard');
    const c = t.hand(0).find((x) => x !== taken)!;
    expect(t.move(0, 'discard', c)).toBe(true);
    expect((t.state.G.zones.discard as number[]).at(-1)).toBe(c);
    expect(t.state.ctx.currentPlayer).toBe('1');
    expect(t.state.ctx.activePlayers).toEqual({ '1': 'draw' });
  });

  it('R14: the card taken from the discard pile may not be thrown back that turn, unless it is the last card', () => {
    const t = table(2, 'r14');
    const taken = (t.state.G.zones.discard as number[]).at(-1)!;
    expect(t.move(0, 'takeDiscard')).toBe(true);
    expect(t.move(0, 'discard', taken)).toBe(false);
    expect(game.deckhand.explainMove(t.state.G, t.state.ctx, '0', 'discard', [taken])).toBe('You may not discard the card you took from the discard pile this turn.');
    expect(game.deckhand.legalActions(t.state.G, t.state.ctx, '0').filter((a) => a.move === 'discard').map((a) => a.args[0])).not.toContain(taken);
    expect(t.move(0, 'discard', t.hand(0).find((c) => c !== taken))).toBe(true);
    // A card drawn blind from the stock may go straight back.
    const before = t.hand(1);
    expect(t.move(1, 'drawStock')).toBe(true);
    const drawn = t.hand(1).find((c) => !before.includes(c))!;
    expect(t.move(1, 'discard', drawn)).toBe(true);
    // Taken in an earlier turn, it may go now.
    expect(t.move(0, 'drawStock')).toBe(true);
    expect(t.move(0, 'discard', taken)).toBe(true);
    // The last card in hand goes out even if it was just taken: seat 1 melds all but the taken card, then discards it.
    const t2 = table(2, 'r14-last');
    t2.deal(0, [idOf(5, 'clubs'), idOf(5, 'hearts'), idOf(5, 'spades')]);
    const last = (t2.state.G.zones.discard as number[]).at(-1)!;
    expect(t2.move(0, 'takeDiscard')).toBe(true);
    expect(t2.move(0, 'meld', [idOf(5, 'clubs'), idOf(5, 'hearts'), idOf(5, 'spades')])).toBe(true);
    expect(t2.hand(0)).toEqual([last]);
    expect(t2.move(0, 'discard', last)).toBe(true);
    expect(t2.state.ctx.gameover).toMatchObject({ winner: '0' });
    // Over whole games: no discard threw back the card taken from the discard pile in that turn, but a last card.
    let takes = 0;
    let tookNow: { turn: number; card: number } | undefined;
    for (const { prev, next } of steps) {
      const e = next.G.log.slice(prev.G.log.length)[0];
      if (e?.move === 'takeDiscard') tookNow = { turn: e.turn, card: (prev.G.zones.discard as number[]).at(-1)! };
      if (e?.move !== 'discard' || tookNow?.turn !== e.turn) continue;
      takes++;
      if ((prev.G.zones.hand as number[][])[e.seat!]!.length > 1) expect(e.args![0]).not.toBe(tookNow.card);
    }
    expect(takes).toBeGreaterThan(20);
  });

  it('R10: the first empty hand wins; the others rank by points in hand, fewest first', () => {
    const t = table(2, 'r10');
    t.deal(0, [idOf(3, 'clubs'), idOf(3, 'hearts'), idOf(3, 'spades')]);
    t.deal(1, [idOf(13, 'clubs'), idOf(1, 'hearts')]);
    t.move(0, 'drawStock');
    const drawn = t.hand(0).find((c) => card(c).rank !== 3)!;
    expect(t.move(0, 'meld', [idOf(3, 'clubs'), idOf(3, 'hearts'), idOf(3, 'spades')])).toBe(true);
    expect(t.move(0, 'discard', drawn)).toBe(true);
    expect(t.state.ctx.gameover).toMatchObject({ winner: '0', ranks: [1, 2], scores: [0, 11] });
    // Over whole games: the winner holds nothing, and ranks follow the points left.
    for (const f of finals) {
      const hands = f.G.zones.hand as number[][];
      const over = f.ctx.gameover as { ranks: number[] };
      expect(f.G.result?.reason).toBeDefined();
      if (f.ctx.turn <= 500) expect(hands.some((h) => h.length === 0)).toBe(true);
      for (let a = 0; a < hands.length; a++) for (let b = 0; b < hands.length; b++) if (points(hands[a]!) < points(hands[b]!)) expect(over.ranks[a]!).toBeLessThan(over.ranks[b]!);
    }
  });

  it('R11: when the stock runs out, the discard pile but its top card becomes the new stock', () => {
    let refills = 0;
    for (const { prev, next } of stepsOf('drawStock')) {
      if ((prev.G.zones.deck as number[]).length > 0) continue;
      refills++;
      const top = (prev.G.zones.discard as number[]).at(-1);
      expect(next.G.zones.discard).toEqual([top]);
      expect((next.G.zones.deck as number[]).length).toBe((prev.G.zones.discard as number[]).length - 2);
    }
    expect(refills).toBeGreaterThan(0);
  });

  it('R12: after 500 turns the game ends, ranked by points in hand', () => {
    const cap = game.deckhand.def.end.at(-1)!;
    expect(cap.when).toBe('turn > 500');
    expect(cap.rank).toMatchObject({ order: 'asc' });
    const t = table(2, 'r12');
    t.deal(0, [idOf(13, 'clubs'), idOf(2, 'clubs')]);
    t.deal(1, [idOf(5, 'hearts')]);
    t.deal(0, [idOf(13, 'clubs'), idOf(2, 'clubs')]);
    // Turn 501 starting ends the game (the limit is checked after every action).
    t.move(0, 'drawStock');
    const s = t.state;
    const late = { ...s, ctx: { ...s.ctx, turn: 501 } };
    const next = CreateGameReducer({ game: { ...game, seed: 'r12' } })(late, { type: 'MAKE_MOVE', payload: { type: 'discard', args: [idOf(13, 'clubs')], playerID: '0' } } as never) as State<GameState>;
    expect(next.ctx.gameover).toMatchObject({ ranks: [2, 1] });
  });

  it('R13: a seat sees its own hand, the counts, the discard top and the melds; never another hand or the stock', () => {
    const m = startMatch(game, { players: 3, seed: 'r13' });
    for (let s = 0; s < 3; s++) {
      const v = m.view(s).G;
      (v.zones.hand as (number | null)[][]).forEach((h, owner) => {
        expect(h.length).toBe(7);
        expect(h.every((c) => (owner === s ? c !== null : c === null))).toBe(true);
      });
      expect((v.zones.deck as unknown[]).every((c) => c === null)).toBe(true);
      expect((v.zones.discard as unknown[]).at(-1)).not.toBeNull();
    }
    m.stop();
  });
});
