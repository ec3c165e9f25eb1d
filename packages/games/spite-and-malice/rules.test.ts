/** Spite and Malice's rules (rules.md), each test named after its rule id. */
import type { State } from 'boardgame.io';
import { CreateGameReducer, InitializeGame } from 'boardgame.io/internal';
import { beforeAll, describe, expect, it } from 'vitest';
import { fastPlayout, type Chooser, type CompiledGame, type GameState, type SimState } from '@deckhand/dsl';
import { logSentence, sentenceText } from '@deckhand/dsl/client';
import { loadGame } from '../src/load';
import { startMatch } from '../src/testing/match';

let game: CompiledGame;
let bot: Chooser;
beforeAll(async () => {
  const loaded = await loadGame('spite-and-malice');
  game = loaded.game;
  bot = loaded.bot!.choose;
});

const rank = (id: number) => game.deckhand.def.cards[id]!.attrs.rank as number;
/** The ids of a rank's cards (eight: two decks of four suits), in id order. */
const ofRank = (r: number) => game.deckhand.def.cards.flatMap((c, id) => (c.attrs.rank === r ? [id] : []));
/** A card of this rank not yet used by the test (`taken` collects them). */
function picker() {
  const taken = new Set<number>();
  return (r: number) => {
    const id = ofRank(r).find((c) => !taken.has(c))!;
    taken.add(id);
    return id;
  };
}

type Zones = Record<string, unknown>;
/** Removes these ids wherever they lie in a zones tree (a pile, a row, per seat). */
function without(x: unknown, ids: ReadonlySet<number>): unknown {
  if (x !== null && typeof x === 'object' && !Array.isArray(x)) return Object.fromEntries(Object.entries(x).map(([k, v]) => [k, without(v, ids)]));
  if (!Array.isArray(x)) return x;
  if (x.every((c) => typeof c === 'number')) return (x as number[]).filter((c) => !ids.has(c));
  return x.map((y) => without(y, ids));
}

/**
 * A match on boardgame.io's reducer, whose table a test may arrange. Seat 0 starts: the first seed from `seed`,
 * `seed.1`, `seed.2`, … whose deal gives seat 0 the highest pay-off card (S3), so a test's seats are fixed.
 */
function table(players: number, seed: string, setupData?: Record<string, unknown>) {
  let g = { ...game, seed };
  let state = InitializeGame({ game: g, numPlayers: players, ...(setupData ? { setupData } : {}) }) as State<GameState>;
  for (let i = 1; state.ctx.currentPlayer !== '0'; i++) {
    g = { ...game, seed: `${seed}.${i}` };
    state = InitializeGame({ game: g, numPlayers: players, ...(setupData ? { setupData } : {}) }) as State<GameState>;
  }
  const reducer = CreateGameReducer({ game: g });
  const zones = () => state.G.zones as Zones & { payoff: number[][]; hand: number[][]; discards: number[][][]; centre: number[][]; deck: number[]; completed: number[] };
  return {
    get state() {
      return state;
    },
    zones,
    /**
     * Puts exactly these cards at one place (`['hand', 0]`, `['discards', 0, 2]`, `['centre', 1]`, `['deck']`): they
     * are taken from wherever they lay, and what was there goes under the draw pile. A centre pile one past the
     * last opens it.
     */
    put(path: (string | number)[], ids: number[]) {
      const z = structuredClone(without(state.G.zones, new Set(ids))) as Zones;
      let parent = z as unknown as unknown[] & Record<string, unknown>;
      for (const key of path.slice(0, -1)) parent = parent[key as never] as typeof parent;
      const last = path.at(-1)!;
      const old = ((parent[last as never] as number[] | undefined) ?? []).filter((c) => !ids.includes(c));
      parent[last as never] = (path[0] === 'hand' ? [...ids].sort((a, b) => a - b) : [...ids]) as never;
      if (path[0] !== 'deck') z.deck = [...old, ...(z.deck as number[])];
      state = { ...state, G: { ...state.G, zones: z as GameState['zones'] } };
    },
    move(seat: number, type: string, ...args: unknown[]) {
      const next = reducer(state, { type: 'MAKE_MOVE', payload: { type, args, playerID: String(seat) } } as never) as State<GameState> & { transients?: { error?: unknown } };
      const ok = !next.transients?.error && next !== state;
      if (ok) state = next;
      return ok;
    },
    legal: (seat: number) => game.deckhand.legalActions(state.G, state.ctx, String(seat)),
    why: (seat: number, move: string, args: unknown[]) => game.deckhand.explainMove(state.G, state.ctx, String(seat), move, args),
  };
}

