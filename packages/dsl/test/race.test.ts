/**
 * The `race` construct (docs/race.md) on a small inline game, through boardgame.io's own reducer, with an injected
 * clock: every time below is exact.
 */
import { describe, expect, it } from 'vitest';
import type { LongFormMove, State } from 'boardgame.io';
import { CreateGameReducer, InitializeGame } from 'boardgame.io/internal';
import { nextRaceDeadline, playout, RACE_MOVES, raceRefereeAction, validate, type CompiledGame, type GameState } from '../src/index';
import { gameFrom } from './helpers';

const QUIZ = (extra = '') => `
id: quiz
name: Quiz
players: { min: 2, max: 4 }
options:
  tieWindow: { type: number, default: 250, min: 0, max: 5000 }
cards:
  q: { attributes: { word: string } }
deck:
  - { type: q, attributes: { word: fig } }
  - { type: q, attributes: { word: pear } }
  - { type: q, attributes: { word: plum } }
  - { type: q, attributes: { word: apple } }
zones:
  deck: { visibility: faces }
  won: { scope: player, visibility: public }
  aside: { visibility: public }
  gone: { visibility: public }
vars:
  racing: { type: boolean, scope: player, initial: true }
phases:
  play:
    start: true
    race:
      racers: "filter(alive, vars.racing[seat])"
      answer: top(deck).word
      window: options.tieWindow${extra}
      begin:
        - flip: deck
      win:
        - move: { from: aside, to: "won[winner]", count: all }
        - move: { from: deck, to: "won[winner]" }
        - forEachSeat:
            - set: { var: racing, seat: seat, value: true }
      tie:
        - move: { from: deck, to: aside }
        - forEachSeat:
            - set: { var: racing, seat: seat, value: "contains(tied, seat)" }
      stuck:
        - move: { from: deck, to: gone }
moves: {}
end:
  - when: count(deck) == 0
    draw: seats
`;

type Move = (seat: number, type: string, ...args: unknown[]) => boolean;

function table(opts: { players?: number; window?: number; extra?: string; start?: number } = {}) {
  const clock = { now: opts.start ?? 1000 };
  const game: CompiledGame = gameFrom(QUIZ(opts.extra)).deckhand.withClock(() => clock.now);
  const g = { ...game, seed: 'race' };
  const players = opts.players ?? 3;
  let state = InitializeGame({ game: g, numPlayers: players, ...(opts.window !== undefined ? { setupData: { tieWindow: opts.window } } : {}) }) as State<GameState>;
  const reducer = CreateGameReducer({ game: g });
  const move: Move = (seat, type, ...args) => {
    const next = reducer(state, { type: 'MAKE_MOVE', payload: { type, args, playerID: String(seat) } } as never) as State<GameState> & { transients?: { error?: unknown } };
    if (next.transients?.error) return false;
    state = next;
    return true;
  };
  return {
    game,
    clock,
    move,
    get G() {
      return state.G;
    },
    get state() {
      return state;
    },
    won: (seat: number) => (state.G.zones.won as number[][])[seat]!,
    top: () => {
      const deck = state.G.zones.deck as number[];
      return deck[deck.length - 1];
    },
  };
}

describe('race: validation', () => {
  it('a race phase compiles to the IR with its defaults', () => {
    const r = validate(QUIZ());
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.def.phases.play!.race).toMatchObject({ answer: 'top(deck).word', window: 'options.tieWindow', caseSensitive: false, maxLength: 64 });
    expect(r.def.phases.play!.race!.begin).toHaveLength(1);
  });

  it('the race moves are server-only, concurrent (stale state ids ignored) and answers are redacted', () => {
    const moves = table().game.phases!.play!.moves as Record<string, LongFormMove>;
    expect(Object.keys(moves).sort()).toEqual(['raceAnswer', 'raceResolve', 'raceStuck']);
    for (const m of Object.values(moves)) {
      expect(m.client).toBe(false);
      expect(m.ignoreStaleStateID).toBe(true);
    }
    expect(moves.raceAnswer!.redact).toBe(true);
  });
});

