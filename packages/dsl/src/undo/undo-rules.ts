/**
 * Which moves a player may take back, read from their compiled effects alone (no game is named here). Taking a
 * move back must not let anyone act on what the move showed: a card drawn from a pile nobody sees, the card a taken
 * top card uncovers, another seat's cards, a face turned up, a shuffle's order or any other chance. A move that only
 * lays the mover's own cards somewhere (a hand card onto a public pile) shows the others nothing the mover did not
 * choose to show, and may be taken back, as at a real table.
 *
 * Each move gets one rule:
 *  - `yes`: nothing in its effects can show anything;
 *  - `checked`: only an effect under a condition (`if`) can; the server takes the move back only when, comparing
 *    the table before and after it, nothing was shown (undo-leak.ts);
 *  - `no`: an effect that runs whenever the move does shows something, ends the turn, runs a hook (code this
 *    analysis cannot look into), or the YAML said `undo: false`. `reason` says why in a player's words.
 */
import type { ArgDef, Effect, GameDef, MoveDef, ZoneDef, ZoneRef } from '../ir/types';
import { labelOf } from '../ir/words';

export type UndoRule = { undo: 'yes' } | { undo: 'checked' | 'no'; reason: string };

/** The reason given for a move the server never heard of (generated moves: pass, race answers, passing cards). */
export const UNDO_UNKNOWN_MOVE = 'This move cannot be taken back.';
export const UNDO_TURNED_OFF = 'The rules say this move cannot be taken back.';

/** Where a card the move takes comes from, as far as the IR says (a card argument's sources, or `from`). */
interface Source {
  zone: ZoneDef;
  /** The reference names the mover's own pile (`hand[self]`). */
  own: boolean;
  /** Only its top card is taken (a card argument with `top`). */
  topOnly: boolean;
  /** Every card of it goes (`count: all`): nothing is uncovered under them. */
  all: boolean;
}

const zoneLabel = (z: ZoneDef) => labelOf(z).toLowerCase();

function isOwn(ref: ZoneRef): boolean {
  return typeof ref.seat === 'string' && ref.seat.trim() === 'self';
}

/**
 * What taking cards from `s` may show, or undefined when nothing: the mover and everyone else may see only cards
 * the mover already saw (their own hand, a public pile), and nothing may be uncovered underneath.
 */
function sourceLeak(s: Source, to: ZoneDef | undefined, faceUp: boolean | undefined): string | undefined {
  const shown = to === undefined || faceUp === true || to.visibility !== 'hidden';
  switch (s.zone.visibility) {
    case 'public':
      return undefined;
    case 'hidden':
      return shown ? `It draws from the ${zoneLabel(s.zone)}, which nobody could see.` : undefined;
    case 'owner':
      return s.own ? undefined : `It takes cards from another player's ${zoneLabel(s.zone)}.`;
    case 'top':
      // The top card is seen by all; what lies under it is not, and taking the top shows it.
      return s.all ? undefined : `It uncovers the next card of the ${zoneLabel(s.zone)}.`;
    case 'faces':
      // A face-down card may be among those taken; the owner sees their own only when the zone says so.
      return s.own && s.zone.ownerSeesFaceDown && !shown ? undefined : `It may take a face-down card from the ${zoneLabel(s.zone)}.`;
  }
}

function cardArgSources(def: GameDef, args: readonly ArgDef[], expr: unknown): Source[] | undefined {
  if (typeof expr !== 'string') return undefined;
  const arg = args.find((a) => a.name === expr.trim());
  if (!arg || (arg.type !== 'card' && arg.type !== 'cards')) return undefined;
  return arg.from.map((ref) => ({ zone: def.zones[ref.zone]!, own: isOwn(ref), topOnly: arg.top || ref.top === true, all: false }));
}

