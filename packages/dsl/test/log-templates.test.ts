/** `log:` templates on moves and effects: stored as parts, hidden cards kept from the seats that may not see them. */
import { describe, expect, it } from 'vitest';
import { sentenceText, type LogEntry, type LogPart } from '../src/index';
import { gameFrom, start } from './helpers';

const DRAW = `
id: draw
name: Draw
players: { min: 2, max: 3 }
cards:
  n: { attributes: { value: number } }
deck:
  - { type: n, range: { value: 1..30 } }
zones:
  deck: { visibility: hidden }
  hand: { scope: player, visibility: owner }
  table: { visibility: public }
  piles: { row: { max: 3 }, visibility: public, caption: "next {count(pile) + 1}" }
setup:
  - deal: { from: deck, to: hand, count: 3 }
moves:
  draw:
    log: "{self} drew {top(hand[self])} ({{{count(hand[self])}}} in hand)"
    do:
      - move: { from: deck, to: "hand[self]" }
      - endTurn
  show:
    args:
      c: { type: card, from: "hand[self]" }
    log: "{self} put {c} on the table"
    do:
      - move: { cards: c, to: table }
      - endTurn
  take:
    args:
      c: { type: card, from: table, top: [table] }
    log: "{self} took {c}"
    do:
      - move: { cards: c, to: "hand[self]" }
      - endTurn
  stack:
    args:
      p: { type: pile, zone: piles, allowNew: true, label: heap }
    log: "{self} stacked the top of the deck on {p}"
    do:
      - move: { from: deck, to: "piles[p]" }
      - forEachSeat:
          - log: "{seat} holds {count(hand[seat])} cards; the others are {filter(seats as s, s != seat)}"
      - endTurn
end:
  - { when: "count(deck) == 0", draw: seats }
`;

const names = { seat: (s: number) => ['Ada', 'Bea', 'Cy'][s]!, card: (id: number) => `#${id}` };
const last = (log: readonly LogEntry[]) => log[log.length - 1]!;

