/** A match as the lobby and the match page see it: status, free seats, who is playing each seat, whose turn. */
import type { State } from 'boardgame.io';
import type { GameResult, MatchSummary, SeatSummary } from '@deckhand/dsl';
import type { MatchData } from '../db/storage';
import { isBotSeat, isPlayedByServer, isStoodIn, isWaiting, seatsOf, type TableMatch } from './table';
import type { TurnDeadline } from './table-clock';

function activeSeats(state: State): number[] {
  const ids = state.ctx.activePlayers ? Object.keys(state.ctx.activePlayers) : [state.ctx.currentPlayer];
  return ids.map(Number).sort((a, b) => a - b);
}

/** The turn timer's figures for the seats it times: each seat's end, the earliest, and the server's time. */
function timing(deadline: TurnDeadline, timed: number[], now: number): Pick<MatchSummary, 'turnEndsAt' | 'timedSeats' | 'seatEndsAt' | 'now'> {
  const seats = [...timed].sort((a, b) => a - b);
  const ends = Object.fromEntries(seats.map((s) => [s, deadline.ends[String(s)] ?? deadline.endsAt]));
  return { turnEndsAt: Math.min(...Object.values(ends)), timedSeats: seats, seatEndsAt: ends, now };
}

/**
 * `deadline` is the turn timer this process armed for the match (TableClock.turnDeadline), if any: it is shown for
 * the timed seats still played by a person (a seat a bot now stands in for is not waited on).
 */
export function summarize(matchID: string, metadata: MatchData, state: State | undefined, now: number, graceMs: number, deadline?: TurnDeadline): MatchSummary {
  const over = metadata.gameover !== undefined && metadata.gameover !== null;
  const waiting = !over && isWaiting(metadata);
  const stored = seatsOf(metadata);
  const seats: SeatSummary[] = Object.entries(stored)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([id, s]) => ({
      seat: Number(id),
      ...(s.name ? { name: s.name } : {}),
      bot: isBotSeat(s),
      standIn: !over && !waiting && isStoodIn(s, now, graceMs),
      left: s.left === true,
      connected: isBotSeat(s) || s.isConnected === true,
    }));
  const table = (metadata as TableMatch).table;
  const result = (state?.G as { result?: GameResult } | undefined)?.result;
  const next = metadata as MatchData & { nextMatchBy?: string };
  const playing = !over && !waiting && state !== undefined;
  const timed = playing && deadline && table?.turnSeconds ? deadline.seats.filter((id) => !isPlayedByServer(stored[id], now, graceMs)).map(Number) : [];
  return {
    matchID,
    gameId: metadata.gameName,
    status: over ? 'over' : waiting ? 'waiting' : 'playing',
    waitingFor: waiting ? seats.filter((s) => !s.name).length : 0,
    numPlayers: seats.length,
    createdAt: metadata.createdAt,
    updatedAt: metadata.updatedAt,
    ...(table?.host !== undefined ? { host: Number(table.host) } : {}),
    ...(table?.turnSeconds ? { turnSeconds: table.turnSeconds } : {}),
    ...(table?.spectatorChat ? { spectatorChat: true } : {}),
    seats,
    turn: playing ? activeSeats(state) : [],
    ...(timed.length ? timing(deadline!, timed, now) : {}),
    ...(over && result ? { result } : {}),
    ...(metadata.nextMatchID ? { nextMatchID: metadata.nextMatchID } : {}),
    ...(next.nextMatchBy !== undefined ? { nextMatchBy: Number(next.nextMatchBy) } : {}),
  };
}
