import type { Game, Server, State } from 'boardgame.io';
import type { Logger } from 'pino';
import { newCredentials } from './security/credentials';
import type { MatchService } from './match/match-service';

/** A seat filled by a server-side bot. Its credentials never leave the server (seat lists strip them). */
export function botSeat(index: number): Server.PlayerMetadata {
  return { id: index, name: `Bot ${index + 1}`, credentials: newCredentials(), data: { bot: true } };
}

export function isBotSeat(seat: Server.PlayerMetadata | undefined): boolean {
  return !!seat && typeof seat.data === 'object' && seat.data !== null && (seat.data as { bot?: unknown }).bot === true;
}

interface Choice {
  move?: string;
  event?: string;
  args?: unknown[];
}

/**
 * Plays bot seats with the game's compiled `ai.enumerate`: a uniformly random legal move (boardgame.io's RandomBot),
 * submitted through exactly the same checks as a human's move. Runs wherever the last move was committed, so with
 * several processes one bot move is attempted per state, and the compare-and-set write settles any overlap.
 */
export class BotRunner {
  private readonly pending = new Map<string, NodeJS.Timeout>();
  private stopped = false;

  constructor(
    private readonly service: MatchService,
    private readonly logger: Logger,
    private readonly delayMs = 250,
  ) {}

  /** Schedules one bot step for the match if a bot is to move; repeated calls while one is pending coalesce. */
  kick(game: Game, matchID: string): void {
    if (this.stopped || this.pending.has(matchID) || !game.ai?.enumerate) return;
    const timer = setTimeout(() => {
      this.pending.delete(matchID);
      this.step(game, matchID).catch((err: unknown) => this.logger.error({ err, matchID }, 'bot step failed'));
    }, this.delayMs);
    this.pending.set(matchID, timer);
  }

  stop(): void {
    this.stopped = true;
    for (const t of this.pending.values()) clearTimeout(t);
    this.pending.clear();
  }

  private async step(game: Game, matchID: string): Promise<void> {
    if (this.stopped) return;
    const { state, metadata } = await this.service.storage.fetch(matchID, { state: true, metadata: true });
    if (!state || !metadata || state.ctx.gameover !== undefined) return;
    const players = metadata.players as Record<string, Server.PlayerMetadata>;
    const active = state.ctx.activePlayers ? Object.keys(state.ctx.activePlayers) : [state.ctx.currentPlayer];
    for (const seatID of active) {
      const seat = players[seatID];
      if (!isBotSeat(seat)) continue;
      if (await this.play(game, matchID, state, seatID, seat!.credentials!)) return; // the commit kicks the next step
    }
  }

  private async play(game: Game, matchID: string, state: State, seatID: string, credentials: string): Promise<boolean> {
    // The compiler adapts ai.enumerate to boardgame.io 0.50's positional (G, ctx, playerID) call.
    const enumerate = game.ai!.enumerate as unknown as (G: unknown, ctx: unknown, playerID: string) => Choice[];
    const choices = [...(enumerate(state.G, state.ctx, seatID) ?? [])];
    // Fisher-Yates, then try in order: a move the game rejects (a precondition enumerate over-approximated) just
    // falls through to the next one.
    for (let i = choices.length - 1; i > 0; i--) {
      const j = Math.floor(Math.random() * (i + 1));
      [choices[i], choices[j]] = [choices[j]!, choices[i]!];
    }
    for (const choice of choices.slice(0, 50)) {
      const action = {
        type: choice.event ? 'GAME_EVENT' : 'MAKE_MOVE',
        payload: { type: choice.event ?? choice.move, args: choice.args ?? [], playerID: seatID, credentials },
      };
      const result = await this.service.applyAction(game, matchID, seatID, action, state._stateID);
      if (result.ok) return true;
      if (result.reason.startsWith('stale')) return false; // someone else moved; the commit re-kicks
    }
    this.logger.warn({ matchID, seatID, choices: choices.length }, 'bot found no legal move');
    return false;
  }
}
