/**
 * `deckhand simulate GAME --players N --games G --seed S [--json] [--report out.html] [--bots B,B,...] [--option name=value …]`: seeded bot
 * playouts through the compiled game, in the fast simulator (the same rules and random stream as boardgame.io, without
 * its reducer) (--bots: one bot per seat, e.g. ismcts:medium for players who try to win; --option: the game's setup options, as a host sets them).
 * Everything but actionsPerSecond (a measurement) is a function of the seed. A progress bar shows on a terminal; --report writes the balance report (src/report/) from the records collected here; with search bots it also plays the same seeds with random bots, so the report can say what skilled play changes.
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { fastPlayout, randomByKindChoice, type CompiledGame, type GameDef } from '@deckhand/dsl';
import { parseSimulateOptions } from '../simulate/options';
import { botFromSpec, GAMES_DIR, loadGame, seatChooser } from '@deckhand/games';
import { gameTarget } from '../games-root';
import type { Io } from '../io';
import { renderReport, type GameRecord, type SimulationData } from '../report';
import { instrument } from '../simulate/instrument';
import { progressBar } from '../simulate/progress';
import { gameRecord, Recorder, teamsOf } from '../simulate/record';
import { tally, teamLabel } from '../report/outcome';

export interface SimulationReport {
  game: string;
  players: number;
  games: number;
  completed: number;
  moves: { mean: number; min: number; max: number };
  winsBySeat: number[];
  /** Games each seat lost (last place, or not among the winners). */
  lossesBySeat: number[];
  /** Each seat's mean place over the completed games (1 = first; shared places are shared). */
  meanRankBySeat: number[];
  draws: number;
  /** Games where the table stalled: not over, yet nobody had a legal action. */
  stalled: number;
  /** A partnership game: each team's members (seats from 0), name, wins and losses (its wins also count by seat). */
  teams?: { members: number[]; name?: string; label: string; wins: number; losses: number }[];
  /** A one-seat game: games won and lost (never draws), and the mean score when the game gives one. */
  solo?: { wins: number; losses: number; meanScore?: number };
  /** A game against a house (`house:`): what it is called, and per seat the hands won, lost and pushed against it. */
  house?: { label: string; wins: number[]; losses: number[]; pushes: number[] };
  actionsPerSecond: number;
}

interface SimulateOptions {
  /** A folder of games other than packages/games/. */
  gamesRoot?: string;
  /** Called after each game (the progress bar). */
  onGame?: () => void;
  /** Also collect what the report needs (per-game records, move choices, effects run); returned as `data`. */
  collect?: boolean;
  /** One bot per seat (random, game, ismcts[:easy|medium|hard]); default the game's own bot, else random. */
  bots?: string[];
  /** The game's setup options, as `name=value` (`--option`), checked as the server checks a host's. */
  options?: string[];
}

export async function simulate(
  id: string,
  players: number,
  games: number,
  seed: string,
  maxMoves = 5000,
  opts: SimulateOptions = {},
): Promise<SimulationReport & { data?: SimulationData }> {
  const loaded = await loadGame(id, opts.gamesRoot ?? GAMES_DIR);
  const { def } = loaded;
  // The report counts effects through probe hooks compiled into its own copy of the game.
  const probed = opts.collect ? instrument(def, loaded.hooks) : undefined;
  const game = probed?.game ?? loaded.game;
  if (opts.bots && opts.bots.length !== players) throw new RangeError(`--bots names ${opts.bots.length} bots for ${players} players`);
  const parsedOptions = parseSimulateOptions(def, opts.options ?? [], players);
  if (!parsedOptions.ok) throw new RangeError(parsedOptions.message);
  const setupData = parsedOptions.setupData;
  const recorder = opts.collect
    ? new Recorder(def, { game: id, players, seed, maxMoves, bots: opts.bots ?? Array.from({ length: players }, () => (loaded.bot ? 'the game\'s bot' : 'random')) })
    : undefined;
  // Search bots run here without their time cap, so the report stays a function of the seed.
  const bot = opts.bots ? seatChooser(opts.bots.map((b) => botFromSpec(loaded, b, { reproducible: true }))) : (loaded.bot?.choose ?? randomByKindChoice);
  const choose = recorder ? recorder.chooser(bot) : bot;
  if (players < def.players.min || players > def.players.max) {
    throw new RangeError(`${def.name} is for ${def.players.min} to ${def.players.max} players, not ${players}`);
  }
  // Every game's record; wins, losses, draws and places are counted from them by the report's own tally.
  const records: GameRecord[] = [];
  let stalled = 0;
  let total = 0;
  let min = Infinity;
  let max = 0;
  const started = performance.now();
  for (let i = 0; i < games; i++) {
    const r = fastPlayout(game, { players, seed: `${seed}:${i}`, maxMoves, choose, ...(setupData ? { setupData } : {}), ...(recorder ? { onState: recorder.onState } : {}) });
    recorder?.add(r);
    records.push(gameRecord(r, players, 0));
    opts.onGame?.();
    if (r.stalled) stalled++;
    total += r.moves;
    min = Math.min(min, r.moves);
    max = Math.max(max, r.moves);
  }
  const seconds = (performance.now() - started) / 1000;
  const teams = teamsOf(def, players);
  const t = tally(records, players, teams);
  const completed = t.completed;
  // Search bots are players who try to win: the report compares them with random play on the same seeds.
  const baseline = recorder && opts.bots?.some((b) => b.startsWith('ismcts')) ? randomBaseline(loaded.game, def, { id, players, games, seed, maxMoves, setupData }) : undefined;
  return {
    game: id,
    players,
    games,
    completed,
    moves: { mean: games ? Math.round((total / games) * 100) / 100 : 0, min: games ? min : 0, max },
    winsBySeat: t.winsBySeat,
    lossesBySeat: t.lossesBySeat,
    meanRankBySeat: t.placeSum.map((sum) => (completed ? Math.round((sum / completed) * 100) / 100 : 0)),
    draws: t.draws,
    stalled,
    ...(teams ? { teams: teams.map((team, i) => ({ ...team, label: teamLabel(team), wins: t.winsByTeam![i]!, losses: t.lossesByTeam![i]! })) } : {}),
    ...(t.solo ? { solo: t.solo } : {}),
    ...(t.house && def.house ? { house: { label: def.house.label, ...t.house } } : {}),
    actionsPerSecond: Math.round(total / Math.max(seconds, 1e-9)),
    ...(recorder ? { data: { ...recorder.data(probed?.effects), ...(baseline ? { baseline } : {}) } } : {}),
  };
}

