/** The moves a phase opens and the turn rules it runs under: read from the IR once per phase. */
import type { MoveDef } from '../../ir/types';
import type { Program } from '../program';

const phaseMoves = new WeakMap<Program, Map<string | null, MoveDef[]>>();

/** The moves open in the current phase (listed once per phase: a game's moves never change). */
export function movesInPhase(p: Program, phase: string | null): MoveDef[] {
  let byPhase = phaseMoves.get(p);
  if (!byPhase) phaseMoves.set(p, (byPhase = new Map()));
  let list = byPhase.get(phase);
  if (!list) {
    const ph = phase ? p.def.phases[phase] : undefined;
    list = ph && ph.moves.length > 0 ? ph.moves.map((n) => p.def.moves[n]!) : globalMoves(p);
    byPhase.set(phase, list);
  }
  return list;
}

/** The moves of a phase that lists none, and of a game without phases: all but a passing phase's own. */
export function globalMoves(p: Program): MoveDef[] {
  return Object.values(p.def.moves).filter((m) => m.onlyIn === undefined);
}

/** The turn rules of `phase`: its own, or the game's. */
export function turnDefFor(p: Program, phase: string | null) {
  return (phase ? p.def.phases[phase]?.turn : undefined) ?? p.def.turn;
}
