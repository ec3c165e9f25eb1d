/**
 * Deckhand's and plain boardgame.io's CPU per move, category by category (bench/server/profile-categories.ts), from
 * the two main-thread profiles one `server-bench.ts --profile DIR` run wrote, as a markdown table in µs per move:
 *
 *   NODE_ENV=production npx tsx apps/server/bench/server-bench.ts --ks 100 --repeats 1 --seconds 12 --profile /tmp/prof
 *   npx tsx apps/server/bench/profile-table.ts --deckhand /tmp/prof/CPU…001.cpuprofile --deckhand-cpu 1560 \
 *     --plain /tmp/prof/CPU…001.cpuprofile --plain-cpu 938 --from 16.5 --to 5
 *
 * `--deckhand-cpu` and `--plain-cpu` are the µs of CPU per move the bench printed for that run; `--from`/`--to` pick
 * the measured window, in seconds before each profile ends (the bench stops a server a few seconds after its window).
 * The bundles must be the ones profiled (rebuild neither in between): their source markers name each frame's file.
 */
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { parseArgs } from 'node:util';
import { CATEGORIES, categorize, perMove, type CpuProfile } from './server/profile-categories';

const SERVER_DIR = join(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    deckhand: { type: 'string' },
    plain: { type: 'string' },
    'deckhand-cpu': { type: 'string' },
    'plain-cpu': { type: 'string' },
    'deckhand-bundle': { type: 'string', default: join(SERVER_DIR, 'dist', 'main.mjs') },
    'plain-bundle': { type: 'string', default: join(SERVER_DIR, 'bench', 'dist', 'plain-bag-server.mjs') },
    from: { type: 'string' },
    to: { type: 'string' },
  },
});
if (!values.deckhand || !values.plain || !values['deckhand-cpu'] || !values['plain-cpu']) {
  console.error('usage: profile-table.ts --deckhand FILE --deckhand-cpu US --plain FILE --plain-cpu US [--from S --to S] [--deckhand-bundle F --plain-bundle F]');
  process.exit(2);
}
const window = { fromS: values.from === undefined ? undefined : Number(values.from), toS: values.to === undefined ? undefined : Number(values.to) };
const side = (profile: string, bundle: string, cpu: string) =>
  perMove(
    categorize(JSON.parse(readFileSync(profile, 'utf8')) as CpuProfile, { ...window, bundle: { name: basename(bundle), text: readFileSync(bundle, 'utf8') } }),
    Number(cpu),
  );
const d = side(values.deckhand, values['deckhand-bundle'], values['deckhand-cpu']);
const p = side(values.plain, values['plain-bundle'], values['plain-cpu']);
const us = (v: number) => Math.round(v).toLocaleString('en');
console.log('| category | Deckhand µs/move | plain µs/move | Deckhand − plain |');
console.log('|---|---|---|---|');
for (const c of CATEGORIES) {
  const diff = d.get(c)! - p.get(c)!;
  console.log(`| ${c} | ${us(d.get(c)!)} | ${us(p.get(c)!)} | ${diff >= 0 ? '+' : '−'}${us(Math.abs(diff))} |`);
}
console.log(`| all | ${us(Number(values['deckhand-cpu']))} | ${us(Number(values['plain-cpu']))} | +${us(Number(values['deckhand-cpu']) - Number(values['plain-cpu']))} |`);
