/**
 * A fingerprint of seeded playouts of every shipped game, for changes to the rules' engine that must change nothing
 * (speed work): run it on the code before and after, and the lines must be the same. Each game is played at its
 * fewest players and at four (or its most), with its own bot, through the fast simulator with and without log text
 * and, for the first seeds, through boardgame.io's reducer; every final `G` (log included), `ctx`, random stream
 * state and result goes into the game's hash. The agreement test (packages/games/src/sim-agreement.test.ts) compares
 * the two engines with each other; this compares the code with itself across a change.
 *
 * Run: `npx tsx tools/bench/playout-hash.ts [--seeds 30]` (prints one line per game and one for all).
 */
import './production-mode';
import { createHash } from 'node:crypto';
import { parseArgs } from 'node:util';
import { fastPlayout, playout } from '@deckhand/dsl';
import { loadGames } from '@deckhand/games';

const { values } = parseArgs({ options: { seeds: { type: 'string', default: '30' } } });
const seeds = Number(values.seeds);
const all = createHash('sha256');
for (const g of await loadGames()) {
  const h = createHash('sha256');
  for (const players of [...new Set([g.def.players.min, Math.min(4, g.def.players.max)])]) {
    // A game of several hands is that many games long: fewer seeds cover as many hands.
    const n = g.def.hands ? Math.ceil(seeds / 8) : seeds;
    for (let i = 0; i < n; i++) {
      const opts = { players, seed: `hash:${i}`, ...(g.bot ? { choose: g.bot.choose } : {}) };
      const fast = fastPlayout(g.game, opts);
      h.update(JSON.stringify([fast.moves, fast.winner, fast.draw, fast.final.G, fast.final.ctx, fast.final.random, fast.final.stateID]));
      const quiet = fastPlayout(g.game, { ...opts, logText: false });
      h.update(JSON.stringify([quiet.moves, quiet.final.G, quiet.final.ctx, quiet.final.random]));
      if (i < 3) {
        const slow = playout(g.game, opts);
        h.update(JSON.stringify([slow.moves, slow.final.G, slow.final.ctx, slow.final.plugins?.random]));
      }
    }
  }
  const digest = h.digest('hex');
  all.update(digest);
  console.log(g.id.padEnd(18), digest.slice(0, 16));
}
console.log('all'.padEnd(18), all.digest('hex').slice(0, 16));
