/**
 * A move that ends its turn, and asks for nothing else, ends it through the turn's `endIf` rather than through
 * boardgame.io's events plugin. Both end the turn at the same point of boardgame.io's flow: after the move, once the
 * game's and the phase's end checks have run (its `Process` checks `turn.endIf` right after them; a queued
 * `endTurn` event is taken just after that `Process`, and skipped when the game, the phase or the turn already
 * ended there). But every event call builds an `Error` for its stack trace (5 % of a Bag action in the profile) and
 * the queue is flushed through a second `Process`; the `endIf` is called after every move anyway.
 *
 * The move's body asks for events on a recorder; once it is accepted, a lone `endTurn` (asked once or more) marks the
 * new `G` (a fresh object per accepted move: compile/plain-copy.ts) with the turn it ends, and the turn's `endIf`
 * holds for that state in that turn only. Anything else (a phase change or a stage, alone or beside `endTurn`, or a
 * move run without the plain-copy plugin, which returns no new `G`) is handed to boardgame.io's events in the order
 * asked, as before. A refused move's asks are dropped, as boardgame.io drops a refused move's events.
 * Hooks (turn and phase starts and ends) keep calling the events plugin: the flow checks `endIf` only after moves.
 */
import type { Ctx } from 'boardgame.io';
import type { Events } from '../runtime/effects/exec';
import type { GameState } from '../runtime/state/state';

/** Per accepted move's new `G`: the turn its move ended. Weak: states are dropped with their matches. */
const endsTurn = new WeakMap<GameState, number>();

type Asked = 'endTurn' | 'endPhase' | 'setPhase' | 'setStage';

/** The events a move's body asked for, in order. */
export class MoveEvents implements Events {
  private types: Asked[] | undefined = undefined;
  private args: (string | undefined)[] | undefined = undefined;

  endTurn(): void {
    this.ask('endTurn', undefined);
  }
  endPhase(): void {
    this.ask('endPhase', undefined);
  }
  setPhase(phase: string): void {
    this.ask('setPhase', phase);
  }
  setStage(stage: string): void {
    this.ask('setStage', stage);
  }

  private ask(type: Asked, arg: string | undefined): void {
    (this.types ??= []).push(type);
    (this.args ??= []).push(arg);
  }

  /**
   * After the move was accepted: marks `next` (the move's new `G`, or undefined when it changed `G` in place) as
   * ending the turn `ctx.turn` when ending it is all it asked, else passes every ask on to boardgame.io's events.
   */
  settle(next: GameState | undefined, ctx: Ctx, events: Events): void {
    const types = this.types;
    if (!types) return;
    if (next && types.every((t) => t === 'endTurn')) {
      endsTurn.set(next, ctx.turn);
      return;
    }
    for (let i = 0; i < types.length; i++) {
      const arg = this.args![i]!;
      switch (types[i]) {
        case 'endTurn':
          events.endTurn();
          break;
        case 'endPhase':
          events.endPhase();
          break;
        case 'setPhase':
          events.setPhase(arg);
          break;
        case 'setStage':
          events.setStage(arg);
          break;
      }
    }
  }
}

/** Every compiled turn's `endIf`: whether the move that produced this `G` ended this very turn. */
export function moveEndedTurn({ G, ctx }: { G: GameState; ctx: Ctx }): boolean {
  return endsTurn.get(G) === ctx.turn;
}
