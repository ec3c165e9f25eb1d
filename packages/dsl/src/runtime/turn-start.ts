/**
 * Whether a turn's start has anything to do. It runs the YAML's `onBegin` effects, clears the per-turn marks
 * (`lastOut`, `skip`), fires triggers and checks the end, and ends the turn of a player left without a legal action.
 * When the YAML declares none of that can matter, the compiled game registers no turn start at all: boardgame.io
 * then runs no hook per turn (its plugins wrap every hook, so even an empty one costs a full state round trip).
 */
import type { Expr, GameDef, MoveDef, TurnDef } from '../ir/types';

const IDENT = /[A-Za-z_$][\w$]*/g;

/** Names whose value changes when a turn starts, without any effect running. */
const TURN_NAMES = new Set(['turn', 'current', 'phase', 'lastOut']);

/** Whether an expression may read a name that changes from one turn to the next (any token spelled so counts). */
function readsTurn(source: Expr | undefined): boolean {
  if (typeof source !== 'string') return false;
  for (const tok of source.match(IDENT) ?? []) if (TURN_NAMES.has(tok)) return true;
  return false;
}

const literal = (e: Expr): number | undefined => (typeof e === 'number' ? e : typeof e === 'string' && /^-?\d+$/.test(e.trim()) ? Number(e) : undefined);

/** A move every seat in turn may always make: no precondition, no guard, and every argument has fixed choices. */
function alwaysOpen(m: MoveDef): boolean {
  if (m.if !== undefined || m.guard !== undefined) return false;
  return m.args.every((a) => {
    switch (a.type) {
      case 'number': {
        const lo = literal(a.min);
        const hi = literal(a.max);
        return lo !== undefined && hi !== undefined && lo <= hi;
      }
      case 'boolean':
      case 'seat':
        return true;
      case 'choice':
        return a.values.length > 0;
      default:
        return false;
    }
  });
}

/**
 * False when a turn's start provably changes nothing: no `onBegin` effects, no `skip` effect in the game, the
 * game starts in a phase (whose start fires triggers and checks the end once after setup), no trigger,
 * elimination or end condition reads what a turn change alters, and the player can never be without a move.
 */
export function turnStartNeeded(def: GameDef, t: TurnDef, open: readonly MoveDef[], shared: boolean): boolean {
  // With stages, a move always open in one stage may be closed in the first: no proof the player can always move.
  if (shared || t.onBegin.length > 0 || t.stages?.length) return true;
  if (Object.keys(def.phases).length === 0) return true;
  if (JSON.stringify(def).includes('"op":"skip"')) return true;
  if (def.triggers.some((tr) => readsTurn(tr.when)) || readsTurn(def.eliminateWhen) || def.end.some((e) => readsTurn(e.when))) return true;
  const neverStuck = (t.canPass && !t.endWhenStuck) || open.some(alwaysOpen);
  return !neverStuck;
}
