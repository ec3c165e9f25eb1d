import './production-mode';
import type { State } from 'boardgame.io';
import { decide, playout, prng, type GameState } from '@deckhand/dsl';
import { loadGames } from '@deckhand/games';
const g = (await loadGames()).find((x) => x.id === 'hearts')!;
const def = g.game.deckhand.def;
const name = (c: number) => { const a = def.cards[c]!.attrs as any; return `${a.rank}${String(a.suit)[0]}`; };
const states: State<GameState>[] = [];
playout(g.game, { players: 4, seed: `dbg-${process.argv[2] ?? 1}`, onState: (s) => states.push(s) });
let shown = 0;
for (let i = 20; i < states.length && shown < 8; i += 37) {
  const s = states[i]!;
  if (s.ctx.gameover || s.ctx.phase !== 'play') continue;
  const seat = Number(s.ctx.currentPlayer);
  const actions = g.game.deckhand.legalActions(s.G, s.ctx, String(seat));
  if (actions.length < 3) continue;
  shown++;
  const view = g.game.deckhand.playerView(s.G, String(seat));
  const d = decide(g.game, { view, ctx: s.ctx, seat, actions }, prng(i), { level: 'medium', reproducible: true });
  console.log(`seat ${seat} score ${JSON.stringify(s.G.vars.score)} points ${JSON.stringify(s.G.vars.points)} trick [${(s.G.zones.trick as number[]).map(name)}] -> ${name(d.args[0] as number)} (${d.search!.iterations} it)`);
  console.log('   ' + d.search!.stats.map((x) => `${name(x.action.args[0] as number)}:${x.visits}/${x.value.toFixed(2)}`).join('  '));
}
