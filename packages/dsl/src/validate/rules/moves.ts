/** Moves: typed arguments, a precondition and effects. Derives whether a move touches hidden cards. */
import { Codes } from '../../diagnostics/codes';
import { makeScope, withLocal, type Scope } from '../../expr/scope';
import { T } from '../../expr/types';
import type { ArgDef, CardDef, Effect, Expr, GameDef, MoveDef, SourceRef } from '../../ir/types';
import { attributeValues } from './arg-of';
import { suggest } from '../../diagnostics/did-you-mean';
import type { GameSpecOutput } from '../../schema/game';
import type { Checker } from '../context';
import { checkEffects, type EffectNames } from './effects';
import { checkZoneRef } from '../zone-ref';
import { cardsArg } from './cards-arg';
import { describeCondition } from '../../expr/describe';
import { moveScope } from '../../expr/move-scope';
import { checkLogTemplate, hidesArg } from './log';

type ArgSpecs = NonNullable<GameSpecOutput['moves'][string]['args']>;

export const RESERVED = ['self', 'card', 'seat', 'pile', 'pileIndex', 'players', 'seats', 'alive', 'current', 'turn', 'phase', 'options', 'vars', 'null', 'true', 'false', 'args', 'pass', 'handNumber'];

function checkArgs(c: Checker, args: ArgSpecs | undefined, base: Scope, path: (string | number)[], cards: readonly CardDef[] = []): ArgDef[] {
  const out: ArgDef[] = [];
  for (const [name, a] of Object.entries(args ?? {})) {
    const p = [...path, name];
    const before = out.length;
    if (RESERVED.includes(name) || Object.hasOwn(base.def.zones, name)) {
      c.error(Codes.Duplicate, `argument "${name}" hides a ${RESERVED.includes(name) ? 'built-in name' : 'zone'} of the same name`, p, { key: true, hint: 'rename the argument' });
      continue;
    }
    const froms = (): SourceRef[] => {
      if (a.from === undefined) {
        c.error(Codes.MissingKey, `a ${a.type} argument needs "from": the zone(s) it is chosen from`, p);
        return [];
      }
      const list = Array.isArray(a.from) ? a.from : [a.from];
      const refs: SourceRef[] = list.flatMap((f, i) => checkZoneRef(c, f, base, Array.isArray(a.from) ? [...p, 'from', i] : [...p, 'from'], { allowAllSeats: true }) ?? []);
      // `top: [discard]`: only those sources give their top card alone.
      if (Array.isArray(a.top)) {
        a.top.forEach((z, i) => {
          if (!refs.some((r) => r.zone === z)) {
            c.error(Codes.UnknownZone, `"${z}" is not one of the zones this argument is chosen from`, [...p, 'top', i], { hint: suggest(z, refs.map((r) => r.zone)) });
          }
        });
        for (const r of refs) if (a.top.includes(r.zone)) r.top = true;
      }
      refs.forEach((r, i) => {
        const topOnly = a.top === true || r.top === true;
        const why = unseenSource(base.def, r, topOnly);
        if (!why) return;
        c.error(Codes.MoveArg, `a ${a.type} argument names the very cards chosen, so its mover must see them: ${why}`, Array.isArray(a.from) ? [...p, 'from', i] : [...p, 'from'], {
          // A face-down pile's top is drawn by naming the pile, not the card: the card's id, or which choices its
          // precondition accepts, would tell what it is (packages/dsl/README.md, "Moves").
          hint: topOnly
            ? `to draw the top of a face-down pile, name the pile, not the card: a move of its own that moves it (move: { from: ${r.zone}, to: "hand[self]" }), or one move with a choice of pile (source: { type: choice, values: [${r.zone}, …] }) and an "if:" effect per pile`
            : 'to take a hidden card blindly, choose its position with a number argument (at: { type: number, min: 0, max: "count(hand[next(self)]) - 1" }) and move "hand[next(self)][at]"',
        });
      });
      return refs;
    };
    if (a.of !== undefined && a.type !== 'number') {
      c.error(Codes.MoveArg, `"of" is for number arguments; this one is a ${a.type}`, [...p, 'of'], { key: true, hint: a.type === 'choice' ? 'list the values with "values"' : 'remove "of"' });
    }
    switch (a.type) {
      case 'number': {
        const of = a.of !== undefined ? attributeValues(c, a.of, base.def, cards, [...p, 'of']) : undefined;
        if (a.of !== undefined && !of) continue;
        const min = a.min ?? of?.min;
        const max = a.max ?? of?.max;
        if (min === undefined || max === undefined) {
          c.error(Codes.MissingKey, 'a number argument needs "min" and "max"', p, { hint: 'or "of": a card attribute whose values it takes, e.g. of: rank' });
          continue;
        }
        c.expr(min, base, [...p, 'min'], T.number);
        c.expr(max, base, [...p, 'max'], T.number);
        out.push({ name, type: 'number', min, max, ...(a.of !== undefined ? { of: a.of } : {}) });
        break;
      }
      case 'boolean':
        out.push({ name, type: 'boolean' });
        break;
      case 'seat':
        out.push({ name, type: 'seat' });
        break;
      case 'choice':
        if (!a.values?.length) {
          c.error(Codes.MissingKey, 'a choice argument needs "values"', p);
          continue;
        }
        out.push({ name, type: 'choice', values: a.values });
        break;
      case 'card':
        out.push({ name, type: 'card', from: froms(), top: a.top === true });
        break;
      case 'cards':
        out.push(cardsArg(c, name, a, froms(), base, p));
        break;
      case 'pile': {
        const zone = a.zone === undefined ? undefined : checkZoneRef(c, a.zone, base, [...p, 'zone'], { pileOptional: true });
        if (a.zone === undefined) c.error(Codes.MissingKey, 'a pile argument needs "zone": the row', p);
        if (zone && !base.def.zones[zone.zone]!.row) c.error(Codes.ZoneKind, `"${zone.zone}" is not a row of piles`, [...p, 'zone']);
        if (zone) out.push({ name, type: 'pile', zone, allowNew: a.allowNew ?? false });
        break;
      }
    }
    if (a.label !== undefined && out.length > before) out[out.length - 1]!.label = a.label;
  }
  return out;
}

