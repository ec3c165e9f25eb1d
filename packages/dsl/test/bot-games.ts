/** Small games for the search bot's own tests (the shipped games are tested in @deckhand/games). */

/**
 * Hidden hands, a hidden deck, a shared hidden discard that cards reach after being revealed, and cards with
 * printed backs set aside face down: every constraint a determinization must keep.
 */
export const HIDDEN_YAML = `
id: hidden
name: Hidden
players: { min: 2, max: 3 }
cards:
  number:
    attributes: { value: number, back: colour }
    back: [back]
deck:
  - { type: number, range: { value: 1..6 }, copies: 2 }
zones:
  deck: { visibility: hidden }
  hand: { scope: player, order: set, visibility: owner }
  discard: { order: set, visibility: hidden }
  aside: { visibility: hidden, showBacks: true }
setup:
  - shuffle: deck
  - deal: { from: deck, to: hand, count: 3 }
  - move: { from: deck, to: aside, count: 2 }
moves:
  name:
    args:
      n: { type: number, min: 1, max: 6 }
    do:
      - move: { from: "hand[*]", where: card.value == n, to: discard, reveal: true }
      - endTurn
eliminate: count(hand[seat]) == 0
end:
  - when: count(alive) == 1
    winner: alive[0]
  - when: count(alive) == 0
    draw: lastOut
revealAtEnd: true
`;

/** Nim with a public pile: take 1 or 2; whoever takes the last card wins. From 4 cards, taking 1 wins. */
export const NIM_YAML = `
id: nim
name: Nim
players: { min: 2, max: 2 }
options:
  heap: { type: number, default: 4, min: 1, max: 20 }
cards:
  stone: {}
deck:
  - { type: stone, copies: 20 }
zones:
  deck: { visibility: public }
  heap: { visibility: public }
  box: { visibility: public }
setup:
  - move: { from: deck, to: heap, count: options.heap }
moves:
  take:
    args:
      n: { type: number, min: 1, max: 2 }
    if: count(heap) >= n
    do:
      - move: { from: heap, to: box, count: n }
      - endTurn
end:
  - when: count(heap) == 0
    winner: current
`;

/**
 * A race down a pile with a free move: `tidy` (free: true) may be played any number of times and changes nothing
 * the rules count; `take` moves the game on. Random play that weighs every listed action alike would mostly tidy.
 */
export const TIDY_YAML = `
id: tidy
name: Tidy
players: { min: 2, max: 2 }
cards:
  stone: {}
deck:
  - { type: stone, copies: 30 }
zones:
  deck: { visibility: public }
  table: { scope: player, visibility: public }
setup:
  - move: { from: deck, to: "table[0]", count: 10 }
  - move: { from: deck, to: "table[1]", count: 10 }
moves:
  tidy:
    free: true
    args:
      c: { type: card, from: "table[self]" }
    do:
      - move: { cards: c, to: "table[self]" }
  take:
    do:
      - move: { from: deck, to: "table[self]", count: 1 }
      - endTurn
end:
  - when: count(deck) == 0
    winner: current
`;

/**
 * A shedding race with a ranking end and a turn limit: shed one card from your hand or two at once; the first to
 * run out wins, and at the limit the fewest cards left rank first. `slow` sheds nothing (a wasted turn).
 */
export const SHED_YAML = `
id: shed
name: Shed
players: { min: 2, max: 4 }
cards:
  stone: {}
deck:
  - { type: stone, copies: 120 }
zones:
  deck: { visibility: hidden }
  hand: { scope: player, visibility: owner }
  shed: { visibility: public }
setup:
  - deal: { from: deck, to: hand, count: 30 }
moves:
  one:
    do:
      - move: { from: "hand[self]", to: shed, count: 1 }
      - endTurn
  two:
    if: count(hand[self]) >= 2
    do:
      - move: { from: "hand[self]", to: shed, count: 2 }
      - endTurn
  slow:
    do:
      - endTurn
end:
  - when: any(seats, count(hand[seat]) == 0)
    winner: current
limit:
  turns: 200
  then: { rank: { by: "count(hand[seat])", order: asc }, reason: "fewest cards first" }
`;

/** Hands of two cards each; a card played scores its value for its player when the hand is scored; first to 12. */
export const HANDS_YAML = `
id: rounds
name: Rounds
players: { min: 2, max: 2 }
cards:
  c: { attributes: { v: number } }
deck:
  - { type: c, range: { v: 1..6 } }
zones:
  deck: { visibility: hidden }
  hand: { scope: player, order: set, visibility: owner }
  played: { visibility: public }
vars:
  score: { type: number, scope: player, initial: 0 }
hands:
  onBegin:
    - gather: deck
    - shuffle: deck
    - deal: { from: deck, to: hand, count: 2 }
  endIf: all(seats, count(hand[seat]) == 0)
  onEnd:
    - forEachSeat:
        - set: { var: score, seat: seat, value: "vars.score[seat] + sum(filter(played, playedBy(card) == seat), card.v)" }
moves:
  play:
    args: { c: { type: card, from: "hand[self]" } }
    do:
      - move: { cards: c, to: played }
      - endTurn
end:
  - when: max(seats, vars.score[seat]) >= 12
    rank: { by: "vars.score[seat]" }
`;

/**
 * Dodge: three seats, no cards; on its turn a seat plays `safe` or takes 5 points with `risky`; fewest points ranks
 * first. Seat 1 (the first to move) starts 100 points behind, far more than a few turns can change: only a reward
 * graded by progress, not by place alone, gives it anything to choose by (reward.ts).
 */
export const DODGE_YAML = `
id: dodge
name: Dodge
players: { min: 3, max: 3 }
cards:
  c: {}
deck:
  - { type: c, copies: 1 }
zones:
  deck: { visibility: public }
vars:
  points: { type: number, scope: player, initial: 0 }
setup:
  - set: { var: points, seat: 0, value: 100 }
moves:
  safe:
    do: [endTurn]
  risky:
    do:
      - set: { var: points, seat: self, value: "vars.points[self] + 5" }
      - endTurn
end:
  - when: max(seats, vars.points[seat]) >= 1000
    rank: { by: "vars.points[seat]", order: asc }
`;
