/** Expeditions' rules (rules.md), each test named after its rule id. */
import type { State } from 'boardgame.io';
import { CreateGameReducer, InitializeGame } from 'boardgame.io/internal';
import { beforeAll, describe, expect, it } from 'vitest';
import { fastPlayout, type CompiledGame, type GameState, type SimState } from '@deckhand/dsl';
import { logSentence, sentenceText } from '@deckhand/dsl/client';
import { loadGame } from '../src/load';
import { startMatch } from '../src/testing/match';

let game: CompiledGame;
beforeAll(async () => {
  game = (await loadGame('expeditions')).game;
});

type Card = { colour: number; value?: number };
const card = (id: number) => {
  const c = game.deckhand.def.cards[id]!;
  return { type: c.type, attrs: c.attrs as unknown as Card };
};
const isWager = (id: number) => card(id).type === 'wager';
/** A number card's id, or the id of one of a colour's wagers (`copy` 0–2). */
const num = (colour: number, value: number) => game.deckhand.def.cards.findIndex((c) => c.type === 'expedition' && c.attrs.colour === colour && c.attrs.value === value);
const wager = (colour: number, copy = 0) => game.deckhand.def.cards.map((c, id) => ({ c, id })).filter(({ c }) => c.type === 'wager' && c.attrs.colour === colour)[copy]!.id;

/** What one expedition scores, as rules.md says it (E10). */
function expeditionScore(pile: readonly number[]): number {
  if (pile.length === 0) return 0;
  const sum = pile.reduce((n, c) => n + (card(c).attrs.value ?? 0), 0);
  const wagers = pile.filter(isWager).length;
  return (sum - 20) * (1 + wagers) + (pile.length >= 8 ? 20 : 0);
}
const roundScore = (expeditions: readonly (readonly number[])[]) => expeditions.reduce((n, p) => n + expeditionScore(p), 0);

/** A match on boardgame.io's reducer, whose state a test may arrange (a hand dealt to order, expeditions laid). */
function table(players: number, seed: string, setupData?: Record<string, unknown>) {
  const g = { ...game, seed };
  let state = InitializeGame({ game: g, numPlayers: players, ...(setupData ? { setupData } : {}) }) as State<GameState>;
  const reducer = CreateGameReducer({ game: g });
  /** Takes these cards from wherever they lie (they go nowhere yet). */
  const lift = (ids: readonly number[]) => {
    const zones = JSON.parse(JSON.stringify(state.G.zones)) as Record<string, unknown>;
    const off = (list: number[]) => list.filter((c) => !ids.includes(c));
    zones.deck = off(zones.deck as number[]);
    zones.hand = (zones.hand as number[][]).map(off);
    zones.discards = (zones.discards as number[][]).map(off);
    zones.expeditions = (zones.expeditions as number[][][]).map((row) => row.map(off));
    return zones;
  };
  const put = (zones: Record<string, unknown>) => (state = { ...state, G: { ...state.G, zones: zones as GameState['zones'] } });
  return {
    get state() {
      return state;
    },
    /** Gives `seat` exactly these cards; its old ones go under the draw pile. */
    deal(seat: number, ids: number[]) {
      const old = (state.G.zones.hand as number[][])[seat]!.filter((c) => !ids.includes(c));
      const zones = lift(ids);
      (zones.hand as number[][])[seat] = [...ids].sort((a, b) => a - b);
      zones.deck = [...old, ...(zones.deck as number[])];
      put(zones);
    },
    /** Lays these cards, in order, on `seat`'s expedition of their colour. */
    lay(seat: number, ids: number[]) {
      const zones = lift(ids);
      for (const c of ids) (zones.expeditions as number[][][])[seat]![card(c).attrs.colour]!.push(c);
      put(zones);
    },
    /** Leaves only the top `n` cards in the draw pile (the rest set aside in no zone: a test of the round's end). */
    shortenDeck(n: number) {
      const zones = JSON.parse(JSON.stringify(state.G.zones)) as Record<string, unknown>;
      zones.deck = (zones.deck as number[]).slice(-n);
      put(zones);
    },
    setScores(scores: number[]) {
      state = { ...state, G: { ...state.G, vars: { ...state.G.vars, score: [...scores] } } };
    },
    move(seat: number, type: string, ...args: unknown[]) {
      const next = reducer(state, { type: 'MAKE_MOVE', payload: { type, args, playerID: String(seat) } } as never) as State<GameState> & { transients?: { error?: unknown } };
      const ok = !next.transients?.error && next !== state;
      if (ok) state = next;
      return ok;
    },
    hand: (seat: number) => [...(state.G.zones.hand as number[][])[seat]!],
    expedition: (seat: number, colour: number) => [...(state.G.zones.expeditions as number[][][])[seat]![colour]!],
    discards: (colour: number) => [...(state.G.zones.discards as number[][])[colour]!],
  };
}

