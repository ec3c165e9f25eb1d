/**
 * Times one workload of `deckhand bench` alone, in actions per CPU second (steadier than wall time on a shared
 * machine), for profiling built code (tsx wraps every closure, which skews a profile):
 * `npx nx run tools:build && NODE_ENV=production node --cpu-prof tools/dist/profile.mjs bag|build-up sim|rollout|reducer|plain|limit [seconds]`
 * (or from the sources: `node --import tsx tools/bench/profile.ts …`). `rollout` is the simulator without log text, `limit` the plain mutable TypeScript game.
 * `GAMES=n` plays exactly n passes instead (a fixed workload: e.g. instructions counted under valgrind, which do not
 * move with the machine's load); `POLLUTE=n` first plays n passes through boardgame.io, as `deckhand bench` does in
 * the same process. `DECKHAND_NO_CODEGEN=1` runs the rules' expressions as closures (expr/compile/codegen.ts), to compare.
 */
import { importBundledModule, loadGame, setModuleImporter } from '@deckhand/games';
import type { CompiledGame } from '@deckhand/dsl';
import type { Game } from 'boardgame.io';
import { plainDriver, reducerDriver, simDriver } from '../src/bench/drivers';
import { playMutableBag } from './mutable-bag';
import { playMutableBuildUp } from './mutable-build-up';
import { PlainBag } from './plain-bag';
import { PlainBuildUp } from './plain-build-up';
// Bag's bots.ts is loaded with the game: bundled, so plain Node (the built profile) can import it too.
setModuleImporter(importBundledModule);
const id = process.argv[2] ?? 'bag';
const mode = process.argv[3] ?? 'sim';
const g = (await loadGame(id)).game as CompiledGame;
const plain = id === 'bag' ? PlainBag : PlainBuildUp;
const limit = id === 'bag' ? playMutableBag : playMutableBuildUp;
const d = mode === 'limit' ? plainDriver(limit) : mode === 'sim' ? simDriver(g) : mode === 'rollout' ? simDriver(g, { logText: false }) : reducerDriver((mode === 'plain' ? plain : g) as unknown as Game);
d(3, 4);
// POLLUTE=n: n passes of the boardgame.io path of the same game first, as in `deckhand bench`, where both run in one
// process and share the rules' code (and its type feedback).
for (let i = 0, r = reducerDriver(g as unknown as Game); i < Number(process.env.POLLUTE ?? 0); i++) r(2, 4);
const c0 = process.cpuUsage(); const t0 = performance.now(); let n = 0;
// GAMES=n: exactly n passes over the seeds instead of a time (a fixed workload, e.g. to count instructions).
const passes = Number(process.env.GAMES ?? 0);
const per = mode === 'limit' ? 100 : mode === 'sim' || mode === 'rollout' ? 10 : 2;
if (passes > 0) for (let i = 0; i < passes; i++) n += d(per, 4);
else while (performance.now() - t0 < Number(process.argv[4] ?? 3) * 1000) n += d(per, 4);
const cpu = process.cpuUsage(c0); const us = cpu.user + cpu.system;
console.log(id, mode, Math.round((n / us) * 1e6), 'actions per CPU s', Math.round(us / n * 1000) / 1000, 'µs/action', n, 'actions');
