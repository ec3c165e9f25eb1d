/**
 * WordARound rules W1–W11 (rules/wordaround.md), each test named after its rule, on the real compiled game through
 * boardgame.io's reducer with an injected clock (exact times, no waiting). W12 is in hidden-info.test.ts, W13 in
 * ring-layout.test.ts.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LongFormMove } from 'boardgame.io';
import { nextRaceDeadline, raceRefereeAction, validateSetupData } from '@deckhand/dsl';
import type { LoadedGame } from '../src/load';
import { startMatch } from '../src/testing/match';
import { table, wordaround, type Disc, type Table } from './testing';

const HERE = dirname(fileURLToPath(import.meta.url));
let l: LoadedGame;
beforeAll(async () => {
  l = await wordaround();
});

const discs = () => l.def.cards.map((c) => c.attrs as unknown as Disc);

/** A table at `players`, everyone ready: the first card is uncovered. */
function racing(players = 3, setupData?: Record<string, unknown>, seed = 'rules'): Table {
  const t = table(l, { players, seed, ...(setupData ? { setupData } : {}) });
  t.readyAll();
  return t;
}

/** Every racer says stuck: the top card is discarded. */
function allStuck(t: Table): void {
  for (const s of [...t.G.race!.racers]) t.move(s, 'raceStuck');
}

