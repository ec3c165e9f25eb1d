/** Effects as written → IR effects, checking every name and expression on the way. */
import { Codes } from '../../diagnostics/codes';
import { GLOBALS, withLocal, type Scope } from '../../expr/scope';
import { defaultBinder, elementOf, isTeam, show, T } from '../../expr/types';
import type { Effect, EffectOp, ZoneRef } from '../../ir/types';
import type { Path } from '../../parse/parse';
import type { EffectInput } from '../../schema/effects';
import type { Checker } from '../context';
import { checkEnd } from './end';
import { checkZoneRef } from '../zone-ref';
import { checkLogTemplate } from './log';
import { checkRepeat } from './repeat';

export interface EffectNames {
  vars: string[];
  phases: string[];
  hooks: string[];
  /** Whether the game declares `chips:` (the effects `post` and `settle` need it). */
  chips?: boolean;
}

export function checkEffects(c: Checker, list: readonly EffectInput[] | undefined, scope: Scope, names: EffectNames, path: Path): Effect[] {
  const out: Effect[] = [];
  (list ?? []).forEach((e, i) => {
    const op = checkEffect(c, e, scope, names, [...path, i]);
    if (op) out.push({ ...op, src: c.pos([...path, i]) });
  });
  return out;
}

function checkEffect(c: Checker, e: EffectInput, scope: Scope, names: EffectNames, path: Path): EffectOp | undefined {
  if (e === 'endTurn' || e === 'endPhase' || e === 'reverse') return { op: e };
  if (e.reverse) return { op: 'reverse' };
  if (e.skip !== undefined) {
    c.expr(e.skip, scope, [...path, 'skip'], T.number);
    return { op: 'skip', count: e.skip };
  }
  const zone = (text: string, p: Path, opts?: Parameters<typeof checkZoneRef>[4]) => checkZoneRef(c, text, scope, p, opts);
  /** `refill: discard` or `refill: { from: discard, keep: 1 }`. */
  const refillOf = (r: string | { from: string; keep?: number } | undefined, p: Path) => {
    if (r === undefined) return undefined;
    const [text, at] = typeof r === 'string' ? [r, p] : [r.from, [...p, 'from']];
    return { zone: zone(text, at, { pileOptional: true }), keep: typeof r === 'string' ? 0 : (r.keep ?? 0) };
  };
  if (e.shuffle !== undefined) {
    const z = zone(e.shuffle, [...path, 'shuffle'], { pileOptional: false });
    return z && { op: 'shuffle', zone: z };
  }
  if (e.deal) {
    const d = e.deal;
    const p = [...path, 'deal'];
    const from = zone(d.from, [...p, 'from']);
    const to = zone(d.to, [...p, 'to'], { seatOptional: true, pileOptional: true });
    if (d.count !== 'all') c.expr(d.count, scope, [...p, 'count'], T.number);
    if (d.startAt !== undefined) c.expr(d.startAt, scope, [...p, 'startAt'], T.number);
    if (d.lastTo !== undefined) c.resolve(Codes.UnknownVar, 'variable', d.lastTo, names.vars, [...p, 'lastTo']);
    const refill = refillOf(d.refill, [...p, 'refill']);
    if (to && d.eachPile && !scope.def.zones[to.zone]!.row) {
      c.error(Codes.ZoneKind, `"eachPile" needs a row of piles; "${to.zone}" is a single pile`, [...p, 'eachPile'], { key: true });
    }
    if (!from || !to) return undefined;
    return {
      op: 'deal',
      from,
      to,
      count: d.count,
      ...(d.startAt !== undefined ? { startAt: d.startAt } : {}),
      ...(d.eachPile ? { eachPile: true } : {}),
      ...(d.faceUp !== undefined ? { faceUp: d.faceUp } : {}),
      ...(d.lastTo ? { lastTo: d.lastTo } : {}),
      ...(refill?.zone ? { refill: refill.zone } : {}),
      ...(refill?.keep ? { refillKeep: refill.keep } : {}),
    };
  }
  if (e.move) {
    const m = e.move;
    const p = [...path, 'move'];
    let from: ZoneRef | undefined;
    if (m.from !== undefined) {
      from = zone(m.from, [...p, 'from'], { allowAllSeats: true });
      if (!from) return undefined;
    } else if (m.cards === undefined) {
      c.error(Codes.MissingKey, 'a move of cards needs "from" or "cards"', p);
      return undefined;
    }
    const to = zone(m.to, [...p, 'to'], { keyedOptional: true });
    if (m.turnOver && m.faceUp !== undefined) {
      c.error(Codes.InvalidValue, 'a move that turns its cards over (turnOver) turns each face: it takes no faceUp', [...p, 'faceUp'], { key: true, hint: 'leave faceUp out: a face-up card lands face down and a face-down card face up' });
    }
    if (m.where !== undefined) c.expr(m.where, withLocal(scope, 'card', T.card), [...p, 'where'], T.boolean);
    if (m.cards !== undefined) c.expr(m.cards, scope, [...p, 'cards'], [T.card, T.cards]);
    if (m.count !== undefined && m.count !== 'all') c.expr(m.count, scope, [...p, 'count'], T.number);
    const refill = refillOf(m.refill, [...p, 'refill']);
    if (!to) return undefined;
    return {
      op: 'move',
      ...(from ? { from } : {}),
      to,
      ...(m.count !== undefined ? { count: m.count } : {}),
      ...(m.where !== undefined ? { where: m.where } : {}),
      ...(m.cards !== undefined ? { cards: m.cards } : {}),
      ...(m.reveal ? { reveal: true } : {}),
      ...(m.faceUp !== undefined ? { faceUp: m.faceUp } : {}),
      ...(m.turnOver ? { turnOver: true } : {}),
      ...(refill?.zone ? { refill: refill.zone } : {}),
      ...(refill?.keep ? { refillKeep: refill.keep } : {}),
      ...(m.position ? { position: m.position } : {}),
    };
  }
  if (e.flip !== undefined) {
    const f = typeof e.flip === 'string' ? { zone: e.flip } : e.flip;
    const z = zone(f.zone, typeof e.flip === 'string' ? [...path, 'flip'] : [...path, 'flip', 'zone']);
    return z && { op: 'flip', zone: z, which: f.which ?? 'top', faceUp: f.faceUp ?? true };
  }
  if (e.set) {
    const p = [...path, 'set'];
    if (!c.resolve(Codes.UnknownVar, 'variable', e.set.var, names.vars, [...p, 'var'])) return undefined;
    const v = scope.def.vars[e.set.var]!;
    if (v.scope === 'player' && e.set.seat === undefined) c.error(Codes.MissingKey, `"${e.set.var}" is per seat: say which "seat"`, p);
    if (v.scope === 'team' && e.set.team === undefined) c.error(Codes.MissingKey, `"${e.set.var}" is per team: say which "team"`, p, { hint: 'e.g. team: team(self)' });
    if (v.scope !== 'player' && e.set.seat !== undefined) {
      c.error(Codes.InvalidValue, `"${e.set.var}" is ${v.scope === 'team' ? 'per team: say which "team", not which seat' : 'one value for the table: it has no "seat"'}`, [...p, 'seat'], { key: true, ...(v.scope === 'team' ? { hint: 'team: team(seat)' } : {}) });
    }
    if (v.scope !== 'team' && e.set.team !== undefined) c.error(Codes.InvalidValue, `"${e.set.var}" is not kept per team: it has no "team"`, [...p, 'team'], { key: true, hint: 'declare it scope: team' });
    if (e.set.seat !== undefined) c.expr(e.set.seat, scope, [...p, 'seat'], T.seat);
    if (e.set.team !== undefined && v.scope === 'team') {
      const ty = c.expr(e.set.team, scope, [...p, 'team'], T.number);
      if (ty && !isTeam(ty)) c.error(Codes.ExprType, `"team" says which team, and "${String(e.set.team)}" is a ${show(ty)}, not a team`, [...p, 'team'], { hint: 'e.g. team: team(self)' });
    }
    const want = v.type === 'boolean' ? T.boolean : v.type === 'string' ? T.string : v.type === 'seat' ? T.seat : T.number;
    c.expr(e.set.value, scope, [...p, 'value'], want);
    return { op: 'set', var: e.set.var, ...(e.set.seat !== undefined ? { seat: e.set.seat } : {}), ...(e.set.team !== undefined ? { team: e.set.team } : {}), value: e.set.value };
  }
  if (e.if !== undefined) {
    c.expr(e.if, scope, [...path, 'if'], T.boolean);
    return {
      op: 'if',
      cond: e.if,
      then: checkEffects(c, e.then, scope, names, [...path, 'then']),
      else: checkEffects(c, e.else, scope, names, [...path, 'else']),
    };
  }
  if (e.forEachSeat) {
    if (scope.locals.has('seat')) {
      c.error(Codes.ExprShadow, 'forEachSeat binds "seat", which hides the outer "seat"', [...path, 'forEachSeat'], {
        key: true,
        hint: 'name the inner one: forEach: { in: alive, as: other, do: [...] }',
      });
    }
    return { op: 'forEachSeat', do: checkEffects(c, e.forEachSeat, withLocal(scope, 'seat', T.seat), names, [...path, 'forEachSeat']) };
  }
  if (e.repeat) return checkRepeat(c, e.repeat, scope, [...path, 'repeat'], (list, p) => checkEffects(c, list, scope, names, p));
  if (e.forEach) {
    const p = [...path, 'forEach'];
    const ty = c.expr(e.forEach.in, scope, [...p, 'in'], [T.cards, T.seats, T.numbers, T.groups]);
    if (!ty) return undefined;
    const as = e.forEach.as ?? defaultBinder(ty);
    const taken = scope.locals.has(as) ? 'the outer' : scope.args.has(as) ? 'the move argument' : GLOBALS.has(as) || Object.hasOwn(scope.def.zones, as) || as === 'options' || as === 'vars' ? 'the built-in' : undefined;
    if (taken) {
      c.error(Codes.ExprShadow, `forEach binds "${as}", which hides ${taken} "${as}"`, e.forEach.as !== undefined ? [...p, 'as'] : p, {
        key: e.forEach.as === undefined,
        hint: 'give the element another name with "as"',
      });
      return undefined;
    }
    return { op: 'forEach', in: e.forEach.in, as, do: checkEffects(c, e.forEach.do, withLocal(scope, as, elementOf(ty)), names, [...p, 'do']) };
  }
  if (e.passHands) {
    const z = perSeatPile(c, scope, e.passHands.zone, [...path, 'passHands', 'zone']);
    return z ? { op: 'passHands', zone: z, direction: e.passHands.direction ?? 'left' } : undefined;
  }
  if (e.gather !== undefined) {
    const g = typeof e.gather === 'string' ? { to: e.gather } : e.gather;
    const p = typeof e.gather === 'string' ? [...path, 'gather'] : [...path, 'gather', 'to'];
    const to = zone(g.to, p);
    if (to && (scope.def.zones[to.zone]!.scope !== 'shared' || scope.def.zones[to.zone]!.row)) {
      c.error(Codes.ZoneKind, `cards are gathered onto one shared pile; "${to.zone}" is not one`, p, { hint: 'gather: deck' });
      return undefined;
    }
    const from = g.from ?? [];
    from.forEach((z, i) => c.resolve(Codes.UnknownZone, 'zone', z, Object.keys(scope.def.zones), [...path, 'gather', 'from', i]));
    return to && { op: 'gather', to, ...(g.from ? { from: g.from } : {}) };
  }
  if (e.poolAndRedeal) {
    const z = perSeatPile(c, scope, e.poolAndRedeal.zone, [...path, 'poolAndRedeal', 'zone']);
    c.expr(e.poolAndRedeal.count, scope, [...path, 'poolAndRedeal', 'count'], T.number);
    return z ? { op: 'poolAndRedeal', zone: z, count: e.poolAndRedeal.count, shuffle: e.poolAndRedeal.shuffle ?? true } : undefined;
  }
  if (e.newPile !== undefined || e.removeEmptyPiles !== undefined) {
    const key = e.newPile !== undefined ? 'newPile' : 'removeEmptyPiles';
    const z = zone((e.newPile ?? e.removeEmptyPiles)!, [...path, key], { pileOptional: true });
    if (z && !scope.def.zones[z.zone]!.row) c.error(Codes.ZoneKind, `"${key}" needs a row of piles; "${z.zone}" is a single pile`, [...path, key]);
    return z && { op: key, zone: z };
  }
  if (e.eliminate !== undefined) {
    c.expr(e.eliminate, scope, [...path, 'eliminate'], T.number);
    return { op: 'eliminate', seat: e.eliminate };
  }
  if (e.log !== undefined) {
    checkLogTemplate(c, e.log, scope, [...path, 'log']);
    return { op: 'log', message: e.log };
  }
  if (e.randomSeat !== undefined) {
    if (!c.resolve(Codes.UnknownVar, 'variable', e.randomSeat, names.vars, [...path, 'randomSeat'])) return undefined;
    return { op: 'randomSeat', var: e.randomSeat };
  }
  if (e.hook !== undefined) {
    if (!c.resolve(Codes.UnknownHook, 'hook', e.hook, names.hooks, [...path, 'hook'])) return undefined;
    return { op: 'hook', name: e.hook };
  }
  if (e.endTurn) return { op: 'endTurn' };
  if (e.endPhase) return { op: 'endPhase' };
  if (e.setPhase !== undefined) {
    if (!c.resolve(Codes.UnknownPhase, 'phase', e.setPhase, names.phases, [...path, 'setPhase'])) return undefined;
    return { op: 'setPhase', phase: e.setPhase };
  }
  if (e.endGame) return { op: 'endGame', ...checkEnd(c, e.endGame, scope, [...path, 'endGame']) };
  if (e.post || e.settle) {
    const key = e.post ? 'post' : 'settle';
    if (!names.chips) {
      c.error(Codes.MissingKey, `"${key}" moves chips: declare the game's chips first ("chips:", each seat's starting stack)`, [...path, key], { key: true, hint: 'chips: { start: 100, min: 2 }' });
      return undefined;
    }
  }
  if (e.post) {
    const p = [...path, 'post'];
    c.expr(e.post.seat, scope, [...p, 'seat'], T.seat);
    c.expr(e.post.amount, scope, [...p, 'amount'], T.number);
    return { op: 'post', seat: e.post.seat, amount: e.post.amount, ante: e.post.ante ?? false };
  }
  if (e.settle) {
    const p = [...path, 'settle'];
    if (scope.locals.has('seat')) {
      c.error(Codes.ExprShadow, 'settle binds "seat" for its "by", which hides the outer "seat"', p, { key: true, hint: 'settle the pots outside forEachSeat' });
      return undefined;
    }
    c.expr(e.settle.by, withLocal(scope, 'seat', T.seat), [...p, 'by'], [T.number, T.numbers]);
    if (e.settle.oddChip !== undefined) c.expr(e.settle.oddChip, scope, [...p, 'oddChip'], T.seat);
    return { op: 'settle', by: e.settle.by, ...(e.settle.oddChip !== undefined ? { oddChip: e.settle.oddChip } : {}) };
  }
  return undefined;
}

function perSeatPile(c: Checker, scope: Scope, name: string, path: Path): string | undefined {
  if (!c.resolve(Codes.UnknownZone, 'zone', name, Object.keys(scope.def.zones), path)) return undefined;
  const z = scope.def.zones[name]!;
  if (z.scope !== 'player' || z.row) {
    c.error(Codes.ZoneKind, `"${name}" must be a per-seat single pile (like a hand)`, path);
    return undefined;
  }
  return name;
}
