/**
 * Table chat (issue 37 item 9) as hostile clients would use it, over raw sockets: lines are kept with the match and
 * reach every seat and spectator; a flood is cut to the flooder's rate while others still speak; an overlong line,
 * a non-text payload, markup dressed as a line, a spectator writing without the host's leave, and a seat speaking
 * as another are all refused or made harmless, and what is refused is never stored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Game } from 'boardgame.io';
import { startInProcess, type Running } from './helpers/in-process';
import { api, createMatch, joinAll } from './helpers/lobby';
import { SeatPool, type RawSeat } from './helpers/socket';
import { sleep, waitUntil } from './helpers/net';
import { secretHand } from './fixtures/secret-hand';
import { CHAT_HISTORY_EVENT, CHAT_REFUSED_EVENT } from '../src/chat/table-chat';
import { MAX_CHAT_CHARS } from '../src/chat/chat-text';
import { DEFAULT_LIMITS } from '../src/limits';

const GAME = secretHand.name!;
const pool = new SeatPool(GAME);
let srv: Running;
beforeAll(async () => {
  srv = await startInProcess({ games: [secretHand as Game] });
});
afterAll(async () => {
  pool.closeAll();
  await srv?.close();
});

async function table() {
  const matchID = await createMatch(srv.url, GAME, { numPlayers: 2 });
  const joined = await joinAll(srv.url, GAME, matchID, 2);
  const seats = pool.connect(srv.url, matchID, joined);
  const watcher = pool.open(srv.url, matchID, null);
  for (const s of [...seats, watcher]) await s.sync();
  return { matchID, joined, seats, watcher };
}

let n = 0;
function say(seat: RawSeat, payload: unknown, sender: unknown = seat.playerID, matchID = seat.matchID) {
  seat.socket.emit('chat', matchID, { id: `m${n++}`, sender, payload }, seat.credentials);
}
const heard = (seat: RawSeat) => seat.received.filter((r) => r.event === 'chat').map((r) => r.args[1] as { id: string; sender: string | null; payload: { text: string; at: number } });
const refusals = (seat: RawSeat) => seat.received.filter((r) => r.event === CHAT_REFUSED_EVENT).map((r) => (r.args[0] as { reason: string }).reason);
const stored = (matchID: string) => srv.storage.readChat(matchID, 1000);

describe('table chat', () => {
  it('a line reaches every seat and spectator, is kept with the match, and is sent to whoever syncs later', async () => {
    const { matchID, seats, watcher } = await table();
    say(seats[0]!, 'good luck');
    for (const s of [...seats, watcher]) await waitUntil(() => heard(s).length === 1, 5000, 'the line everywhere');
    expect(heard(seats[1]!)[0]).toMatchObject({ sender: '0', payload: { text: 'good luck' } });
    expect((await stored(matchID)).map((l) => [l.sender, l.text])).toEqual([['0', 'good luck']]);
    const late = pool.open(srv.url, matchID, null);
    await late.sync();
    const history = await waitUntil(() => late.received.find((r) => r.event === CHAT_HISTORY_EVENT), 5000, 'the history');
    expect(history.args[1]).toEqual([heard(seats[1]!)[0]]);
  });

  it('a flood is cut to the seat’s rate, only the flooder is refused, and the other seat still speaks', async () => {
    const { matchID, seats } = await table();
    const [flooder, other] = seats as [RawSeat, RawSeat];
    for (let i = 0; i < 40; i++) say(flooder, `spam ${i}`);
    await waitUntil(() => refusals(flooder).length + (heard(flooder).length) >= 40, 5000, 'every line answered');
    const rate = DEFAULT_LIMITS.chatMessages;
    expect(heard(flooder).length).toBeLessThanOrEqual(rate.burst + rate.points + 1);
    expect(refusals(flooder)).toContain('slow down: too many messages');
    say(other, 'still here');
    await waitUntil(() => heard(flooder).some((m) => m.payload.text === 'still here'), 5000, 'the other seat heard');
    expect(refusals(other)).toEqual([]);
    expect((await stored(matchID)).length).toBe(heard(other).length);
  });

  it('an overlong line or a payload that is not text is refused and never stored', async () => {
    const { matchID, seats } = await table();
    const s = seats[0]!;
    say(s, 'x'.repeat(MAX_CHAT_CHARS + 1));
    say(s, { text: 'hi', html: '<b>hi</b>' });
    say(s, ['a', 'b']);
    await waitUntil(() => refusals(s).length === 3, 5000, 'three refusals');
    expect(refusals(s)).toEqual([`at most ${MAX_CHAT_CHARS} characters`, 'a chat message is text', 'a chat message is text']);
    say(s, 'y'.repeat(MAX_CHAT_CHARS));
    await waitUntil(() => heard(s).length === 1, 5000, 'the longest line allowed');
    expect((await stored(matchID)).map((l) => l.text.length)).toEqual([MAX_CHAT_CHARS]);
  });

  it('markup is only characters: sent and kept as the text typed, with no line breaks or direction tricks', async () => {
    const { matchID, seats } = await table();
    const s = seats[1]!;
    say(s, '<img src=x onerror="alert(1)"><script>steal()</script>');
    say(s, 'ok\n0: I resign\u202e');
    await waitUntil(() => heard(seats[0]!).length === 2, 5000, 'both lines');
    expect(heard(seats[0]!).map((m) => m.payload.text)).toEqual(['<img src=x onerror="alert(1)"><script>steal()</script>', 'ok 0: I resign']);
    expect((await stored(matchID)).every((l) => typeof l.text === 'string' && !/[\n\u202e]/.test(l.text))).toBe(true);
  });

  it('a spectator reads but may not write, until the host allows it; only the host may allow it', async () => {
    const { matchID, joined, watcher, seats } = await table();
    say(watcher, 'hello from the rail', null);
    await waitUntil(() => refusals(watcher).length === 1, 5000, 'refused');
    expect(refusals(watcher)[0]).toMatch(/spectators may read the chat/);
    const host = joined[0]!;
    const guest = joined[1]!;
    const url = `/games/${GAME}/${matchID}/chat`;
    expect((await api(srv.url, 'POST', url, { playerID: guest.playerID, credentials: guest.credentials, spectators: true })).status).toBe(403);
    expect((await api(srv.url, 'POST', url, { playerID: host.playerID, credentials: 'wrong', spectators: true })).status).toBe(403);
    expect((await api(srv.url, 'POST', url, { playerID: host.playerID, credentials: host.credentials, spectators: 'yes' })).status).toBe(400);
    expect((await api(srv.url, 'POST', url, { playerID: host.playerID, credentials: host.credentials, spectators: true })).status).toBe(200);
    expect((await api(srv.url, 'GET', `/api/games/${GAME}/matches/${matchID}`)).body.spectatorChat).toBe(true);
    say(watcher, 'hello from the rail', null);
    await waitUntil(() => heard(seats[0]!).length === 1, 5000, 'the spectator heard');
    expect(heard(seats[0]!)[0]).toMatchObject({ sender: null, payload: { text: 'hello from the rail' } });
    // Even allowed, a spectator cannot speak as a seat.
    say(watcher, 'I am seat 0', '0');
    await waitUntil(() => refusals(watcher).length === 2, 5000, 'refused');
    expect((await api(srv.url, 'POST', url, { playerID: host.playerID, credentials: host.credentials, spectators: false })).status).toBe(200);
    say(watcher, 'again', null);
    await waitUntil(() => refusals(watcher).length === 3, 5000, 'refused again');
    expect((await stored(matchID)).map((l) => l.text)).toEqual(['hello from the rail']);
  });

  it('a seat cannot speak as another seat, into another match, or before it has synced', async () => {
    const { matchID, seats } = await table();
    const s = seats[0]!;
    say(s, 'I am seat 1, I resign', '1');
    say(s, 'as the spectators', null);
    const other = await table();
    say(s, 'into the other table', '0', other.matchID);
    await waitUntil(() => refusals(s).length === 3, 5000, 'three refusals');
    expect(refusals(s).slice(0, 2)).toEqual(['you can only speak for your own seat', 'you can only speak for your own seat']);
    const stranger = pool.open(srv.url, matchID, null);
    await stranger.connect();
    say(stranger, 'not synced', null);
    await waitUntil(() => refusals(stranger).length === 1, 5000, 'refused');
    await sleep(100);
    expect(await stored(matchID)).toEqual([]);
    expect(await stored(other.matchID)).toEqual([]);
    expect(heard(seats[1]!)).toEqual([]);
  });
});
