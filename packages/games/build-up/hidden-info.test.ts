/**
 * U15 as a property: over 200 seeded playouts at 2–6 players, no seat (nor a spectator) is ever sent a stockpile card
 * below the top, a deck card or a completed card, and the counts everyone may see stay right.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playout, type CompiledGame, type GameState } from '@deckhand/dsl';
import { loadGame } from '../src/load';
import { sentTo, shownCards } from '../src/testing/transport';

let game: CompiledGame;
const env = process.env.NODE_ENV;
beforeAll(async () => {
  game = (await loadGame('build-up')).game;
  // boardgame.io re-checks that the whole G is serialisable after every move outside production; G carries the
  // game's log, so over 40,000 states that check alone would take minutes. The rules tests keep it on.
  process.env.NODE_ENV = 'production';
});
afterAll(() => {
  process.env.NODE_ENV = env;
});

interface Table {
  deck: number[];
  stock: number[][];
  handPiles: number[][][];
  building: number[][];
  completed: number[];
}

describe('Build Up hidden information', () => {
  it('U15: over 200 seeded playouts, every message holds only hand piles, building piles and stockpile tops', () => {
    let states = 0;
    for (let i = 0; i < 200; i++) {
      const players = 2 + (i % 5);
      const seats = [null, ...Array.from({ length: players }, (_, s) => s)];
      // Cards everyone could see when each log entry was made; a play may only ever name one of them.
      let publicBefore = new Set<number>();
      playout(game, {
        players,
        seed: `hidden-${i}`,
        // Short stockpiles for a third of the games, so that many of them reach the end.
        ...(i % 3 === 0 ? { setupData: { stockpileSize: 4 } } : {}),
        onState: (state) => {
          states++;
          const G = state.G as GameState;
          const t = G.zones as unknown as Table;
          const tops = t.stock.flatMap((s) => (s.length ? [s.at(-1)!] : []));
          const visible = new Set([...tops, ...t.handPiles.flat(2), ...t.building.flat()]);
          const hidden = new Set([...t.deck, ...t.completed, ...t.stock.flatMap((s) => s.slice(0, -1))]);
          if (visible.size + hidden.size !== 96) expect.fail(`${visible.size} + ${hidden.size} cards`);
          const where = `seed hidden-${i}, move ${G.log.length}`;
          for (const seat of seats) {
            const sent = sentTo(game, state, seat);
            const view = sent.state.G;
            const shown = shownCards(view);
            const leaked = [...shown, ...Object.keys(view.faceUp).map(Number)].filter((c) => hidden.has(c));
            if (leaked.length) expect.fail(`${where}: seat ${seat} was sent hidden cards ${leaked.join(', ')}`);
            if (shown.size !== visible.size) expect.fail(`${where}: seat ${seat} sees ${shown.size} cards, not ${visible.size}`);
            // Counts stay visible: deck, completed, every stockpile.
            const z = view.zones as unknown as { deck: unknown[]; completed: unknown[]; stock: unknown[][] };
            const counts = [z.deck.length, z.completed.length, ...z.stock.map((s) => s.length)].join();
            if (counts !== [t.deck.length, t.completed.length, ...t.stock.map((s) => s.length)].join()) expect.fail(`${where}: seat ${seat} counts ${counts}`);
            // Nothing of the random plugin (seed, PRNG state) is in the message (G is checked card by card above).
            if (sent.state.plugins.random?.data !== undefined || /prngstate|"seed"/.test(JSON.stringify([sent.state.plugins, sent.state.ctx, sent.log]))) {
              expect.fail(`${where}: seat ${seat} was sent random-plugin state`);
            }
            // A play names a card that was face up for everyone when it was played.
            for (const entry of sent.log) {
              const p = entry.action.payload;
              if (p.type === 'play' && !publicBefore.has((p.args as number[])[0]!)) expect.fail(`${where}: a play named a hidden card`);
            }
          }
          const last = G.log.at(-1);
          if (last?.move === 'play') expect(publicBefore.has(last.args![0] as number)).toBe(true);
          publicBefore = visible;
        },
      });
    }
    expect(states).toBeGreaterThan(10_000);
  }, 240_000); // a property test over 200 whole games: minutes on a loaded 2-core CI machine, not seconds
});
