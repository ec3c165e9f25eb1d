/**
 * A fast-check generator of small valid specs that exercise the turn and phase flow: `turn.maxMoves` (with moves that
 * do and do not end the turn themselves), turn stages with `then:` (a stage, or a conditional list read after the move,
 * over the table and the move's arguments), phases (a simultaneous one, a turn phase with its
 * own turn settings, one that starts over), several hands, turn-start effects (`turn.onBegin`, a `repeat` loop among them), triggers, passing and
 * stuck turns, eliminations, a turn limit, named expressions (`define:`), a bidding round (`bid:`, with nil and a constraint on the last bidder), a betting round (`chips:`, `bet:`, a blind and an ante posted, the pots settled at each hand's end) and a
 * house that is no seat (`house:`, playing once per hand or per turn, its hole card hidden until it plays). Used by the simulator/boardgame.io agreement test and the hidden-swap
 * property. (The language has no `minMoves`: a Deckhand turn ends only by its own effects, so there is none to vary.)
 */
import fc from 'fast-check';

export interface FlowFeatures {
  players: number;
  deckTop: number;
  copies: number;
  handSize: number;
  maxMoves: number | null;
  /** Where the turn limits apply: the game's turn or the play phase's own. */
  stages: boolean;
  /**
   * With stages, the moves' `then:` is conditional: drawing goes on to the stage after its own, or straight to tossing
   * once the hand holds more than two cards; an even card played goes on to tossing, an odd one stays (no default).
   */
  branch: boolean;
  phases: 'none' | 'simultaneous' | 'turns' | 'again' | 'bidding' | 'betting';
  hands: boolean;
  onBegin: 'none' | 'draw' | 'log' | 'refill';
  trigger: boolean;
  canPass: boolean;
  endWhenStuck: boolean;
  /** The play move ends the turn itself (`endTurn`); else only `maxMoves` (or a pass, or being stuck) does. */
  playEnds: boolean;
  eliminate: boolean;
  limit: number;
  /** The play condition and the end's scores are named expressions (`define:`), one calling another. */
  named: boolean;
  /**
   * A house (`house:`): none; one that plays once per hand (once in the game without hands) when two cards lie on the
   * table; or one that answers every turn in which a card was played, settling only the seat whose turn it is.
   */
  house: 'none' | 'hand' | 'turn';
  /**
   * Solitaire constructs: cards carry a text attribute `k` and a row keyed by it (`row: { by: k }`); a move files a
   * table card with every card on it (`cardsOn`) onto the keyed row, each onto its own pile, and another turns the
   * heap over into an empty deck (`turnOver`).
   */
  piles?: boolean;
}

export const flowFeatures: fc.Arbitrary<FlowFeatures> = fc.record({
  players: fc.integer({ min: 2, max: 4 }),
  deckTop: fc.integer({ min: 4, max: 9 }),
  copies: fc.integer({ min: 2, max: 3 }),
  handSize: fc.integer({ min: 1, max: 2 }),
  maxMoves: fc.constantFrom(null, 1, 2, 3),
  stages: fc.boolean(),
  branch: fc.boolean(),
  phases: fc.constantFrom('none', 'simultaneous', 'turns', 'again', 'bidding', 'betting'),
  hands: fc.boolean(),
  onBegin: fc.constantFrom('none', 'draw', 'log', 'refill'),
  trigger: fc.boolean(),
  canPass: fc.boolean(),
  endWhenStuck: fc.boolean(),
  playEnds: fc.boolean(),
  eliminate: fc.boolean(),
  limit: fc.integer({ min: 6, max: 30 }),
  named: fc.boolean(),
  house: fc.constantFrom('none', 'hand', 'turn'),
  piles: fc.boolean(),
});

const indent = (text: string, by: string) =>
  text
    .split('\n')
    .map((l) => (l ? by + l : l))
    .join('\n');

