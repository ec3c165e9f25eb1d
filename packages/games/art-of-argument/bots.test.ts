/** Bots: every choice is enumerable (the quiz included), and simulated games end with the shipped bot. */
import type { State } from 'boardgame.io';
import { beforeAll, describe, expect, it } from 'vitest';
import { playout, type CompiledGame, type GameState } from '@deckhand/dsl';
import { loadGame } from '../src/load';
import { bot, makeChooser } from './bots';
import type { QuizHookState } from './quiz';

let game: CompiledGame;
let loadedBot: unknown;
beforeAll(async () => {
  const loaded = await loadGame('art-of-argument');
  game = loaded.game;
  loadedBot = loaded.bot;
});

/** Right and wrong answers given over some playouts. */
function answers(choose: ReturnType<typeof makeChooser>, games: number): { right: number; total: number } {
  let right = 0;
  let total = 0;
  for (let i = 0; i < games; i++) {
    // Answers are told apart by content: a new state need not share unchanged parts with the one before it.
    let last = 'null';
    playout(game, {
      players: 3,
      seed: `answers-${i}`,
      choose,
      onState: (s) => {
        const l = (s.G.hook as Partial<QuizHookState>).last ?? null;
        const key = JSON.stringify(l);
        if (l && key !== last) {
          total++;
          if (l.right) right++;
        }
        last = key;
      },
    });
  }
  return { right, total };
}

describe('Art of Argument bots', () => {
  it('A11: ai.enumerate lists every choice a seat has, the quiz answers included', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 20; i++) {
      playout(game, {
        players: 2 + (i % 5),
        seed: `enumerate-${i}`,
        choose: bot.choose,
        onState: (s: State<GameState>) => {
          const seats = s.ctx.activePlayers ? Object.keys(s.ctx.activePlayers) : [s.ctx.currentPlayer];
          for (const seat of seats) {
            const listed = game.ai!.enumerate(s.G, s.ctx, seat) as { move: string; args: unknown[] }[];
            expect(listed).toEqual(game.deckhand.legalActions(s.G, s.ctx, seat));
            for (const a of listed) seen.add(a.move);
            if (s.ctx.phase === 'quiz' && (s.G.hook as Partial<QuizHookState>).quiz?.question?.seat === Number(seat)) {
              expect(listed).toEqual([0, 1, 2, 3].map((c) => ({ move: 'answer', args: [c] })));
            }
          }
        },
      });
    }
    expect([...seen].sort()).toEqual(['answer', 'pick', 'place', 'rearrange']);
  });

  it('A11: the simulation bots answer right with a set probability (default 0.7)', () => {
    const normal = answers(bot.choose, 40);
    expect(normal.total).toBeGreaterThan(150);
    expect(normal.right / normal.total).toBeGreaterThan(0.62);
    expect(normal.right / normal.total).toBeLessThan(0.78);
    const poor = answers(makeChooser({ pRight: 0.3 }), 40);
    expect(poor.right / poor.total).toBeGreaterThan(0.2);
    expect(poor.right / poor.total).toBeLessThan(0.4);
  });

  it('A2: with the shipped bot, simulated games at 2, 4 and 6 players all end, most with a winner', () => {
    expect(loadedBot).toBe(bot);
    for (const players of [2, 4, 6]) {
      let winners = 0;
      for (let i = 0; i < 30; i++) {
        const r = playout(game, { players, seed: `sim-${players}-${i}`, choose: bot.choose });
        expect(r.completed).toBe(true);
        if (r.winner !== undefined) winners++;
      }
      expect(winners).toBeGreaterThan(25);
    }
  });

  it('A14: even purely random bots finish: when the table runs dry the game ends drawn', () => {
    const r = playout(game, { players: 6, seed: 'random-6' });
    expect(r.completed).toBe(true);
  });
});
