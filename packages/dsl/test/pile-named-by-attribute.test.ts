/**
 * A pile on a row named by an attribute (`row: { by: colour }`) is said by what it is for in the log ("on the blue
 * expedition"), not by its number ("expedition 2"): in a move's default sentence and in a `log:` template alike.
 */
import { describe, expect, it } from 'vitest';
import { logSentence, pileName, sentenceText, type LogEntry } from '../src/index';
import { gameFrom, start } from './helpers';

const EXPEDITIONS = `
id: colours
name: Colours
players: { min: 2, max: 2 }
cards:
  card:
    attributes:
      colour: { type: number, names: { 0: yellow, 1: blue, 2: white } }
      value: number
deck:
  - { type: card, range: { colour: 0..2, value: 1..6 } }
zones:
  deck: { visibility: hidden }
  hand: { scope: player, visibility: public }
  expeditions: { scope: player, row: { fixed: 3, by: colour }, visibility: public, caption: "{count(pile)} {count(pile) == 1 ? 'card' : 'cards'}" }
  heaps: { row: { fixed: 3 }, visibility: public }
setup:
  - deal: { from: deck, to: hand, count: 6 }
moves:
  lay:
    args:
      c: { type: card, from: "hand[self]" }
      e: { type: pile, zone: "expeditions[self]", label: expedition }
    do:
      - move: { cards: c, to: "expeditions[self][e]" }
      - endTurn
  start:
    args:
      c: { type: card, from: "hand[self]" }
      e: { type: pile, zone: "expeditions[self]", label: expedition }
    log: "{self} started {e} with {c}"
    do:
      - move: { cards: c, to: "expeditions[self][e]" }
      - endTurn
  place:
    args:
      c: { type: card, from: "hand[self]" }
      h: { type: pile, zone: heaps, label: heap }
    do:
      - move: { cards: c, to: "heaps[h]" }
      - endTurn
end:
  - { when: "count(deck) == 0 and count(hand[0]) == 0", draw: seats }
`;

const names = { seat: (s: number) => ['Ada', 'Bea'][s]!, card: (id: number) => `#${id}` };
const last = (log: readonly LogEntry[]) => log[log.length - 1]!;

describe('piles named by an attribute in the log', () => {
  const game = gameFrom(EXPEDITIONS);
  const def = game.deckhand.def;
  const said = (e: LogEntry) => sentenceText(logSentence(def, e), names);

  it("a move's default sentence names the pile by its attribute value: on the blue expedition", () => {
    const m = start(game, 2);
    const c = (m.state.G.zones.hand as number[][])[0]![0]!;
    expect(m.move(0, 'lay', c, 1)).toBe(true);
    expect(said(last(m.state.G.log))).toBe(`Ada laid #${c} on the blue expedition`);
  });

  it('a template names it the same way, with the caption of the pile as it was left', () => {
    const m = start(game, 2);
    const c = (m.state.G.zones.hand as number[][])[0]![0]!;
    expect(m.move(0, 'start', c, 2)).toBe(true);
    const entry = last(m.state.G.log);
    expect(entry.parts).toContainEqual({ pile: 2, zone: 'expeditions', label: 'expedition', name: 'white', caption: '1 card' });
    expect(said(entry)).toBe(`Ada started the white expedition — 1 card with #${c}`);
  });

  it('a row without by: still numbers its piles from 1', () => {
    const m = start(game, 2);
    const c = (m.state.G.zones.hand as number[][])[0]![0]!;
    expect(m.move(0, 'place', c, 0)).toBe(true);
    expect(said(last(m.state.G.log))).toBe(`Ada placed #${c} on heap 1`);
  });

  it('pileName: "the blue pile" without a label, "pile 2" without a name', () => {
    expect(pileName({ pile: 1, name: 'blue' })).toBe('the blue pile');
    expect(pileName({ pile: 1 })).toBe('pile 2');
  });
});
