/**
 * A race's `hold` (docs/race.md): a round's outcome stays on the table for `hold` ms before the next round opens, so
 * an answer typed for the card just won is refused instead of judged against the next card (WordARound: a bot wins,
 * the player's word arrives a moment later). The referee opens the next round when the hold is over.
 */
import { describe, expect, it } from 'vitest';
import type { State } from 'boardgame.io';
import { CreateGameReducer, InitializeGame } from 'boardgame.io/internal';
import { nextRaceDeadline, playout, RACE_MOVES, raceRefereeAction, validate, type GameState } from '../src/index';
import { gameFrom } from './helpers';

const GAME = (hold: string) => `
id: held
name: Held
players: { min: 2, max: 3 }
cards:
  q: { attributes: { word: string } }
deck:
  - { type: q, attributes: { word: fig } }
  - { type: q, attributes: { word: pear } }
  - { type: q, attributes: { word: plum } }
zones:
  deck: { visibility: faces }
  won: { scope: player, visibility: public }
phases:
  play:
    start: true
    race:
      answer: top(deck).word
      window: 100${hold}
      begin:
        - flip: deck
      win:
        - move: { from: deck, to: "won[winner]" }
moves: {}
end:
  - when: count(deck) == 0
    draw: seats
`;

function table(hold = '\n      hold: 1500') {
  const clock = { now: 1000 };
  const game = { ...gameFrom(GAME(hold)).deckhand.withClock(() => clock.now), seed: 'hold' };
  let state = InitializeGame({ game, numPlayers: 2 }) as State<GameState>;
  const reducer = CreateGameReducer({ game });
  const move = (seat: number, type: string, ...args: unknown[]) => {
    const next = reducer(state, { type: 'MAKE_MOVE', payload: { type, args, playerID: String(seat) } } as never) as State<GameState> & { transients?: { error?: unknown } };
    if (next.transients?.error) return false;
    state = next;
    return true;
  };
  const top = () => (state.G.zones.deck as number[]).at(-1)!;
  const word = () => ['fig', 'pear', 'plum'][top()]!;
  return { game, clock, move, top, word, get G() { return state.G; } };
}

describe('race: the outcome held before the next round', () => {
  it('hold is an expression of ms, checked like the window', () => {
    const r = validate(GAME('\n      hold: 1500'));
    expect(r.ok && r.def.phases.play!.race!.hold).toBe(1500);
    const bad = validate(GAME('\n      hold: "true"'));
    expect(bad.ok).toBe(false);
  });

  it('a win closes the round for `hold` ms: the next card stays covered and an answer meant for the card just won is refused', () => {
    const t = table();
    const first = t.top();
    const won = t.word();
    expect(t.move(0, RACE_MOVES.answer, won)).toBe(true);
    t.clock.now += 100;
    expect(t.move(1, RACE_MOVES.resolve)).toBe(true);
    expect(t.G.race).toMatchObject({ round: 1, open: false, nextAt: 1100 + 1500, last: { outcome: 'win', seats: [0] } });
    expect((t.G.zones.won as number[][])[0]).toEqual([first]);
    // The next card is not uncovered while the outcome is held.
    expect(t.G.faceUp[String(t.top())]).not.toBe(true);
    // Seat 1 was still typing the won word, and any word at all: refused, not counted as wrong on a new card.
    t.clock.now += 300;
    expect(t.move(1, RACE_MOVES.answer, won)).toBe(false);
    expect(t.move(1, RACE_MOVES.answer, 'plum')).toBe(false);
    expect(t.move(1, RACE_MOVES.stuck)).toBe(false);
    // Nobody may open the round early, not even with the referee's move.
    expect(t.move(1, RACE_MOVES.resolve)).toBe(false);
    expect(t.game.ai!.enumerate(t.G as never, { phase: 'play', numPlayers: 2 } as never, '1')).toEqual([]);
  });

  it('the referee opens the next round when the hold is over, at nextRaceDeadline', () => {
    const t = table();
    t.move(0, RACE_MOVES.answer, t.word());
    t.clock.now += 100;
    t.move(1, RACE_MOVES.resolve);
    expect(nextRaceDeadline(t.G)).toBe(2600);
    expect(raceRefereeAction(t.G)).toMatchObject({ type: RACE_MOVES.resolve });
    t.clock.now = 2600;
    const ref = raceRefereeAction(t.G)!;
    expect(t.move(Number(ref.playerID), ref.type)).toBe(true);
    expect(t.G.race).toMatchObject({ round: 2, open: true, openedAt: 2600 });
    expect(t.G.race).not.toHaveProperty('nextAt');
    expect(t.G.faceUp[String(t.top())]).toBe(true);
    expect(t.move(1, RACE_MOVES.answer, t.word())).toBe(true);
  });

  it('without hold the next round opens at once, as before', () => {
    const t = table('');
    t.move(0, RACE_MOVES.answer, t.word());
    t.clock.now += 100;
    t.move(1, RACE_MOVES.resolve);
    expect(t.G.race).toMatchObject({ round: 2, open: true });
    expect(t.G.race).not.toHaveProperty('nextAt');
  });

  it('playout plays through the holds in simulated time', () => {
    const r = playout(gameFrom(GAME('\n      hold: 1500')), { players: 2, seed: 's', choose: (actions, _rand, _state, seat) => ({ ...actions[0]!, after: 500 * (seat + 1) }) });
    expect(r.completed).toBe(true);
    expect((r.final.G.zones.won as number[][]).map((w) => w.length)).toEqual([3, 0]);
    // Seat 0 wins three rounds of 500 ms, with a 1.5 s hold after each of the first two.
    expect(r.simulatedMs).toBeGreaterThanOrEqual(3 * 500 + 2 * 1500);
  });
});