/**
 * Why a card argument could name cards of another seat, or of nobody, that its mover does not see, if so. A legal
 * action names a card by its id, and an id says which card it is: listing such cards as choices would show them to
 * the mover's page and its bot, and let a hostile client pick the card it wants. (The mover's own zones are left to
 * the game; `faces` zones show or hide card by card, so the run time lists and accepts only their cards the mover
 * sees: `candidateCards` in runtime/legal/args.ts.)
 */
function unseenSource(def: Scope['def'], ref: SourceRef, topOnly: boolean): string | undefined {
  const zone = def.zones[ref.zone]!;
  if (zone.scope === 'player' && ref.seat === 'self') return undefined;
  const whose = zone.scope !== 'player' ? `"${ref.zone}"` : `${ref.seat === undefined || ref.seat === '*' ? "every seat's" : `seat ${ref.seat}'s`} "${ref.zone}"`;
  switch (zone.visibility) {
    case 'hidden':
      return `the cards of ${whose} are hidden`;
    case 'owner':
      return `only their owner sees the cards of ${whose}`;
    case 'top':
      return topOnly ? undefined : `only the top card of ${whose} is seen (add top: true)`;
    default:
      return undefined;
  }
}

export function checkMoves(c: Checker, spec: GameSpecOutput, def: Scope['def'], names: EffectNames, cards: readonly CardDef[] = []): Record<string, MoveDef> {
  const out: Record<string, MoveDef> = {};
  for (const [name, m] of Object.entries(spec.moves)) {
    const path = ['moves', name];
    if (name === 'pass') {
      c.error(Codes.Duplicate, '"pass" is the built-in move that ends a turn (turn.canPass)', path, { key: true });
      continue;
    }
    const args = checkArgs(c, m.args, makeScope(def, { self: true }), [...path, 'args'], cards);
    const scope = moveScope(def, args);
    if (m.if !== undefined) c.expr(m.if, scope, [...path, 'if'], T.boolean);
    const effects = checkEffects(c, m.do, scope, names, [...path, 'do']);
    if (m.guard !== undefined) c.resolve(Codes.UnknownHook, 'hook', m.guard, names.hooks, [...path, 'guard']);
    if (m.unless !== undefined && m.if === undefined && m.guard === undefined) {
      c.error(Codes.MissingKey, '"unless" gives the reason a precondition fails, but this move has no "if" or "guard"', [...path, 'unless'], {
        key: true,
        hint: 'add the condition as "if:" beside it, or remove "unless"',
      });
    }
    const unless = m.unless ?? (m.if !== undefined ? describeCondition(m.if, { def, args }) : undefined);
    // A top-only choice from a zone whose top card everyone sees (visibility `top`) names a visible card too.
    const hiddenArg = args.some((a) => hidesArg(def, a));
    // A move's line may also read `revealed`: the cards its effects showed everyone.
    if (m.log !== undefined) checkLogTemplate(c, m.log, withLocal(scope, 'revealed', T.cards), [...path, 'log']);
    // A conditional `then:` is read after the move, in its scope: its arguments and `self` (the stage names: stages.ts).
    if (Array.isArray(m.then)) {
      m.then.forEach((b, i) => {
        if (b.when !== undefined) c.expr(b.when, scope, [...path, 'then', i, 'when'], T.boolean);
      });
    }
    out[name] = {
      name,
      ...(m.label !== undefined ? { label: m.label } : {}),
      args,
      ...(m.if !== undefined ? { if: m.if } : {}),
      ...(unless !== undefined ? { unless } : {}),
      ...(m.guard !== undefined ? { guard: m.guard } : {}),
      do: effects,
      simultaneous: false,
      secretArgs: hiddenArg,
      serverOnly: hiddenArg || m.guard !== undefined || readsHidden(def, m.if) || (Array.isArray(m.then) && m.then.some((b) => readsHidden(def, b.when))) || touchesHidden(def, effects),
      ...(m.free ? { free: true } : {}),
      ...(m.undo === false ? { undo: false as const } : {}),
      ...(m.log !== undefined ? { log: m.log } : {}),
      ...(m.stage !== undefined ? { stages: Array.isArray(m.stage) ? m.stage : [m.stage] } : {}),
      ...(m.then !== undefined ? { then: typeof m.then === 'string' ? m.then : m.then.map((b) => ({ ...(b.when !== undefined ? { when: b.when } : {}), stage: b.stage })) } : {}),
    };
  }
  return out;
}

