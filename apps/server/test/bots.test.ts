import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Game } from 'boardgame.io';
import { startInProcess, type Running } from './helpers/in-process';
import { api, createMatch } from './helpers/lobby';
import { RawSeat } from './helpers/socket';
import { waitUntil } from './helpers/net';
import { testGames } from './helpers/games';
import { currentSeat, playOneMove } from './helpers/driver';

const games = await testGames();
let srv: Running;
beforeAll(async () => {
  srv = await startInProcess({ games: games.map((g) => g.game) });
});
afterAll(async () => srv?.close());

describe('bots play server-side through ai.enumerate', () => {
  it.each(games.map((g) => g.game.name!))('%s: an all-bot match plays itself to the end', async (name) => {
    const game = srv.games.find((g) => g.name === name)! as Game;
    const matchID = await createMatch(srv.url, name, { numPlayers: game.minPlayers, bots: game.minPlayers });
    await waitUntil(async () => (await srv.storage.fetch(matchID, { metadata: true })).metadata.gameover, 45_000, `${name} to finish`);
    const { state } = await srv.storage.fetch(matchID, { state: true });
    expect(state.ctx.gameover).toBeDefined();
    expect(state.G.result ?? state.ctx.gameover).toBeDefined();
  });

  it('a human plays against a bot: the bot answers every human move', async () => {
    const matchID = await createMatch(srv.url, 'secret-hand', { numPlayers: 2, bots: 1 });
    const j = await api(srv.url, 'POST', `/games/secret-hand/${matchID}/join`, { playerName: 'Human' });
    expect(j.body.playerID).toBe('0');
    const me = new RawSeat(srv.url, 'secret-hand', matchID, '0', j.body.playerCredentials);
    await me.sync();
    for (let i = 0; i < 30 && !me.lastState().ctx.gameover; i++) {
      await waitUntil(() => me.lastState().ctx.currentPlayer === '0' || me.lastState().ctx.gameover, 5000, 'my turn');
      if (me.lastState().ctx.gameover) break;
      await playOneMove(currentSeat([me]), [me]);
    }
    expect(me.lastState().ctx.gameover).toBeDefined();
    // The bot's credentials are never shown to anyone.
    const m = await api(srv.url, 'GET', `/games/secret-hand/${matchID}`);
    expect(JSON.stringify(m.body)).not.toMatch(/credentials/);
    me.close();
  });
});
