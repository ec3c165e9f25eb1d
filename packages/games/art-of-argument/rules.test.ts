/**
 * Art of Argument's rules (../../shared/rules/art-of-argument.md), each test named after its rule id. Tables are
 * driven through the compiled game's own reducer (what the server runs), arranged after the deal where a rule needs
 * a particular situation. The quiz (A11–A13) is in quiz.test.ts, the secret pick (A4) in commit-reveal.test.ts.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { compile, formatDiagnostic, hookNames, playout, publicDef, validate, type CompiledGame, type GameDef } from '@deckhand/dsl';
import { loadGame } from '../src/load';
import { choose } from './bots';
import { hooks } from './hooks';
import { Table } from './testing';

const DIR = dirname(fileURLToPath(import.meta.url));
const YAML = readFileSync(join(DIR, 'game.yaml'), 'utf8');

let game: CompiledGame;
let def: GameDef;
beforeAll(async () => {
  ({ game, def } = await loadGame('art-of-argument'));
});

/** Validates game.yaml as edited by `edit`, reading its content files through `content` (path → path). */
function variant(edit: (yaml: string) => string, content: (rel: string) => string = (r) => r) {
  return validate(edit(YAML), {
    file: 'art-of-argument/game.yaml',
    hooks: hookNames(hooks),
    readContent: (rel) => {
      const p = resolve(DIR, content(rel));
      return p.startsWith(DIR) ? readFileSync(p, 'utf8') : undefined;
    },
  });
}

const total = (t: Table) => Object.values(t.G.zones).flat(3).length;

