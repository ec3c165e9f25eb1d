/**
 * Slapjack's rules (rules.md), each test named after its rule id: the real compiled game through boardgame.io's own
 * reducer (what the server's master runs) with an injected clock, so every time is exact and no test waits.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { State } from 'boardgame.io';
import { CreateGameReducer, InitializeGame } from 'boardgame.io/internal';
import { nextRaceDeadline, playout, RACE_MOVES, raceRefereeAction, type CompiledGame, type GameState } from '@deckhand/dsl';
import { loadGame, type LoadedGame } from '../src/load';
import { bot } from './bots';

let l: LoadedGame;
beforeAll(async () => {
  l = await loadGame('slapjack');
});

const JACK = 11;
const rank = (id: number | undefined) => (id === undefined ? undefined : (l.def.cards[id]!.attrs.rank as number));

/** A match at `players`, everyone ready (the first card is turned), unless `ready` is false. */
function table(players: number, opts: { seed?: string; setupData?: Record<string, unknown>; ready?: boolean } = {}) {
  const clock = { now: 10_000 };
  const game: CompiledGame = l.game.deckhand.withClock(() => clock.now);
  const g = { ...game, seed: opts.seed ?? 'slapjack' };
  let state = InitializeGame({ game: g, numPlayers: players, ...(opts.setupData ? { setupData: opts.setupData } : {}) }) as State<GameState>;
  const reducer = CreateGameReducer({ game: g });
  const t = {
    game,
    clock,
    get G() {
      return state.G;
    },
    get state() {
      return state;
    },
    move(seat: number, type: string, ...args: unknown[]): boolean {
      const next = reducer(state, { type: 'MAKE_MOVE', payload: { type, args, playerID: String(seat) } } as never) as State<GameState> & { transients?: { error?: unknown } };
      if (next.transients?.error) return false;
      state = next;
      return true;
    },
    /** Sets the table up by hand (a copy of G, changed by `f`), for a position play rarely reaches. */
    edit(f: (G: GameState) => void): void {
      const G = structuredClone(state.G);
      f(G);
      state = { ...state, G };
    },
    stack: (seat: number) => (state.G.zones.stack as number[][])[seat]!,
    centre: () => state.G.zones.centre as number[],
    top: () => rank((state.G.zones.centre as number[]).at(-1)),
    round: () => state.G.race!.round,
    /** The pace runs out: the referee closes the round (the next card is turned). */
    timeout(): void {
      clock.now = nextRaceDeadline(state.G)!;
      expect(t.move(Number(raceRefereeAction(state.G)!.playerID), RACE_MOVES.resolve)).toBe(true);
    },
    /** Rounds time out until the top card is (or is not) a jack. */
    until(jack: boolean): void {
      for (let i = 0; i < 200 && (t.top() === JACK) !== jack; i++) t.timeout();
      expect(t.top() === JACK).toBe(jack);
    },
  };
  if (opts.ready !== false) for (let s = 0; s < players; s++) t.move(s, 'ready');
  return t;
}

