/**
 * What a client holds after applying every patch is exactly the view the server would build for it afresh. Views
 * are built incrementally: a seat's view of each zone, its maps, its aliased log and piles are the very objects of
 * its last view wherever the stored state did not change (dsl view-zones.ts, view-pile.ts, view-maps.ts, and the
 * cards a seat sees with the faces and maps filtered by them, view-seen.ts;
 * security/alias-view.ts), and the patch skips those by identity (transport/view-patch.ts). Here seeded playouts of
 * shipped games (hidden hands, face-up-by-card zones, rows, secret move arguments, a race game with drawn words) are
 * sent to every seat and a spectator update by update, as the transport does (the seat's message, patched against
 * its last one, encoded for the wire, decoded and applied by the client), and each held view is compared with one
 * built from a copy of the state that shares nothing kept (an unfrozen `G`: nothing is reused for it).
 */
import { describe, expect, it } from 'vitest';
import { applyPatch } from 'rfc6902';
import type { Game, State } from 'boardgame.io';
import { CreateGameReducer, InitializeGame, ProcessGameConfig } from 'boardgame.io/internal';
import { decodePatch, encodePatch, prng, type CompiledGame } from '@deckhand/dsl';
import { loadRegisteredGames } from '../src/games';
import { createViewer } from '../src/security/player-view';
import { viewPatch } from '../src/transport/view-patch';
import type { MatchMessage } from '../src/transport/pubsub';

const games = (await loadRegisteredGames('@deckhand/games')) as unknown as (Game & CompiledGame)[];

/** A seeded playout through boardgame.io's reducer: each state as the server stores it. */
function playout(game: Game & CompiledGame, seed: string, players: number, moves: number): State[] {
  const processed = ProcessGameConfig({ ...game, seed } as never) as Game;
  const reducer = CreateGameReducer({ game: processed });
  const pick = prng(seed.length * 7919 + seed.charCodeAt(seed.length - 1));
  let state = InitializeGame({ game: processed, numPlayers: players }) as State;
  const states = [state];
  for (let i = 0; i < moves && state.ctx.gameover === undefined; i++) {
    const active = state.ctx.activePlayers ? Object.keys(state.ctx.activePlayers) : [state.ctx.currentPlayer];
    const choices = active.flatMap((seat) => game.deckhand.legalActions(state.G as never, state.ctx, seat).map((a) => ({ seat, a })));
    if (choices.length === 0) break;
    const { seat, a } = choices[Math.floor(pick() * choices.length)]!;
    const next = reducer(state, { type: 'MAKE_MOVE', payload: { type: a.move, args: a.args, playerID: seat } } as never) as State;
    if (next._stateID !== state._stateID) states.push((state = next));
  }
  return states;
}

const update = (matchID: string, state: State) => ({ type: 'update', args: [matchID, state, state.deltalog ?? []] }) as unknown as MatchMessage;
const sentView = (m: MatchMessage) => (m.args as [string, State])[1];
const asJson = (v: unknown) => JSON.parse(JSON.stringify(v)) as unknown;

/** How many views were compared, and how many of them handed a seat its last faces map again or a new one. */
interface Compared {
  views: number;
  keptFaces: number;
  newFaces: number;
}

function heldMatchesFresh(name: string, players: number, seeds: number, moves: number): Compared {
  const game = games.find((g) => g.name === name)!;
  expect(game, name).toBeDefined();
  const compared: Compared = { views: 0, keptFaces: 0, newFaces: 0 };
  for (let s = 0; s < seeds; s++) {
    const matchID = `${name}-${s}`;
    const states = playout(game, `${name}/${s}`, players, moves);
    const viewer = createViewer(game);
    const freshViewer = createViewer(game);
    const seats: (string | null)[] = [...Array.from({ length: players }, (_, i) => String(i)), null];
    const last = new Map<string | null, State>();
    const held = new Map<string | null, unknown>();
    for (const [i, state] of states.entries()) {
      // Seats hear each update in a changing order: a zone's view every seat shares is made by whichever asks first.
      for (const seat of [...seats.slice(i % seats.length), ...seats.slice(0, i % seats.length)]) {
        const view = sentView(viewer.message(seat, update(matchID, state)));
        const before = last.get(seat);
        last.set(seat, view);
        if (!before) held.set(seat, asJson(view));
        else {
          const faces = (v: State) => (v.G as { faces: object }).faces;
          if (faces(view) === faces(before)) compared.keptFaces++;
          else compared.newFaces++;
          const ops = decodePatch(asJson(encodePatch(viewPatch(before, view))))!;
          expect(applyPatch(held.get(seat), ops).filter((e) => e !== null)).toEqual([]);
        }
        const unkept = { ...state, G: { ...(state.G as object) } } as State;
        const fresh = asJson(sentView(freshViewer.message(seat, update(matchID, unkept))));
        expect(held.get(seat), `${matchID} state ${state._stateID} seat ${seat}`).toEqual(fresh);
        compared.views++;
      }
    }
  }
  return compared;
}

describe('patched views', () => {
  it.each([
    ['bag', 4, 2, 50],
    ['build-up', 4, 1, 90],
    ['hearts', 4, 1, 60],
    ['go-fish', 3, 1, 60],
    ['spite-and-malice', 2, 1, 60],
    ['rummy', 3, 1, 60],
    ['art-of-argument', 3, 1, 60],
    ['wordaround', 3, 1, 40],
  ] as const)('%s: every seat and a spectator hold, after each patch, the view built afresh', (name, players, seeds, moves) => {
    const compared = heldMatchesFresh(name, players, seeds, moves);
    expect(compared.views).toBeGreaterThan(seeds * (players + 1) * 3);
    // Both ways were taken: faces kept from the last view (no card a seat sees came or went) and made anew.
    expect(compared.keptFaces).toBeGreaterThan(0);
    expect(compared.newFaces).toBeGreaterThan(0);
  });
});