describe('race: arrival order and the tie window, by the server clock', () => {
  it('the first round opens when the phase begins, stamped by the server clock', () => {
    const t = table({ start: 5000 });
    expect(t.G.race).toMatchObject({ round: 1, open: true, openedAt: 5000, racers: [0, 1, 2], correct: [], stuck: [] });
    expect(t.G.faceUp[String(t.top())]).toBe(true);
  });

  it('without an injected clock the server stamps with Date.now', () => {
    const g = { ...gameFrom(QUIZ()), seed: 'x' };
    const before = Date.now();
    let state = InitializeGame({ game: g, numPlayers: 2 }) as State<GameState>;
    state = CreateGameReducer({ game: g })(state, { type: 'MAKE_MOVE', payload: { type: 'raceAnswer', args: ['apple'], playerID: '1' } } as never) as State<GameState>;
    const at = state.G.race!.correct[0]!.at;
    expect(at).toBeGreaterThanOrEqual(before);
    expect(at).toBeLessThanOrEqual(Date.now());
    expect(raceRefereeAction(state.G)).toEqual({ type: 'raceResolve', args: [], playerID: '0' });
  });

  it('a lone first correct answer wins once the window has closed (raceResolve is refused one ms early)', () => {
    const t = table();
    t.clock.now = 1100;
    expect(t.move(1, 'raceAnswer', 'apple')).toBe(true);
    expect(t.G.race!.correct).toEqual([{ seat: 1, at: 1100 }]);
    expect(nextRaceDeadline(t.G)).toBe(1350);
    t.clock.now = 1349;
    expect(t.move(0, 'raceResolve')).toBe(false);
    t.clock.now = 1350;
    expect(t.move(0, 'raceResolve')).toBe(true);
    expect(t.won(1)).toEqual([3]);
    expect(t.G.race).toMatchObject({ round: 2, open: true, last: { round: 1, outcome: 'win', seats: [1], margins: [0], answer: 'apple' } });
    expect(nextRaceDeadline(t.G)).toBeUndefined();
  });

  it('correct answers 249 ms after the first tie; 250 ms after, the window is closed', () => {
    const tie = table();
    tie.move(0, 'raceAnswer', 'apple');
    tie.clock.now += 249;
    tie.move(2, 'raceAnswer', 'apple');
    tie.clock.now += 1;
    tie.move(1, 'raceResolve');
    expect(tie.G.race!.last).toEqual({ round: 1, outcome: 'tie', seats: [0, 2], margins: [0, 249], answer: 'apple' });
    expect(tie.G.zones.aside).toEqual([3]);

    const late = table();
    late.move(0, 'raceAnswer', 'apple');
    late.clock.now += 250;
    // Arrives as the window closes: the round resolves first; this answer counts for nothing.
    expect(late.move(2, 'raceAnswer', 'apple')).toBe(true);
    expect(late.G.race!.last).toMatchObject({ outcome: 'win', seats: [0] });
    expect(late.won(0)).toEqual([3]);
    expect(late.G.race!.correct).toEqual([]);
  });

  it('the window is a game option (setup data), read at the first correct answer', () => {
    const t = table({ window: 1000 });
    t.move(0, 'raceAnswer', 'apple');
    expect(nextRaceDeadline(t.G)).toBe(2000);
    t.clock.now = 1999;
    t.move(1, 'raceAnswer', 'apple');
    t.clock.now = 2000;
    t.move(2, 'raceResolve');
    expect(t.G.race!.last).toMatchObject({ outcome: 'tie', seats: [0, 1], margins: [0, 999] });
  });

  it('window 0: the first correct answer wins at once', () => {
    const t = table({ window: 0 });
    t.move(2, 'raceAnswer', 'apple');
    expect(t.won(2)).toEqual([3]);
    expect(t.G.race!.round).toBe(2);
  });

  it("a client's own claim of time is never read: an extra argument is refused", () => {
    const t = table();
    expect(t.move(0, 'raceAnswer', 'apple', 0)).toBe(false);
    expect(t.move(0, 'raceStuck', 0)).toBe(false);
    expect(t.move(0, 'raceResolve', 999_999)).toBe(false);
    expect(t.G.race!.correct).toEqual([]);
  });

  it('stamps never go backwards, even if the server clock does', () => {
    const t = table({ players: 4 });
    t.clock.now = 3000;
    t.move(0, 'raceAnswer', 'nope');
    t.clock.now = 2000;
    t.move(1, 'raceAnswer', 'apple');
    expect(t.G.race!.correct).toEqual([{ seat: 1, at: 3000 }]);
    expect(nextRaceDeadline(t.G)).toBe(3250);
  });

  it('the round resolves without the referee as soon as nobody can still answer', () => {
    const t = table();
    t.move(0, 'raceAnswer', 'apple');
    t.move(1, 'raceStuck');
    t.clock.now += 10;
    t.move(2, 'raceAnswer', 'apple');
    expect(t.G.race!.last).toMatchObject({ outcome: 'tie', seats: [0, 2], margins: [0, 10] });
  });

  it('any race move after the deadline resolves the round (the referee is a timer, not a requirement)', () => {
    const t = table();
    t.move(0, 'raceAnswer', 'apple');
    t.clock.now += 5000;
    expect(t.move(1, 'raceStuck')).toBe(true);
    expect(t.won(0)).toEqual([3]);
    expect(t.G.race!.stuck).toEqual([]);
  });
});

