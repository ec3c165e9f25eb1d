/**
 * Whether a turn's start has anything to do. It runs the YAML's `onBegin` effects, clears the per-turn marks
 * (`lastOut`, `skip`), fires triggers and checks the end, and ends the turn of a player left without a legal action.
 * When the YAML declares none of that can matter, the compiled game registers no turn start at all: boardgame.io
 * then runs no hook per turn (its plugins wrap every hook, so even an empty one costs a full state round trip).
 */
import { fieldsOf, mayMention, namesOf } from '../../expr/names';
import type { Effect, Expr, GameDef, MoveDef, TurnDef } from '../../ir/types';

/** Names whose value changes when a turn starts, without any effect running. */
const TURN_NAMES = new Set(['turn', 'current', 'phase', 'lastOut']);

/**
 * Whether an expression may read a name that changes from one turn to the next. A named expression (`define:`) may
 * read one in its body: a call of one counts (the cautious answer).
 */
function readsTurn(source: Expr | undefined, def?: GameDef): boolean {
  return source !== undefined && (mayMention(source, TURN_NAMES) || (def?.defines !== undefined && mayMention(source, Object.keys(def.defines))));
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
  if (def.triggers.some((tr) => readsTurn(tr.when, def)) || readsTurn(def.eliminateWhen, def) || def.end.some((e) => readsTurn(e.when, def))) return true;
  const neverStuck = (t.canPass && !t.endWhenStuck) || open.some(alwaysOpen);
  return !neverStuck;
}

/** What effects may change: zones and variables by name, or anything (`all`: an effect this analysis does not follow). */
interface Writes {
  all: boolean;
  zones: Set<string>;
  vars: Set<string>;
}

function writesOf(effects: readonly Effect[], w: Writes): Writes {
  for (const e of effects) {
    switch (e.op) {
      case 'shuffle':
      case 'flip':
        w.zones.add(e.zone.zone);
        break;
      case 'deal':
        w.zones.add(e.from.zone).add(e.to.zone);
        if (e.refill) w.zones.add(e.refill.zone);
        if (e.lastTo !== undefined) w.vars.add(e.lastTo);
        break;
      case 'move':
        // Cards named by an expression may come from anywhere.
        if (!e.from) w.all = true;
        else w.zones.add(e.from.zone).add(e.to.zone);
        if (e.refill) w.zones.add(e.refill.zone);
        break;
      case 'set':
      case 'randomSeat':
        w.vars.add(e.var);
        break;
      case 'if':
        writesOf(e.then, w);
        writesOf(e.else, w);
        break;
      case 'forEachSeat':
      case 'forEach':
      case 'repeat':
        writesOf(e.do, w);
        break;
      case 'log':
      case 'endTurn':
        break;
      default:
        w.all = true;
    }
  }
  return w;
}

/**
 * Names an after-action condition may use and still be decided by the zones and variables it names alone: pure
 * builtins, constants, and the names lists and triggers bind. Anything else (`current`, `turn`, `alive`, `next`,
 * `faceUp`, `movedThisTurn`, a name bound by `as`…) may change without any effect naming it.
 */
const PURE = new Set([
  'and', 'or', 'not', 'true', 'false', 'null', 'players', 'seats', 'options', 'vars', 'seat', 'card', 'pile', 'pileIndex',
  'count', 'any', 'all', 'filter', 'sum', 'top', 'bottom', 'contains', 'best', 'worst', 'groups', 'range', 'abs',
  'floor', 'min', 'max', 'combinations', 'subsets', 'slice', 'list', 'map', 'sortBy', 'text',
]);

/**
 * Whether a condition reads only pure names and zones and variables `w` leaves alone, from its parsed tree: string
 * literals are data, a name after a dot is a field (a card attribute, an option, a variable: any field named like a
 * variable `w` writes counts as a read of it, the cautious answer). A condition that does not parse is not proved.
 */
function untouched(source: Expr, w: Writes, def: GameDef): boolean {
  const names = namesOf(source);
  const fields = fieldsOf(source);
  if (names === undefined || fields === undefined) return false;
  for (const f of fields) if (w.vars.has(f)) return false;
  for (const name of names) {
    if (Object.hasOwn(def.zones, name) ? w.zones.has(name) : !PURE.has(name)) return false;
  }
  return true;
}

/**
 * Whether the checks after an action (triggers, the end conditions) can be left out after a turn start's own effects
 * (from the game's second turn on). They ran after the action before it and none held (a trigger that held fired until
 * it no longer did; an end that held ended the game), and between that action and the turn start nothing but the
 * turn's flow changed (`current`, `turn`, the stage, `lastOut`: names the conditions here may not read). So a check
 * can hold now only if the turn start's effects changed what it reads: none of the zones and variables it names, nor
 * the pile a zone trigger watches. Only where every check is so, and the game has no eliminations, no hands (whose
 * next deal comes after the checks) and no race phases (whose moves run no checks). Build Up's turn start deals onto
 * the hand piles; its trigger watches the building piles and its end the stockpiles.
 */
export function turnStartQuiet(def: GameDef, t: TurnDef): boolean {
  if (def.eliminateWhen !== undefined || def.hands || Object.values(def.phases).some((ph) => ph.race)) return false;
  const w = writesOf(t.onBegin, { all: false, zones: new Set(), vars: new Set() });
  if (w.all) return false;
  for (const tr of def.triggers) {
    if (!tr.zone || w.zones.has(tr.zone.zone) || tr.zone.seat !== undefined || tr.zone.pile !== undefined) return false;
    if (!untouched(tr.when, w, def)) return false;
  }
  return def.end.every((e) => untouched(e.when, w, def));
}
