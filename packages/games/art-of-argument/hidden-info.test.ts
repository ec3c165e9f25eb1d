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
    // Every breach is collected and the test asserts none at the end: one `expect` per check would be ~10^6 calls,
    // most of this test's time, for the same property.
    const breaches: string[] = [];
    const breach = (game: number, state: number, seat: number | null, what: string) => {
      if (breaches.length < 20) breaches.push(`playout ${game}, state ${state}, seat ${seat}: ${what}`);
    };
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
          const handSizes = (z.hand as number[][]).map((h) => h.length).join();
          for (const seat of [null, ...Array.from({ length: players }, (_, s) => s)]) {
            const no = (what: string) => breach(i, states, seat, what);
            const sent = sentTo(game, state, seat);
            const view = sent.state.G;
            const mine = seat === null ? [] : [...(z.hand as number[][])[seat]!, ...(z.chosen as number[][])[seat]!];
            if (!over) {
              for (const card of shownCards(view)) if (!open.has(card) && !mine.includes(card)) no(`sent card ${card}`);
              if (!(view.zones.deck as unknown[]).every((c) => c === null)) no('sent the deck order');
            }
            // Counts stay visible: the deck, every hand, who has picked (never which card).
            if ((view.zones.deck as unknown[]).length !== (z.deck as number[]).length) no('deck size differs');
            if ((view.zones.hand as unknown[][]).map((h) => h.length).join() !== handSizes) no('hand sizes differ');
            (view.zones.chosen as unknown[][]).forEach((c, s) => {
              if (c.length !== (z.chosen as number[][])[s]!.length) no(`seat ${s}'s pick count differs`);
              if (s !== seat && c.length && !over) {
                if (c.length !== 1 || c[0] !== null) no(`sent seat ${s}'s pick ${JSON.stringify(c)}`);
                picksHidden++;
              }
            });
            // Definitions: only of cards already quizzed (the card was turned over), or the candidates of the
            // seat's own pending question. Never the key of the right answer.
            const strings: string[] = [];
            const keys = new Set<string>();
            walk(sent, strings, keys);
            if (keys.has('answer')) no('sent the answer');
            for (const s of strings) {
              const card = cardOf.get(s);
              if (card === undefined) continue;
              const ownOption = question && question.seat === seat && question.options.includes(s);
              if (!quizzed.has(card) && !ownOption) no(`sent the definition of card ${card}`);
            }
            if (question && question.seat !== seat) {
              if ((view.hook as { quiz: { question: Record<string, unknown> } }).quiz.question.options !== undefined) no("sent another seat's quiz options");
            }
            // Nothing of the random plugin (seed, PRNG state), which would predict every shuffle.
            if (sent.state.plugins.random?.data !== undefined) no('sent the random plugin state');
            // Other seats' picks are redacted in the log.
            for (const entry of sent.log) {
              const p = entry.action.payload;
              if (p?.type === 'pick' && String(seat) !== p.playerID && p.args !== null) no(`sent seat ${p.playerID}'s pick in the log`);
            }
          }
        },
      });
    }
    expect(breaches).toEqual([]);
    expect(states).toBeGreaterThan(5000);
    expect(questions).toBeGreaterThan(200);
    expect(picksHidden).toBeGreaterThan(1000);
  }, 240_000); // a property test over 200 whole games: minutes on a loaded 2-core CI machine, not seconds
});
