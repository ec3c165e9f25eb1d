// A plain Node ES module (no TypeScript loader): validate + compile a YAML game with the packed @deckhand/dsl, then
// play it to the end under boardgame.io's own Client (with its RandomBot) and under boardgame.io's Server.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { compile, validate } from '@deckhand/dsl';

// boardgame.io 0.50 has no exports map: its subpaths load through require, not import.
const require = createRequire(import.meta.url);
const { Client } = require('boardgame.io/client');
const { SocketIO } = require('boardgame.io/multiplayer');
const { Server } = require('boardgame.io/server');

const file = process.argv[2];
const r = validate(readFileSync(file, 'utf8'), { file });
if (!r.ok) {
  console.error(r.diagnostics.map((d) => d.message).join('\n'));
  process.exit(1);
}
const game = compile(r.def, {});
const out = { id: game.name };

// A seeded random legal move of a seat that has one (in simultaneous phases every active seat is asked).
let rand = 1;
function pick(state) {
  const seats = state.ctx.activePlayers ? Object.keys(state.ctx.activePlayers) : [state.ctx.currentPlayer];
  for (const seat of seats) {
    const actions = game.ai.enumerate(state.G, state.ctx, seat);
    if (!actions.length) continue;
    rand = (rand * 48271) % 2147483647;
    return { seat, ...actions[rand % actions.length] };
  }
  throw new Error(`no seat has a legal move: ${JSON.stringify(state.ctx)}`);
}

// 1. boardgame.io's Client: the whole match in this process (the store holds the unfiltered state, as for Step).
{
  const client = Client({ game, numPlayers: 2 });
  client.start();
  let moves = 0;
  for (; moves < 2000 && !client.getState().ctx.gameover; moves++) {
    const a = pick(client.store.getState());
    client.updatePlayerID(a.seat);
    client.moves[a.move](...a.args);
  }
  out.client = { moves, gameover: client.getState().ctx.gameover };
  client.stop();
}

// 2. boardgame.io's Server; each seat a socket client; moves chosen from the server's own copy of the match.
{
  const server = Server({ games: [game] });
  const { appServer, apiServer } = await server.run({ port: 0, lobbyConfig: { apiPort: 0 } });
  const port = appServer.address().port;
  const matchID = 'consumer-match';
  const seats = ['0', '1'].map((playerID) => {
    const c = Client({ game, numPlayers: 2, matchID, playerID, multiplayer: SocketIO({ server: `http://127.0.0.1:${port}` }) });
    c.start();
    return c;
  });
  const stored = async () => (await server.db.fetch(matchID, { state: true })).state;
  const sleep = (ms) => new Promise((res) => setTimeout(res, ms));
  for (let i = 0; i < 400 && !seats.every((c) => c.getState()); i++) await sleep(25);
  let moves = 0;
  for (; moves < 2000; moves++) {
    const state = await stored();
    if (state.ctx.gameover) break;
    const a = pick(state);
    const seat = seats[Number(a.seat)];
    // A move must carry the state id the server holds: wait until this seat's socket has seen that state.
    for (let i = 0; i < 400 && seat.getState()._stateID !== state._stateID; i++) await sleep(5);
    seat.moves[a.move](...a.args);
    for (let i = 0; i < 400 && (await stored())._stateID === state._stateID; i++) await sleep(5);
  }
  for (let i = 0; i < 400 && !seats.every((c) => c.getState().ctx.gameover); i++) await sleep(25);
  out.server = { moves, gameover: (await stored()).ctx.gameover, seatsSawGameover: seats.every((c) => c.getState().ctx.gameover) };
  for (const c of seats) c.stop();
  appServer.close();
  apiServer?.close();
}
console.log(JSON.stringify(out));
process.exit(0);
