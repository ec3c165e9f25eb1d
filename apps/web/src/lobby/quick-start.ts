/**
 * The lobby's one-click starts and how a listed match reads, as pure functions: "Play now" seats the player with
 * bots at every other seat; "Invite friends" leaves every other seat free for people who open the share link.
 */
import type { GameSummary, MatchSummary } from '../api/lobby';

/** A solo newcomer's match: the smallest table that is still a game (2 seats, or the game's minimum), bots elsewhere. */
export function soloBody(game: GameSummary) {
  const numPlayers = Math.min(game.players.max, Math.max(game.players.min, 2));
  return { numPlayers, bots: numPlayers - 1 };
}

/** A match for friends: `players` seats, none of them bots; it waits for them (or for the host to start with bots). */
export function inviteBody(game: GameSummary, players: number) {
  return { numPlayers: Math.min(game.players.max, Math.max(game.players.min, players)), bots: 0 };
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export function ageText(ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000));
  if (s < 60) return 'just now';
  const m = Math.round(s / 60);
  if (m < 60) return `${plural(m, 'minute')} ago`;
  const h = Math.round(m / 60);
  if (h < 48) return `${plural(h, 'hour')} ago`;
  return `${plural(Math.round(h / 24), 'day')} ago`;
}

const seatName = (m: MatchSummary, seat: number) => m.seats[seat]?.name ?? `Seat ${seat + 1}`;

/** "Waiting for 2 players", "In play · Ada's turn", "Over · Bea won" — the status column of the lobby's list. */
export function statusText(m: MatchSummary): string {
  switch (m.status) {
    case 'waiting':
      return `Waiting for ${plural(m.waitingFor, 'player')}`;
    case 'playing': {
      if (m.turn.length === 0) return 'In play';
      if (m.turn.length > 1 && m.turn.length === m.numPlayers) return 'In play · everyone moves';
      return `In play · ${m.turn.map((s) => seatName(m, s)).join(', ')}'s turn`;
    }
    case 'over': {
      const r = m.result;
      const winners = r?.winners?.length ? r.winners : r?.winner !== undefined ? [r.winner] : [];
      if (winners.length) return `Over · ${winners.map((w) => seatName(m, w)).join(' and ')} won`;
      return 'Over · a draw';
    }
  }
}

/** Who sits where, as one line: "Ada, Bot 2 (bot), Bea (bot playing), free". */
export function seatsText(m: MatchSummary): string {
  return m.seats.map((s) => (s.name ? `${s.name}${s.bot ? ' (bot)' : s.standIn ? ' (bot playing)' : ''}` : 'free')).join(', ');
}