/** Whether an expression names a zone some seat may not see (a client could not evaluate it truthfully). */
function readsHidden(def: Scope['def'], expr: Expr | undefined): boolean {
  if (typeof expr !== 'string') return false;
  return (expr.match(/[A-Za-z_][A-Za-z0-9_]*/g) ?? []).some((name) => Object.hasOwn(def.zones, name) && def.zones[name]!.visibility !== 'public');
}

/** Whether running these effects can read or move cards some seat may not see (so the client cannot predict it). */
function touchesHidden(def: Pick<GameDef, 'zones'>, effects: readonly Effect[]): boolean {
  return effects.some((e) => {
    switch (e.op) {
      case 'shuffle':
      case 'poolAndRedeal':
      case 'hook':
        return true;
      case 'deal':
      case 'move':
        return [e.op === 'move' ? e.from : e.from, e.to, e.refill].some((z) => z && def.zones[z.zone]!.visibility !== 'public') || (e.op === 'move' && !e.from);
      case 'flip':
        return def.zones[e.zone.zone]!.visibility !== 'public';
      case 'passHands':
      case 'gather':
        return true;
      case 'if':
        return touchesHidden(def, e.then) || touchesHidden(def, e.else);
      case 'forEachSeat':
      case 'forEach':
      case 'repeat':
        return touchesHidden(def, e.do);
      default:
        return false;
    }
  });
}