/** Every action of seeded games at 2–4 players, played by the game's bot (fast simulator, held to boardgame.io by the
 * agreement test): the state before and after it, and each game's end. */
interface Step {
  prev: SimState;
  next: SimState;
}
const steps: Step[] = [];
const finals: SimState[] = [];
const copy = (s: SimState): SimState => JSON.parse(JSON.stringify(s)) as SimState;
beforeAll(() => {
  for (let i = 0; i < 6; i++) {
    let prev: SimState | undefined;
    const r = fastPlayout(game, {
      players: 2 + (i % 3),
      seed: `spite-${i}`,
      choose: bot,
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

const added = (s: Step) => s.next.G.log.slice(s.prev.G.log.length);
const stepsOf = (move: string) => steps.filter((s) => added(s)[0]?.move === move);
const tops = (piles: readonly (readonly number[])[]) => piles.flatMap((p) => (p.length ? [p[p.length - 1]!] : []));

describe('Spite and Malice', () => {
  it('S1: two standard decks, 104 cards, every rank of every suit twice; 2 to 4 players', () => {
    const cards = game.deckhand.def.cards;
    expect(cards).toHaveLength(104);
    for (let r = 1; r <= 13; r++) {
      for (const suit of ['clubs', 'diamonds', 'hearts', 'spades']) expect(cards.filter((c) => c.attrs.rank === r && c.attrs.suit === suit)).toHaveLength(2);
    }
    expect(game.deckhand.def.players).toEqual({ min: 2, max: 4 });
  });

  it('S2: a pay-off pile of 20 with 2 players, 15 with 3 or 4, fewer by option; only its top card shows', () => {
    for (const [players, each] of [[2, 20], [3, 15], [4, 15]] as const) {
      expect(table(players, `s2-${players}`).zones().payoff.map((p) => p.length)).toEqual(Array(players).fill(each));
    }
    expect(table(2, 's2-option', { payoff: 8 }).zones().payoff.map((p) => p.length)).toEqual([8, 8]);
    expect(table(4, 's2-option', { payoff: 18 }).zones().payoff.map((p) => p.length)).toEqual([15, 15, 15, 15]);
    const m = startMatch(game, { players: 3, seed: 's2' });
    const truth = (InitializeGame({ game: { ...game, seed: 's2' }, numPlayers: 3 }) as State<GameState>).G.zones.payoff as number[][];
    for (const seat of [0, 1, 2, null]) {
      const seen = m.view(seat).G.zones.payoff as (number | null)[][];
      seen.forEach((pile, owner) => {
        expect(pile).toHaveLength(15);
        expect(pile.at(-1)).toBe(truth[owner]!.at(-1));
        expect(pile.slice(0, -1).every((c) => c === null)).toBe(true);
      });
    }
    m.stop();
  });

  it('S3: five cards each, the rest the draw pile; the highest pay-off card starts, the first of them on a tie', () => {
    const starters = new Set<string>();
    for (let i = 0; i < 12; i++) {
      const players = 2 + (i % 3);
      const state = InitializeGame({ game: { ...game, seed: `s3-${i}` }, numPlayers: players }) as State<GameState>;
      const z = state.G.zones as { hand: number[][]; deck: number[]; payoff: number[][] };
      expect(z.hand.map((h) => h.length)).toEqual(Array(players).fill(5));
      expect(z.deck).toHaveLength(104 - players * 5 - z.payoff.flat().length);
      const shown = z.payoff.map((p) => rank(p.at(-1)!));
      expect(state.ctx.currentPlayer).toBe(String(shown.indexOf(Math.max(...shown))));
      starters.add(state.ctx.currentPlayer);
    }
    expect(starters.size).toBeGreaterThan(1);
  });

  it('S4: a centre pile starts with an ace and takes the next rank up, in any suit; four piles at most', () => {
    const t = table(2, 's4');
    const pick = picker();
    const [ace, two, three, four] = [pick(1), pick(2), pick(3), pick(4)];
    t.put(['hand', 0], [two, ace, three, pick(5), pick(6)]);
    expect(t.move(0, 'play', two, 0)).toBe(false);
    expect(t.why(0, 'play', [two, 0])).toBe('A centre pile takes the next rank, from ace up to queen; a king stands for any rank.');
    expect(t.move(0, 'play', ace, 0)).toBe(true);
    expect(t.move(0, 'play', three, 0)).toBe(false);
    expect(t.move(0, 'play', two, 0)).toBe(true);
    expect(t.zones().centre).toEqual([[ace, two]]);
    // Four piles open (arranged), no fifth.
    t.put(['centre', 1], [pick(1)]);
    t.put(['centre', 2], [pick(1)]);
    t.put(['centre', 3], [pick(1)]);
    t.put(['hand', 0], [pick(1), three, four]);
    expect(t.move(0, 'play', ofRank(1).find((c) => t.zones().hand[0]!.includes(c)), 4)).toBe(false);
    // Over whole games: every centre pile is ace, 2, 3, … in order, a king standing anywhere for the rank.
    for (const { next } of stepsOf('play')) {
      for (const pile of next.G.zones.centre as number[][]) pile.forEach((c, i) => expect([i + 1, 13]).toContain(rank(c)));
      expect((next.G.zones.centre as number[][]).length).toBeLessThanOrEqual(4);
    }
    expect(stepsOf('play').length).toBeGreaterThan(200);
  });

  it('S5: a king starts a pile or stands for the next rank; a pile reaching the queen is set aside and frees its place', () => {
    const t = table(2, 's5');
    const pick = picker();
    const ranks = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    const built = ranks.map(pick);
    t.put(['centre', 0], built);
    const [kingA, kingB, queen] = [pick(13), pick(13), pick(12)];
    t.put(['hand', 0], [kingA, kingB, queen, pick(7), pick(9)]);
    expect(t.move(0, 'play', kingA, 1)).toBe(true); // a king opens a pile as its ace
    expect(t.zones().centre[1]).toEqual([kingA]);
    expect(t.move(0, 'play', kingB, 0)).toBe(true); // … and stands for the jack here
    expect(t.zones().centre[0]).toHaveLength(11);
    expect(t.move(0, 'play', queen, 0)).toBe(true);
    // The finished pile is set aside face down; the king's pile moves into its place.
    expect(t.zones().centre).toEqual([[kingA]]);
    expect(t.zones().completed).toEqual([...built, kingB, queen]);
    expect(t.state.G.log.map((e) => e.parts?.filter((p) => typeof p === 'string').join('') ?? '').some((s) => s.includes('reached the queen'))).toBe(true);
    // Over whole games: no centre pile ever holds a thirteenth card, and piles were finished.
    let finished = 0;
    for (const { prev, next } of stepsOf('play')) {
      if ((next.G.zones.completed as number[]).length > (prev.G.zones.completed as number[]).length) finished++;
      for (const pile of next.G.zones.centre as number[][]) expect(pile.length).toBeLessThan(12);
    }
    expect(finished).toBeGreaterThan(5);
  });

  it('S6: any card of the hand goes on any of your four discard piles; only their top cards may be played', () => {
    const t = table(2, 's6');
    const pick = picker();
    const [ace, two, three, nine] = [pick(1), pick(2), pick(3), pick(9)];
    t.put(['discards', 0, 2], [two, nine]); // the 2 lies under the 9
    t.put(['discards', 0, 1], [ace]);
    t.put(['hand', 0], [three, pick(6), pick(7), pick(8), pick(10)]);
    expect(t.zones().discards.map((row) => row.length)).toEqual([4, 4]);
    // The discard piles' tops are offered, what lies under them is not.
    const offered = t.legal(0).filter((a) => a.move === 'play').map((a) => a.args[0]);
    expect(offered).toContain(ace);
    expect(offered).not.toContain(two);
    expect(t.move(0, 'play', ace, 0)).toBe(true);
    expect(t.move(0, 'play', two, 0)).toBe(false);
    // Any hand card, onto any of the four piles; the pile argument names only the mover's own piles.
    expect(t.legal(0).filter((a) => a.move === 'discard').map((a) => a.args).sort()).toEqual(
      t.zones().hand[0]!.flatMap((c) => [0, 1, 2, 3].map((p) => [c, p])).sort(),
    );
    expect(t.move(0, 'discard', three, 4)).toBe(false);
    expect(t.move(0, 'discard', three, 3)).toBe(true);
    expect(t.zones().discards[0]![3]).toEqual([three]);
    expect(t.zones().discards[1]!.flat()).toEqual([]);
  });

  it('S7: a turn starts by filling the hand up to five cards', () => {
    const t = table(2, 's7');
    const pick = picker();
    t.put(['hand', 1], [pick(13), pick(13)]);
    t.move(0, 'discard', t.zones().hand[0]![0], 0);
    expect(t.zones().hand[1]).toHaveLength(5);
    // Over whole games: the first action of every turn sees a hand of five (or the whole draw pile, when short).
    let turns = 0;
    for (const { prev, next } of steps) {
      if (next.ctx.turn === prev.ctx.turn || next.ctx.gameover) continue;
      turns++;
      const seat = Number(next.ctx.currentPlayer);
      const hand = (next.G.zones.hand as number[][])[seat]!.length;
      const pool = (prev.G.zones.deck as number[]).length + (prev.G.zones.completed as number[]).length;
      expect(hand).toBe(Math.min(5, (prev.G.zones.hand as number[][])[seat]!.length + pool));
    }
    expect(turns).toBeGreaterThan(100);
  });

  it('S8: a play comes from anywhere in the hand, the top of the pay-off pile or a discard pile’s top; an emptied hand draws five', () => {
    const t = table(2, 's8');
    const pick = picker();
    const [ace, two, three, four, five] = [pick(1), pick(2), pick(3), pick(4), pick(5)];
    const under = pick(1); // an ace under the pay-off pile's top
    t.put(['payoff', 0], [...t.zones().payoff[0]!.slice(0, 17), under, two]);
    t.put(['discards', 0, 0], [three]);
    t.put(['hand', 0], [ace, four]);
    // All three kinds of source in one move: the hand's ace is offered, the pay-off ace under the top is not.
    const offered = () => new Set(t.legal(0).filter((a) => a.move === 'play').map((a) => a.args[0]));
    expect(offered()).toEqual(new Set([ace]));
    expect(t.move(0, 'play', under, 0)).toBe(false);
    expect(t.move(0, 'play', ace, 0)).toBe(true);
    expect(offered()).toEqual(new Set([two])); // the pay-off top
    expect(t.move(0, 'play', two, 0)).toBe(true);
    expect(offered()).toEqual(new Set([three, under])); // a discard pile's top; the pay-off pile's new top (an ace) opens a pile
    expect(t.move(0, 'play', three, 0)).toBe(true);
    t.put(['deck'], [...t.zones().deck.slice(0, -5), five, pick(6), pick(7), pick(8), pick(9)]);
    expect(t.move(0, 'play', four, 0)).toBe(true);
    // The hand is empty: five more are drawn at once and the turn goes on.
    expect(t.zones().hand[0]).toHaveLength(5);
    expect(t.zones().hand[0]).toContain(five);
    expect(t.state.ctx.currentPlayer).toBe('0');
    expect(t.move(0, 'play', five, 0)).toBe(true);
    // Over whole games: every play came from the hand, the pay-off pile's top or a discard pile's top of the mover.
    const from = { hand: 0, payoff: 0, discards: 0 };
    for (const { prev, next } of stepsOf('play')) {
      const e = added({ prev, next })[0]!;
      const c = e.args![0] as number;
      const seat = e.seat!;
      if ((prev.G.zones.hand as number[][])[seat]!.includes(c)) from.hand++;
      else if ((prev.G.zones.payoff as number[][])[seat]!.at(-1) === c) from.payoff++;
      else {
        expect(tops((prev.G.zones.discards as number[][][])[seat]!)).toContain(c);
        from.discards++;
      }
    }
    expect(from.hand).toBeGreaterThan(50);
    expect(from.payoff).toBeGreaterThan(50);
    expect(from.discards).toBeGreaterThan(10);
  });

  it('S9: the turn ends with a discard from the hand; the pay-off top is never discarded', () => {
    const t = table(2, 's9');
    const payoffTop = t.zones().payoff[0]!.at(-1)!;
    expect(t.move(0, 'discard', payoffTop, 0)).toBe(false);
    const c = t.zones().hand[0]![0]!;
    expect(t.move(0, 'discard', c, 0)).toBe(true);
    expect(t.state.ctx.currentPlayer).toBe('1');
    const line = game.deckhand.playerView(t.state.G, '1').log.at(-1)!;
    const text = sentenceText(logSentence(game.deckhand.def, line), { seat: (s) => `Seat ${s + 1}`, card: (id) => (id === c ? 'the card' : undefined) });
    expect(text).toMatch(/^Seat 1 discarded the card on /);
    // Over whole games: each discard ends its turn, and only a play keeps it.
    for (const { prev, next } of stepsOf('discard')) {
      if (!next.ctx.gameover) expect(next.ctx.turn).toBe(prev.ctx.turn + 1);
      expect((prev.G.zones.hand as number[][])[added({ prev, next })[0]!.seat!]).toContain(added({ prev, next })[0]!.args![0]);
    }
    for (const { prev, next } of stepsOf('play')) if (!next.ctx.gameover) expect(next.ctx.turn).toBe(prev.ctx.turn);
  });

  it('S10: when the draw pile runs out, the finished piles are shuffled into a new one', () => {
    const t = table(2, 's10');
    const pick = picker();
    const finished = Array.from({ length: 12 }, (_, i) => pick(i + 1));
    t.put(['hand', 1], [pick(13)]);
    t.put(['completed'], finished);
    t.put(['deck'], []);
    t.move(0, 'discard', t.zones().hand[0]![0], 0);
    expect(t.zones().hand[1]).toHaveLength(5);
    expect(t.zones().completed).toEqual([]);
    expect(t.zones().deck).toHaveLength(8);
    expect(new Set([...t.zones().deck, ...t.zones().hand[1]!])).toEqual(new Set([...finished, ...t.zones().hand[1]!]));
  });

  it('S11: the first to play the last card of their pay-off pile wins at once', () => {
    const t = table(2, 's11');
    const pick = picker();
    const [ace, two] = [pick(1), pick(2)];
    t.put(['payoff', 0], [two]);
    t.put(['hand', 0], [ace, pick(9)]);
    expect(t.move(0, 'play', ace, 0)).toBe(true);
    expect(t.state.ctx.gameover).toBeUndefined();
    expect(t.move(0, 'play', two, 0)).toBe(true);
    expect(t.state.ctx.gameover).toMatchObject({ winner: '0' });
    // Over whole games: the winner is the one seat whose pay-off pile is empty.
    let won = 0;
    for (const f of finals) {
      const over = f.ctx.gameover as { winner?: string; draw?: boolean };
      if (over.draw) continue;
      won++;
      expect((f.G.zones.payoff as number[][]).map((p, seat) => (p.length === 0 ? String(seat) : null)).filter(Boolean)).toEqual([over.winner]);
    }
    expect(won).toBeGreaterThan(4);
  });

  it('S12: a player who can do nothing is passed over; when nobody can, the game is a draw', () => {
    const t = table(2, 's12');
    const pick = picker();
    // Nothing left to draw, seat 1's hand empty and nothing of seat 1's playable: its turn passes by itself.
    t.put(['centre', 0], [pick(1)]);
    t.put(['hand', 1], []);
    t.put(['payoff', 1], [pick(9)]);
    t.put(['hand', 0], [pick(7), pick(8)]);
    t.put(['payoff', 0], [pick(10)]);
    t.put(['deck'], []);
    expect(t.move(0, 'discard', t.zones().hand[0]![0], 0)).toBe(true);
    expect(t.state.ctx.currentPlayer).toBe('0');
    expect(t.zones().hand[1]).toEqual([]);
    // Seat 0 discards its last card; from then on nobody can move: a draw.
    expect(t.move(0, 'discard', t.zones().hand[0]![0], 1)).toBe(true);
    expect(t.state.ctx.gameover).toMatchObject({ draw: true });
  });

  it('S13: a seat sees its hand, the pay-off tops, every discard and centre pile; never another hand or the draw pile', () => {
    const m = startMatch(game, { players: 3, seed: 's13' });
    const me = Number(m.ctx().currentPlayer);
    const mine = (m.view(me).G.zones.hand as (number | null)[][])[me]!.filter((c): c is number => c !== null);
    expect(m.move(me, 'discard', mine[0], 2)).toBe(true);
    for (const seat of [0, 1, 2, null]) {
      const v = m.view(seat).G;
      (v.zones.hand as (number | null)[][]).forEach((h, owner) => {
        expect(h).toHaveLength(owner === me ? 4 : 5);
        expect(h.every((c) => (owner === seat ? c !== null : c === null))).toBe(true);
      });
      expect((v.zones.deck as unknown[]).every((c) => c === null)).toBe(true);
      expect((v.zones.discards as (number | null)[][][])[me]![2]).toEqual([mine[0]]);
      for (const pile of v.zones.payoff as (number | null)[][]) expect(pile.filter((c) => c !== null)).toHaveLength(1);
    }
    m.stop();
  });
});
