/**
 * A whole match through boardgame.io's headless Client over Local multiplayer (a master plus one client per seat),
 * as players would play it. For rules tests: each seat sees only its own playerView.
 */
import type { Ctx, Game } from 'boardgame.io';
import { Client } from 'boardgame.io/client';
import { Local } from 'boardgame.io/multiplayer';
import type { CompiledGame, GameState, PlayerView } from '@deckhand/dsl';

export interface MatchOptions {
  players: number;
  seed: string | number;
  /** Setup options, as a host would choose them. */
  setupData?: Record<string, unknown>;
}

export interface SeatState {
  G: PlayerView;
  ctx: Ctx;
  _stateID: number;
}

export interface Match {
  clients: ReturnType<typeof Client>[];
  spectator: ReturnType<typeof Client>;
  /** What `seat` sees (null: a spectator). */
  view(seat: number | null): SeatState;
  ctx(): Ctx;
  /** Sends a move as `seat`; returns whether the state changed (false: rejected). */
  move(seat: number, name: string, ...args: unknown[]): boolean;
  stop(): void;
}

export function startMatch(game: CompiledGame, opts: MatchOptions): Match {
  const seeded: Game = {
    ...(game as Game),
    seed: String(opts.seed),
    ...(opts.setupData ? { setup: ((ctx: never) => (game.setup as (c: never, s: unknown) => GameState)(ctx, opts.setupData)) as Game['setup'] } : {}),
  };
  const multiplayer = Local();
  const clients = Array.from({ length: opts.players }, (_, i) => {
    const c = Client({ game: seeded, numPlayers: opts.players, multiplayer, playerID: String(i), debug: false });
    c.start();
    return c;
  });
  const spectator = Client({ game: seeded, numPlayers: opts.players, multiplayer, debug: false });
  spectator.start();
  const stateOf = (c: ReturnType<typeof Client>) => c.getState() as unknown as SeatState;
  return {
    clients,
    spectator,
    view: (seat) => stateOf(seat === null ? spectator : clients[seat]!),
    ctx: () => stateOf(spectator).ctx,
    move(seat, name, ...args) {
      const before = stateOf(spectator)._stateID;
      const moves = clients[seat]!.moves as Record<string, (...a: unknown[]) => void>;
      if (!moves[name]) return false;
      moves[name]!(...args);
      return stateOf(spectator)._stateID !== before;
    },
    stop() {
      for (const c of [...clients, spectator]) c.stop();
    },
  };
}

/** Every seat's own hand pieced together from the seats' views (what the table holds, in a test's eyes). */
export function handsOf(m: Match, zone: string, players: number): number[][] {
  return Array.from({ length: players }, (_, s) => (m.view(s).G.zones[zone] as (number | null)[][])[s]!.filter((c): c is number => typeof c === 'number'));
}