/** The first thing `effects` may show, with whether it runs under a condition; undefined: they show nothing. */
function firstLeak(def: GameDef, args: readonly ArgDef[], effects: readonly Effect[], conditional: boolean): { reason: string; conditional: boolean } | undefined {
  let found: { reason: string; conditional: boolean } | undefined;
  const note = (reason: string, cond = conditional) => {
    // An unconditional leak decides (the move is never taken back); a conditional one is kept while none is found.
    if (!found || (found.conditional && !cond)) found = { reason, conditional: cond };
  };
  for (const e of effects) {
    switch (e.op) {
      case 'shuffle':
      case 'poolAndRedeal':
      case 'randomSeat':
        note('It leaves something to chance (a shuffle or a random pick).');
        break;
      case 'hook':
        note(`It runs the game's own code (${e.name}), which could show anything.`);
        break;
      case 'endTurn':
        note('It ends your turn.');
        break;
      case 'endPhase':
      case 'setPhase':
        note('It ends this part of the game.');
        break;
      case 'endGame':
        note('It ends the game.');
        break;
      case 'passHands':
        note('It passes hands, showing cards to other players.');
        break;
      case 'gather':
        if (def.zones[e.to.zone]!.visibility !== 'hidden') note('It gathers cards where they can be seen.');
        break;
      case 'flip':
        if (e.faceUp && def.zones[e.zone.zone]!.visibility !== 'public') note('It turns cards face up.');
        break;
      case 'deal':
      case 'move': {
        const to = def.zones[e.to.zone];
        if (e.refill) note('It may reshuffle a pile to refill another (chance decides).');
        if (e.op === 'move' && e.reveal) note('It shows cards to everyone.');
        const all = e.count === 'all';
        const sources: Source[] | undefined = e.from
          ? [{ zone: def.zones[e.from.zone]!, own: isOwn(e.from), topOnly: false, all }]
          : e.op === 'move'
            ? cardArgSources(def, args, e.cards)
            : undefined;
        if (!sources) {
          // Cards named by an expression this analysis does not follow: the server compares the table instead.
          note('It may show cards.', true);
          break;
        }
        // A card argument with several sources (a hand, or the top of a pay-off pile) leaks only when the card comes
        // from a source that shows something: which one is known once the move has run, so it is checked then.
        const leaks = sources.map((s) => sourceLeak(s, to, e.op === 'move' && e.turnOver ? true : e.faceUp));
        const first = leaks.find((why) => why !== undefined);
        if (first) note(first, conditional || leaks.some((why) => why === undefined));
        // A `where` over a pile nobody sees tells how many of its cards match.
        if (e.op === 'move' && e.where !== undefined && sources.some((s) => s.zone.visibility === 'hidden')) note(`It sorts through the ${zoneLabel(sources[0]!.zone)}, which nobody could see.`);
        break;
      }
      case 'if': {
        const inner = firstLeak(def, args, [...e.then, ...e.else], true);
        if (inner) note(inner.reason, inner.conditional);
        break;
      }
      case 'forEachSeat':
      case 'forEach': {
        const inner = firstLeak(def, args, e.do, conditional);
        if (inner) note(inner.reason, inner.conditional);
        break;
      }
      default:
        break;
    }
    if (found && !found.conditional) return found;
  }
  return found;
}

/** The rule for one move of `def`. */
export function undoRule(def: GameDef, move: MoveDef): UndoRule {
  if (move.undo === false) return { undo: 'no', reason: UNDO_TURNED_OFF };
  // A trigger runs after any move when its condition holds: what it may show is checked like a conditional effect.
  const leak = firstLeak(def, move.args, [...move.do, ...def.triggers.map((t): Effect => ({ op: 'if', cond: t.when, then: t.do, else: [] }))], false);
  if (!leak) return { undo: 'yes' };
  return { undo: leak.conditional ? 'checked' : 'no', reason: leak.reason };
}

/** Every move of `def` by name (moves the YAML does not declare, such as `pass`, are never taken back). */
export function undoRules(def: GameDef): Record<string, UndoRule> {
  const out: Record<string, UndoRule> = Object.create(null) as Record<string, UndoRule>;
  for (const [name, move] of Object.entries(def.moves)) out[name] = undoRule(def, move);
  return out;
}

/** The rule for a move name, generated moves included. */
export function undoRuleOf(rules: Record<string, UndoRule>, move: string): UndoRule {
  return Object.hasOwn(rules, move) ? rules[move]! : { undo: 'no', reason: UNDO_UNKNOWN_MOVE };
}