describe('W1 components', () => {
  it('W1: 100 circular cards, three words each (black, red, blue), 300 different English words of 4 to 10 letters', () => {
    const cards = discs();
    expect(cards).toHaveLength(100);
    const words = cards.flatMap((c) => [c.black, c.red, c.blue]);
    expect(new Set(words).size).toBe(300);
    for (const w of words) expect(w).toMatch(/^[a-z]{4,10}$/);
    expect(l.def.cardTypes.disc).toMatchObject({ attributes: { black: 'string', red: 'string', blue: 'string', back: 'colour' }, back: ['back'] });
  });

  it('W1: every back shows one of the three colours, spread evenly (34 / 33 / 33)', () => {
    const backs = discs().map((c) => c.back);
    const count = (c: string) => backs.filter((b) => b === c).length;
    expect([count('black'), count('red'), count('blue')].sort()).toEqual([33, 33, 34]);
    expect(backs.every((b) => ['black', 'red', 'blue'].includes(b))).toBe(true);
  });

  it('W1: the shipped deck is exactly what the seeded generator writes', () => {
    const dir = mkdtempSync(join(tmpdir(), 'wordaround-'));
    try {
      copyFileSync(join(HERE, 'content', 'generate.mjs'), join(dir, 'generate.mjs'));
      execFileSync(process.execPath, [join(dir, 'generate.mjs')], { stdio: 'pipe' });
      expect(readFileSync(join(dir, 'cards.yaml'), 'utf8')).toBe(readFileSync(join(HERE, 'content', 'cards.yaml'), 'utf8'));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('W2 players', () => {
  it('W2: 2 to 8 players', () => {
    expect(l.game.minPlayers).toBe(2);
    expect(l.game.maxPlayers).toBe(8);
    for (const n of [1, 9]) expect(validateSetupData(l.def, undefined, n)).toMatch(/2 to 8 players/);
    for (const n of [2, 5, 8]) expect(validateSetupData(l.def, undefined, n)).toBeUndefined();
    const t = racing(8);
    expect(t.G.race!.racers).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });
});

describe('W3 setup and the ready gate', () => {
  it('W3: the stack is the whole deck, shuffled by the match seed', () => {
    const a = table(l, { players: 2, seed: 'a' }).stack();
    const b = table(l, { players: 2, seed: 'b' }).stack();
    expect([...a].sort((x, y) => x - y)).toEqual(Array.from({ length: 100 }, (_, i) => i));
    expect(a).not.toEqual(b);
    expect(table(l, { players: 2, seed: 'a' }).stack()).toEqual(a);
  });

  it('W3: the top card stays covered until every player has said they are ready', () => {
    const t = table(l, { players: 3, seed: 'gate' });
    const covered = () => {
      for (const seat of [0, 1, 2, null]) {
        const stack = t.sent(seat).state.G.zones.stack as unknown[];
        expect(stack).toHaveLength(100);
        expect(stack.every((c) => c === null)).toBe(true);
      }
    };
    expect(t.state.ctx.phase).toBe('ready');
    covered();
    // Nobody can race yet, and a seat is ready only once.
    expect(t.move(0, 'raceAnswer', t.disc(t.top()).black)).toBe(false);
    expect(t.move(0, 'ready')).toBe(true);
    expect(t.move(0, 'ready')).toBe(false);
    expect(t.move(1, 'ready')).toBe(true);
    covered();
    expect(t.move(2, 'ready')).toBe(true);
    expect(t.state.ctx.phase).toBe('race');
    for (const seat of [0, 1, 2, null]) {
      const stack = t.sent(seat).state.G.zones.stack as unknown[];
      expect(stack[99]).toBe(t.top());
      expect(stack.slice(0, 99).every((c) => c === null)).toBe(true);
    }
  });
});

describe('W4 the first card', () => {
  it('W4: the first card of every game is read in the black ring', () => {
    for (let i = 0; i < 20; i++) {
      const t = racing(2, undefined, `first-${i}`);
      expect(t.G.vars.ring).toBe('black');
      const d = t.disc(t.top());
      expect(t.move(0, 'raceAnswer', d.red)).toBe(true);
      expect(t.move(0, 'raceAnswer', d.blue)).toBe(true);
      expect(t.G.race!.correct).toEqual([]);
      expect(t.move(1, 'raceAnswer', d.black)).toBe(true);
      expect(t.G.race!.correct.map((c) => c.seat)).toEqual([1]);
    }
  });
});

describe('W5 the race', () => {
  it('W5: the first correct answer wins the card; case and surrounding spaces are ignored', () => {
    const t = racing(3);
    const card = t.top();
    t.clock.now += 1200;
    expect(t.move(2, 'raceAnswer', `  ${t.answer().toUpperCase()}\t`)).toBe(true);
    t.clock.now += 600;
    // The window had closed: this answer resolves the race and counts for nothing (seat 0 was too late).
    expect(t.move(0, 'raceAnswer', t.disc(card).black)).toBe(true);
    expect(t.won(2)).toEqual([card]);
    expect(t.won(0)).toEqual([]);
    expect(t.G.race!.last).toMatchObject({ outcome: 'win', seats: [2] });
  });

  it('W5: wrong answers cost nothing: no card, no penalty, and the player may answer again', () => {
    const t = racing(2);
    const card = t.top();
    for (let i = 0; i < 5; i++) expect(t.move(0, 'raceAnswer', t.wrong())).toBe(true);
    expect(t.G.race!.correct).toEqual([]);
    expect(t.top()).toBe(card);
    expect(t.say(0, 100)).toBe(true);
    t.referee();
    expect(t.won(0)).toEqual([card]);
  });

  it('W5: wrong answers are not shown to the others (nor their number); the answering seat sees its own count', () => {
    const t = racing(3);
    t.move(1, 'raceAnswer', 'zzyzzx');
    t.move(1, 'raceAnswer', 'qqqxqq');
    const own = t.sent(1);
    expect(own.state.G.race!.myWrong).toBe(2);
    for (const seat of [0, 2, null]) {
      const s = t.sent(seat);
      const text = JSON.stringify(s);
      expect(text).not.toContain('zzyzzx');
      expect(text).not.toContain('qqqxqq');
      expect(s.state.G.race!.myWrong ?? 0).toBe(0);
      for (const e of s.log) if (e.action.payload.type === 'raceAnswer') expect(e.action.payload.args).toBeNull();
    }
  });
});

describe('W6 the next ring', () => {
  it('W6: the winner places the card face down in their pile; its back colour names the ring to read on the next card', () => {
    for (let i = 0; i < 10; i++) {
      const t = racing(2, undefined, `next-${i}`);
      const card = t.top();
      t.say(1, 900);
      t.referee();
      expect(t.won(1)).toEqual([card]);
      expect(t.G.faceUp[String(card)]).toBeUndefined();
      // Face down: every seat sees only its back colour.
      for (const seat of [0, 1, null]) expect((t.sent(seat).state.G.zones.won as unknown[][])[1]).toEqual([{ back: { back: t.disc(card).back } }]);
      expect(t.G.vars.ring).toBe(t.disc(card).back);
      // The next card is read in that ring, and only in that ring.
      const next = t.disc(t.top());
      for (const ring of ['black', 'red', 'blue'] as const) {
        if (next[ring] === next[t.disc(card).back]) continue;
        t.move(0, 'raceAnswer', next[ring]);
      }
      expect(t.G.race!.correct).toEqual([]);
      t.move(0, 'raceAnswer', next[t.disc(card).back]);
      expect(t.G.race!.correct.map((c) => c.seat)).toEqual([0]);
    }
  });
});

describe('W7 ties, decided by the server', () => {
  it('W7: correct answers reaching the server within 250 ms of the first correct one tie; at 250 ms they do not', () => {
    const tie = racing(3);
    tie.say(0, 700);
    tie.say(2, 249);
    tie.referee();
    expect(tie.G.race!.last).toMatchObject({ outcome: 'tie', seats: [0, 2], margins: [0, 249] });

    const noTie = racing(3);
    const card = noTie.top();
    noTie.say(0, 700);
    noTie.say(2, 250);
    expect(noTie.G.race!.last).toMatchObject({ outcome: 'win', seats: [0] });
    expect(noTie.won(0)).toEqual([card]);
  });

  it('W7: the tie window is a game option', () => {
    const t = racing(2, { tieWindow: 1000 });
    t.say(0);
    t.say(1, 999);
    t.referee();
    expect(t.G.race!.last).toMatchObject({ outcome: 'tie', seats: [0, 1] });
    expect(validateSetupData(l.def, { tieWindow: -1 }, 2)).toMatch(/tieWindow/);
    expect(l.def.options.tieWindow).toMatchObject({ default: 250 });
  });

  it('W7: arrival time is stamped by the server clock; a client cannot claim a time', () => {
    const t = racing(2);
    t.clock.now = 55_555;
    // A time sent along is refused (an answer's only other argument is the round it answers, and this is not it).
    expect(t.move(0, 'raceAnswer', t.answer(), 40_000)).toBe(false);
    expect(t.move(0, 'raceAnswer', t.answer(), t.G.race!.round, 40_000)).toBe(false);
    expect(t.move(0, 'raceAnswer', t.answer())).toBe(true);
    expect(t.G.race!.correct).toEqual([{ seat: 0, at: 55_555 }]);
    const moves = t.game.phases!.race!.moves as Record<string, LongFormMove>;
    for (const m of Object.values(moves)) expect(m.client).toBe(false);
  });

  it('W7: the server closes the window itself: the referee learns the deadline and its move is refused a ms early', () => {
    const t = racing(3);
    t.say(1, 300);
    const deadline = nextRaceDeadline(t.G)!;
    expect(deadline).toBe(t.clock.now + 250);
    const ref = raceRefereeAction(t.G)!;
    t.clock.now = deadline - 1;
    expect(t.move(Number(ref.playerID), ref.type)).toBe(false);
    t.clock.now = deadline;
    expect(t.move(Number(ref.playerID), ref.type)).toBe(true);
    expect(t.G.race!.last).toMatchObject({ outcome: 'win', seats: [1] });
  });
});

describe('W7 through boardgame.io clients and a master', () => {
  it('W7: answers from two clients in the same instant both count; a client\'s raceResolve works only after the server deadline', async () => {
    let now = 50_000;
    const m = startMatch(l.game.deckhand.withClock(() => now), { players: 3, seed: 'clients' });
    const settle = () => new Promise((r) => setTimeout(r, 5));
    try {
      await settle();
      for (const s of [0, 1, 2]) m.move(s, 'ready');
      await settle();
      const top = (m.view(0).G.zones.stack as (number | null)[]).at(-1) as number;
      const word = (l.def.cards[top]!.attrs as unknown as Disc).black;
      const moves = (s: number) => m.clients[s]!.moves as Record<string, (...a: unknown[]) => void>;
      moves(0).raceAnswer!(word);
      now += 100;
      moves(1).raceAnswer!(` ${word.toUpperCase()} `);
      await settle();
      expect(m.view(2).G.race).toMatchObject({ correct: [{ seat: 0, at: 50_000 }, { seat: 1, at: 50_100 }], deadline: 50_250 });
      now = 50_249;
      moves(2).raceResolve!();
      await settle();
      expect(m.view(2).G.race!.open).toBe(true);
      now = 50_250;
      moves(2).raceResolve!();
      await settle();
      expect(m.view(2).G.race!.last).toMatchObject({ outcome: 'tie', seats: [0, 1] });
      expect(m.view(2).G.zones.aside).toHaveLength(1);
    } finally {
      m.stop();
    }
  });
});

describe('W8 tie-breakers', () => {
  it('W8: the tied card is set aside face down showing its back; only the tied players race the next card, in that colour', () => {
    const t = racing(4);
    const tied = t.top();
    t.say(3, 800);
    t.say(1, 100);
    t.referee();
    expect(t.G.zones.aside).toEqual([tied]);
    for (const seat of [0, 1, 2, 3, null]) expect(t.sent(seat).state.G.zones.aside).toEqual([{ back: { back: t.disc(tied).back } }]);
    expect(t.G.vars.ring).toBe(t.disc(tied).back);
    expect(t.G.race!.racers).toEqual([1, 3]);
    // The others sit this one out.
    expect(t.move(0, 'raceAnswer', t.answer())).toBe(false);
    expect(t.move(2, 'raceStuck')).toBe(false);
    expect(t.game.deckhand.legalActions(t.G, t.state.ctx, '0')).toEqual([]);
  });

  it("W8: the tie-breaker's winner takes both cards; play resumes with the colour on the back of the winner's last card", () => {
    const t = racing(4);
    const first = t.top();
    t.say(0, 800);
    t.say(2, 10);
    t.referee();
    const breaker = t.top();
    t.say(2, 1500);
    t.referee();
    expect(t.won(2)).toEqual([first, breaker]);
    expect(t.G.zones.aside).toEqual([]);
    expect(t.G.vars.ring).toBe(t.disc(breaker).back);
    expect(t.G.race!.racers).toEqual([0, 1, 2, 3]);
  });

  it('W8: a tie in the tie-breaker sets that card aside too, among the players tied again', () => {
    const t = racing(4);
    const a = t.top();
    for (const s of [0, 1, 2]) t.say(s, 20);
    t.referee();
    const b = t.top();
    t.say(2, 500);
    t.say(0, 20);
    t.referee();
    expect(t.G.zones.aside).toEqual([a, b]);
    expect(t.G.race!.racers).toEqual([0, 2]);
    const c = t.top();
    t.say(0, 500);
    t.move(2, 'raceStuck');
    expect(t.won(0)).toEqual([a, b, c]);
  });
});

describe('W9 a tie on the last card', () => {
  it('W9: if a tie happens on the last card of the stack, the game ends and nobody wins that card', () => {
    const t = racing(3, { cardsToWin: 100 });
    t.say(1, 500);
    t.referee();
    while (t.stack().length > 1) allStuck(t);
    const last = t.top();
    t.say(0, 500);
    t.say(2, 100);
    t.referee();
    expect(t.state.ctx.gameover).toEqual({ winner: '1' });
    expect(t.G.zones.won).toEqual([[], [expect.any(Number)], []]);
    expect(t.G.zones.discard).toContain(last);
    expect(t.G.zones.aside).toEqual([]);
  });
});

describe('W10 stuck', () => {
  it('W10: if every player says they are stuck, the card is discarded and the same colour ring is read on the next card', () => {
    const t = racing(3);
    t.say(1, 500);
    t.referee();
    const ring = t.G.vars.ring;
    const card = t.top();
    t.move(0, 'raceStuck');
    t.move(1, 'raceAnswer', t.wrong());
    t.move(1, 'raceStuck');
    expect(t.top()).toBe(card); // one player is not stuck yet
    expect(t.move(1, 'raceAnswer', t.answer())).toBe(false); // a stuck player is done for this card
    t.move(2, 'raceStuck');
    expect(t.G.zones.discard).toEqual([card]);
    expect(t.G.vars.ring).toBe(ring);
    expect(t.G.race).toMatchObject({ racers: [0, 1, 2], last: { outcome: 'stuck' } });
  });

  it('W10: in a tie-breaker, every racing player stuck discards the card; the tie-breaker goes on, same colour', () => {
    const t = racing(3);
    const aside = t.top();
    t.say(0, 500);
    t.say(1, 5);
    t.referee();
    const ring = t.G.vars.ring;
    const card = t.top();
    t.move(0, 'raceStuck');
    t.move(1, 'raceStuck');
    expect(t.G.zones.discard).toEqual([card]);
    expect(t.G.zones.aside).toEqual([aside]);
    expect(t.G.vars.ring).toBe(ring);
    expect(t.G.race!.racers).toEqual([0, 1]);
  });
});

describe('W11 the end', () => {
  it('W11: the first player to hold 10 cards wins', () => {
    const t = racing(3);
    for (let i = 0; i < 9; i++) {
      t.say(2, 700);
      t.referee();
    }
    expect(t.state.ctx.gameover).toBeUndefined();
    t.say(2, 700);
    t.referee();
    expect(t.won(2)).toHaveLength(10);
    expect(t.state.ctx.gameover).toEqual({ winner: '2' });
    expect(t.move(0, 'raceAnswer', 'anything')).toBe(false);
  });

  it('W11: a tie-breaker that lifts a player past 10 wins too', () => {
    const t = racing(2);
    for (let i = 0; i < 9; i++) {
      t.say(0, 700);
      t.referee();
    }
    t.say(0, 700);
    t.say(1, 1);
    t.referee();
    t.say(0, 700);
    t.referee();
    expect(t.won(0)).toHaveLength(11);
    expect(t.state.ctx.gameover).toEqual({ winner: '0' });
  });

  it('W11: if the stack runs out first, the player with the most cards wins; equal most is a draw among them', () => {
    const most = racing(3, { cardsToWin: 100 });
    for (let i = 0; i < 100; i++) {
      most.say(i < 35 ? 0 : i < 75 ? 1 : 2, 700);
      most.referee();
    }
    expect([0, 1, 2].map((s) => most.won(s).length)).toEqual([35, 40, 25]);
    expect(most.state.ctx.gameover).toEqual({ winner: '1' });

    const draw = racing(3, { cardsToWin: 100 });
    for (let i = 0; i < 98; i++) {
      draw.say(i % 2, 700);
      draw.referee();
    }
    allStuck(draw);
    allStuck(draw);
    expect(draw.state.ctx.gameover).toEqual({ draw: true, players: ['0', '1'] });
  });
});