describe('log templates', () => {
  const game = gameFrom(DRAW);

  it('a move template is stored as parts: seats, cards and numbers, literal braces kept', () => {
    const m = start(game, 2, 'draw');
    expect(m.move(0, 'draw')).toBe(true);
    const drawn = (m.state.G.zones.hand as number[][])[0]!.at(-1)!;
    const entry = last(m.state.G.log);
    expect(entry.move).toBe('draw');
    expect(entry.parts).toEqual([{ seat: 0 }, ' drew ', { card: drawn, seen: [0] }, ' ({', { n: 4 }, '} in hand)']);
  });

  it('a card another seat may not see reaches it as "a card", with no id and no face; its owner reads it', () => {
    const m = start(game, 3, 'hidden');
    m.move(0, 'draw');
    const drawn = (m.state.G.zones.hand as number[][])[0]!.at(-1)!;
    const view = (seat: string | null) => game.deckhand.playerView(m.state.G, seat);
    expect(last(view('0').log).parts).toContainEqual({ card: drawn });
    expect(view('0').faces[drawn]).toBeDefined();
    for (const seat of ['1', '2', null]) {
      const v = view(seat);
      expect(last(v.log).parts).toEqual([{ seat: 0 }, ' drew ', { card: null }, ' ({', { n: 4 }, '} in hand)']);
      expect(v.faces[drawn]).toBeUndefined();
      expect(JSON.stringify(v.log)).not.toContain('seen');
      expect(sentenceText(last(v.log).parts!, names)).toBe('Ada drew a card ({4} in hand)');
    }
  });

  it('a card put where everyone sees it is public for good: every seat keeps its face', () => {
    const m = start(game, 2, 'show');
    const c = (m.state.G.zones.hand as number[][])[0]![0]!;
    m.move(0, 'show', c);
    expect(last(m.state.G.log).parts).toEqual([{ seat: 0 }, ' put ', { card: c }, ' on the table']);
    expect(game.deckhand.playerView(m.state.G, '1').faces[c]).toBeDefined();
  });

  it('a card taken from where everyone saw it is named to everyone, though it went into a hand', () => {
    const m = start(game, 3, 'take');
    const c = (m.state.G.zones.hand as number[][])[0]![0]!;
    m.move(0, 'show', c);
    expect(m.move(1, 'take', c)).toBe(true);
    for (const seat of ['0', '1', '2', null]) {
      const v = game.deckhand.playerView(m.state.G, seat);
      expect(sentenceText(last(v.log).parts!, names)).toBe(`Bea took #${c}`);
    }
    // The card in the hand stays hidden from the others; only the log line, written when it was seen, names it.
    expect((game.deckhand.playerView(m.state.G, '2').zones.hand as (number | null)[][])[1]).not.toContain(c);
  });

  it("a pile argument is a pile part with its caption as it was; effect templates read seats and lists of seats", () => {
    const m = start(game, 3, 'stack');
    expect(m.move(0, 'stack', 0)).toBe(true);
    const lines = m.state.G.log.slice(-4);
    // The move's own line comes first, then the lines its effects wrote, one per seat.
    // Said by the argument's label ("heap 1"), as a player names the pile.
    expect(lines[0]!.parts).toEqual([{ seat: 0 }, ' stacked the top of the deck on ', { pile: 0, zone: 'piles', label: 'heap', caption: 'next 2' }]);
    expect(sentenceText(lines[0]!.parts!, names)).toBe('Ada stacked the top of the deck on heap 1 — next 2');
    expect(lines.slice(1).map((e) => e.seat)).toEqual([0, 0, 0]);
    const others: LogPart = { list: [{ seat: 0 }, { seat: 2 }] };
    expect(lines[2]!.parts).toEqual([{ seat: 1 }, ' holds ', { n: 3 }, ' cards; the others are ', others]);
    expect(sentenceText(lines[1]!.parts!, names)).toBe('Ada holds 3 cards; the others are Bea and Cy');
  });

  it('a log effect without placeholders stays a plain message', () => {
    const g = gameFrom(DRAW.replace('log: "{self} drew', 'log: "{{plain}} drew').replace('{top(hand[self])} ({{{count(hand[self])}}} in hand)', 'it'));
    const m = start(g, 2, 'plain');
    m.move(0, 'draw');
    expect(last(m.state.G.log).message).toBe('{plain} drew it');
    expect(last(m.state.G.log).parts).toBeUndefined();
  });
});

const RACE = `
id: race-credit
name: Race credit
players: { min: 2, max: 2 }
cards:
  w: { attributes: { word: string } }
deck:
  - { type: w, attributes: { word: cat } }
  - { type: w, attributes: { word: dog } }
  - { type: w, attributes: { word: emu } }
zones:
  deck: { visibility: hidden }
  centre: { visibility: public }
  won: { scope: player, visibility: public }
phases:
  r:
    start: true
    race:
      answer: top(centre).word
      begin:
        - move: { from: deck, to: centre }
      win:
        - move: { from: centre, to: "won[winner]" }
        - log: "{winner} takes the card"
        - log: a plain line
      stuck: []
moves: {}
end:
  - { when: "count(deck) == 0 and count(centre) == 0", draw: seats }
`;

describe('race log lines', () => {
  it("are credited to the round's winner, not to the seat whose message closed the round", () => {
    const game = gameFrom(RACE);
    const m = start(game, 2, 'race');
    const word = () => {
      const centre = m.state.G.zones.centre as number[];
      return game.deckhand.def.cards[centre.at(-1)!]!.attrs.word;
    };
    // Seat 1 answers first; seat 0 saying "stuck" then closes the round.
    expect(m.move(1, 'raceAnswer', word())).toBe(true);
    expect(m.move(0, 'raceStuck')).toBe(true);
    const lines = m.state.G.log.filter((e) => e.parts || e.message === 'a plain line');
    expect(lines.length).toBeGreaterThanOrEqual(2);
    expect(lines[0]).toMatchObject({ seat: 1, parts: [{ seat: 1 }, ' takes the card'] });
    expect(lines[1]).toMatchObject({ seat: 1, message: 'a plain line' });
  });
});

