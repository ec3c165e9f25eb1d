/**
 * What a move's commit costs the server's storage, in process: seeded 4-player Bag matches are played through
 * boardgame.io's reducer (the load bench's moves: the seat to move names a number 0–21), and every state is then
 * committed to a fresh SQLite file the way the server does it, K matches at a time (one group commit per round, as
 * under load), in two ways measured in the same run, interleaved:
 *  - apart: the game's log stored apart and appended to (what the server does, db/state-text.ts);
 *  - inline: the whole state written as one text, its log inside (how it was stored before session 7).
 * Each commit's text is made before the clock starts (the server made the inline text incrementally, reusing the
 * last state's log text, so timing a whole JSON.stringify would flatter "apart"): what is timed is the database's
 * side, SQLite and its bindings. Printed per repeat: CPU µs per commit (process.cpuUsage, garbage collection
 * included), the text written per commit, and the ratio apart / inline.
 *
 *   NODE_ENV=production npx tsx apps/server/bench/storage-bench.ts [--matches 25] [--repeats 3]
 *
 * (NODE_ENV is read by boardgame.io as it loads: set it on the command line, as a server runs.)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { Game, State } from 'boardgame.io';
import { createMatch, CreateGameReducer } from 'boardgame.io/internal';
import { loadGame } from '@deckhand/games';
import { SqliteStorage } from '../src/db/sqlite';
import { sharedLogLength, storedState, type StoredState } from '../src/db/state-text';

const { values } = parseArgs({ options: { matches: { type: 'string', default: '25' }, repeats: { type: 'string', default: '3' } } });
const K = Number(values.matches);
const REPEATS = Number(values.repeats);

/** A seeded stream of numbers in [0, 1) (mulberry32): the same matches in every run. */
function stream(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const bag = await loadGame('bag');
const game = { ...(bag.game as Game) };
const reducer = CreateGameReducer({ game });

/** One match from its creation to its end: every state the reducer made, in order. */
type Created = Exclude<ReturnType<typeof createMatch>, { setupDataError: string }>;

function playMatch(i: number): { created: Created; states: State[] } {
  const created = createMatch({ game: { ...game, seed: `storage-bench:${i}` }, numPlayers: 4, setupData: undefined, unlisted: false });
  if ('setupDataError' in created) throw new Error('setup');
  const rand = stream(i + 1);
  const states: State[] = [];
  let s = created.initialState;
  while (!s.ctx.gameover && states.length < 2000) {
    const seat = s.ctx.currentPlayer;
    const next = reducer(s, { type: 'MAKE_MOVE', payload: { type: 'name', args: [Math.floor(rand() * 22)], playerID: seat } } as never) as State & { transients?: unknown; deltalog?: unknown };
    if (next.transients || next._stateID === s._stateID) throw new Error('a move was refused');
    const { transients: _t, deltalog: _d, ...kept } = next;
    states.push(kept as State);
    s = kept as State;
  }
  return { created, states };
}

const matches = Array.from({ length: K }, (_, i) => playMatch(i));
const commits = matches.reduce((n, m) => n + m.states.length, 0);

type Mode = 'apart' | 'inline';
const split = (mode: Mode, before: State, after: State): StoredState =>
  mode === 'apart' ? storedState(after, sharedLogLength(before, after)) : { text: JSON.stringify(after) };

interface Outcome {
  usPerCommit: number;
  /** Characters of state text (and appended log text) per commit. */
  textPerCommit: number;
}

async function run(mode: Mode): Promise<Outcome> {
  const dir = mkdtempSync(join(tmpdir(), 'deckhand-storage-bench-'));
  const file = join(dir, 'db.sqlite');
  const db = new SqliteStorage(file);
  try {
    for (const [i, m] of matches.entries()) await db.createMatch(`m${i}`, m.created);
    let text = 0;
    const splits = matches.map((m) => m.states.map((after, r) => split(mode, r === 0 ? m.created.initialState : m.states[r - 1]!, after)));
    for (const stored of splits.flat()) text += stored.text.length + (stored.log ? JSON.stringify(stored.log.entries.slice(stored.log.from)).length : 0);
    const rounds = Math.max(...matches.map((m) => m.states.length));
    const cpu = process.cpuUsage();
    for (let r = 0; r < rounds; r++) {
      const round: Promise<unknown>[] = [];
      for (const [i, m] of matches.entries()) {
        const after = m.states[r];
        if (!after) continue;
        round.push(db.commitMove(`m${i}`, after, undefined, Date.now(), splits[i]![r]!));
      }
      await Promise.all(round);
    }
    const used = process.cpuUsage(cpu);
    return { usPerCommit: (used.user + used.system) / commits, textPerCommit: text / commits };
  } finally {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

console.log(`${K} Bag matches at 4 players, ${commits} commits (${(commits / K).toFixed(0)} a match), one group commit per round`);
for (let r = 0; r < REPEATS; r++) {
  const order: Mode[] = r % 2 === 0 ? ['apart', 'inline'] : ['inline', 'apart'];
  const got: Partial<Record<Mode, Outcome>> = {};
  for (const mode of order) got[mode] = await run(mode);
  const { apart, inline } = got as Record<Mode, Outcome>;
  console.log(
    `repeat ${r + 1}: apart ${apart.usPerCommit.toFixed(1)} µs and ${apart.textPerCommit.toFixed(0)} characters per commit; ` +
      `inline ${inline.usPerCommit.toFixed(1)} µs and ${inline.textPerCommit.toFixed(0)}; ` +
      `apart / inline: CPU ${(apart.usPerCommit / inline.usPerCommit).toFixed(2)}, text ${(apart.textPerCommit / inline.textPerCommit).toFixed(2)}`,
  );
}
