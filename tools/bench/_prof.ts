import '/work/wt/bots/tools/bench/production-mode';
import { playout, prng, searchBot, type GameState } from '@deckhand/dsl';
import { loadGame } from '@deckhand/games';
import type { State } from 'boardgame.io';
const id = process.argv[2] ?? 'bag';
const g = await loadGame(id);
const states: State<GameState>[] = [];
for (let i = 0; i < 3; i++) playout(g.game, { players: 2, seed: `t${i}`, onState: (s) => { if (!s.ctx.gameover) states.push(s); } });
const bot = searchBot({ level: 'medium', reproducible: true, ...(g.bot ? { policy: g.bot.choose } : {}) });
const rand = prng(3);
let n = 0; const t = performance.now();
for (const s of states.filter((_, i) => i % 7 === 3).slice(0, Number(process.argv[3] ?? 10))) {
  const seat = Number(s.ctx.activePlayers ? Object.keys(s.ctx.activePlayers)[0] : s.ctx.currentPlayer);
  const actions = g.game.deckhand.legalActions(s.G, s.ctx, String(seat));
  if (actions.length < 2) continue;
  bot.choose(actions, rand, s, seat, g.game); n++;
}
console.log(id, 'states', states.length, 'decisions', n, 'ms/decision', ((performance.now() - t) / n).toFixed(1));
