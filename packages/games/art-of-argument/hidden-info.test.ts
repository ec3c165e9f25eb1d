/**
 * A15 as a property: over 200 seeded bot playouts at 2–6 players, every message a seat would be sent holds no card
 * it may not see (another hand, the deck order, an unrevealed pick), no definition of a card not yet quizzed (save
 * the four candidates of its own question), and never a quiz's right answer.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { playout, type CompiledGame, type GameDef, type GameState } from '@deckhand/dsl';
import { loadGame } from '../src/load';
import { sentTo, shownCards } from '../src/testing/transport';
import { choose } from './bots';
import type { QuizHookState } from './quiz';

let game: CompiledGame;
let def: GameDef;
beforeAll(async () => {
  ({ game, def } = await loadGame('art-of-argument'));
});

/** Every string and every object key in a message. */
function walk(v: unknown, strings: string[], keys: Set<string>): void {
  if (typeof v === 'string') strings.push(v);
  else if (Array.isArray(v)) for (const x of v) walk(x, strings, keys);
  else if (v && typeof v === 'object') {
    for (const [k, x] of Object.entries(v)) {
      keys.add(k);
      walk(x, strings, keys);
    }
  }
}

describe('Art of Argument hidden information', () => {
  it('A15: over 200 seeded playouts, no seat is sent a hand, the deck order, a pick, a definition or an answer it may not see', () => {
    const cardOf = new Map(def.cards.filter((c) => typeof c.attrs.definition === 'string').map((c) => [String(c.attrs.definition), c.id]));
    let states = 0;
    let questions = 0;
    let picksHidden = 0;
    for (let i = 0; i < 200; i++) {
      const players = 2 + (i % 5);
      const quizzed = new Set<number>();
      playout(game, {
        players,
        seed: `hidden-${i}`,
        choose,
        onState: (state) => {
          states++;
          const G = state.G as GameState;
          const hook = G.hook as Partial<QuizHookState>;
          if (hook.last) quizzed.add(hook.last.card);
          const question = hook.quiz?.question;
          if (question) questions++;
          const over = Boolean(state.ctx.gameover);
          const z = G.zones as Record<string, number[] | number[][] | number[][][]>;
          const open = new Set([...(z.discard as number[]), ...(z.played as number[][]).flat(), ...(z.sets as number[][][]).flat(2)]);
          for (const seat of [null, ...Array.from({ length: players }, (_, s) => s)]) {
            const sent = sentTo(game, state, seat);
            const view = sent.state.G;
            const mine = seat === null ? [] : [...(z.hand as number[][])[seat]!, ...(z.chosen as number[][])[seat]!];
            if (!over) {
              for (const card of shownCards(view)) expect(open.has(card) || mine.includes(card), `seat ${seat} was sent card ${card}`).toBe(true);
              expect((view.zones.deck as unknown[]).every((c) => c === null)).toBe(true);
            }
            // Counts stay visible: the deck, every hand, who has picked (never which card).
            expect(view.zones.deck).toHaveLength((z.deck as number[]).length);
            expect((view.zones.hand as unknown[][]).map((h) => h.length)).toEqual((z.hand as number[][]).map((h) => h.length));
            (view.zones.chosen as unknown[][]).forEach((c, s) => {
              expect(c).toHaveLength((z.chosen as number[][])[s]!.length);
              if (s !== seat && c.length && !over) {
                expect(c).toEqual([null]);
                picksHidden++;
              }
            });
            // Definitions: only of cards already quizzed (the card was turned over), or the candidates of the
            // seat's own pending question. Never the key of the right answer.
            const strings: string[] = [];
            const keys = new Set<string>();
            walk(sent, strings, keys);
            expect(keys.has('answer'), `seat ${seat} was sent the answer`).toBe(false);
            for (const s of strings) {
              const card = cardOf.get(s);
              if (card === undefined) continue;
              const ownOption = question && question.seat === seat && question.options.includes(s);
              expect(quizzed.has(card) || ownOption, `seat ${seat} was sent the definition of card ${card}`).toBe(true);
            }
            if (question && question.seat !== seat) {
              expect((view.hook as { quiz: { question: Record<string, unknown> } }).quiz.question.options).toBeUndefined();
            }
            // Nothing of the random plugin (seed, PRNG state), which would predict every shuffle.
            expect(sent.state.plugins.random?.data).toBeUndefined();
            // Other seats' picks are redacted in the log.
            for (const entry of sent.log) {
              const p = entry.action.payload;
              if (p?.type === 'pick' && String(seat) !== p.playerID) expect(p.args).toBeNull();
            }
          }
        },
      });
    }
    expect(states).toBeGreaterThan(5000);
    expect(questions).toBeGreaterThan(200);
    expect(picksHidden).toBeGreaterThan(1000);
  }, 240_000); // a property test over 200 whole games: minutes on a loaded 2-core CI machine, not seconds
});
