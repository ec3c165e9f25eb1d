/**
 * A fast-check generator of small specs that move card values into the places a seat is sent: a variable (the whole
 * table's or a seat's, public or declared private), a move's log line, a zone's caption and the chips (`post:`) —
 * reading from public cards, from the reader's own hand, from another seat's hand, from the hidden deck and from the
 * hidden part of a pile that shows only its top, and from a move's own card argument (played face up, or put away face down) — at a
 * move, at a turn's start and at setup, sometimes followed by a move that reveals a card (the same one that was read,
 * or another). Some of these leak and some do not: the validator's
 * information-flow check must refuse the first kind and accept the second, and every spec it accepts must keep
 * every seat's view free of hidden cards at run time (info-flow/generated.test.ts).
 */
import fc from 'fast-check';

/** Where a value is read from. `SELF` becomes `self` in a move, `current` at a turn's start and `0` in a caption. */
export const SOURCES = [
  'count(deck)',
  'count(hand[next(SELF)])',
  'sum(table, card.v)',
  'count(heap) > 0 ? top(heap).v : 0',
  'sum(hand[SELF], card.v)',
  'max(hand[SELF], card.v)',
  'count(hand[SELF]) > 0 ? top(hand[SELF]).v : 0',
  'sum(hand[next(SELF)], card.v)',
  'count(hand[next(SELF)], card.v > 5)',
  'count(deck) > 0 ? top(deck).v : 0',
  'count(heap) > 1 ? bottom(heap).v : 0',
  'sum(deck, card.v)',
] as const;

export interface Sink {
  /** `chips`: a seat puts in as many chips as the value (`post:`); every seat sees the chips. */
  kind: 'var' | 'seatVar' | 'log' | 'caption' | 'chips';
  source: number;
  /** A variable's declared privacy (`server` for a whole-table variable, `owner` for a seat's). */
  private: boolean;
  /**
   * Where the effect runs: the reading move, a turn's start, setup, or a move that takes a card from the mover's hand
   * as its argument `c` and reads `c.v` — putting it face down at the bottom of the deck (`stash`: nobody else saw it)
   * or face up on the table (`play`: everyone sees it). A log line is a move's (setup and a turn's start have none; it
   * goes to the reading move), a caption is read at view time. `house`: the effects of a house that plays after every
   * turn with a card on the table (a log line there is the house's own).
   */
  at: 'move' | 'turnStart' | 'setup' | 'stash' | 'play' | 'house';
  /** The seat a seat variable is written for. */
  seat: 'self' | 'next';
}

export interface InfoFeatures {
  players: number;
  sinks: Sink[];
  /** The reading move then shows the top card of the mover's hand to everyone. */
  reveal: boolean;
}

const sink: fc.Arbitrary<Sink> = fc.record({
  kind: fc.constantFrom('var', 'seatVar', 'log', 'caption', 'chips'),
  source: fc.integer({ min: 0, max: SOURCES.length - 1 }),
  private: fc.boolean(),
  at: fc.constantFrom('move', 'move', 'turnStart', 'setup', 'stash', 'play', 'house'),
  seat: fc.constantFrom('self', 'next'),
});

export const infoFeatures: fc.Arbitrary<InfoFeatures> = fc.record({
  players: fc.integer({ min: 2, max: 3 }),
  sinks: fc.array(sink, { minLength: 1, maxLength: 3 }),
  reveal: fc.boolean(),
});

const readAs = (source: number, self: string) => SOURCES[source]!.replaceAll('SELF', self);

