/**
 * Slap races, wrong answers and timeouts (docs/race.md "Slaps, wrong answers and timeouts") on a small inline game,
 * through boardgame.io's own reducer with an injected clock: every time below is exact.
 */
import { describe, expect, it } from 'vitest';
import type { LongFormMove, State } from 'boardgame.io';
import { CreateGameReducer, InitializeGame } from 'boardgame.io/internal';
import { fastPlayout, nextRaceDeadline, playout, RACE_MOVES, raceRefereeAction, validate, type Chooser, type CompiledGame, type GameState } from '../src/index';
import { gameFrom } from './helpers';

// Each seat turns its top card onto the centre in turn; a slap is right on a jack (rank 11) and wins the centre; a wrong
// slap puts a card of the slapper's under the centre; a round nobody slaps in time turns the next card.
const SLAPS = (race = '') => `
id: slaps
name: Slaps
players: { min: 2, max: 4 }
cards:
  c: { attributes: { rank: number } }
deck:
  - { type: c, range: { rank: 9..12 } }
  - { type: c, range: { rank: 9..12 } }
zones:
  deck: { visibility: hidden }
  stack: { scope: player, visibility: hidden }
  centre: { visibility: top }
vars:
  flipper: { type: seat, initial: 0 }
setup:
  - deal: { from: deck, to: stack, count: all }
phases:
  play:
    start: true
    race:
      slap: "count(centre) > 0 and top(centre).rank == 11"
      window: 0
      timeout: 1000${race}
      begin:
        - move: { from: "stack[vars.flipper]", to: centre, faceUp: true }
        - set: { var: flipper, value: next(vars.flipper) }
      win:
        - move: { from: centre, to: "stack[winner]", count: all, position: bottom, faceUp: false }
      wrong:
        - move: { from: "stack[self]", to: centre, position: bottom }
moves: {}
eliminate: count(stack[seat]) == 0 and count(centre) > 0
end:
  - when: count(alive) == 1
    winner: alive[0]
`;

function table(yaml: string, players = 2) {
  const clock = { now: 1000 };
  const game: CompiledGame = gameFrom(yaml).deckhand.withClock(() => clock.now);
  const g = { ...game, seed: 'slap' };
  let state = InitializeGame({ game: g, numPlayers: players }) as State<GameState>;
  const reducer = CreateGameReducer({ game: g });
  const rank = (id: number | undefined) => (id === undefined ? undefined : game.deckhand.def.cards[id]!.attrs.rank);
  return {
    game,
    clock,
    move(seat: number, type: string, ...args: unknown[]): boolean {
      const next = reducer(state, { type: 'MAKE_MOVE', payload: { type, args, playerID: String(seat) } } as never) as State<GameState> & { transients?: { error?: unknown } };
      if (next.transients?.error) return false;
      state = next;
      return true;
    },
    get G() {
      return state.G;
    },
    get state() {
      return state;
    },
    stack: (seat: number) => (state.G.zones.stack as number[][])[seat]!,
    pile: () => state.G.zones.centre as number[],
    topRank: () => rank((state.G.zones.centre as number[]).at(-1)),
    /** Lets rounds time out (the referee's move) until the pile's top card is `want`. */
    until(want: (r: unknown) => boolean): void {
      for (let i = 0; i < 40 && !want(this.topRank()); i++) {
        this.clock.now = nextRaceDeadline(state.G)!;
        if (!this.move(Number(raceRefereeAction(state.G)!.playerID), RACE_MOVES.resolve)) throw new Error('the referee was refused');
      }
      if (!want(this.topRank())) throw new Error('no such card came up');
    },
  };
}

