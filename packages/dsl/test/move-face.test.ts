/**
 * The documented face rule (issue 36, bug 7, settled by documenting it: README "Details worth knowing"): a `move`
 * without `faceUp:` lands its cards face down, even from one face-up `faces` zone into another; with `faceUp: true`
 * they land face up. Changing the default would change what Wordaround's face-up stack shows, so the rule is kept and
 * said, and the schema's description says it where editors show it.
 */
import { describe, expect, it } from 'vitest';
import { jsonSchema } from '../src/index';
import { gameFrom, start } from './helpers';

const GAME = (faceUp: string) => `
id: faces
name: Faces
players: { min: 2, max: 2 }
cards:
  c: { attributes: { v: number } }
deck:
  - { type: c, range: { v: 1..6 } }
zones:
  deck: { visibility: hidden }
  left: { visibility: faces }
  right: { visibility: faces }
setup:
  - move: { from: deck, to: left, count: 2, faceUp: true }
moves:
  shift:
    do:
      - move: { from: left, to: right${faceUp} }
      - endTurn
end:
  - when: count(left) == 0
    draw: seats
`;

describe('a move sets the face of the cards it moves', () => {
  it('without faceUp: face down, even between two face-up places; with faceUp: true, face up', () => {
    for (const [faceUp, want] of [['', undefined], [', faceUp: true', true]] as const) {
      const m = start(gameFrom(GAME(faceUp)), 2, 'f');
      const card = (m.state.G.zones.left as number[]).at(-1)!;
      expect(m.state.G.faceUp[card]).toBe(true);
      expect(m.move(0, 'shift')).toBe(true);
      expect(m.state.G.faceUp[card]).toBe(want);
      // What the other seat is sent follows the face: no face for a card that landed face down.
      expect(Boolean(gameFrom(GAME(faceUp)).deckhand.playerView(m.state.G, '1').faces[card])).toBe(want === true);
    }
  });

  it('the schema says the rule where editors show it', () => {
    expect(JSON.stringify(jsonSchema())).toContain('without it they land face down, whatever they showed before');
  });
});