/** The spec's YAML for a set of features. */
export function infoSpec(f: InfoFeatures): string {
  const vars: string[] = [];
  const at: Record<Sink['at'], string[]> = { move: [], turnStart: [], setup: [], stash: [], play: [], house: [] };
  const logs: Record<'move' | 'stash' | 'play', string[]> = { move: [], stash: [], play: [] };
  const byArg = (a: Sink['at']) => a === 'stash' || a === 'play';
  let caption = '';
  f.sinks.forEach((s, i) => {
    if (s.kind === 'caption') {
      caption = `, caption: "reads {${readAs(s.source, '0')}}"`;
      return;
    }
    if (s.kind === 'log' && s.at === 'house') {
      at.house.push(`- log: "reads {${readAs(s.source, 'current')}}"`);
      return;
    }
    if (s.kind === 'log') {
      const where = s.at === 'stash' || s.at === 'play' ? s.at : 'move';
      logs[where].push(`{${byArg(s.at) ? 'c.v' : readAs(s.source, 'self')}}`);
      return;
    }
    const self = s.at === 'turnStart' || s.at === 'house' ? 'current' : s.at === 'setup' ? '0' : 'self';
    // Setup has no seat of its own: it reads the first seat's cards there.
    const value = byArg(s.at) ? 'c.v' : readAs(s.source, self);
    if (s.kind === 'chips') {
      const seat = s.seat === 'self' ? self : `next(${self})`;
      at[s.at].push(`- post: { seat: "${seat}", amount: "${value}" }`);
    } else if (s.kind === 'var') {
      vars.push(`  v${i}: { type: number, initial: 0${s.private ? ', private: server' : ''} }`);
      at[s.at].push(`- set: { var: v${i}, value: "${value}" }`);
    } else {
      vars.push(`  s${i}: { type: number, scope: player, initial: 0${s.private ? ', private: owner' : ''} }`);
      const seat = s.seat === 'self' ? self : `next(${self})`;
      at[s.at].push(`- set: { var: s${i}, seat: "${seat}", value: "${value}" }`);
    }
  });
  const lines = (list: string[], by: string) => list.map((l) => by + l).join('\n');
  const look = [...at.move, ...(f.reveal ? ['- move: { from: "hand[self]", to: table, reveal: true }'] : []), '- endTurn'];
  // The house (no seat): it plays once in every turn a card lies on the table, after the reading effects, and takes a
  // card face up onto its own public pile.
  const house = at.house.length
    ? `house:\n  zones: [bank]\n  plays:\n    when: count(table) > 0\n    each: turn\n    do:\n${lines([...at.house, '- move: { from: deck, to: bank, faceUp: true }'], '      ')}\n`
    : '';
  const line = (where: 'move' | 'stash' | 'play') => (logs[where].length ? `    log: "{self} reads ${logs[where].join(' and ')}"\n` : '');
  return `id: info
name: Info
players: { min: ${f.players}, max: ${f.players} }
cards:
  c: { attributes: { v: number } }
deck:
  - { type: c, range: { v: 1..9 }, copies: 3 }
zones:
  deck: { visibility: hidden }
  hand: { scope: player, visibility: owner }
  table: { visibility: public${caption} }
  heap: { visibility: top }
${house ? '  bank: { visibility: public }\n' : ''}${vars.length ? `vars:\n${vars.join('\n')}\n` : ''}${f.sinks.some((k) => k.kind === 'chips') ? 'chips: { start: 100 }\n' : ''}setup:
  - shuffle: deck
  - deal: { from: deck, to: hand, count: 3 }
  - move: { from: deck, to: heap, count: 2 }
${lines(at.setup, '  ')}
${at.turnStart.length ? `turn:\n  onBegin:\n${lines(at.turnStart, '    ')}\n` : ''}moves:
  draw:
    if: count(deck) > 0
    do:
      - move: { from: deck, to: "hand[self]" }
      - endTurn
  play:
    args:
      c: { type: card, from: "hand[self]" }
${line('play')}    do:
${lines([...at.play, '- move: { cards: c, to: table, faceUp: true }', '- endTurn'], '      ')}
  stash:
    args:
      c: { type: card, from: "hand[self]" }
${line('stash')}    do:
${lines([...at.stash, '- move: { cards: c, to: deck, position: bottom }', '- endTurn'], '      ')}
  look:
    if: count(hand[self]) > 0
${line('move')}    do:
${lines(look, '      ')}
${house}end:
  - when: count(deck) == 0
    winner: current
limit: { turns: 40, then: { rank: { by: "count(hand[seat])" } } }
`;
}
