/**
 * `deckhand simulate GAME --players N --games G --seed S [--json]`: seeded bot playouts through the compiled
 * game. Everything but actionsPerSecond (a measurement) is a function of the seed.
 */
import { parseArgs } from 'node:util';
import { playout } from '@deckhand/dsl';
import { loadGame } from '@deckhand/games';
import type { Io } from '../cli';

export interface SimulationReport {
  game: string;
  players: number;
  games: number;
  completed: number;
  moves: { mean: number; min: number; max: number };
  winsBySeat: number[];
  draws: number;
  actionsPerSecond: number;
}

export async function simulate(id: string, players: number, games: number, seed: string, maxMoves = 5000): Promise<SimulationReport> {
  const loaded = await loadGame(id);
  const { game, def } = loaded;
  if (players < def.players.min || players > def.players.max) {
    throw new RangeError(`${def.name} is for ${def.players.min} to ${def.players.max} players, not ${players}`);
  }
  const winsBySeat = Array.from({ length: players }, () => 0);
  let completed = 0;
  let draws = 0;
  let total = 0;
  let min = Infinity;
  let max = 0;
  const started = performance.now();
  for (let i = 0; i < games; i++) {
    const r = playout(game, { players, seed: `${seed}:${i}`, maxMoves, ...(loaded.bot ? { choose: loaded.bot.choose } : {}) });
    if (r.completed) completed++;
    if (r.winner !== undefined) winsBySeat[r.winner]! += 1;
    else if (r.completed) draws++;
    total += r.moves;
    min = Math.min(min, r.moves);
    max = Math.max(max, r.moves);
  }
  const seconds = (performance.now() - started) / 1000;
  return {
    game: id,
    players,
    games,
    completed,
    moves: { mean: games ? Math.round((total / games) * 100) / 100 : 0, min: games ? min : 0, max },
    winsBySeat,
    draws,
    actionsPerSecond: Math.round(total / Math.max(seconds, 1e-9)),
  };
}

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
      },
    });
  } catch (e) {
    io.err(`deckhand simulate: ${(e as Error).message}`);
    return 2;
  }
  const [id] = parsed.positionals;
  const players = Number(parsed.values.players);
  const games = Number(parsed.values.games);
  const maxMoves = Number(parsed.values['max-moves']);
  if (!id || !Number.isInteger(players) || !Number.isInteger(games) || games < 1 || !Number.isInteger(maxMoves)) {
    io.err('usage: deckhand simulate GAME --players N --games G --seed S [--json] [--max-moves M]');
    return 2;
  }
  let report: SimulationReport;
  try {
    report = await simulate(id, players, games, parsed.values.seed!, maxMoves);
  } catch (e) {
    io.err(`deckhand simulate: ${(e as Error).message}`);
    return 1;
  }
  if (parsed.values.json) io.out(JSON.stringify(report));
  else {
    io.out(`${report.game}: ${report.games} games at ${report.players} players, seed ${parsed.values.seed}`);
    io.out(`  completed ${report.completed}/${report.games}; moves mean ${report.moves.mean} (min ${report.moves.min}, max ${report.moves.max})`);
    io.out(`  wins by seat ${report.winsBySeat.join(' / ')}; draws ${report.draws}; ${report.actionsPerSecond} actions/s`);
  }
  return report.completed === report.games ? 0 : 1;
}
