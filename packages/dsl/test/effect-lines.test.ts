/**
 * One action, one line: a move with no arguments and no `log:` whose own effects say what its maker did takes that
 * line as its own (runtime/turn/steps.ts), instead of a default line beside it ("Ada: ready", "Ada is ready").
 */
import { describe, expect, it } from 'vitest';
import { logSentence, sentenceText } from '../src/index';
import { gameFrom, start } from './helpers';

const GAME = `
id: ready
name: Ready
players: { min: 2, max: 2 }
cards:
  n: { attributes: { value: number } }
deck:
  - { type: n, range: { value: 1..10 } }
zones:
  deck: { visibility: hidden }
  table: { visibility: public }
moves:
  ready:
    label: Ready
    do: [ { log: is ready }, { log: "Everyone waits" }, endTurn ]
  flip:
    label: Flip
    do: [ { log: "The top card is turned" }, { move: { from: deck, to: table } }, endTurn ]
  take:
    label: Take
    args:
      n: { type: number, min: 1, max: 2 }
    do: [ { log: takes some }, endTurn ]
end:
  - { when: "count(deck) == 0", draw: seats }
`;

const names = { seat: (s: number) => ['Ada', 'Bea'][s]!, card: () => undefined };

describe('a move whose own effect says what its maker did', () => {
  const game = gameFrom(GAME);
  const lines = (m: ReturnType<typeof start>) => m.state.G.log.map((e) => sentenceText(logSentence(game.deckhand.def, e), names));

  it('reads as that one line, and later lines stay as they are', () => {
    const m = start(game, 2);
    expect(m.move(0, 'ready')).toBe(true);
    expect(lines(m)).toEqual(['Ada is ready', 'Everyone waits']);
    expect(m.state.G.log[0]).toMatchObject({ seat: 0, move: 'ready', message: 'is ready' });
  });

  it('a first line that is not about its maker (a sentence of its own) is kept apart', () => {
    const m = start(game, 2);
    expect(m.move(0, 'flip')).toBe(true);
    expect(lines(m)).toEqual(['Ada flipped', 'The top card is turned']);
  });

  it('a move with arguments keeps its own line: it says what was chosen', () => {
    const m = start(game, 2);
    expect(m.move(0, 'take', 2)).toBe(true);
    expect(lines(m)).toEqual(['Ada took 2', 'Ada takes some']);
  });
});