describe('slap races: validation', () => {
  it('a slap race compiles: raceSlap instead of raceAnswer, one wrong slap per round by default', () => {
    const r = validate(SLAPS());
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const race = r.def.phases.play!.race!;
    expect(race).toMatchObject({ slap: 'count(centre) > 0 and top(centre).rank == 11', timeout: 1000, maxWrong: 1 });
    expect(race.answer).toBeUndefined();
    expect(race.wrong).toHaveLength(1);
    const moves = table(SLAPS()).game.phases!.play!.moves as Record<string, LongFormMove>;
    expect(Object.keys(moves).sort()).toEqual(['raceResolve', 'raceSlap', 'raceStuck']);
    expect(moves.raceSlap!.client).toBe(false);
  });

  it('maxWrong may be set; a text race has no limit unless it says so', () => {
    const r = validate(SLAPS('\n      maxWrong: 2'));
    expect(r.ok && r.def.phases.play!.race!.maxWrong).toBe(2);
  });
});

describe('slap races: right and wrong slaps', () => {
  it('a slap on a jack wins the pile for the slapper', () => {
    const t = table(SLAPS());
    t.until((r) => r === 11);
    const pile = t.pile().slice();
    expect(t.move(1, RACE_MOVES.slap, t.G.race!.round)).toBe(true);
    expect(t.G.race!.last).toMatchObject({ outcome: 'win', seats: [1] });
    expect(t.G.race!.last).not.toHaveProperty('timedOut');
    // window 0: the first slap wins at once; the pile went under the slapper's stack (then the next card was turned).
    expect(t.stack(1).slice(0, pile.length)).toEqual(pile);
    expect(t.G.log.filter((l) => l.move === 'raceResolve').at(-1)!.message).toBe('seat 2 slapped first');
  });

  it('a wrong slap runs the penalty with self bound to the slapper, and that seat is done for the round', () => {
    const t = table(SLAPS());
    t.until((r) => r !== 11);
    const round = t.G.race!.round;
    const mine = t.stack(0).slice();
    expect(t.move(0, RACE_MOVES.slap, round)).toBe(true);
    // Its top card went under the pile.
    expect(t.stack(0)).toEqual(mine.slice(0, -1));
    expect(t.pile()[0]).toBe(mine.at(-1));
    expect(t.G.race).toMatchObject({ round, open: true, stuck: [0] });
    expect(t.game.deckhand.playerView(t.G, '0').race!.myWrong).toBe(1);
    // A second slap this round is refused (maxWrong 1) and costs nothing more.
    expect(t.move(0, RACE_MOVES.slap, round)).toBe(false);
    expect(t.stack(0)).toHaveLength(mine.length - 1);
  });

  it('maxWrong: 2 lets a racer slap wrongly twice, paying each time', () => {
    const t = table(SLAPS('\n      maxWrong: 2'));
    t.until((r) => r !== 11);
    const n = t.stack(0).length;
    expect(t.move(0, RACE_MOVES.slap)).toBe(true);
    expect(t.move(0, RACE_MOVES.slap)).toBe(true);
    expect(t.move(0, RACE_MOVES.slap)).toBe(false);
    expect(t.stack(0)).toHaveLength(n - 2);
  });

  it('a slap naming a round that is over is refused and costs nothing (it was meant for the card just won)', () => {
    const t = table(SLAPS());
    t.until((r) => r === 11);
    const round = t.G.race!.round;
    t.move(1, RACE_MOVES.slap, round);
    const n = t.stack(0).length;
    expect(t.move(0, RACE_MOVES.slap, round)).toBe(false);
    expect(t.stack(0)).toHaveLength(n);
    expect(t.G.race!.wrong[0]).toBe(0);
    expect(t.game.deckhand.explainMove(t.G, t.state.ctx, '0', RACE_MOVES.slap, [round])).toBe('Too late: that round is over.');
  });

  it('a wrong slap that costs the last card puts the slapper out; the race goes on without it', () => {
    const t = table(SLAPS(), 3);
    let slapped = false;
    for (let i = 0; i < 60 && !slapped && !t.G.out.includes(2); i++) {
      const r = t.G.race!;
      if (t.topRank() !== 11 && r.racers.includes(2) && !r.stuck.includes(2)) {
        const last = t.stack(2).length === 1;
        expect(t.move(2, RACE_MOVES.slap)).toBe(true);
        slapped = last;
        if (last) break;
      }
      t.clock.now = nextRaceDeadline(t.G)!;
      t.move(0, RACE_MOVES.resolve);
    }
    expect(slapped).toBe(true);
    expect(t.stack(2)).toEqual([]);
    expect(t.G.out).toContain(2);
    expect(t.move(2, RACE_MOVES.stuck)).toBe(false);
    // The round goes on for the others, and the next one opens without the seat that is out.
    t.clock.now = nextRaceDeadline(t.G)!;
    expect(t.move(0, RACE_MOVES.resolve)).toBe(true);
    expect(t.G.race!.racers).toEqual([0, 1]);
  });
});

