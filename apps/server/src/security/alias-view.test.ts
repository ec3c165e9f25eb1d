import { describe, expect, it } from 'vitest';
import type { GameDef, LogEntry, PlayerView } from '@deckhand/dsl';
import { ALIAS_FLOOR, CardAliases } from './card-alias';
import { cardArgKinds } from './alias-args';
import { aliasAction, aliasView, type AliasScope } from './alias-view';
import { realAction, UNKNOWN_CARD } from './real-action';
import { renamedFrom } from '../transport/renamed-map';

/** A game's def as far as aliasing reads it: how many cards, and which move arguments are cards. */
const def = {
  cards: Array.from({ length: 10 }, () => ({ type: 't', attrs: {} })),
  moves: {
    play: { args: [{ name: 'c', type: 'card' }, { name: 'p', type: 'pile' }] },
    meld: { args: [{ name: 'cs', type: 'cards' }] },
    name: { args: [{ name: 'n', type: 'number' }] },
  },
} as unknown as GameDef;

function scope(secret = 'secret', hookCards: string[] = []): AliasScope {
  return { aliases: new CardAliases(secret, def.cards.length), kinds: cardArgKinds(def), hookCards: hookCards.map((p) => p.split('.')), memo: new WeakMap() };
}

describe('CardAliases', () => {
  it('one alias per card, above every deck id, the same for the same secret and different for another', () => {
    const a = new CardAliases('one', 100);
    const again = new CardAliases('one', 100);
    const b = new CardAliases('two', 100);
    const ids = Array.from({ length: 100 }, (_, i) => i);
    expect(new Set(ids.map((i) => a.alias(i))).size).toBe(100);
    for (const i of ids) {
      expect(a.alias(i)).toBeGreaterThanOrEqual(ALIAS_FLOOR);
      expect(a.alias(i)).toBeLessThan(2 * ALIAS_FLOOR);
      expect(again.alias(i)).toBe(a.alias(i));
      expect(b.alias(i)).not.toBe(a.alias(i));
      expect(a.real(a.alias(i))).toBe(i);
      // A raw id, another match's alias or a non-number is no card here.
      expect(a.real(i)).toBeUndefined();
      expect(a.real(b.alias(i))).toBeUndefined();
    }
    expect(a.real(String(a.alias(3)))).toBeUndefined();
  });
});

