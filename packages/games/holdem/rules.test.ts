/**
 * Hold'em's rules (rules.md), each test named after its rule id. Seeded whole games on the fast simulator (the
 * agreement test holds it to boardgame.io) are watched action by action; the hand ranking (X9) is checked against
 * a scorer written here in TypeScript on its own, at every showdown.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { fastPlayout, type CompiledGame, type GameState, type LogEntry } from '@deckhand/dsl';
import { loadGame } from '../src/load';
import type { State } from 'boardgame.io';
import { CreateGameReducer, InitializeGame } from 'boardgame.io/internal';

let game: CompiledGame;
type Card = { rank: number; suit: string };
const attrs = (id: number) => game.deckhand.def.cards[id]!.attrs as Card;

/** A five-card hand's strength as a list compared element by element (the scorer the YAML is checked against). */
function strength5(cards: Card[]): number[] {
  const ranks = cards.map((c) => c.rank).sort((a, b) => b - a);
  const counts = new Map<number, number>();
  for (const r of ranks) counts.set(r, (counts.get(r) ?? 0) + 1);
  const groups = [...counts].sort((a, b) => b[1] - a[1] || b[0] - a[0]);
  const flush = cards.every((c) => c.suit === cards[0]!.suit);
  const wheel = ranks.join() === '14,5,4,3,2';
  const straight = groups.length === 5 && (ranks[0]! - ranks[4]! === 4 || wheel);
  const shape = groups.map((g) => g[1]).join('');
  const cat = straight && flush ? 8 : shape === '41' ? 7 : shape === '32' ? 6 : flush ? 5 : straight ? 4 : shape === '311' ? 3 : shape === '221' ? 2 : shape === '2111' ? 1 : 0;
  return [cat, ...(wheel && straight ? [5] : groups.map((g) => g[0]))];
}
const cmp = (a: number[], b: number[]) => {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return a.length - b.length;
};
function best7(cards: Card[]): number[] {
  let best: number[] = [];
  for (let a = 0; a < 7; a++) for (let b = a + 1; b < 7; b++) {
    const five = cards.filter((_, i) => i !== a && i !== b);
    const s = strength5(five);
    if (cmp(s, best) > 0) best = s;
  }
  return best;
}

const text = (e: LogEntry) => e.message ?? (e.parts ?? []).map((p) => (typeof p === 'string' ? p : 'seat' in p ? `#${String(p.seat)}` : 'n' in p ? String(p.n) : 'text' in p ? String(p.text) : '?')).join('');
const vars = (G: GameState, name: string) => G.vars[name] as number[];

interface Step {
  before: GameState;
  after: GameState;
  lines: string[];
  phaseBefore: string;
  phaseAfter: string;
}
interface Played {
  steps: Step[];
  players: number;
  final: GameState;
  winner: number | undefined;
}

function play(players: number, seed: string): Played {
  const steps: Step[] = [];
  let before: GameState | undefined;
  let phase = '';
  const r = fastPlayout(game, {
    players,
    seed,
    onState: (s: { G: GameState; ctx: { phase: string } }) => {
      if (before) steps.push({ before, after: structuredClone(s.G), lines: s.G.log.slice(before.log.length).map(text), phaseBefore: phase, phaseAfter: s.ctx.phase });
      before = structuredClone(s.G);
      phase = s.ctx.phase;
    },
  });
  expect(r.completed, seed).toBe(true);
  return { steps, players, final: r.final.G, winner: r.winner };
}

let games: Played[];
beforeAll(async () => {
  game = (await loadGame('holdem')).game;
  games = [];
  for (const players of [2, 3, 4, 6]) for (let i = 0; i < 4; i++) games.push(play(players, `holdem-${players}-${i}`));
});

const stack = 100;

/** A seeded match through boardgame.io's reducer; `move` says whether the move was accepted. */
function startMatch(g: CompiledGame, players: number, seed: string) {
  const seeded = { ...g, seed };
  let state = InitializeGame({ game: seeded, numPlayers: players }) as State<GameState>;
  const reducer = CreateGameReducer({ game: seeded });
  return {
    get state() {
      return state;
    },
    move(seat: number, type: string, ...args: unknown[]) {
      const next = reducer(state, { type: 'MAKE_MOVE', payload: { type, args, playerID: String(seat) } } as never) as State<GameState> & { transients?: { error?: unknown } };
      const ok = !next.transients?.error && next !== state;
      if (ok) state = next;
      return ok;
    },
  };
}
const total = (G: GameState) => vars(G, 'chips').reduce((a, b) => a + b, 0) + vars(G, 'inPot').reduce((a, b) => a + b, 0);

