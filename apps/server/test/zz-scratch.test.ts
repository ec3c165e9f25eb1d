import { it } from 'vitest';
import { startInProcess } from './helpers/in-process';
import { createMatch } from './helpers/lobby';
import { testGames } from './helpers/games';
import { sleep } from './helpers/net';
it('scratch', async () => {
  const games = await testGames();
  const srv = await startInProcess({ games: games.map((g) => g.game) });
  const game = srv.games.find((g) => g.name === 'art-of-argument')! as any;
  console.log('min', game.minPlayers);
  const matchID = await createMatch(srv.url, 'art-of-argument', { numPlayers: game.minPlayers, bots: game.minPlayers, botLevels: Array.from({ length: game.minPlayers }, () => 'easy') });
  for (let i = 0; i < 12; i++) {
    await sleep(4000);
    const { state, metadata } = await srv.storage.fetch(matchID, { state: true, metadata: true }) as any;
    console.log(i, state._stateID, state.ctx.phase, JSON.stringify(state.ctx.activePlayers), JSON.stringify(state.ctx.gameover), JSON.stringify(metadata.gameover), JSON.stringify(state.G.hook?.quiz ?? {}).slice(0, 300));
    if (metadata.gameover) break;
  }
  await srv.close();
}, 90000);
