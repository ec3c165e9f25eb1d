/**
 * A WordARound table for the rules tests: the real compiled game through boardgame.io's own reducer (what the
 * server's master runs), with an injected clock so every time is exact, and what each seat is sent.
 */
import type { State } from 'boardgame.io';
import { CreateGameReducer, InitializeGame, ProcessGameConfig } from 'boardgame.io/internal';
import type { CompiledGame, GameDef, GameState } from '@deckhand/dsl';
import { loadGame, type LoadedGame } from '../src/load';
import { sentTo, type SentUpdate } from '../src/testing/transport';

export type Ring = 'black' | 'red' | 'blue';
export interface Disc {
  black: string;
  red: string;
  blue: string;
  back: Ring;
}

let loaded: Promise<LoadedGame> | undefined;
export function wordaround(): Promise<LoadedGame> {
  return (loaded ??= loadGame('wordaround'));
}

export interface Table {
  game: CompiledGame;
  def: GameDef;
  clock: { now: number };
  readonly state: State<GameState>;
  readonly G: GameState;
  /** Sends a move as `seat` at the clock's time; false when it is refused (nothing changes). */
  move(seat: number, type: string, ...args: unknown[]): boolean;
  /** Every seat says it is ready (the race begins). */
  readyAll(): void;
  /** The stack, bottom first. */
  stack(): number[];
  top(): number;
  disc(card: number): Disc;
  won(seat: number): number[];
  /** The word of the top card in the ring to read now. */
  answer(): string;
  /** The top card's word in another ring (a wrong answer). */
  wrong(): string;
  /** What boardgame.io's master sends `seat` (null: a spectator) for the current state. */
  sent(seat: number | null): SentUpdate;
  /** `seat` answers correctly now (advancing the clock by `after` ms first). */
  say(seat: number, after?: number): boolean;
  /** Moves the clock past the open tie window and sends the referee's move. */
  referee(): boolean;
}

/**
 * A seeded table. `holds: 'pass'` (the default) lets each held outcome pass at once after the move that made it (the
 * clock jumps to the next round, which the referee opens), so a rules test reads round after round as before the
 * pause; `'keep'` leaves the race between rounds for a test of the pause itself.
 */
export function table(l: LoadedGame, opts: { players: number; seed?: string; setupData?: Record<string, unknown>; start?: number; holds?: 'pass' | 'keep' }): Table {
  const clock = { now: opts.start ?? 10_000 };
  const game = l.game.deckhand.withClock(() => clock.now);
  const g = { ...game, seed: opts.seed ?? 'wordaround' };
  let state = InitializeGame({ game: g, numPlayers: opts.players, ...(opts.setupData ? { setupData: opts.setupData } : {}) }) as State<GameState>;
  const reducer = CreateGameReducer({ game: g });
  const processed = ProcessGameConfig(game as never) as unknown as CompiledGame;
  const t: Table = {
    game,
    def: l.def,
    clock,
    get state() {
      return state;
    },
    get G() {
      return state.G;
    },
    move(seat, type, ...args) {
      const next = reducer(state, { type: 'MAKE_MOVE', payload: { type, args, playerID: String(seat) } } as never) as State<GameState> & {
        transients?: { error?: unknown };
      };
      if (next.transients?.error) return false;
      const { transients: _t, ...clean } = next;
      state = clean as State<GameState>;
      const r = state.G.race;
      if (opts.holds !== 'keep' && r && !r.open && r.nextAt !== undefined && !state.G.result) {
        clock.now = Math.max(clock.now, r.nextAt);
        t.move(Number(r.racers.find((s) => !state.G.out.includes(s)) ?? 0), 'raceResolve');
      }
      return true;
    },
    readyAll() {
      for (let s = 0; s < opts.players; s++) t.move(s, 'ready');
    },
    stack: () => state.G.zones.stack as number[],
    top: () => {
      const s = state.G.zones.stack as number[];
      return s[s.length - 1]!;
    },
    disc: (card) => l.def.cards[card]!.attrs as unknown as Disc,
    won: (seat) => (state.G.zones.won as number[][])[seat]!,
    answer: () => t.disc(t.top())[state.G.vars.ring as Ring],
    wrong: () => {
      const d = t.disc(t.top());
      return (['black', 'red', 'blue'] as const).map((r) => d[r]).find((w) => w !== t.answer())!;
    },
    sent: (seat) => sentTo(processed, state, seat),
    say(seat, after = 0) {
      clock.now += after;
      return t.move(seat, 'raceAnswer', t.answer());
    },
    referee() {
      const deadline = state.G.race?.deadline;
      if (deadline === undefined) return false;
      clock.now = Math.max(clock.now, deadline);
      return t.move(Number(state.G.race!.racers[0]), 'raceResolve');
    },
  };
  return t;
}