/** The run's seeds played again by random bots in every seat: the report's yardstick for skilled play. */
function randomBaseline(game: CompiledGame, def: GameDef, run: { id: string; players: number; games: number; seed: string; maxMoves: number; setupData: Record<string, unknown> | undefined }) {
  const bots = Array.from({ length: run.players }, () => 'random');
  const rec = new Recorder(def, { game: run.id, players: run.players, seed: run.seed, maxMoves: run.maxMoves, bots });
  for (let i = 0; i < run.games; i++) {
    rec.add(fastPlayout(game, { players: run.players, seed: `${run.seed}:${i}`, maxMoves: run.maxMoves, choose: randomByKindChoice, ...(run.setupData ? { setupData: run.setupData } : {}), onState: rec.onState }));
  }
  return { bots, records: rec.data().records };
}

const USAGE = 'usage: deckhand simulate [GAME] --players N --games G --seed S [--json] [--max-moves M] [--report FILE.html] [--bots B,B,...] [--option NAME=VALUE ...]';

export async function simulateCommand(argv: string[], io: Io): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        players: { type: 'string' },
        games: { type: 'string', default: '100' },
        seed: { type: 'string', default: '1' },
        json: { type: 'boolean', default: false },
        'max-moves': { type: 'string', default: '5000' },
        report: { type: 'string' },
        'games-root': { type: 'string' },
        bots: { type: 'string' },
        option: { type: 'string', multiple: true },
      },
    });
  } catch (e) {
    io.err(`deckhand simulate: ${(e as Error).message}\n${USAGE}`);
    return 2;
  }
  // No GAME: the game the working directory is (a folder made by `npm create deckhand`).
  const target = gameTarget(parsed.positionals[0], parsed.values['games-root']);
  const id = target?.id;
  const players = Number(parsed.values.players);
  const games = Number(parsed.values.games);
  const maxMoves = Number(parsed.values['max-moves']);
  if (!id || !Number.isInteger(players) || !Number.isInteger(games) || games < 1 || !Number.isInteger(maxMoves)) {
    io.err(USAGE);
    return 2;
  }
  let report: SimulationReport & { data?: SimulationData };
  const bar = progressBar(games, process.stderr, !parsed.values.json);
  try {
    report = await simulate(id, players, games, parsed.values.seed!, maxMoves, {
      onGame: bar.tick,
      ...(parsed.values.report ? { collect: true } : {}),
      gamesRoot: target!.root,
      ...(parsed.values.bots ? { bots: parsed.values.bots.split(',').map((b) => b.trim()) } : {}),
      ...(parsed.values.option ? { options: parsed.values.option } : {}),
    });
  } catch (e) {
    io.err(`deckhand simulate: ${(e as Error).message}`);
    return 1;
  } finally {
    bar.stop();
  }
  const { data, ...figures } = report;
  if (parsed.values.report && data) {
    writeFileSync(parsed.values.report, await renderReport(data));
    if (!parsed.values.json) io.out(`report: ${parsed.values.report}`);
  }
  report = figures;
  if (parsed.values.json) io.out(JSON.stringify(report));
  else {
    io.out(`${report.game}: ${report.games} games at ${report.players} players, seed ${parsed.values.seed}`);
    io.out(`  completed ${report.completed}/${report.games}; moves mean ${report.moves.mean} (min ${report.moves.min}, max ${report.moves.max})`);
    if (report.solo) io.out(`  solitaire: won ${report.solo.wins}, lost ${report.solo.losses}${report.solo.meanScore !== undefined ? `; mean score ${report.solo.meanScore}` : ''}`);
    else io.out(`  wins by seat ${report.winsBySeat.join(' / ')}; losses ${report.lossesBySeat.join(' / ')}; mean rank ${report.meanRankBySeat.join(' / ')}`);
    if (report.house) io.out(`  hands against the ${report.house.label.toLowerCase()} by seat (won-lost-pushed): ${report.house.wins.map((w, s) => `${w}-${report.house!.losses[s]}-${report.house!.pushes[s]}`).join(' / ')}`);
    if (report.teams) io.out(`  team wins (each also a win for every member above): ${report.teams.map((x) => `${x.label} ${x.wins}`).join(' / ')}`);
    io.out(`  draws ${report.draws}${report.stalled ? `; STALLED ${report.stalled}` : ''}; ${report.actionsPerSecond} actions/s`);
  }
  return report.completed === report.games ? 0 : 1;
}
