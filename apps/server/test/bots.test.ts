import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Game } from 'boardgame.io';
import { startInProcess, type Running } from './helpers/in-process';
import { api, createMatch } from './helpers/lobby';
import { RawSeat } from './helpers/socket';
import { waitUntil } from './helpers/net';
import { testGames } from './helpers/games';
import { currentSeat, playOneMove } from './helpers/driver';
import { playout, prng, type CompiledGame, type GameState } from '@deckhand/dsl';
import { searchDecision, type BotGame } from '../src/bots';

const games = await testGames();
let srv: Running;
beforeAll(async () => {
  srv = await startInProcess({ games: games.map((g) => g.game) });
});
afterAll(async () => srv?.close());

describe('bots play server-side through ai.enumerate', () => {
  it.each(games.map((g) => g.game.name!))('%s: an all-bot match plays itself to the end', async (name) => {
    const game = srv.games.find((g) => g.name === name)! as Game;
    // Compiled games' bot seats search; at easy an all-bot match stays quick.
    const matchID = await createMatch(srv.url, name, { numPlayers: game.minPlayers, bots: game.minPlayers, botLevels: Array.from({ length: game.minPlayers ?? 2 }, () => 'easy') });
    // Bots play only while someone watches (unwatched-bots.test.ts): a spectator does.
    const watcher = new RawSeat(srv.url, name, matchID, null);
    await watcher.sync();
    // Honest bots answer Art of Argument's quiz 1 time in 4, so its all-bot matches run long on a busy 2-core machine.
    await waitUntil(async () => (await srv.storage.fetch(matchID, { metadata: true })).metadata.gameover, 150_000, `${name} to finish`);
    const { state } = await srv.storage.fetch(matchID, { state: true });
    expect(state.ctx.gameover).toBeDefined();
    expect(state.G.result ?? state.ctx.gameover).toBeDefined();
    watcher.close();
  }, 180_000);

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

describe('a compiled game\'s bot seat searches on its own view', () => {
  it('Bag: states differing only in the cards the bot cannot see give the same decision', () => {
    const bag = srv.games.find((g) => g.name === 'bag') as BotGame & CompiledGame;
    let compared = 0;
    for (let i = 0; i < 2; i++) {
      const states: { G: GameState; ctx: any }[] = [];
      playout(bag, { players: 2, seed: `server-bot-${i}`, onState: (st) => states.push(st) });
      const a = states.find((st) => st.ctx.phase === 'play' && !st.ctx.gameover && st.ctx.currentPlayer === '0')!;
      // Seat 0 sees its own hand; swap the opponent's hand with the box (both hidden from seat 0).
      const G = structuredClone(a.G);
      const hands = G.zones.hand as number[][];
      const box = G.zones.box as number[];
      const theirs = hands[1]!.splice(0);
      hands[1]!.push(...box.splice(0, theirs.length).sort((x, y) => x - y));
      box.push(...theirs);
      box.sort((x, y) => x - y);
      const b = { ...a, G };
      expect(JSON.stringify(bag.deckhand.playerView(b.G, '0'))).toBe(JSON.stringify(bag.deckhand.playerView(a.G, '0')));
      expect(b.G.zones.hand).not.toEqual(a.G.zones.hand);
      const actions = bag.deckhand.legalActions(a.G, a.ctx, '0');
      const decide = (st: typeof a) => searchDecision(bag, st as never, '0', actions, 'easy', { rand: prng(i), budget: { iterations: 10 } });
      expect(decide(b)).toEqual(decide(a));
      compared++;
    }
    expect(compared).toBe(2);
  });
});