/** Every action of seeded random games at 2–4 players and 1–2 rounds (fast simulator, which the agreement test
 * holds to boardgame.io): the state before it and after it, and each game's end. */
interface Step {
  prev: SimState;
  next: SimState;
}
const steps: Step[] = [];
const finals: { state: SimState; rounds: number }[] = [];
const copy = (s: SimState): SimState => JSON.parse(JSON.stringify(s)) as SimState;

beforeAll(() => {
  for (let i = 0; i < 6; i++) {
    let prev: SimState | undefined;
    const rounds = 1 + (i % 2);
    const r = fastPlayout(game, {
      players: 2 + (i % 3),
      seed: `expeditions-${i}`,
      setupData: { rounds },
      onState: (s) => {
        const now = copy(s);
        if (prev) steps.push({ prev, next: now });
        prev = now;
      },
    });
    expect(r.completed).toBe(true);
    finals.push({ state: copy(r.final), rounds });
  }
}, 120_000);

const added = (s: Step) => s.next.G.log.slice(s.prev.G.log.length);
/** The steps whose first new log entry is a move of this name. */
const stepsOf = (move: string) => steps.filter((s) => added(s)[0]?.move === move);

describe('Expeditions', () => {
  it('E1: 60 cards, five colours each with the numbers 2–10 and three wagers', () => {
    const cards = game.deckhand.def.cards;
    expect(cards).toHaveLength(60);
    for (let colour = 0; colour < 5; colour++) {
      const numbers = cards.filter((c) => c.type === 'expedition' && c.attrs.colour === colour).map((c) => c.attrs.value);
      expect(numbers.sort((a, b) => Number(a) - Number(b))).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10]);
      expect(cards.filter((c) => c.type === 'wager' && c.attrs.colour === colour)).toHaveLength(3);
    }
    // The colours are said by name, and so are the cards.
    const m = startMatch(game, { players: 2, seed: 'e1' });
    const [c] = (m.view(0).G.zones.hand as (number | null)[][])[0]!.filter((x): x is number => x !== null);
    expect(m.move(0, 'discard', c)).toBe(true);
    const line = m.view(null).G.log.find((e) => e.move === 'discard')!;
    const text = sentenceText(logSentence(game.deckhand.def, line), { seat: (s) => `Seat ${s + 1}`, card: () => undefined });
    expect(text).toMatch(/^Seat 1 discarded /);
    m.stop();
  });

  it('E2: 2 to 4 players; 8 cards each with 2, 7 with 3, 6 with 4; the rest is the draw pile', () => {
    expect(game.deckhand.def.players).toEqual({ min: 2, max: 4 });
    for (let players = 2; players <= 4; players++) {
      const t = table(players, `e2-${players}`);
      const each = players === 2 ? 8 : players === 3 ? 7 : 6;
      expect((t.state.G.zones.hand as number[][]).map((h) => h.length)).toEqual(Array(players).fill(each));
      expect(t.state.G.zones.deck).toHaveLength(60 - players * each);
      expect((t.state.G.zones.discards as number[][]).flat()).toEqual([]);
      expect((t.state.G.zones.expeditions as number[][][]).map((row) => row.length)).toEqual(Array(players).fill(5));
    }
  });

  it('E3: a card goes only on the expedition of its colour', () => {
    const t = table(2, 'e3');
    t.deal(0, [num(1, 4), num(3, 9)]);
    expect(t.move(0, 'play', num(1, 4))).toBe(true);
    expect(t.expedition(0, 1)).toEqual([num(1, 4)]);
    // Over whole games: every expedition holds one colour only, and only its owner's plays.
    const plays = stepsOf('play');
    for (const { next } of plays) {
      (next.G.zones.expeditions as number[][][]).forEach((row) => row.forEach((pile, colour) => pile.forEach((c) => expect(card(c).attrs.colour).toBe(colour))));
    }
    expect(plays.length).toBeGreaterThan(50);
  });

  it('E4: one card played or discarded, then one drawn; the draw never first, each once', () => {
    const t = table(2, 'e4');
    const [a, b] = t.hand(0);
    expect(t.move(0, 'drawDeck')).toBe(false);
    expect(game.deckhand.legalActions(t.state.G, t.state.ctx, '0').map((x) => x.move).every((m) => m === 'play' || m === 'discard')).toBe(true);
    expect(t.move(0, 'discard', a)).toBe(true);
    expect(t.move(0, 'discard', b)).toBe(false);
    expect(t.move(0, 'play', b)).toBe(false);
    expect(t.state.ctx.activePlayers).toEqual({ '0': 'draw' });
    expect(t.move(0, 'drawDeck')).toBe(true);
    expect(t.state.ctx.currentPlayer).toBe('1');
    expect(t.state.ctx.activePlayers).toEqual({ '1': 'play' });
    expect(t.hand(0)).toHaveLength(8);
    // Over whole games: each turn is one play or discard, then one draw, by the same seat.
    let turns = 0;
    for (const { prev, next } of steps) {
      const e = added({ prev, next })[0];
      if (!e?.move) continue;
      const stage = prev.ctx.activePlayers?.[String(e.seat)];
      if (e.move === 'drawDeck' || e.move === 'take') {
        turns++;
        expect(stage).toBe('draw');
      } else expect(stage).toBe('play');
    }
    expect(turns).toBeGreaterThan(100);
  });

  it('E5: a discard goes on its colour\'s discard pile', () => {
    const t = table(2, 'e5');
    t.deal(0, [num(4, 7), num(2, 3)]);
    expect(t.move(0, 'discard', num(4, 7))).toBe(true);
    expect(t.discards(4)).toEqual([num(4, 7)]);
    const discards = stepsOf('discard');
    for (const { prev, next } of discards) {
      const c = added({ prev, next })[0]!.args![0] as number;
      expect((next.G.zones.discards as number[][])[card(c).attrs.colour]!.at(-1)).toBe(c);
    }
    expect(discards.length).toBeGreaterThan(50);
  });

  it('E6: a wager goes only on an expedition with no number card yet', () => {
    const t = table(2, 'e6');
    t.deal(0, [wager(0, 0), wager(0, 1), wager(2, 0), num(0, 3)]);
    t.lay(0, [num(2, 5)]);
    expect(t.move(0, 'play', wager(2, 0))).toBe(false);
    expect(game.deckhand.explainMove(t.state.G, t.state.ctx, '0', 'play', [wager(2, 0)])).toBe('An expedition takes its wagers first, then numbers higher than its top card.');
    expect(t.move(0, 'play', wager(0, 0))).toBe(true);
    t.move(0, 'drawDeck');
    t.move(1, 'discard', t.hand(1)[0]);
    t.move(1, 'drawDeck');
    expect(t.move(0, 'play', wager(0, 1))).toBe(true);
    expect(t.expedition(0, 0)).toEqual([wager(0, 0), wager(0, 1)]);
  });

  it('E7: a number goes only on an expedition whose numbers are all lower', () => {
    const t = table(2, 'e7');
    t.deal(0, [num(3, 4), num(3, 6), num(1, 8), num(1, 9)]);
    t.lay(0, [num(3, 5), wager(1, 0)]);
    expect(t.move(0, 'play', num(3, 4))).toBe(false);
    expect(t.move(0, 'play', num(1, 8))).toBe(true);
    // Over whole games: every expedition is its wagers, then rising numbers.
    for (const { next } of stepsOf('play')) {
      for (const row of next.G.zones.expeditions as number[][][]) {
        for (const pile of row) {
          const firstNumber = pile.findIndex((c) => !isWager(c));
          if (firstNumber < 0) continue;
          expect(pile.slice(firstNumber).every((c) => !isWager(c))).toBe(true);
          const values = pile.slice(firstNumber).map((c) => card(c).attrs.value!);
          values.forEach((v, i) => i > 0 && expect(v).toBeGreaterThan(values[i - 1]!));
        }
      }
    }
  });

  it('E8: the draw is the top of the draw pile or of a discard pile, never the card just discarded', () => {
    const t = table(2, 'e8');
    t.deal(0, [num(2, 6), num(2, 7), num(4, 3)]);
    t.deal(1, [num(2, 9), num(0, 2)]);
    expect(t.move(0, 'discard', num(2, 6))).toBe(true);
    expect(t.move(0, 'take', num(2, 6))).toBe(false);
    expect(game.deckhand.explainMove(t.state.G, t.state.ctx, '0', 'take', [num(2, 6)])).toBe('You may not take back the card you just discarded.');
    expect(t.move(0, 'drawDeck')).toBe(true);
    expect(t.move(1, 'discard', num(2, 9))).toBe(true);
    expect(game.deckhand.legalActions(t.state.G, t.state.ctx, '1').map((a) => a.move)).toEqual(['drawDeck']);
    expect(t.move(1, 'drawDeck')).toBe(true);
    // Seat 0 discards the red 3: of the tops (white 9 on the white 6, red 3) only the white 9 may be taken.
    expect(t.move(0, 'discard', num(4, 3))).toBe(true);
    expect(game.deckhand.legalActions(t.state.G, t.state.ctx, '0').filter((a) => a.move === 'take').map((a) => a.args[0])).toEqual([num(2, 9)]);
    expect(t.move(0, 'take', num(2, 6))).toBe(false);
    expect(t.move(0, 'take', num(2, 9))).toBe(true);
    expect(t.hand(0)).toContain(num(2, 9));
    // Everyone saw the card on its pile, so everyone reads which card was taken.
    const said = (seat: string) => sentenceText(logSentence(game.deckhand.def, game.deckhand.playerView(t.state.G, seat).log.at(-1)!), { seat: (s) => `Seat ${s + 1}`, card: (id) => (id === num(2, 9) ? 'white 9' : undefined) });
    expect(said('1')).toBe('Seat 1 took white 9');
    expect(said('0')).toBe('Seat 1 took white 9');
    expect(t.discards(2)).toEqual([num(2, 6)]);
    // A card discarded in an earlier turn may be taken back.
    expect(t.move(1, 'discard', num(0, 2))).toBe(true);
    expect(t.move(1, 'drawDeck')).toBe(true);
    expect(t.move(0, 'play', num(2, 7))).toBe(true);
    expect(t.move(0, 'take', num(2, 6))).toBe(true);
    // Over whole games: a take is some discard pile's top, and never the card discarded in that turn.
    const takes = stepsOf('take');
    for (const { prev, next } of takes) {
      const c = added({ prev, next })[0]!.args![0] as number;
      expect((prev.G.zones.discards as number[][]).some((p) => p.at(-1) === c)).toBe(true);
      const lastDiscard = [...prev.G.log].reverse().find((e) => e.move === 'discard' || e.move === 'play');
      if (lastDiscard?.move === 'discard') expect(lastDiscard.args![0]).not.toBe(c);
    }
    expect(takes.length).toBeGreaterThan(20);
  });

  it('E9: the round ends when the draw pile runs out; the next is dealt afresh from all 60 cards', () => {
    let rounds = 0;
    for (const { prev, next } of stepsOf('drawDeck')) {
      if ((prev.G.zones.deck as number[]).length !== 1 || next.ctx.gameover) continue;
      rounds++;
      expect(next.G.hands?.number).toBe((prev.G.hands?.number ?? 1) + 1);
      const hands = next.G.zones.hand as number[][];
      const each = hands.length === 2 ? 8 : hands.length === 3 ? 7 : 6;
      expect(hands.map((h) => h.length)).toEqual(Array(hands.length).fill(each));
      expect((next.G.zones.deck as number[]).length).toBe(60 - each * hands.length);
      expect((next.G.zones.expeditions as number[][][]).flat(2)).toEqual([]);
    }
    expect(rounds).toBeGreaterThan(0);
    for (const { state, rounds: r } of finals) expect(state.G.hands?.number ?? 1).toBe(r);
  });

  it('E10: a started expedition scores (sum − 20) × (1 + wagers), + 20 with 8 cards; round points add up', () => {
    const t = table(2, 'e10', { rounds: 1 });
    // Seat 0: yellow wager, 2, 3, …, 8 (eight cards: (35 − 20) × 2 + 20 = 50); red 10 alone (10 − 20 = −10).
    t.lay(0, [wager(0), num(0, 2), num(0, 3), num(0, 4), num(0, 5), num(0, 6), num(0, 7), num(0, 8), num(4, 10)]);
    // Seat 1: green with two wagers and a 9 ((9 − 20) × 3 = −33).
    t.lay(1, [wager(3, 0), wager(3, 1), num(3, 9)]);
    expect(expeditionScore(t.expedition(0, 0))).toBe(50);
    expect(roundScore([t.expedition(1, 3)])).toBe(-33);
    t.shortenDeck(1);
    t.move(0, 'discard', t.hand(0)[0]);
    expect(t.move(0, 'drawDeck')).toBe(true);
    expect(t.state.ctx.gameover).toMatchObject({ winners: ['0'], losers: ['1'] });
    expect(t.state.G.vars.score).toEqual([40, -33]);
    // Over whole games: every round's points are the rules' sum, and the totals add them up.
    let rounds = 0;
    for (const { prev, next } of stepsOf('drawDeck')) {
      if ((prev.G.zones.deck as number[]).length !== 1) continue;
      rounds++;
      const before = prev.G.vars.score as number[];
      const after = next.G.vars.score as number[];
      (prev.G.zones.expeditions as number[][][]).forEach((row, seat) => expect(after[seat]! - before[seat]!).toBe(roundScore(row)));
    }
    expect(rounds).toBeGreaterThanOrEqual(finals.length);
    // Each expedition's caption is what it scores now.
    const m = startMatch(game, { players: 2, seed: 'e10' });
    expect((m.view(0).G.captions?.expeditions as string[][])[0]).toEqual(Array(5).fill('0 points'));
    m.stop();
  });

  it('E11: after the last round the highest total wins; tied players all win; the rest lose', () => {
    // A three-way tie at four players: three winners, one loser.
    const t = table(4, 'e11', { rounds: 1 });
    t.shortenDeck(1);
    t.setScores([0, 0, 0, 0]);
    t.lay(3, [num(1, 2)]);
    t.move(0, 'discard', t.hand(0)[0]);
    expect(t.move(0, 'drawDeck')).toBe(true);
    expect(t.state.ctx.gameover).toMatchObject({ winners: ['0', '1', '2'], losers: ['3'] });
    expect(t.state.G.vars.score).toEqual([0, 0, 0, -18]);
    // The default is three rounds, and a host may choose 1–5.
    expect(game.deckhand.def.options?.rounds).toMatchObject({ default: 3, min: 1, max: 5 });
    // Over whole games: the winners are exactly the seats with the highest total, after the chosen rounds.
    for (const { state } of finals) {
      const scores = state.G.vars.score as number[];
      const best = Math.max(...scores);
      const over = state.ctx.gameover as { winners: string[]; losers: string[] };
      expect(over.winners).toEqual(scores.flatMap((s, seat) => (s === best ? [String(seat)] : [])));
      expect(over.losers).toEqual(scores.flatMap((s, seat) => (s !== best ? [String(seat)] : [])));
    }
  });

  it('E12: a seat sees its hand, the counts, the expeditions and the discard tops; never another hand or the draw pile', () => {
    const m = startMatch(game, { players: 3, seed: 'e12' });
    const hand = (s: number) => (m.view(s).G.zones.hand as (number | null)[][])[s]!.filter((c): c is number => c !== null);
    const me = Number(m.ctx().currentPlayer);
    expect(m.move(me, 'discard', hand(me)[0])).toBe(true);
    expect(m.move(me, 'drawDeck')).toBe(true);
    for (let s = 0; s < 3; s++) {
      const v = m.view(s).G;
      (v.zones.hand as (number | null)[][]).forEach((h, owner) => {
        expect(h.length).toBe(7);
        expect(h.every((c) => (owner === s ? c !== null : c === null))).toBe(true);
      });
      expect((v.zones.deck as unknown[]).every((c) => c === null)).toBe(true);
      const piles = v.zones.discards as (number | null)[][];
      expect(piles.flat().filter((c) => c !== null)).toHaveLength(1);
      // Who moved a card, and in which turn, is told only for cards the seat sees.
      for (const id of Object.keys(v.movedOn ?? {})) expect(Object.keys(v.faces ?? {})).toContain(id);
    }
    m.stop();
  });
});
