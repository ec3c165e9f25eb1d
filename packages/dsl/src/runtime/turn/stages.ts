/**
 * Turn stages (`turn.stages: [draw, { name: meld, optional: true }, discard]`): a turn goes through its stages in
 * order, and each move says which stage(s) it belongs to. The current stage is boardgame.io's: the current player's
 * entry in `ctx.activePlayers` (the compiled turn starts every turn in the first stage, and a move that changes the
 * stage calls `setStage`), so the state needs no flag variable. This file is the one place that says which moves
 * are open in a stage and where a move leaves the turn; the boardgame.io adapter and the fast simulator both ask it.
 */
import type { Env } from '../../expr/env';
import type { Expr, MoveDef, StageBranch, StageDef } from '../../ir/types';
import type { Program } from '../program';

/** The stages of the turn in a phase (undefined: the turn has none). */
export function stagesIn(p: Program, phase: string | null): StageDef[] | undefined {
  const s = ((phase ? p.def.phases[phase]?.turn : undefined) ?? p.def.turn).stages;
  return s && s.length > 0 ? s : undefined;
}

/**
 * The stages whose moves are open while the turn is in `current`: itself, and while the stage is optional, the
 * next one too (skipping it), and so on up to the first stage that is not optional.
 */
function reachable(stages: readonly StageDef[], current: string): string[] {
  let i = stages.findIndex((s) => s.name === current);
  if (i < 0) return [current];
  const out = [stages[i]!.name];
  while (stages[i]!.optional && i + 1 < stages.length) out.push(stages[++i]!.name);
  return out;
}

/** Whether move `m` may be played while the turn is in stage `current` (a move without `stage:` may be played in any). */
export function openInStage(m: MoveDef, stages: readonly StageDef[] | undefined, current: string | null | undefined): boolean {
  if (!stages || !m.stages || current === null || current === undefined) return true;
  return reachable(stages, current).some((s) => m.stages!.includes(s));
}

/** The moves of `moves` open in the current stage of `env` (all of them when the turn has no stages). */
export function openNow<T extends MoveDef>(p: Program, env: Env, moves: readonly T[]): readonly T[] {
  const stages = stagesIn(p, env.phase);
  if (!stages || env.stage === null || env.stage === undefined) return moves;
  return moves.filter((m) => openInStage(m, stages, env.stage));
}

/**
 * The stage the turn is in after `m` was played in stage `current`: its `then:` (a name, or `next`: the stage after
 * the one it was played in), or else the stage it was played in — which is later than `current` when it skipped
 * optional stages to get there. A conditional `then:` (a list of `{ when, stage }`) goes where its first entry whose
 * `when` holds (`holds` answers, on the state after the move) says, or the default entry's stage; with none, the
 * turn stays as without `then:`.
 */
export function stageAfter(m: MoveDef, stages: readonly StageDef[], current: string, holds: (when: Expr) => boolean = () => false): string {
  const own = m.stages ? (reachable(stages, current).find((s) => m.stages!.includes(s)) ?? current) : current;
  const to = typeof m.then === 'string' || m.then === undefined ? m.then : chosen(m.then, holds);
  if (to === undefined) return own;
  if (to !== 'next') return to;
  const i = stages.findIndex((s) => s.name === own);
  return stages[i + 1]?.name ?? own;
}

/** The stage the first branch that applies names: one whose `when` holds, or the default (no `when`). */
function chosen(branches: readonly StageBranch[], holds: (when: Expr) => boolean): string | undefined {
  for (const b of branches) if (b.when === undefined || holds(b.when)) return b.stage;
  return undefined;
}

/** The stage a seat is in, read from boardgame.io's `activePlayers` (null: no stage). */
export function stageOf(activePlayers: Record<string, string | null> | null | undefined, seat: string): string | null {
  const s = activePlayers?.[seat];
  return typeof s === 'string' ? s : null;
}
