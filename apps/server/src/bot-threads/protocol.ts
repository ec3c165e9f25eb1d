/** Messages between the server's thread and a bot worker thread (structured-cloned plain data only). */
import type { Action, Level, PlayerView } from '@deckhand/dsl';
import type { Ctx } from 'boardgame.io';

/** One decision: everything the worker is given is the seat's own view, the public ctx and its legal actions. */
export interface DecisionJob {
  id: number;
  /** The game's folder (the worker compiles the game from it once, then keeps it). */
  dir: string;
  /** The registered game's name, checked against what the folder compiles to. */
  game: string;
  view: PlayerView;
  ctx: Ctx;
  seat: number;
  actions: Action[];
  level: Level;
  /** Wall-clock time (epoch ms) by which the answer is wanted: the search's time cap is cut to fit before it. */
  deadline?: number;
}

export type DecisionReply = { id: number; action: Action & { after?: number } } | { id: number; error: string };