describe('race: answers', () => {
  it('case and surrounding spaces are ignored; wrong answers cost nothing and may be retried', () => {
    const t = table();
    expect(t.move(0, 'raceAnswer', 'appel')).toBe(true);
    expect(t.move(0, 'raceAnswer', ' ')).toBe(true);
    expect(t.G.race!.wrong).toEqual([2, 0, 0]);
    expect(t.move(0, 'raceAnswer', '  APPLE ')).toBe(true);
    expect(t.G.race!.correct).toEqual([{ seat: 0, at: 1000 }]);
    // Done for this round: a second answer is refused.
    expect(t.move(0, 'raceAnswer', 'apple')).toBe(false);
  });

  it('caseSensitive: true makes case count', () => {
    const t = table({ extra: '\n      caseSensitive: true' });
    t.move(0, 'raceAnswer', 'APPLE');
    expect(t.G.race!.correct).toEqual([]);
    t.move(0, 'raceAnswer', ' apple ');
    expect(t.G.race!.correct).toHaveLength(1);
  });

  it('malformed answers are refused and change nothing', () => {
    const t = table();
    for (const bad of [42, null, { text: 'apple' }, ['apple'], 'a'.repeat(65)]) expect(t.move(0, 'raceAnswer', bad)).toBe(false);
    expect(t.move(0, 'raceAnswer')).toBe(false);
    expect(t.G.race!.wrong).toEqual([0, 0, 0]);
    expect(t.move(7, 'raceAnswer', 'apple')).toBe(false);
  });

  it('everyone stuck: the stuck effects run and the next round opens, telling what the word was', () => {
    const t = table();
    t.move(0, 'raceAnswer', 'pear');
    for (const s of [0, 1, 2]) t.move(s, 'raceStuck');
    expect(t.G.zones.gone).toEqual([3]);
    expect(t.G.race).toMatchObject({ round: 2, last: { outcome: 'stuck', seats: [], answer: 'apple' } });
  });

  it('a tie: only the tied seats race the next round; the winner takes both cards', () => {
    const t = table();
    t.move(0, 'raceAnswer', 'apple');
    t.move(2, 'raceAnswer', 'apple');
    t.move(1, 'raceAnswer', 'apple');
    expect(t.G.race).toMatchObject({ round: 2, racers: [0, 1, 2] });
    expect(t.G.race!.last!.seats).toEqual([0, 2, 1]);
    const tb = table();
    tb.move(0, 'raceAnswer', 'apple');
    tb.move(2, 'raceAnswer', 'apple');
    tb.clock.now += 250;
    tb.move(1, 'raceResolve');
    expect(tb.G.race!.racers).toEqual([0, 2]);
    expect(tb.move(1, 'raceAnswer', 'plum')).toBe(false);
    expect(tb.game.deckhand.legalActions(tb.G, tb.state.ctx, '1')).toEqual([]);
    tb.move(2, 'raceAnswer', 'plum');
    tb.move(0, 'raceStuck');
    expect(tb.won(2)).toEqual([3, 2]);
    expect(tb.G.race!.racers).toEqual([0, 1, 2]);
  });
});

