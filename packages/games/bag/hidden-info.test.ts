/** B11 as a property: over 200 seeded playouts at 2–6 players, no seat is ever sent a card it may not see. */
import { beforeAll, describe, expect, it } from 'vitest';
import { playout, type CompiledGame, type GameState } from '@deckhand/dsl';
import { loadGame } from '../src/load';
import { sentTo, shownCards } from '../src/testing/transport';

let game: CompiledGame;
beforeAll(async () => {
  game = (await loadGame('bag')).game;
});

describe('Bag hidden information', () => {
  it('B11: over 200 seeded playouts, every message holds only cards its seat may see, and no random-plugin state', () => {
    let states = 0;
    for (let i = 0; i < 200; i++) {
      const players = 2 + (i % 5);
      playout(game, {
        players,
        seed: `hidden-${i}`,
        onState: (state) => {
          states++;
          const G = state.G as GameState;
          const hands = G.zones.hand as number[][];
          const revealed = new Set(G.log.flatMap((e) => e.revealed ?? []));
          const over = Boolean(state.ctx.gameover);
          for (const seat of [null, ...Array.from({ length: players }, (_, s) => s)]) {
            const sent = sentTo(game, state, seat);
            const view = sent.state.G;
            const allowed = new Set([...(seat === null ? [] : hands[seat]!), ...revealed]);
            for (const card of shownCards(view)) {
              if (!over) expect(allowed.has(card), `seat ${seat} was sent card ${card}`).toBe(true);
            }
            // Counts stay visible: every hand's size, the centre and the box.
            expect((view.zones.hand as unknown[][]).map((h) => h.length)).toEqual(hands.map((h) => h.length));
            expect((view.zones.centre as unknown[]).length).toBe((G.zones.centre as number[]).length);
            // Nothing of the random plugin (seed, PRNG state) is in the message.
            expect(sent.state.plugins.random?.data).toBeUndefined();
            expect(JSON.stringify(sent)).not.toMatch(/prngstate|"seed"/);
            // Secret choices (two-player returnToBox) are redacted in the log for everyone else.
            for (const entry of sent.log) {
              const p = entry.action.payload;
              if (p.type === 'returnToBox' && String(seat) !== p.playerID) expect(p.args).toBeNull();
            }
            if (over) expect(shownCards(view).size).toBe(22);
          }
        },
      });
    }
    expect(states).toBeGreaterThan(5000);
  }, 240_000); // a property test over 200 whole games: minutes on a loaded 2-core CI machine, not seconds
});
