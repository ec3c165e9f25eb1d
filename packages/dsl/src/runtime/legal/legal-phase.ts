/**
 * A seat's listing of the moves open in a phase, planned once per phase: the phase's moves with their plans
 * (runtime/legal/legal-plan.ts) found once instead of looked up per move per listing, and, where every move of the phase
 * is listed from actions fixed for the whole game (Bag's "name a number 0..21", "name two numbers" while holding
 * one card), the whole listing made once for each combination of the preconditions that are checked once per
 * listing: a listing is then those checks and one copy of a list, where it was each move's actions appended one
 * by one. The same actions in the same order either way. The phase's race and whether `pass` is open, which every
 * listing asks, are found here once too.
 */
import type { Env } from '../../expr/env';
import type { MoveDef, PhaseDef } from '../../ir/types';
import type { Exec } from '../effects/exec';
import { fixedOf, listLegal, movePlan, type MovePlan } from './legal-plan';
import type { Program } from '../program';
import { movesInPhase } from '../turn/phase-moves';
import type { Action } from './action';
import { openNow, stagesIn } from '../turn/stages';

/** At most this many moves in a phase listed by combination (2^n combined lists at most). */
const MAX_COMBINED = 8;

interface PhasePlans {
  /** The phase's definition (undefined: no phase, or one the game does not declare). */
  def: PhaseDef | undefined;
  /** The phase's race, if it is one (its actions are the race's, not the moves'). */
  race: PhaseDef['race'];
  /** Whether the built-in `pass` is open in the phase's turns (`passOpen`). */
  pass: boolean;
  /** The rest, made at the phase's first listing (a race phase has none). */
  listing: PhaseListing | undefined;
}

interface PhaseListing {
  moves: readonly MoveDef[];
  plans: readonly MovePlan[];
  /** The turn has stages: the moves open depend on the stage, so each listing filters them (`openNow`). */
  staged: boolean;
  /**
   * Every move is listed from fixed actions, at most MAX_COMBINED of them: the listing for each combination of
   * once-checked preconditions that hold (bit i: move i's holds), made at its first use.
   */
  combined: (readonly Action[] | undefined)[] | undefined;
}

const byProgram = new WeakMap<Program, Map<string | null, PhasePlans>>();

/** The last phase asked for: one program and phase serve most listings in a row. */
let last: { p: Program; phase: string | null; plans: PhasePlans } | undefined;

/** What a listing needs to know of `phase`, found once per program and phase. */
export function phasePlans(p: Program, phase: string | null): PhasePlans {
  if (last !== undefined && last.p === p && last.phase === phase) return last.plans;
  let byPhase = byProgram.get(p);
  if (!byPhase) byProgram.set(p, (byPhase = new Map()));
  let plans = byPhase.get(phase);
  if (!plans) byPhase.set(phase, (plans = makePlans(p, phase)));
  last = { p, phase, plans };
  return plans;
}

function makePlans(p: Program, phase: string | null): PhasePlans {
  const ph = phase ? p.def.phases[phase] : undefined;
  const turn = ph?.turn ?? p.def.turn;
  return { def: ph, race: ph?.race, pass: turn.canPass === true && !ph?.simultaneous, listing: undefined };
}

function makeListing(p: Program, phase: string | null): PhaseListing {
  const moves = movesInPhase(p, phase);
  const plans = moves.map((m) => movePlan(p, m));
  const staged = stagesIn(p, phase) !== undefined;
  const fixed = !staged && plans.length <= MAX_COMBINED && plans.every((plan) => plan.fixable && !plan.perCandidate);
  return { moves, plans, staged, combined: fixed ? [] : undefined };
}

/** Every legal action of the moves open now for `self` (env.self set), in listing order: a new list each call. */
export function listOpen(x: Exec, self: Env): Action[] {
  const plan = phasePlans(x.p, self.phase);
  const ph = (plan.listing ??= makeListing(x.p, self.phase));
  if (ph.staged) {
    const out: Action[] = [];
    for (const m of openNow(x.p, self, ph.moves)) listLegal(x, self, movePlan(x.p, m), out);
    return out;
  }
  const plans = ph.plans;
  const combined = ph.combined;
  if (combined !== undefined) {
    let holds = 0;
    for (let i = 0; i < plans.length; i++) {
      const once = plans[i]!.once;
      if (once === undefined || once(self)) holds |= 1 << i;
    }
    return (combined[holds] ??= combine(x, self, plans, holds)).slice();
  }
  const out: Action[] = [];
  for (let i = 0; i < plans.length; i++) listLegal(x, self, plans[i]!, out);
  return out;
}

/**
 * The listing when the moves whose bits are set in `holds` are open: their fixed actions (each frozen), in order. The
 * list itself is never handed out, only copies of it, so it is not frozen (a frozen list is copied by a slow path).
 */
function combine(x: Exec, self: Env, plans: readonly MovePlan[], holds: number): readonly Action[] {
  const out: Action[] = [];
  for (let i = 0; i < plans.length; i++) if (holds & (1 << i)) for (const a of fixedOf(x, self, plans[i]!)) out.push(a);
  return out;
}
