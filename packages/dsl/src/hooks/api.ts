/**
 * What a game's TypeScript hooks get and give. A hook is named in YAML (`- hook: wildReshuffle`) and implemented
 * in the game's `hooks.ts`, as xstate's `setup({ actions, guards })` supplies named implementations.
 */
import type { GameDef } from '../ir/types';
import type { Loc } from '../runtime/state/zones';
import type { GameState, GameResult, Pile } from '../runtime/state/state';
import type { LogPart } from '../log/parts';

export interface HookRandom {
  shuffle<T>(items: readonly T[]): T[];
  /** An integer in 0..n-1. */
  int(n: number): number;
  /** A number in [0, 1). */
  number(): number;
}

/** The typed API over the same zone operations the YAML uses. */
export interface HookContext {
  readonly G: GameState;
  readonly def: GameDef;
  readonly numPlayers: number;
  readonly currentPlayer: number;
  readonly phase: string | null;
  /** The seat making the move (null outside moves). */
  readonly seat: number | null;
  readonly args: Readonly<Record<string, unknown>>;
  readonly random: HookRandom;
  /** Seats still in the game, in seat order. */
  alive(): number[];
  /** The next seat clockwise still in the game. */
  next(seat: number): number;
  /** The pile at a location; throws a readable error when it does not exist. */
  pile(loc: Loc): Pile;
  /** Moves cards (by id, wherever they are) onto a pile. */
  moveCards(cards: readonly number[], to: Loc, opts?: { faceUp?: boolean; position?: 'top' | 'bottom' }): void;
  shuffle(loc: Loc): void;
  /** Rejects the move: nothing it did is kept. */
  invalid(reason: string): never;
  endTurn(): void;
  endPhase(): void;
  setPhase(phase: string): void;
  endGame(result: GameResult): void;
  /**
   * Adds a public log line: text, or a sentence of parts (`[{ seat: 1 }, ' wins']`) so the page names the seat. A
   * card part here is shown to everyone.
   */
  log(message: string | LogPart[], revealed?: number[]): void;
}

export type HookFn = (h: HookContext) => void;

export interface GameHooks {
  /** Effects by name, run where the YAML says `hook: name`. */
  effects?: Record<string, HookFn>;
  /** Guards by name: extra preconditions a move can name (`guard: name`); return false or a reason to reject. */
  guards?: Record<string, (h: HookContext) => boolean | string>;
  /** What a seat (null: spectator) may see of `G.hook`. Without it, `G.hook` is never sent to any client. */
  view?: (hookState: Record<string, unknown>, seat: number | null, G: GameState) => unknown;
  /**
   * Where `view` puts card ids, as paths into it ('quiz.question.card'; '*' is every key or item: 'defined.*'). The
   * hosted server sends every card id as a per-match alias and needs to know these; a card id elsewhere in the hook
   * view would reach clients unaliased.
   */
  viewCards?: string[];
  /**
   * For search bots: a `G.hook` consistent with what `seat` sees of it (`hookView`, what `view` gave that seat),
   * with what it cannot see sampled from `rand`. Without it a bot's determinizations start from an empty `G.hook`.
   */
  determinize?: (hookView: unknown, seat: number, rand: () => number) => Record<string, unknown>;
  /** Extra legal actions for bots, beside the enumerated YAML moves. */
  enumerate?: (G: GameState, seat: number, def: GameDef) => { move: string; args: unknown[] }[];
}

export function defineHooks(hooks: GameHooks): GameHooks {
  return hooks;
}

export function hookNames(hooks: GameHooks | undefined): string[] {
  return [...Object.keys(hooks?.effects ?? {}), ...Object.keys(hooks?.guards ?? {})];
}