describe('Art of Argument', () => {
  it('A1: 48 term cards (numbers 1 to 12, four each, 48 different terms, each with a definition) and 4 wilds', () => {
    const terms = def.cards.filter((c) => c.type === 'term');
    expect(def.cards).toHaveLength(52);
    expect(terms).toHaveLength(48);
    expect(def.cards.filter((c) => c.type === 'wild')).toHaveLength(4);
    for (let n = 1; n <= 12; n++) expect(terms.filter((c) => c.attrs.number === n)).toHaveLength(4);
    expect(new Set(terms.map((c) => c.attrs.term)).size).toBe(48);
    expect(new Set(terms.map((c) => c.attrs.definition)).size).toBe(48);
    for (const c of terms) expect(String(c.attrs.definition).length).toBeGreaterThan(20);
  });

  it('A1: the deck is data: another deck file of the same shape plays with no code change', () => {
    const small = (r: string) => r.replace('terms.yaml', 'terms-small.yaml');
    // 12 terms + 4 wilds cannot deal 5 to six players: the validator says so at the deal, with a hint.
    const tooMany = variant((y) => y, small);
    expect(tooMany.ok).toBe(false);
    const shown = tooMany.ok ? [] : tooMany.diagnostics.map(formatDiagnostic);
    expect(shown.join('\n')).toMatch(/runs out of cards at 4 players.*\[deal\/too-large\]/);
    // Narrowed to the players it can seat, the small deck is a whole game.
    const r = variant((y) => y.replace('players: { min: 2, max: 6 }', 'players: { min: 2, max: 3 }'), small);
    expect(r.ok ? [] : r.diagnostics.map(formatDiagnostic)).toEqual([]);
    if (!r.ok) return;
    expect(r.def.cards).toHaveLength(16);
    expect(r.def.cards.filter((c) => c.type === 'term').map((c) => c.attrs.term)).toContain('catalyst');
    const smallGame = compile(r.def, hooks);
    for (const players of [2, 3]) {
      for (let i = 0; i < 10; i++) {
        const out = playout(smallGame, { players, seed: `small-${players}-${i}`, choose });
        expect(out.completed).toBe(true);
      }
    }
  });

  it('A2: 2 to 6 players; other counts are refused at match creation', () => {
    expect(game.minPlayers).toBe(2);
    expect(game.maxPlayers).toBe(6);
    expect(game.validateSetupData!(undefined, 1)).toMatch(/2 to 6 players/);
    expect(game.validateSetupData!(undefined, 7)).toMatch(/2 to 6 players/);
    for (let n = 2; n <= 6; n++) expect(game.validateSetupData!(undefined, n)).toBeUndefined();
  });

  it('A3: a seeded random dealer; 5 cards each; the rest is the community deck; same seed, same deal', () => {
    const dealers = new Set<number>();
    for (let i = 0; i < 30; i++) {
      const players = 2 + (i % 5);
      const t = new Table(game, players, `a3-${i}`);
      for (let s = 0; s < players; s++) expect(t.hand(s)).toHaveLength(5);
      expect(t.G.zones.deck).toHaveLength(52 - 5 * players);
      expect(total(t)).toBe(52);
      dealers.add(Number(t.G.vars.dealer));
      const again = new Table(game, players, `a3-${i}`);
      expect(again.G.zones).toEqual(t.G.zones);
      expect(again.G.vars.dealer).toBe(t.G.vars.dealer);
    }
    expect(dealers.size).toBeGreaterThan(3);
  });

  it('A3: definitions are hidden from everyone: not in any view, not in the client copy of the game, not readable by rules', () => {
    const t = new Table(game, 4, 'a3-defs');
    const definitions = def.cards.map((c) => c.attrs.definition).filter((d): d is string => typeof d === 'string');
    for (const seat of [null, 0, 1, 2, 3]) {
      const text = JSON.stringify(t.view(seat));
      for (const d of definitions) expect(text.includes(d)).toBe(false);
    }
    // The copy a browser compiles has no definitions; terms and numbers stay.
    const client = publicDef(def);
    expect(JSON.stringify(client.cards)).not.toMatch(/definition/);
    expect(client.cards[0]!.attrs).toEqual({ number: def.cards[0]!.attrs.number, term: def.cards[0]!.attrs.term });
    // No YAML rule can read a definition (so no client-evaluated expression can leak one).
    const r = variant((y) => y.replace("if: moving.type != 'wild'", "if: moving.definition != ''"));
    expect(r.ok).toBe(false);
    expect(r.ok ? '' : r.diagnostics.map(formatDiagnostic).join('\n')).toMatch(/card attribute "definition" is secret/);
  });

  it('A5: a revealed card starts a new set or joins one of its owner\'s partial sets; any number of sets', () => {
    let four = 0;
    const t = new Table(game, 2, 'a5', (a) => {
      const [three, nine] = [a.terms(3)[0]!, a.terms(9)[0]!];
      four = a.terms(4)[0]!;
      a.sets(0, [[three], [nine]]);
      a.hand(0, [four, a.terms(11)[0]!, a.terms(12)[0]!, a.terms(7)[0]!, a.terms(7)[1]!]);
    });
    const [three, nine] = t.sets(0).map((s) => s[0]!);
    t.pickAll({ 0: four });
    expect(t.phase).toBe('place');
    // A 4 does not fit with a 9; it may join the 3 or start a third set.
    expect(t.legal(0, 'place').map((a) => a.args[0])).toEqual([0, 2]);
    expect(t.move(0, 'place', 1)).toBe(false);
    expect(t.move(0, 'place', 0)).toBe(true);
    expect(t.sets(0)).toEqual([[three, four], [nine]]);
    // Next round: any term card may start a third set beside the other two.
    t.placeAll();
    expect(t.phase).toBe('pick');
    const next = t.hand(0).find((c) => def.cards[c]!.type === 'term')!;
    t.pickAll({ 0: next });
    expect(t.move(0, 'place', 2)).toBe(true);
    expect(t.sets(0)).toEqual([[three, four], [nine], [next]]);
  });

  it('A6: a player rearranges played term cards between their sets at any time, without using up their move', () => {
    const t = new Table(game, 2, 'a6', (a) => {
      a.sets(0, [[a.terms(3)[0]!, a.terms(4)[0]!], [a.terms(5)[0]!], [a.terms(8)[0]!, a.wilds()[0]!]]);
    });
    const [[three, four], [five], [eight, wild]] = t.sets(0) as [number[], number[], number[]];
    // Picking phase: move the 5 onto 3-4; the emptied set disappears; every card is in exactly one set.
    expect(t.move(0, 'rearrange', five, 0)).toBe(true);
    expect(t.sets(0)).toEqual([[three, four, five], [eight, wild]]);
    expect(t.G.moved[0]).toBe(0);
    expect(t.phase).toBe('pick');
    // A card can go back out to a set of its own.
    expect(t.move(0, 'rearrange', five, 2)).toBe(true);
    expect(t.sets(0)).toEqual([[three, four], [eight, wild], [five]]);
    // Not to a set it does not fit, not onto itself; the 8 cannot leave its wild alone; the wild never moves.
    expect(t.move(0, 'rearrange', three, 1)).toBe(false);
    expect(t.move(0, 'rearrange', five, 2)).toBe(false);
    expect(t.move(0, 'rearrange', eight, 2)).toBe(false);
    expect(t.move(0, 'rearrange', wild, 0)).toBe(false);
    expect(t.legal(0, 'rearrange').some((a) => a.args[0] === wild || a.args[0] === eight)).toBe(false);
    // The seat still picks this round, then may rearrange again before placing.
    t.pickAll();
    expect(t.phase).toBe('place');
    expect(t.move(0, 'rearrange', five, 0)).toBe(true);
    const all = t.sets(0).flat();
    expect(new Set(all).size).toBe(all.length);
    expect(all.sort()).toEqual([three, four, five, eight, wild].sort());
  });

  it('A7: after the reveal each player passes their 4 remaining cards to the left, then draws 1 from the deck', () => {
    for (const players of [2, 3, 5]) {
      const t = new Table(game, players, `a7-${players}`);
      t.pickAll(); // nobody has a set yet, so nobody may pick a wild: no wild round
      expect(t.G.vars.wildRound).toBe(false);
      const before = Array.from({ length: players }, (_, s) => t.hand(s));
      const deck = [...(t.G.zones.deck as number[])];
      for (const h of before) expect(h).toHaveLength(4);
      t.placeAll();
      for (let s = 0; s < players; s++) {
        const left = (s + 1) % players;
        const now = t.hand(left);
        expect(now).toHaveLength(5);
        expect(now.filter((c) => before[s]!.includes(c)).sort()).toEqual([...before[s]!].sort());
      }
      // Each drew the next card of the deck, in seat order.
      const drawn = deck.slice(-players).reverse();
      for (let s = 0; s < players; s++) expect(t.hand(s)).toContain(drawn[s]);
      expect(t.G.zones.deck).toHaveLength(deck.length - players);
    }
  });

  it('A8: four consecutive numbers, or four of a number, complete a set and start the quiz; a wild fills a gap', () => {
    const cases: ((a: Parameters<NonNullable<ConstructorParameters<typeof Table>[3]>>[0]) => { set: number[]; last: number })[] = [
      (a) => ({ set: [a.terms(5)[0]!, a.terms(6)[0]!, a.terms(7)[0]!], last: a.terms(8)[0]! }),
      (a) => ({ set: [a.terms(2)[0]!, a.terms(2)[1]!, a.terms(2)[2]!], last: a.terms(2)[3]! }),
      (a) => ({ set: [a.terms(9)[0]!, a.wilds()[0]!, a.terms(11)[0]!], last: a.terms(12)[0]! }),
      (a) => ({ set: [a.terms(9)[0]!, a.terms(10)[0]!, a.terms(12)[0]!], last: a.wilds()[0]! }),
    ];
    cases.forEach((make, i) => {
      let last = 0;
      const t = new Table(game, 2, `a8-${i}`, (a) => {
        const c = make(a);
        last = c.last;
        a.sets(0, [c.set]);
        a.put(last, 'hand', 0);
      });
      t.pickAll({ 0: last });
      t.placeAll({ 0: 0 });
      expect(t.sets(0)[0]).toHaveLength(4);
      expect(t.phase).toBe('quiz');
      expect(t.G.vars.quizSeat).toBe(0);
    });
    // Four cards that are neither can never be gathered: 5 6 7 does not take a 9.
    const t = new Table(game, 2, 'a8-no', (a) => {
      a.sets(0, [[a.terms(5)[0]!, a.terms(6)[0]!, a.terms(7)[0]!]]);
      a.put(a.terms(9)[0]!, 'hand', 0);
    });
    t.pickAll({ 0: def.cards.find((c) => c.attrs.number === 9)!.id });
    expect(t.move(0, 'place', 0)).toBe(false);
  });

  it('A9: a wild joins only a set that holds a card: it cannot be picked without one, nor start a new set', () => {
    let wild = 0;
    const t = new Table(game, 2, 'a9', (a) => {
      wild = a.wilds()[0]!;
      a.sets(0, []);
      a.put(wild, 'hand', 0);
    });
    expect(t.legal(0, 'pick').some((a) => a.args[0] === wild)).toBe(false);
    expect(t.move(0, 'pick', wild)).toBe(false);
    const u = new Table(game, 2, 'a9b', (a) => {
      wild = a.wilds()[0]!;
      a.sets(0, [[a.terms(6)[0]!]]);
      a.put(wild, 'hand', 0);
    });
    u.pickAll({ 0: wild });
    expect(u.legal(0, 'place').map((a) => a.args[0])).toEqual([0]);
    expect(u.move(0, 'place', 1)).toBe(false);
    expect(u.move(0, 'place', 0)).toBe(true);
    expect(u.sets(0)[0]).toContain(wild);
  });

  it('A9: once played a wild never leaves its set, though its value may change as the set grows', () => {
    const t = new Table(game, 2, 'a9c', (a) => {
      a.sets(0, [[a.terms(5)[0]!, a.wilds()[0]!], [a.terms(6)[0]!]]);
      a.put(a.terms(5)[1]!, 'hand', 0);
    });
    const [[five, wild], [six]] = t.sets(0) as [number[], number[]];
    expect(t.move(0, 'rearrange', wild, 1)).toBe(false);
    expect(t.move(0, 'rearrange', wild, 2)).toBe(false);
    // The wild was a 6 (5 W → 5 6); with the 6 added it becomes a 4 or 7, and with a second 5 it would be a 5.
    expect(t.move(0, 'rearrange', six, 0)).toBe(true);
    expect(t.sets(0)).toEqual([[five, wild, six]]);
  });

  it('A10: after a round with a wild, every hand is pooled, shuffled and dealt out 4 each; then each draws 1', () => {
    let moved = 0;
    for (const players of [2, 4, 6]) {
      const t = new Table(game, players, `a10-${players}`, (a) => {
        const [wild, four] = [a.wilds()[0]!, a.terms(4)[0]!];
        a.sets(0, [[four]]);
        a.hand(0, [wild, ...(a.G.zones.hand as number[][])[0]!.filter((c) => c !== wild && c !== four).slice(0, 4)]);
      });
      const wild = t.hand(0).find((c) => def.cards[c]!.type === 'wild')!;
      t.pickAll({ 0: wild });
      expect(t.G.vars.wildRound).toBe(true);
      const before = Array.from({ length: players }, (_, s) => t.hand(s));
      const deck = [...(t.G.zones.deck as number[])];
      t.placeAll({ 0: 0 });
      const after = Array.from({ length: players }, (_, s) => t.hand(s));
      const drawn = deck.slice(-players);
      expect(after.flat().sort()).toEqual([...before.flat(), ...drawn].sort());
      for (const h of after) expect(h).toHaveLength(before[0]!.length + 1);
      // Not simply passed to the left: the cards were pooled and shuffled.
      for (let s = 0; s < players; s++) if (!before[s]!.every((c) => after[(s + 1) % players]!.includes(c))) moved++;
    }
    expect(moved).toBeGreaterThan(0);
  });

  it('A14: when the community deck runs out, the discard pile is shuffled into a new deck', () => {
    const t = new Table(game, 3, 'a14', (a) => {
      const deck = a.G.zones.deck as number[];
      for (const c of deck.splice(1)) (a.G.zones.discard as number[]).push(c);
    });
    const discard = [...(t.G.zones.discard as number[])];
    const [last] = t.G.zones.deck as number[];
    t.pickAll();
    t.placeAll();
    // Seat 0 drew the last card; seat 1's draw found the deck empty, so the discard became the deck.
    expect(t.hand(0)).toContain(last);
    expect(t.G.zones.discard).toEqual([]);
    expect(t.G.zones.deck).toHaveLength(discard.length - 2);
    for (const s of [1, 2]) expect(t.hand(s).filter((c) => discard.includes(c))).toHaveLength(1);
    expect(total(t)).toBe(52);
  });

  it('A15: a player sees their own hand and every played card and set; nobody sees the deck order or another hand', () => {
    const t = new Table(game, 3, 'a15');
    t.pickAll();
    t.placeAll();
    t.pickAll();
    for (const seat of [null, 0, 1, 2]) {
      const v = t.view(seat);
      expect((v.zones.deck as unknown[]).every((c) => c === null)).toBe(true);
      expect(v.zones.deck).toHaveLength((t.G.zones.deck as number[]).length);
      (v.zones.hand as unknown[][]).forEach((h, s) => expect(h).toEqual(s === seat ? t.hand(s) : t.hand(s).map(() => null)));
      (v.zones.sets as unknown[][][]).forEach((row, s) => expect(row).toEqual(t.sets(s)));
      (v.zones.played as unknown[][]).forEach((p, s) => expect(p).toEqual(t.played(s)));
    }
  });
});