describe('aliasView', () => {
  const s = scope('secret', ['quiz.question.card', 'defined.*', 'pending.*.*']);
  const A = (id: number) => s.aliases.alias(id);
  const pile = Object.freeze([1, 2]);
  const faces = Object.freeze({ 1: { type: 't', attrs: {} }, 2: { type: 't', attrs: { n: 5 } } });
  const entry: LogEntry = {
    turn: 1,
    seat: 0,
    move: 'play',
    args: [3, 0],
    revealed: [3],
    parts: [{ seat: 0 }, ' played ', { card: 3 }, ' and ', { list: [{ card: 4 }, { card: null }] }, { n: 7 }],
    race: { outcome: 'win', seats: [0], word: { card: 5, attr: 'red' } },
  };
  const view = {
    zones: { hand: [pile, [null, { back: { colour: 'red' } }]], rows: [[[6, 7]], [[]]], deck: pile },
    faces,
    faceUp: { 1: true },
    playedBy: { 2: 1 },
    movedOn: { 2: 3 },
    movedFrom: { 2: 'hand' },
    vars: { best: 4, who: 1 },
    log: [entry, { turn: 2, seat: 1, move: 'name', args: [4] }, { turn: 3, seat: 0, move: 'meld', args: [[8, 9]] }],
    legal: { moves: { play: { args: [[1, 0], [2, 1]] }, meld: { args: [[[1, 2]]] }, name: { args: [[0], [1]] } }, unavailable: {} },
    hook: { quiz: { question: { seat: 1, card: 8, term: 'x' } }, defined: [9], pending: { 0: [1, 2] }, other: 3 },
  } as unknown as PlayerView;

  it('aliases every card a view names, and nothing else (numbers, seats, piles, variables)', () => {
    const out = aliasView(s, view);
    expect(out.zones).toEqual({ hand: [[A(1), A(2)], [null, { back: { colour: 'red' } }]], rows: [[[A(6), A(7)]], [[]]], deck: [A(1), A(2)] });
    expect(Object.keys(out.faces).sort()).toEqual([String(A(1)), String(A(2))].sort());
    expect(out.faces[A(2)]).toBe(faces[2]);
    expect(out.faceUp).toEqual({ [A(1)]: true });
    expect(out.playedBy).toEqual({ [A(2)]: 1 });
    expect(out.movedOn).toEqual({ [A(2)]: 3 });
    expect(out.movedFrom).toEqual({ [A(2)]: 'hand' });
    expect(out.vars).toBe(view.vars);
    expect(out.log[0]).toEqual({
      ...entry,
      args: [A(3), 0],
      revealed: [A(3)],
      parts: [{ seat: 0 }, ' played ', { card: A(3) }, ' and ', { list: [{ card: A(4) }, { card: null }] }, { n: 7 }],
      race: { outcome: 'win', seats: [0], word: { card: A(5), attr: 'red' } },
    });
    expect(out.log[1]).toEqual({ turn: 2, seat: 1, move: 'name', args: [4] });
    expect(out.log[2]!.args).toEqual([[A(8), A(9)]]);
    expect(out.legal!.moves).toEqual({ play: { args: [[A(1), 0], [A(2), 1]] }, meld: { args: [[[A(1), A(2)]]] }, name: { args: [[0], [1]] } });
    expect(out.hook).toEqual({ quiz: { question: { seat: 1, card: A(8), term: 'x' } }, defined: [A(9)], pending: { 0: [A(1), A(2)] }, other: 3 });
    // The view itself is left as it was.
    expect(view.zones['deck']).toEqual([1, 2]);
  });

  it('an unchanged frozen pile, faces map or log entry aliases to the very same object (the patch skips it)', () => {
    const first = aliasView(s, view);
    const second = aliasView(s, { ...view, log: [...view.log] });
    expect(second.zones['deck']).toBe(first.zones['deck']);
    expect(second.faces).toBe(first.faces);
    expect(second.log[0]).toBe(first.log[0]);
    // A frozen id-keyed map is known as its source renamed by the match's aliases: the patch compares the sources.
    const renamed = renamedFrom(first.faces)!;
    expect(renamed.source).toBe(faces);
    expect(renamed.rename('2')).toBe(String(A(2)));
    expect(renamedFrom(aliasView(s, { ...view, faces: Object.freeze({ 1: faces[1] }) }).faces)!.rename).toBe(renamed.rename);
    // …per match: another match's scope makes its own.
    expect(aliasView(scope('other'), view).zones['deck']).not.toEqual(first.zones['deck']);
  });

  it('a log grown by new entries is aliased on the last one; an unchanged log gives the very same array', () => {
    const t = scope('log');
    const one: LogEntry = { turn: 1, seat: 0, move: 'play', args: [3, 0] };
    const two: LogEntry = { turn: 2, seat: 1, move: 'meld', args: [[8, 9]] };
    const three: LogEntry = { turn: 3, seat: 0, move: 'name', args: [4] };
    const first = aliasView(t, { ...view, log: [one, two] }).log;
    const grown = aliasView(t, { ...view, log: [one, two, three] }).log;
    expect(grown).toEqual([...first, { ...three }]);
    expect(grown[0]).toBe(first[0]);
    expect(grown[1]!.args).toEqual([[t.aliases.alias(8), t.aliases.alias(9)]]);
    expect(aliasView(t, { ...view, log: [one, two, three] }).log).toBe(grown);
    expect(Object.isFrozen(grown)).toBe(true);
    // A log that is not the last one grown (another seat's copy, a different entry at the same place) is aliased whole.
    const other: LogEntry = { turn: 2, seat: 1, move: 'play', args: [5, 1] };
    expect(aliasView(t, { ...view, log: [one, other, three] }).log).toEqual([first[0], { ...other, args: [t.aliases.alias(5), 1] }, three]);
    expect(aliasView(t, { ...view, log: [] }).log).toEqual([]);
  });

  it("boardgame.io's action log: a move's card arguments aliased, other actions as they are", () => {
    const move = { action: { type: 'MAKE_MOVE', payload: { type: 'play', args: [3, 1], playerID: '0' } }, _stateID: 1 };
    expect(aliasAction(s, move).action.payload.args).toEqual([A(3), 1]);
    const event = { action: { type: 'GAME_EVENT', payload: { type: 'endTurn', args: [3], playerID: '0' } } };
    expect(aliasAction(s, event)).toBe(event);
  });
});

describe('realAction', () => {
  const s = scope();
  const A = (id: number) => s.aliases.alias(id);
  const action = (type: string, args: unknown[]) => ({ type: 'MAKE_MOVE', payload: { type, args, playerID: '0' } });

  it("turns a move's card aliases back into ids and leaves its other arguments alone", () => {
    expect(realAction(s, action('play', [A(3), 1]))).toEqual({ action: action('play', [3, 1]) });
    expect(realAction(s, action('meld', [[A(8), A(9)]]))).toEqual({ action: action('meld', [[8, 9]]) });
    expect(realAction(s, action('name', [4]))).toEqual({ action: action('name', [4]) });
  });

  it("refuses a raw id or another match's alias; leaves what is not a number to the game's own checks", () => {
    expect(realAction(s, action('play', [3, 1]))).toEqual({ reason: UNKNOWN_CARD });
    expect(realAction(s, action('play', [scope('other').aliases.alias(3), 1]))).toEqual({ reason: UNKNOWN_CARD });
    expect(realAction(s, action('meld', [[A(8), 9]]))).toEqual({ reason: UNKNOWN_CARD });
    const junk = action('play', ['x', 1]);
    expect(realAction(s, junk)).toEqual({ action: junk });
    const notAMove = { type: 'GAME_EVENT', payload: { type: 'endTurn', playerID: '0' } };
    expect(realAction(s, notAMove)).toEqual({ action: notAMove });
  });
});