describe('race: what bots and seats see', () => {
  it('legal actions: the correct answer and stuck for a racer; only raceResolve once the window has closed', () => {
    const t = table();
    const la = (seat: number) => t.game.deckhand.legalActions(t.G, t.state.ctx, String(seat));
    expect(la(0)).toEqual([
      { move: RACE_MOVES.answer, args: ['apple'] },
      { move: RACE_MOVES.stuck, args: [] },
    ]);
    t.move(0, 'raceAnswer', 'apple');
    expect(la(0)).toEqual([]);
    t.clock.now += 250;
    expect(la(1)).toEqual([{ move: 'raceResolve', args: [] }]);
    expect(raceRefereeAction(t.G)).toEqual({ type: 'raceResolve', args: [], playerID: '0' });
  });

  it("a seat is sent its own wrong-answer count, never another's; the log holds no answer", () => {
    const t = table();
    t.move(1, 'raceAnswer', 'secret-guess');
    const mine = t.game.deckhand.playerView(t.G, '1');
    const theirs = t.game.deckhand.playerView(t.G, '0');
    const spectator = t.game.deckhand.playerView(t.G, null);
    expect(mine.race!.myWrong).toBe(1);
    expect(theirs.race!.myWrong).toBe(0);
    expect(spectator.race!.myWrong).toBeUndefined();
    for (const v of [mine, theirs, spectator]) {
      expect(JSON.stringify(v)).not.toContain('secret-guess');
      expect(v.race).not.toHaveProperty('wrong');
    }
  });

  it('playout runs race games in simulated time: reaction times order the answers and the referee closes windows', () => {
    const game = gameFrom(QUIZ());
    const r = playout(game, {
      players: 3,
      seed: 's',
      choose: (actions, rand, _state, seat) => ({ ...actions[0]!, after: 400 * (seat + 1) + Math.floor(rand() * 10) }),
    });
    expect(r.completed).toBe(true);
    // Seat 0 always answers first and alone in its window: it wins every card.
    expect((r.final.G.zones.won as number[][]).map((w) => w.length)).toEqual([4, 0, 0]);
    expect(r.simulatedMs).toBeGreaterThanOrEqual(4 * 400);
  });
});

describe('race: wrong answers and timeouts in a text race', () => {
  // A wrong answer benches its racer for the next round (self is the racer), two at most per round; 500 ms to answer.
  const extra = `
      timeout: 500
      maxWrong: 2
      wrong:
        - set: { var: racing, seat: self, value: false }`;

  it('a wrong answer runs the wrong effects for that racer only; maxWrong ends its round', () => {
    const t = table({ extra });
    expect(t.move(1, 'raceAnswer', 'pear')).toBe(true);
    expect(t.G.vars.racing).toEqual([true, false, true]);
    expect(t.G.race!.stuck).toEqual([]);
    expect(t.move(1, 'raceAnswer', 'plum')).toBe(true);
    expect(t.G.race!.stuck).toEqual([1]);
    expect(t.move(1, 'raceAnswer', 'apple')).toBe(false);
    t.move(0, 'raceAnswer', 'apple');
    t.clock.now += 250;
    t.move(2, 'raceResolve');
    expect(t.won(0)).toEqual([3]);
    // The win sets everyone racing again, as the game says.
    expect(t.G.race!.racers).toEqual([0, 1, 2]);
  });

  it('nobody right within the timeout: the round ends stuck, timed out, and names the word nobody read', () => {
    const t = table({ extra });
    expect(nextRaceDeadline(t.G)).toBe(1500);
    t.clock.now = 1500;
    expect(t.move(0, 'raceResolve')).toBe(true);
    expect(t.G.zones.gone).toEqual([3]);
    expect(t.G.race!.last).toMatchObject({ outcome: 'stuck', timedOut: true, answer: 'apple' });
    expect(t.G.log.at(-1)).toMatchObject({ message: 'nobody read “apple” in time', race: { outcome: 'stuck', timedOut: true } });
    expect(t.G.race).toMatchObject({ round: 2, openedAt: 1500, deadline: 2000 });
  });

  it('an answer naming a round that is over is refused and costs nothing', () => {
    const t = table({ extra });
    expect(t.move(0, 'raceAnswer', 'nope', 2)).toBe(false);
    expect(t.G.vars.racing).toEqual([true, true, true]);
    expect(t.move(0, 'raceAnswer', 'apple', 1)).toBe(true);
    expect(t.G.race!.correct).toHaveLength(1);
  });
});
