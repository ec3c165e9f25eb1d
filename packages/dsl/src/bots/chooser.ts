/** What a bot is to the playouts and the simulator: a function that picks one of a seat's legal actions. */
import type { Ctx } from 'boardgame.io';
import type { CompiledGame } from '../compile/compile';
import type { Action } from '../runtime/legal/action';
import type { GameState } from '../runtime/state/state';
import type { Level } from './budget';

/**
 * A bot: picks one of a seat's legal actions. In games with race phases time is simulated, and a chooser may
 * return `after`: how many (simulated) ms from now the seat sends the action (its reaction time; default 0).
 * It may also send an action that is not listed, e.g. a wrong answer in a race. `game` is the compiled game being
 * played (its `deckhand.def` says what each card id is); playouts always pass it. `level` is the seat's bot level
 * where the table set one (the search bot passes its own on to a game's bot in races: how fast it reads).
 */
export type Chooser = (actions: readonly Action[], rand: () => number, state: ChooserState, seat: number, game?: CompiledGame, level?: Level) => TimedAction;

/** What a chooser reads of the state: boardgame.io's `G` and `ctx` (a boardgame.io state or a simulator's). */
export interface ChooserState {
  G: GameState;
  ctx: Ctx;
}

/** An action, and for race games when it is sent: `after` ms of simulated time from now. */
export interface TimedAction extends Action {
  after?: number;
}