describe("Hold'em rules", () => {
  it('X1: a 52-card deck, aces high; 2 to 6 players, each with the same stack; chips are never made or lost', () => {
    expect(game.deckhand.def.cards).toHaveLength(52);
    expect(new Set(game.deckhand.def.cards.map((c) => c.attrs.rank))).toEqual(new Set([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]));
    expect(game.deckhand.def.players).toEqual({ min: 2, max: 6 });
    for (const g of games) for (const s of g.steps) expect(total(s.after)).toBe(g.players * stack);
  });

  it('X2: two hole cards each, seen by their owner; the deal passes to the left every hand', () => {
    const m = startMatch(game, 3, 'x2');
    const hole = m.state.G.zones.hole as number[][];
    expect(hole.map((h) => h.length)).toEqual([2, 2, 2]);
    const view = game.deckhand.playerView(m.state.G, '0');
    expect(JSON.stringify(view.zones.hole)).not.toContain(JSON.stringify(hole[1]));
    for (const g of games) {
      for (const s of g.steps) {
        if (!s.lines.some((l) => /^Hand \d+ begins/.test(l)) || s.before.vars.dealer === s.after.vars.dealer) continue;
        const alive = Array.from({ length: g.players }, (_, i) => i).filter((i) => !s.after.out.includes(i));
        const d = s.before.vars.dealer as number;
        const next = alive.find((i) => i > d) ?? alive[0];
        expect(s.after.vars.dealer).toBe(next);
      }
    }
  });

  it('X3: the blinds: small left of the dealer, big next; heads-up the dealer posts the small blind', () => {
    const three = startMatch(game, 3, 'x3');
    const d = three.state.G.vars.dealer as number;
    const bets = vars(three.state.G, 'bet');
    expect(bets[(d + 1) % 3]).toBe(1);
    expect(bets[(d + 2) % 3]).toBe(2);
    const two = startMatch(game, 2, 'x3');
    const d2 = two.state.G.vars.dealer as number;
    expect(vars(two.state.G, 'bet')[d2]).toBe(1);
    expect(vars(two.state.G, 'bet')[1 - d2]).toBe(2);
  });

  it('X4: three cards on the flop, one on the turn, one on the river', () => {
    let seen = 0;
    for (const g of games) {
      for (const s of g.steps) {
        if (s.phaseAfter === s.phaseBefore || s.lines.some((l) => /^Hand \d+ is over/.test(l))) continue;
        const board = (s.after.zones.board as number[]).length;
        expect({ flop: 3, turn: 4, river: 5 }[s.phaseAfter as 'flop']).toBe(board);
        seen++;
      }
    }
    expect(seen).toBeGreaterThan(0);
  });

  it('X5: the player left of the big blind acts first; fold only facing a bet, check only with nothing to call', () => {
    const m = startMatch(game, 4, 'x5');
    const d = m.state.G.vars.dealer as number;
    expect(Number(m.state.ctx.currentPlayer)).toBe((d + 3) % 4);
    const seat = (d + 3) % 4;
    expect(m.move(seat, 'check')).toBe(false);
    expect(m.move(seat, 'bet', 10)).toBe(false); // there is a bet already: raise
    expect(m.move(seat, 'raise', 3)).toBe(false); // a raise of 1, under the big blind
    expect(m.move(seat, 'raise', 4)).toBe(true);
    expect(m.move((seat + 1) % 4, 'call')).toBe(true);
    for (const g of games) {
      for (const s of g.steps) {
        const after = vars(s.after, 'bet');
        if (s.lines.some((l) => / folds$/.test(l))) expect(Math.max(...vars(s.before, 'bet'))).toBeGreaterThan(0);
        void after;
      }
    }
  });

  it('X6: a raise is at least the last full raise, and an all-in for less than a full raise does not reopen the betting', () => {
    let raises = 0;
    for (const g of games) {
      for (const s of g.steps) {
        const m = /^#(\d+) raises to (\d+)$/.exec(s.lines[0] ?? '');
        if (!m) continue;
        raises++;
        const seat = Number(m[1]);
        const top = Math.max(...vars(s.before, 'bet'));
        expect(Number(m[2]) - top).toBeGreaterThanOrEqual(s.before.vars.raiseBy as number);
        const toCall = top - vars(s.before, 'bet')[seat]!;
        expect((s.before.moved[seat] ?? 0) === 0 || toCall >= (s.before.vars.raiseBy as number)).toBe(true);
      }
    }
    expect(raises).toBeGreaterThan(0);
  });

  it('X7: when everyone else folds, the last player wins every chip put in without showing', () => {
    let seen = 0;
    for (const g of games) {
      for (const s of g.steps) {
        if (!s.lines.some((l) => /^Hand \d+ is over/.test(l))) continue;
        const live = vars(s.before, 'chips').map((_, i) => i).filter((i) => !s.before.out.includes(i) && !(s.before.vars.folded as boolean[])[i]);
        if (!s.lines.some((l) => / folds$/.test(l)) || live.length !== 2) continue;
        seen++;
        const winner = live.find((i) => !s.lines.some((l) => l === `#${i} folds`))!;
        const pot = vars(s.before, 'inPot').reduce((a, b) => a + b, 0);
        expect(s.lines).toContain(`#${winner} wins the pot: ${pot}`);
        // Up to the end of this hand (the next may begin, and even end at its blinds, in the same action).
        const entries = s.after.log.slice(s.before.log.length);
        const end = entries.findIndex((e) => e.hand?.at === 'ends');
        expect(entries.slice(0, end).some((e) => e.revealed?.length)).toBe(false);
      }
    }
    expect(seen).toBeGreaterThan(0);
  });

  it('X8, X9: at the showdown the board is dealt out, the players still in show, and the best five of seven win the main pot', () => {
    let showdowns = 0;
    for (const g of games) {
      for (const s of g.steps) {
        const shown = (s.after.zones.shown as number[][]).map((h, i) => ({ seat: i, h })).filter((x) => x.h.length === 2);
        if (!s.lines.some((l) => /^Hand \d+ is over/.test(l)) || shown.length < 2) continue;
        // The next hand has begun in the same action: read the showdown from the log's revealed cards.
        const revealed = s.after.log.slice(s.before.log.length).flatMap((e) => e.revealed ?? []);
        expect(revealed.length).toBe(shown.length * 2);
        showdowns++;
        const line = s.lines.find((l) => / wins the (main )?pot: /.test(l) || / a share of the (main )?pot$/.test(l));
        if (!line || / a share/.test(line)) continue;
        const winner = Number(/^#(\d+)/.exec(line)![1]);
        // Every seat that put in as much as the smallest live amount contends for the main pot.
        const board = (s.after.zones.board as number[]).length === 5 ? (s.after.zones.board as number[]) : undefined;
        if (!board) continue;
        const strengths = shown.map((x) => ({ seat: x.seat, v: best7([...x.h, ...board].map(attrs)) }));
        const best = strengths.reduce((b, x) => (cmp(x.v, b.v) > 0 ? x : b));
        const mine = strengths.find((x) => x.seat === winner)!;
        expect(cmp(mine.v, best.v) === 0 || vars(s.before, 'inPot')[best.seat]! > vars(s.before, 'inPot')[winner]!).toBe(true);
      }
    }
    expect(showdowns).toBeGreaterThan(0);
  });

  it('X9: the scorer knows the wheel, the ace-high straight and the kickers', () => {
    const c = (r: number, s = 'spades') => ({ rank: r, suit: s });
    expect(strength5([c(14), c(2, 'hearts'), c(3), c(4), c(5)])).toEqual([4, 5]);
    expect(cmp(strength5([c(14), c(13, 'hearts'), c(12), c(11), c(10)]), strength5([c(14), c(2, 'hearts'), c(3), c(4), c(5)]))).toBeGreaterThan(0);
    expect(cmp(strength5([c(9), c(9, 'hearts'), c(4), c(4, 'clubs'), c(14)]), strength5([c(9), c(9, 'hearts'), c(4), c(4, 'clubs'), c(13)]))).toBeGreaterThan(0);
  });

  it('X10: a split pot gives the odd chip to the first tied winner left of the dealer', () => {
    for (const g of games) {
      for (const s of g.steps) {
        const shares = s.lines.filter((l) => / a share of /.test(l));
        if (shares.length === 0) continue;
        const amounts = shares.map((l) => Number(/takes (\d+)/.exec(l)![1]));
        expect(Math.max(...amounts) - Math.min(...amounts)).toBeLessThanOrEqual(1);
        // The larger share is said first: it goes to the first winner clockwise from the dealer's left.
        expect(amounts[0]).toBe(Math.max(...amounts));
      }
    }
  });

  it('X11: a player without chips is out; the game ends when one holds every chip or after the last hand', () => {
    for (const g of games) {
      const chips = vars(g.final, 'chips');
      for (const s of g.final.out) expect(chips[s]).toBe(0);
      const alive = chips.map((_, i) => i).filter((i) => !g.final.out.includes(i));
      if (alive.length === 1) expect(chips[alive[0]!]).toBe(g.players * stack);
      else expect((g.final.hands?.number ?? 0) >= 12).toBe(true);
    }
  });

  it('X12: every seat sees the chips, bets and folds; no seat sees another seat\'s hole cards before the showdown', () => {
    const m = startMatch(game, 3, 'x12');
    const hole = m.state.G.zones.hole as number[][];
    for (const seat of [0, 1, 2]) {
      const view = game.deckhand.playerView(m.state.G, String(seat));
      expect(view.vars.chips).toEqual(m.state.G.vars.chips);
      expect(view.vars.bet).toEqual(m.state.G.vars.bet);
      const others = hole.filter((_, i) => i !== seat).flat();
      expect(JSON.stringify(view.zones.hole)).not.toMatch(new RegExp(others.map((id) => `"id":${id}\\b`).join('|')));
    }
  });
});
