/**
 * A4, the secret pick and the reveal together, played as players play it: four headless boardgame.io Clients over
 * Local multiplayer, picks arriving in every order; and a bare Master receiving all four picks with the same
 * (stale) state id, as happens when players pick at the same moment.
 */
import type { Game, State } from 'boardgame.io';
import { Sync } from 'boardgame.io/internal';
import { Master } from 'boardgame.io/master';
import { describe, expect, it } from 'vitest';
import type { CompiledGame, GameState } from '@deckhand/dsl';
import { gameMatches } from '../src/testing/game-matches';
import type { Match } from '../src/testing/match';
import { sentTo, shownCards } from '../src/testing/transport';

const aoa = gameMatches('art-of-argument');

function permutations(xs: number[]): number[][] {
  if (xs.length <= 1) return [xs];
  return xs.flatMap((x, i) => permutations([...xs.slice(0, i), ...xs.slice(i + 1)]).map((p) => [x, ...p]));
}

const chosenOf = (m: Match, viewer: number, seat: number) => (m.view(viewer).G.zones.chosen as unknown[][])[seat]!;
const playedOf = (m: Match, viewer: number, seat: number) => (m.view(viewer).G.zones.played as unknown[][])[seat]!;

/** A storage the Master reads and writes synchronously (boardgame.io's own InMemory is not exported). */
class Memory extends Sync {
  private readonly data = new Map<string, { state?: State; initialState?: State; metadata?: unknown; log: unknown[] }>();
  override connect(): void {
    // Nothing to connect to: the data lives in this object.
  }
  override createMatch(id: string, opts: { initialState: State; metadata: unknown }): void {
    this.data.set(id, { state: opts.initialState, initialState: opts.initialState, metadata: opts.metadata, log: [] });
  }
  override setState(id: string, state: State, deltalog?: unknown[]): void {
    const m = this.data.get(id)!;
    m.state = state;
    m.log.push(...(deltalog ?? []));
  }
  override setMetadata(id: string, metadata: unknown): void {
    this.data.get(id)!.metadata = metadata;
  }
  override fetch(id: string): never {
    return { ...(this.data.get(id) ?? { log: [] }) } as never;
  }
  override wipe(id: string): void {
    this.data.delete(id);
  }
  override listMatches(): string[] {
    return [...this.data.keys()];
  }
}

describe('Art of Argument: commit and reveal', () => {
  it('A4: a 4-player round with the picks in every order: nobody sees a pick until all have picked, then all are revealed together', () => {
    const orders = permutations([0, 1, 2, 3]);
    expect(orders).toHaveLength(24);
    orders.forEach((order, k) => {
      const m = aoa.match(4, `a4-${k}`);
      const picks: number[] = [];
      order.forEach((seat, i) => {
        expect(m.ctx().phase).toBe('pick');
        const own = (m.view(seat).G.zones.hand as (number | null)[][])[seat]!.filter((c): c is number => typeof c === 'number');
        const card = own.find((c) => aoa.game.deckhand.def.cards[c]!.type !== 'wild')!;
        picks[seat] = card;
        expect(m.move(seat, 'pick', card)).toBe(true);
        if (i === order.length - 1) return;
        for (let viewer = 0; viewer < 4; viewer++) {
          const seen = shownCards(m.view(viewer).G);
          for (const s of order.slice(0, i + 1)) {
            // The picker sees their own pick; everyone else sees that a pick was made, never which card.
            expect(chosenOf(m, viewer, s)).toEqual(viewer === s ? [picks[s]] : [null]);
            if (viewer !== s) expect(seen.has(picks[s]!)).toBe(false);
            expect(playedOf(m, viewer, s)).toEqual([]);
          }
        }
        const spectator = shownCards(m.view(null).G);
        for (const s of order.slice(0, i + 1)) expect(spectator.has(picks[s]!)).toBe(false);
      });
      // The last pick reveals all four at once, to everyone.
      expect(m.ctx().phase).toBe('place');
      for (const viewer of [null, 0, 1, 2, 3]) {
        for (let s = 0; s < 4; s++) {
          expect((m.view(viewer).G.zones.played as unknown[][])[s]).toEqual([picks[s]]);
          expect((m.view(viewer).G.zones.chosen as unknown[][])[s]).toEqual([]);
        }
      }
      // The round goes on: everyone places (in the reverse order), hands pass left, everyone draws: 5 cards again.
      for (const seat of [...order].reverse()) expect(m.move(seat, 'place', 0)).toBe(true);
      expect(m.ctx().phase).toBe('pick');
      for (let s = 0; s < 4; s++) {
        expect((m.view(null).G.zones.sets as unknown[][][])[s]).toEqual([[picks[s]]]);
        expect((m.view(s).G.zones.hand as unknown[][])[s]!.every((c) => typeof c === 'number')).toBe(true);
        expect((m.view(s).G.zones.hand as unknown[][])[s]).toHaveLength(5);
      }
    });
  });

  it('A4: picks are secret moves: server-only, redacted in the log, and accepted with a stale state id', () => {
    const pick = aoa.game.phases!.pick!.moves!.pick as { client?: boolean; redact?: boolean; ignoreStaleStateID?: boolean };
    expect(pick.client).toBe(false);
    expect(pick.redact).toBe(true);
    expect(pick.ignoreStaleStateID).toBe(true);
    const answer = aoa.game.phases!.quiz!.moves!.answer as { client?: boolean; ignoreStaleStateID?: boolean };
    expect(answer.client).toBe(false);
    expect(answer.ignoreStaleStateID).toBeFalsy();
  });

  it('A4: four picks sent at the same moment (one state id) in any order are all accepted by the master', async () => {
    for (const [k, order] of permutations([0, 1, 2, 3]).entries()) {
      const storage = new Memory();
      const sent: { playerID?: string; type: string; args: unknown[] }[] = [];
      const seeded = { ...(aoa.game as Game), seed: `stale-${k}` };
      const master = new Master(seeded, storage, {
        send: (msg: { playerID: string; type: string; args: unknown[] }) => sent.push(msg),
        sendAll: (msg: { type: string; args: unknown[] }) => sent.push(msg),
      } as never);
      await master.onSync('m', '0', undefined, 4);
      const start = (storage.fetch('m') as unknown as { state: State<GameState> }).state;
      const hands = start.G.zones.hand as number[][];
      for (const seat of order) {
        const card = hands[seat]!.find((c) => aoa.game.deckhand.def.cards[c]!.type !== 'wild')!;
        const r = await master.onUpdate({ type: 'MAKE_MOVE', payload: { type: 'pick', args: [card], playerID: String(seat) } } as never, start._stateID, 'm', String(seat));
        expect(r).toBeUndefined();
      }
      const end = (storage.fetch('m') as unknown as { state: State<GameState> }).state;
      expect(end.ctx.phase).toBe('place');
      expect((end.G.zones.played as number[][]).every((p) => p.length === 1)).toBe(true);
      // What each seat would be sent for the state after every pick: never another seat's unrevealed pick.
      const updates = sent.filter((s) => s.type === 'update').map((s) => s.args[1] as State<GameState>);
      for (const state of updates.slice(0, -1)) {
        const chosen = state.G.zones.chosen as number[][];
        for (let viewer = 0; viewer < 4; viewer++) {
          const seen = shownCards(sentTo((master as unknown as { game: CompiledGame }).game, state, viewer).state.G);
          chosen.forEach((c, s) => {
            if (s !== viewer && c.length) expect(seen.has(c[0]!)).toBe(false);
          });
        }
      }
    }
  });
});
