/**
 * `reveal: true` in a step that is nobody's move — setup, a turn's start, a phase's start or end — shows the cards to
 * everyone: the log gets an entry with them (runtime/log/shown.ts), every seat's view has their faces, and the sentence
 * says who showed what. (Issue 36, bug 3: such reveals recorded nothing.)
 */
import { describe, expect, it } from 'vitest';
import { logSentence, sentenceText, simulator } from '../src/index';
import { gameFrom, start } from './helpers';

const GAME = (where: 'setup' | 'turn' | 'phase') => `
id: showy
name: Showy
players: { min: 2, max: 2 }
cards:
  c: { attributes: { v: number } }
deck:
  - { type: c, range: { v: 1..8 } }
zones:
  deck: { visibility: hidden }
  hand: { scope: player, visibility: owner }
  box: { visibility: hidden }
setup:
  - shuffle: deck
  - deal: { from: deck, to: hand, count: 3 }
${where === 'setup' ? '  - move: { from: "hand[0]", to: box, reveal: true }\n' : ''}${where === 'turn' ? 'turn:\n  onBegin:\n    - move: { from: "hand[current]", to: box, reveal: true }\n' : ''}${
  where === 'phase' ? 'phases:\n  main:\n    start: true\n    onBegin:\n      - move: { from: "hand[0]", to: box, reveal: true }\n' : ''
}moves:
  play:
    args: { c: { type: card, from: "hand[self]" } }
    do: [ { move: { cards: c, to: box } }, endTurn ]
end:
  - when: count(box) >= 6
    draw: seats
`;

const names = { seat: (s: number) => ['Ada', 'Bea'][s]! };

describe('reveal: true outside a move', () => {
  it.each(['setup', 'turn', 'phase'] as const)('in %s: logged, named to the other seat, the same in the simulator', (where) => {
    const game = gameFrom(GAME(where));
    const m = start(game, 2, 'shown');
    const shown = m.state.G.log.find((e) => e.revealed?.length);
    expect(shown, JSON.stringify(m.state.G.log)).toMatchObject({ seat: null, from: [0] });
    const card = shown!.revealed![0]!;
    expect(m.state.G.zones.box).toContain(card);
    // Bea never held it and the box is hidden: she knows it only because it was shown.
    const v = game.deckhand.playerView(m.state.G, '1');
    expect(v.faces[card]).toBeDefined();
    const text = v.log.map((e) => sentenceText(logSentence(game.deckhand.def, e), { ...names, card: (id) => (v.faces[id] ? `card ${id}` : undefined) }));
    expect(text).toContain(`Ada showed card ${card}`);
    const s = simulator(game).start({ players: 2, seed: 'shown' });
    expect(JSON.parse(JSON.stringify(s.G))).toEqual(JSON.parse(JSON.stringify(m.state.G)));
  });
});