describe('timeouts', () => {
  it('a round opens with its timeout as the deadline; the referee closes it as stuck, timed out', () => {
    const t = table(SLAPS());
    expect(t.G.race).toMatchObject({ round: 1, openedAt: 1000, deadline: 2000 });
    expect(nextRaceDeadline(t.G)).toBe(2000);
    t.clock.now = 1999;
    expect(t.move(0, RACE_MOVES.resolve)).toBe(false);
    t.clock.now = 2000;
    expect(t.game.deckhand.legalActions(t.G, t.state.ctx, '1')).toEqual([{ move: RACE_MOVES.resolve, args: [] }]);
    expect(t.move(0, RACE_MOVES.resolve)).toBe(true);
    expect(t.G.race).toMatchObject({ round: 2, open: true, openedAt: 2000, deadline: 3000, last: { round: 1, outcome: 'stuck', timedOut: true, seats: [] } });
  });

  it('a round nobody slapped writes a line only when a slap was due: a jack left unslapped, not every other card', () => {
    const t = table(SLAPS());
    const resolved = () => t.G.log.filter((l) => l.move === 'raceResolve');
    t.until((r) => r !== 11);
    const before = resolved().length;
    t.clock.now = nextRaceDeadline(t.G)!;
    t.move(0, RACE_MOVES.resolve);
    expect(t.G.race!.last).toMatchObject({ outcome: 'stuck', timedOut: true });
    expect(resolved()).toHaveLength(before);
    t.until((r) => r === 11);
    t.clock.now = nextRaceDeadline(t.G)!;
    t.move(0, RACE_MOVES.resolve);
    expect(resolved()).toHaveLength(before + 1);
    expect(resolved().at(-1)).toMatchObject({ message: 'nobody slapped in time', race: { outcome: 'stuck', timedOut: true, slap: true } });
  });

  it('every racer done before the timeout: the round ends at once, stuck but not timed out', () => {
    const t = table(SLAPS());
    t.move(0, RACE_MOVES.stuck);
    t.move(1, RACE_MOVES.stuck);
    expect(t.G.race!.last).toEqual({ round: 1, outcome: 'stuck', seats: [], margins: [] });
  });

  it('a slap after the timeout counts for nothing: it closes the round first', () => {
    const t = table(SLAPS());
    t.until((r) => r !== 11);
    const n = t.stack(0).length;
    t.clock.now = nextRaceDeadline(t.G)!;
    expect(t.move(0, RACE_MOVES.slap)).toBe(true);
    expect(t.G.race!.last).toMatchObject({ outcome: 'stuck', timedOut: true });
    expect(t.stack(0).length).toBeLessThanOrEqual(n);
    expect(t.G.race!.wrong).toEqual([0, 0]);
  });

  it('a correct answer just before the timeout gets its whole tie window', () => {
    const t = table(SLAPS().replace('window: 0', 'window: 300'));
    t.until((r) => r === 11);
    const opened = t.G.race!.openedAt;
    t.clock.now = opened + 999;
    t.move(0, RACE_MOVES.slap);
    expect(nextRaceDeadline(t.G)).toBe(opened + 1299);
    t.clock.now = opened + 1200;
    t.move(1, RACE_MOVES.slap);
    t.clock.now = opened + 1299;
    t.move(1, RACE_MOVES.resolve);
    expect(t.G.race!.last).toMatchObject({ outcome: 'tie', seats: [0, 1], margins: [0, 201] });
  });
});