const BURY = `
id: bury
name: Bury
players: { min: 2, max: 2 }
cards:
  n: { attributes: { value: number } }
deck:
  - { type: n, range: { value: 1..30 } }
zones:
  deck: { visibility: hidden }
  hand: { scope: player, visibility: owner }
  box: { visibility: hidden }
  shown: { visibility: public }
  piles: { row: { max: 2 }, visibility: public, caption: "{count(pile)} high" }
  done: { visibility: hidden }
setup:
  - deal: { from: deck, to: hand, count: 5 }
moves:
  bury:
    args:
      chosen: { type: cards, from: "hand[self]", count: 2 }
    log: "{self} buried {chosen}"
    do: [ { move: { cards: chosen, to: box } } ]
  call:
    args:
      n: { type: number, min: 1, max: 30 }
    log: "{self} called {n}{count(revealed) == 0 ? ' and nobody had it' : ''}"
    do: [ { move: { from: "hand[*]", where: card.value == n, to: shown, reveal: true } } ]
  ask:
    args:
      n: { type: number, min: 1, max: 30 }
    log: "{self} asked for {n}"
    do: [ { move: { from: "hand[*]", where: card.value == n, to: shown, reveal: true } } ]
  stack:
    args:
      p: { type: pile, zone: piles, allowNew: true }
    log: "{self} stacked on {p}"
    do: [ { move: { from: deck, to: "piles[p]" } } ]
triggers:
  - zone: piles
    when: count(pile) == 2
    do:
      - move: { from: "piles[pileIndex]", to: done, count: all }
      - removeEmptyPiles: piles
end:
  - { when: "count(deck) == 0", draw: seats }
`;

describe('move templates and what their maker saw', () => {
  const game = gameFrom(BURY);
  const value = (id: number) => game.deckhand.def.cards[id]!.attrs.value as number;

  it("the cards a secret move chose stay known to its maker, and read as a count to everyone else", () => {
    const m = start(game, 2, 'bury');
    const [a, b] = (m.state.G.zones.hand as number[][])[0]!;
    expect(m.move(0, 'bury', [a, b])).toBe(true);
    expect(last(m.state.G.log).parts).toEqual([{ seat: 0 }, ' buried ', { list: [{ card: a, seen: [0] }, { card: b, seen: [0] }] }]);
    const line = (seat: string) => sentenceText(last(game.deckhand.playerView(m.state.G, seat).log).parts!, names);
    expect(line('0')).toBe(`Ada buried #${a} and #${b}`);
    expect(line('1')).toBe('Ada buried 2 cards');
  });

  it('a template may read `revealed`; the line ends with who showed the revealed cards it does not name', () => {
    const m = start(game, 2, 'call');
    const held = (m.state.G.zones.hand as number[][])[1]![0]!;
    const nobody = (m.state.G.zones.deck as number[])[0]!;
    m.move(0, 'call', value(nobody));
    expect(sentenceText(last(m.state.G.log).parts!, names)).toBe(`Ada called ${value(nobody)} and nobody had it`);
    m.move(0, 'call', value(held));
    expect(sentenceText(last(m.state.G.log).parts!, names)).toBe(`Ada called ${value(held)}; Bea showed #${held}`);
    const other = (m.state.G.zones.hand as number[][])[1]![0]!;
    m.move(0, 'ask', value(other));
    expect(last(m.state.G.log).parts).toEqual([{ seat: 0 }, ' asked for ', { n: value(other) }, '; ', { seat: 1 }, ' showed ', { card: other }]);
  });

  it("a pile's caption is the pile as the action left it: none once a trigger cleared it away", () => {
    const m = start(game, 2, 'stack');
    m.move(0, 'stack', 0);
    expect(last(m.state.G.log).parts).toEqual([{ seat: 0 }, ' stacked on ', { pile: 0, zone: 'piles', caption: '1 high' }]);
    m.move(0, 'stack', 0);
    expect(m.state.G.zones.piles).toEqual([]);
    expect(last(m.state.G.log).parts).toEqual([{ seat: 0 }, ' stacked on ', { pile: 0, zone: 'piles' }]);
  });
});
