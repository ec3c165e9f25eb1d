import { describe, expect, it } from 'vitest';
import type { GameSummary, MatchSummary } from '../api/lobby';
import { ageText, inviteBody, seatsText, soloBody, statusText } from './quick-start';

const game = (min: number, max: number): GameSummary => ({ id: 'g', name: 'G', players: { min, max }, options: {} });
const seat = (n: number, extra: Partial<MatchSummary['seats'][number]> = {}) => ({ seat: n, bot: false, standIn: false, left: false, connected: true, ...extra });
const match = (over: Partial<MatchSummary>): MatchSummary => ({
  matchID: 'm', gameId: 'g', status: 'playing', waitingFor: 0, numPlayers: 3, createdAt: 0, updatedAt: 0,
  seats: [seat(0, { name: 'Ada' }), seat(1, { name: 'Bot 2', bot: true }), seat(2, { name: 'Bea', standIn: true })], turn: [0], ...over,
});

describe('lobby quick starts', () => {
  it('play now: two seats (or the game\'s minimum), every other one a bot', () => {
    expect(soloBody(game(2, 6))).toEqual({ numPlayers: 2, bots: 1 });
    expect(soloBody(game(3, 5))).toEqual({ numPlayers: 3, bots: 2 });
    expect(soloBody(game(1, 4))).toEqual({ numPlayers: 2, bots: 1 });
  });

  it('invite friends: the asked number of seats within the range, no bots', () => {
    expect(inviteBody(game(2, 6), 4)).toEqual({ numPlayers: 4, bots: 0 });
    expect(inviteBody(game(2, 6), 9)).toEqual({ numPlayers: 6, bots: 0 });
  });
});

describe('a listed match reads', () => {
  it('with its status, free seats and whose turn', () => {
    expect(statusText(match({ status: 'waiting', waitingFor: 2, turn: [] }))).toBe('Waiting for 2 players');
    expect(statusText(match({ status: 'waiting', waitingFor: 1, turn: [] }))).toBe('Waiting for 1 player');
    expect(statusText(match({}))).toBe("In play · Ada's turn");
    expect(statusText(match({ turn: [0, 1, 2] }))).toBe('In play · everyone moves');
    expect(statusText(match({ status: 'over', turn: [], result: { winner: 2 } }))).toBe('Over · Bea won');
    expect(statusText(match({ status: 'over', turn: [], result: { draw: [0, 2] } }))).toBe('Over · a draw');
  });

  it('with who sits where, bots and stand-ins marked', () => {
    expect(seatsText(match({ seats: [...match({}).seats, seat(3)] }))).toBe('Ada, Bot 2 (bot), Bea (bot playing), free');
  });

  it('with its age in words', () => {
    expect(ageText(5_000)).toBe('just now');
    expect(ageText(61_000)).toBe('1 minute ago');
    expect(ageText(3 * 3600_000)).toBe('3 hours ago');
    expect(ageText(5 * 86400_000)).toBe('5 days ago');
  });
});
