/**
 * Hostile lobby clients (hardening issue, findings 6, 7, 10, 11): loopback, bounded counts, production limits where
 * the finding is about a limit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Game, State } from 'boardgame.io';
import { startInProcess, type Running } from './helpers/in-process';
import { api, createMatch, joinAll } from './helpers/lobby';
import { waitUntil } from './helpers/net';
import { RawSeat } from './helpers/socket';
import { secretHand, type SecretHandState } from './fixtures/secret-hand';
import { DEFAULT_LIMITS } from '../src/limits';
import type { BotGame } from '../src/bots';

const GAME = secretHand.name!;
/** The states the fixture's server bot was handed to decide from. */
const botSaw: State<SecretHandState>[] = [];
const watchedBot: BotGame = {
  ...(secretHand as Game),
  bot: {
    choose: (actions, _rand, state) => {
      botSaw.push(state as never);
      return actions[0]!;
    },
  },
};

let srv: Running;
beforeAll(async () => {
  srv = await startInProcess({ games: [watchedBot] });
});
afterAll(async () => srv?.close());

describe('player names (finding 10)', () => {
  it.each([
    ['a right-to-left override', 'Bob\u202Etob', /bidirectional/],
    ['a right-to-left isolate', '\u2067evil\u2069', /bidirectional/],
    ['only zero-width characters', '\u200B\u200C\u200D\uFEFF', /no visible characters/],
    ['only a Hangul filler', '\u3164', /no visible characters/],
    ['a lone surrogate', 'Al\uD800ice', /lone surrogate/],
  ])('a name with %s is refused with a reason', async (_what, name, reason) => {
    const matchID = await createMatch(srv.url, GAME, { numPlayers: 2 });
    // JSON.stringify writes a lone surrogate as the escape \ud800, exactly what a hostile client would send.
    const r = await api(srv.url, 'POST', `/games/${GAME}/${matchID}/join`, { playerID: '0', playerName: name });
    expect(r.status).toBe(400);
    expect(r.body.error).toMatch(reason);
  });

  it('names are stored in NFC: "é" typed as e + accent is the precomposed é', async () => {
    const matchID = await createMatch(srv.url, GAME, { numPlayers: 2 });
    expect((await api(srv.url, 'POST', `/games/${GAME}/${matchID}/join`, { playerID: '0', playerName: 'Ame\u0301lie' })).status).toBe(200);
    const m = await api(srv.url, 'GET', `/games/${GAME}/${matchID}`);
    expect(m.body.players[0].name).toBe('Am\u00e9lie');
  });
});

describe('bot seats (finding 7)', () => {
  it('a client cannot declare its own seat a bot, on join or on update', async () => {
    const matchID = await createMatch(srv.url, GAME, { numPlayers: 2 });
    const join = await api(srv.url, 'POST', `/games/${GAME}/${matchID}/join`, { playerID: '0', playerName: 'Eve', data: { bot: true } });
    expect(join.status).toBe(400);
    expect(join.body.error).toMatch(/data\.bot is reserved/);
    const [seat] = await joinAll(srv.url, GAME, matchID, 1);
    const update = await api(srv.url, 'POST', `/games/${GAME}/${matchID}/update`, { playerID: seat!.playerID, credentials: seat!.credentials, data: { bot: true } });
    expect(update.status).toBe(400);
    const m = await api(srv.url, 'GET', `/games/${GAME}/${matchID}`);
    expect(m.body.players[0].data).toBeUndefined();
  });

  it("a server bot decides from its own seat's view: it never sees the deck or another hand", async () => {
    botSaw.length = 0;
    const matchID = await createMatch(srv.url, GAME, { numPlayers: 2, bots: 1 });
    const [human] = await joinAll(srv.url, GAME, matchID, 1);
    // Seat 0 moves first; once it has, the bot (seat 1) is to move.
    const seat = new RawSeat(srv.url, GAME, matchID, human!.playerID, human!.credentials);
    await seat.sync();
    seat.move('draw', [], seat.lastStateID());
    await waitUntil(() => botSaw.length > 0, 10_000, 'the bot to decide');
    seat.close();
    for (const state of botSaw) {
      expect(typeof state.G.deck).toBe('number');
      expect(typeof state.G.hands['0']).toBe('number');
      expect(Array.isArray(state.G.hands['1'])).toBe(true);
    }
  });
});

describe('play again (finding 11)', () => {
  it('is refused while the match is still being played', async () => {
    const matchID = await createMatch(srv.url, GAME, { numPlayers: 2 });
    const [seat] = await joinAll(srv.url, GAME, matchID, 2);
    const r = await api(srv.url, 'POST', `/games/${GAME}/${matchID}/playAgain`, { playerID: seat!.playerID, credentials: seat!.credentials });
    expect(r.status).toBe(409);
    expect(r.body.error).toMatch(/not over/);
    expect((await api(srv.url, 'GET', `/games/${GAME}/${matchID}`)).body.nextMatchID).toBeUndefined();
  });
});

describe('match spam (finding 6)', () => {
  it('creates per address are limited: past the budget a create gets 429 with a reason, and nothing is stored', async () => {
    const srv = await startInProcess({ games: [secretHand as Game], limits: DEFAULT_LIMITS });
    const before = (await srv.storage.listMatches({ gameName: GAME })).length;
    let refused: { status: number; body: { error?: string } } | undefined;
    let made = 0;
    for (let i = 0; i < 40 && !refused; i++) {
      const r = await api(srv.url, 'POST', `/games/${GAME}/create`, { numPlayers: 2 });
      if (r.status === 429) refused = r;
      else if (r.status === 200) made++;
    }
    expect(refused?.body.error).toMatch(/too many matches created from your address/);
    expect((await srv.storage.listMatches({ gameName: GAME })).length).toBe(before + made);
    const { creates } = DEFAULT_LIMITS;
    expect(made).toBe(creates.points + creates.burst);
    await srv.close();
  });
});