/** The spec's YAML for a set of features. */
export function flowSpec(f: FlowFeatures): string {
  const turnLines: string[] = [];
  if (f.maxMoves !== null) turnLines.push(`maxMoves: ${f.maxMoves}`);
  if (f.canPass) turnLines.push('canPass: true');
  if (f.endWhenStuck) turnLines.push('endWhenStuck: true');
  if (f.stages) turnLines.push('stages: [draw, { name: play, optional: true }, toss]');
  if (f.onBegin === 'draw') turnLines.push('onBegin:\n  - if: count(deck) > 0\n    then: [ { move: { from: deck, to: "hand[current]" } } ]');
  if (f.onBegin === 'refill')
    turnLines.push('onBegin:\n  - repeat:\n      while: count(hand[current]) < 2 and count(deck) > 0\n      max: 3\n      do: [ { move: { from: deck, to: "hand[current]" } } ]');
  if (f.onBegin === 'log') turnLines.push('onBegin:\n  - set: { var: starts, value: vars.starts + 1 }');
  const turn = turnLines.length ? `turn:\n${indent(turnLines.join('\n'), '  ')}\n` : '';
  const stage = (name: string, then?: string) => (f.stages ? `    stage: ${name}\n${then ? `    then: ${then}\n` : ''}` : '');
  const drawThen = f.branch ? '[ { when: "count(hand[self]) > 2", stage: toss }, { stage: next } ]' : 'next';
  const playThen = f.branch ? '[ { when: "c.v % 2 == 0", stage: toss } ]' : undefined;
  const moves = `moves:
  draw:
${stage('draw', drawThen)}    if: count(deck) > 0
    do:
      - move: { from: deck, to: "hand[self]" }
  play:
${stage('play', playThen)}    args:
      c: { type: card, from: "hand[self]" }
    if: ${f.named ? 'playable(c)' : 'c.v % 2 == 0 or count(table) == 0'}
    do:
      - move: { cards: c, to: table, faceUp: true }
      - set: { var: score, seat: self, value: "vars.score[self] + c.v" }${f.playEnds ? '\n      - endTurn' : ''}
  toss:
${stage('toss')}    args:
      c: { type: card, from: "hand[self]" }
    do:
      - move: { cards: c, to: heap }${f.playEnds || f.maxMoves === null ? '\n      - endTurn' : ''}
${
  f.piles
    ? `  file:
${stage('play')}    args:
      c: { type: card, from: table }
    if: count(sorted[c.k]) < 4 and cardUnder(c) != null
    do:
      - move: { cards: "list(c) + cardsOn(c)", to: sorted, faceUp: true }
  turnHeap:
${stage('draw')}    if: count(deck) == 0 and count(heap) > 1
    do:
      - move: { from: heap, to: deck, count: all, turnOver: true }
`
    : ''
}`;
  let phases = '';
  if (f.phases === 'simultaneous')
    phases = `phases:
  pick:
    start: true
    simultaneous: true
    moves: [swap]
    turn: {}
    next: main
  main:
    moves: [draw, play, toss${f.piles ? ', file, turnHeap' : ''}]
`;
  if (f.phases === 'turns' || f.phases === 'again')
    phases = `phases:
  opening:
    start: true
    moves: [swap]
    turn: { maxMoves: 1, first: "${f.players - 1}" }
    endIf: count(heap) >= ${f.players}
    next: main
  main:
    moves: [draw, play, toss${f.piles ? ', file, turnHeap' : ''}]
${f.phases === 'again' ? `    endIf: count(table) >= 3\n    onEnd:\n      - move: { from: table, to: heap, count: all }\n    next: main\n` : ''}`;
  if (f.phases === 'bidding')
    phases = `phases:
  bidding:
    start: true
    turn: {}
    bid:
      var: bid
      max: 2
      nil: nilBid
      last: { if: "sum(seats, vars.bid[seat]) + bid != ${f.players}" }
    next: main
  main:
    moves: [draw, play, toss${f.piles ? ', file, turnHeap' : ''}]
`;
  if (f.phases === 'betting')
    phases = `phases:
  betting:
    start: true
    onBegin:
      - post: { seat: 0, amount: 1, ante: true }
      - post: { seat: next(0), amount: 2 }
    bet: { first: "next(0, 2)" }
    next: main
  main:
    moves: [draw, play, toss]
`;
  const swap = f.phases === 'none' || f.phases === 'bidding' || f.phases === 'betting' ? '' : `  swap:
    args:
      c: { type: card, from: "hand[self]" }
    do:
      - move: { cards: c, to: heap }
`;
  const deal = `deal: { from: deck, to: hand, count: ${f.handSize} }`;
  // The house's hole card, dealt after the hands (a short deck leaves it empty).
  const hole = f.house !== 'none' ? '\n    - move: { from: deck, to: vault }' : '';
  const setup = f.hands ? 'setup:\n  - shuffle: deck\n' : `setup:\n  - shuffle: deck\n  - ${deal}${hole.replace('\n    ', '\n  ')}\n`;
  const hands = f.hands
    ? `hands:
  onBegin:
    - gather: deck
    - shuffle: deck
    - ${deal}${hole}
  endIf: count(deck) == 0 and all(seats, count(hand[seat]) == 0)
  onEnd:
    - set: { var: starts, value: 0 }
${f.phases === 'betting' ? '    - settle: { by: "vars.score[seat]", oddChip: 1 }\n' : ''}`
    : '';
  const trigger = f.trigger
    ? `triggers:
  - when: count(table) >= 4
    do:
      - move: { from: table, to: heap, count: all }
`
    : '';
  const house =
    f.house === 'none'
      ? ''
      : `house:
  label: Bank
  zones: [bank, vault]
  plays:
    when: ${f.house === 'turn' ? 'count(table) > 0' : 'count(table) >= 2'}
    each: ${f.house}
    do:
      - move: { from: vault, to: bank, faceUp: true }
      - if: count(deck) > 0
        then:
          - move: { from: deck, to: bank, faceUp: true }
          - log: "takes {top(bank)}"
  settle:
${f.house === 'turn' ? '    seats: list(current)\n' : ''}    win: vars.score[seat] > sum(bank, card.v)
    lose: vars.score[seat] < sum(bank, card.v)
    score: houseScore
`;
  return `id: flow
name: Flow
players: { min: ${f.players}, max: ${f.players} }
cards:
  c: { attributes: { v: number${f.piles ? ', k: string' : ''} } }
deck:
  - { type: c, range: { v: 1..${f.deckTop}${f.piles ? ', k: [x, y]' : ''} }, copies: ${f.copies} }
zones:
  deck: { visibility: hidden }
  hand: { scope: player, visibility: owner }
  table: { visibility: public }
  heap: { visibility: top }
${f.house !== 'none' ? '  bank: { visibility: public, caption: "{sum(pile, card.v)}" }\n  vault: { visibility: hidden, showBacks: true }\n' : ''}${f.piles ? '  sorted: { row: { by: k }, visibility: public }\n' : ''}vars:
  score: { type: number, scope: player, initial: 0 }
  starts: { type: number, initial: 0 }
  bid: { type: number, scope: player, initial: 0 }
  nilBid: { type: boolean, scope: player, initial: false }
  houseScore: { type: number, scope: player, initial: 0 }
${f.phases === 'betting' ? 'chips: { start: 9, min: 2 }\n' : ''}${f.named ? 'define:\n  even(x): x % 2 == 0\n  "playable(card)": even(card.v) or tableEmpty\n  tableEmpty: count(table) == 0\n  scoreOf(s): vars.score[s]\n' : ''}${setup}${hands}${turn}${phases}${moves}${swap}${trigger}${house}${f.eliminate ? 'eliminate: count(hand[seat]) == 0 and count(deck) == 0 and vars.score[seat] < 3\n' : ''}end:
  - when: count(alive) <= 1
    winner: alive[0]
  - when: ${f.named ? 'max(seats, scoreOf(seat)) >= 20' : 'max(seats, vars.score[seat]) >= 20'}
    rank: { by: "vars.score[seat]" }
limit: { turns: ${f.limit}, then: { rank: { by: "vars.score[seat]" } } }
`;
}