describe('Slapjack', () => {
  it('S1: 52 cards, ranks 1–13 in four suits', () => {
    expect(l.def.cards).toHaveLength(52);
    expect(new Set(l.def.cards.map((c) => `${c.attrs.rank}${c.attrs.suit}`)).size).toBe(52);
    expect(l.def.cards.filter((c) => c.attrs.rank === JACK)).toHaveLength(4);
  });

  it('S2: 2 to 8 players', () => {
    expect(l.def.players).toEqual({ min: 2, max: 8 });
  });

  it('S3: the whole deck is dealt face down as evenly as it goes; the first card is turned once everyone is ready', () => {
    for (const players of [2, 3, 5, 8]) {
      const t = table(players, { ready: false });
      const sizes = Array.from({ length: players }, (_, s) => t.stack(s).length);
      expect(sizes.reduce((a, b) => a + b, 0)).toBe(52);
      expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
      expect(t.G.zones.deck).toEqual([]);
      expect(Array.from({ length: players }, (_, s) => t.stack(s)).flat().some((c) => t.G.faceUp[String(c)])).toBe(false);
      expect(t.centre()).toEqual([]);
      for (let s = 0; s < players - 1; s++) t.move(s, 'ready');
      expect(t.centre()).toEqual([]);
      t.move(players - 1, 'ready');
      expect(t.centre()).toHaveLength(1);
      expect(t.G.faceUp[String(t.centre()[0])]).toBe(true);
    }
  });

  it('S4: in turn, from the first seat, each player turns the top card of their own stack', () => {
    const t = table(3, { ready: false });
    const tops = [0, 1, 2].map((s) => t.stack(s).at(-1));
    for (let s = 0; s < 3; s++) t.move(s, 'ready');
    expect(t.centre()).toEqual([tops[0]]);
    t.timeout();
    t.timeout();
    expect(t.centre()).toEqual(tops);
    t.timeout();
    expect(t.G.vars.turnedBy).toBe(0);
  });

  it('S4: turning passes over a player without cards', () => {
    const t = table(3);
    // Seat 1 pays away its cards by wrong slaps until it has none (it is still in: S9).
    for (let i = 0; i < 200 && t.stack(1).length > 0; i++) {
      if (t.top() !== JACK && !t.G.race!.stuck.includes(1) && t.G.race!.racers.includes(1)) t.move(1, RACE_MOVES.slap, t.round());
      t.timeout();
    }
    expect(t.stack(1)).toEqual([]);
    expect(t.G.out).not.toContain(1);
    const turners: number[] = [];
    for (let i = 0; i < 6 && !t.G.out.includes(1); i++) {
      t.timeout();
      turners.push(Number(t.G.vars.turnedBy));
    }
    expect(turners.length).toBeGreaterThan(0);
    expect(turners).not.toContain(1);
  });

  it('S5: the first slap on a jack takes the whole pile, face down under the slapper\'s stack; no ties', () => {
    const t = table(3);
    t.until(true);
    const pile = t.centre().slice();
    const before = t.stack(2).slice();
    const round = t.round();
    expect(t.move(2, RACE_MOVES.slap, round)).toBe(true);
    // Arriving in the same ms, a second slap is too late: the round is over.
    expect(t.move(0, RACE_MOVES.slap, round)).toBe(false);
    expect(t.G.race!.last).toMatchObject({ round, outcome: 'win', seats: [2], margins: [0] });
    const after = t.stack(2);
    expect(after.slice(0, pile.length)).toEqual(pile);
    expect(after.slice(pile.length)).toEqual(before.slice(0, after.length - pile.length));
    expect(pile.some((c) => t.G.faceUp[String(c)])).toBe(false);
  });

  it('S6: a slap on any other card costs the slapper their top card, face down under the pile; one per card', () => {
    const t = table(3);
    t.until(false);
    const mine = t.stack(0).slice();
    const round = t.round();
    expect(t.move(0, RACE_MOVES.slap, round)).toBe(true);
    expect(t.stack(0)).toEqual(mine.slice(0, -1));
    expect(t.centre()[0]).toBe(mine.at(-1));
    expect(t.G.faceUp[String(mine.at(-1))]).not.toBe(true);
    expect(t.G.race).toMatchObject({ round, open: true });
    expect(t.move(0, RACE_MOVES.slap, round)).toBe(false);
    expect(t.stack(0)).toHaveLength(mine.length - 1);
  });

  it('S7: a card nobody slaps within the pace is followed by the next; once everyone has passed, at once', () => {
    const t = table(3);
    const opened = t.G.race!.openedAt;
    expect(nextRaceDeadline(t.G)).toBe(opened + 2000);
    t.clock.now = opened + 1999;
    expect(t.move(0, RACE_MOVES.resolve)).toBe(false);
    t.clock.now = opened + 2000;
    expect(t.move(0, RACE_MOVES.resolve)).toBe(true);
    expect(t.centre()).toHaveLength(2);
    expect(t.G.race!.last).toMatchObject({ outcome: 'stuck', timedOut: true });
    for (const s of [0, 1, 2]) t.move(s, RACE_MOVES.stuck);
    expect(t.centre()).toHaveLength(3);
    expect(t.G.race!.last).toMatchObject({ outcome: 'stuck' });
    expect(t.G.race!.last).not.toHaveProperty('timedOut');
    // The pace is an option.
    const quick = table(2, { setupData: { pace: 500 } });
    expect(nextRaceDeadline(quick.G)).toBe(quick.G.race!.openedAt + 500);
  });

  it('S8: a slap meant for a card whose turn is over is refused and costs nothing', () => {
    const t = table(3);
    t.until(false);
    const old = t.round();
    t.timeout();
    const n = t.stack(1).length;
    expect(t.move(1, RACE_MOVES.slap, old)).toBe(false);
    expect(t.stack(1)).toHaveLength(n);
    expect(t.G.race!.wrong).toEqual([0, 0, 0]);
  });

  /** Seat 1 of a 3-seat table with no cards left (wrong slaps), still in, the top card not a jack. */
  function emptyHanded(seed = 'empty') {
    const t = table(3, { seed });
    for (let i = 0; i < 200 && t.stack(1).length > 0; i++) {
      if (t.top() !== JACK && !t.G.race!.stuck.includes(1)) t.move(1, RACE_MOVES.slap, t.round());
      else t.timeout();
    }
    expect(t.stack(1)).toEqual([]);
    if (t.top() === JACK) t.move(0, RACE_MOVES.slap, t.round());
    expect(t.G.out).toEqual([]);
    return t;
  }

  it('S9: a player out of cards stays in until the next jack; another player taking it puts them out', () => {
    const t = emptyHanded();
    t.until(true);
    expect(t.G.out).toEqual([]);
    t.move(0, RACE_MOVES.slap, t.round());
    expect(t.G.out).toEqual([1]);
  });

  it('S9: a jack nobody slaps in time also ends their last chance', () => {
    const t = emptyHanded();
    t.until(true);
    t.timeout();
    expect(t.G.out).toEqual([1]);
  });

  it('S9: slapping the jack first brings them back in', () => {
    const t = emptyHanded();
    t.until(true);
    const pile = t.centre().length;
    t.move(1, RACE_MOVES.slap, t.round());
    expect(t.G.out).toEqual([]);
    expect(t.stack(1).length + (t.G.vars.turnedBy === 1 ? 1 : 0)).toBe(pile);
  });

  it('S9: a wrong slap without cards puts them out at once', () => {
    // A seed whose next card after seat 1's last wrong slap is not a jack: seat 1 may slap again, and is wrong.
    const t = emptyHanded('empty-2');
    t.timeout();
    expect(t.top()).not.toBe(JACK);
    expect(t.G.out).toEqual([]);
    expect(t.move(1, RACE_MOVES.slap, t.round())).toBe(true);
    expect(t.G.out).toEqual([1]);
  });

  it('S10: the last player in wins; bots play every game to its end', () => {
    let lastIn = 0;
    for (const players of [2, 4]) {
      for (let i = 0; i < 4; i++) {
        const r = playout(l.game, { players, seed: `s10-${players}-${i}`, choose: bot.choose, maxMoves: 5000 });
        expect(r.completed).toBe(true);
        const G = r.final.G;
        if (G.result?.reason === 'One player holds every card still in play') {
          expect(G.out).toHaveLength(players - 1);
          expect(G.result.winner).toBe([...Array(players).keys()].find((s) => !G.out.includes(s)));
          lastIn++;
        }
      }
    }
    expect(lastIn).toBeGreaterThan(0);
  });

  it('S10: after the cap on cards turned, the player holding the most cards wins', () => {
    const r = playout(l.game, { players: 3, seed: 's10-cap', choose: bot.choose, setupData: { maxTurned: 20 } });
    const G = r.final.G;
    expect(G.vars.turned).toBe(20);
    expect(G.result?.reason).toBe('Enough cards were turned; most cards wins');
    const counts = (G.zones.stack as number[][]).map((s) => s.length);
    expect(counts[G.result!.winner!]).toBe(Math.max(...counts));
  });

  it('S10: with no card left to turn, the players still in share a draw', () => {
    // Rare in play: seat 0 has given its last card away and no jack has come since; seat 1 has one card left, not a
    // jack (set up by hand). Seat 1 turns it: nobody holds a card, so the game cannot go on.
    const t = table(2);
    t.until(false);
    t.edit((G) => {
      const stacks = G.zones.stack as number[][];
      const all = [...stacks[0]!, ...stacks[1]!];
      const last = all.find((c) => rank(c) !== JACK)!;
      (G.zones.centre as number[]).unshift(...all.filter((c) => c !== last));
      G.zones.stack = [[], [last]];
    });
    t.timeout();
    expect(t.G.zones.stack).toEqual([[], []]);
    expect(t.G.result).toMatchObject({ draw: [0, 1], reason: 'Nobody has a card left to turn' });
  });

  it('S11: nobody sees the cards in a stack or under the pile\'s top; everyone sees the top card and the counts', () => {
    const t = table(3);
    t.until(false);
    t.move(1, RACE_MOVES.slap, t.round()); // a penalty card goes face down under the pile
    t.timeout();
    const penalty = t.centre()[0]!;
    for (const seat of [0, 1, 2, null]) {
      const v = t.game.deckhand.playerView(t.G, seat === null ? null : String(seat));
      expect((v.zones.stack as (number | null)[][]).flat().every((c) => c === null)).toBe(true);
      const centre = v.zones.centre as (number | null)[];
      expect(centre).toHaveLength(t.centre().length);
      expect(centre.at(-1)).toBe(t.centre().at(-1));
      expect(centre.slice(0, -1).every((c) => c === null)).toBe(true);
      expect(Object.keys(v.faces)).not.toContain(String(penalty));
      expect((v.zones.stack as unknown[][]).map((s) => s.length)).toEqual([0, 1, 2].map((s) => t.stack(s).length));
    }
  });
});