describe('slap races: what bots and seats are offered', () => {
  it('bots are offered a slap only while it is right (with the round), and stuck; seats always get the slap button', () => {
    const t = table(SLAPS());
    t.until((r) => r !== 11);
    const round = t.G.race!.round;
    expect(t.game.deckhand.legalActions(t.G, t.state.ctx, '0')).toEqual([{ move: RACE_MOVES.stuck, args: [] }]);
    const legal = t.game.deckhand.legalView(t.G, t.state.ctx, '0');
    expect(legal.moves).toEqual({ raceSlap: { args: [[round]] }, raceStuck: { args: [[]] } });
    expect(legal.moves).not.toHaveProperty('raceAnswer');
    t.until((r) => r === 11);
    expect(t.game.deckhand.legalActions(t.G, t.state.ctx, '0')).toEqual([
      { move: RACE_MOVES.slap, args: [t.G.race!.round] },
      { move: RACE_MOVES.stuck, args: [] },
    ]);
    // The page's offer is the same whether the slap is right or wrong: it never tells.
    expect(t.game.deckhand.legalView(t.G, t.state.ctx, '0').moves).toEqual({ raceSlap: { args: [[t.G.race!.round]] }, raceStuck: { args: [[]] } });
  });

  it('a typed answer is refused in a slap race, and a slap in a text race', () => {
    const t = table(SLAPS());
    expect(t.move(0, RACE_MOVES.answer, 'jack')).toBe(false);
    expect(t.game.deckhand.explainMove(t.G, t.state.ctx, '0', RACE_MOVES.answer, ['jack'])).toBe('This race is won by a slap, not a typed answer.');
  });

  // Slap when right after 300–600 ms; otherwise, now and then, a wrong slap; else wait for the timeout.
  const chooser: Chooser = (actions, rand, _state, seat) => {
    const slap = actions.find((a) => a.move === RACE_MOVES.slap);
    if (slap) return { ...slap, after: 300 + 100 * seat + Math.floor(rand() * 100) };
    if (rand() < 0.1) return { move: RACE_MOVES.slap, args: [], after: 200 };
    return { ...actions[0]!, after: 5000 };
  };

  it('playout completes slap games in simulated time: reaction times, wrong slaps and timeouts', () => {
    const r = playout(gameFrom(SLAPS()), { players: 3, seed: 's', maxMoves: 3000, choose: chooser });
    expect(r.completed).toBe(true);
    expect(r.stalled).toBe(false);
    const resolved = r.final.G.log.filter((l) => l.move === 'raceResolve');
    // Some rounds were won by a slap, and the others timed out: each at least its timeout of simulated time, one
    // round per card turned (a round nobody slapped when no slap was due writes no line).
    expect(resolved.some((l) => l.race?.outcome === 'win')).toBe(true);
    expect(r.final.G.race!.round).toBeGreaterThan(resolved.length);
    expect(r.simulatedMs).toBeGreaterThanOrEqual(1000 * (r.final.G.race!.round - 1 - resolved.length));
  });

  it('the fast simulator plays slap games exactly as boardgame.io does', () => {
    const game = gameFrom(SLAPS());
    for (const seed of ['a', 'b', 'c']) {
      const opts = { players: 3, seed, maxMoves: 3000, choose: chooser };
      const slow = playout(game, opts);
      const fast = fastPlayout(game, opts);
      expect({ moves: fast.moves, winner: fast.winner, simulatedMs: fast.simulatedMs }).toEqual({ moves: slow.moves, winner: slow.winner, simulatedMs: slow.simulatedMs });
      expect(JSON.parse(JSON.stringify(fast.final.G))).toEqual(JSON.parse(JSON.stringify(slow.final.G)));
    }
  });
});
