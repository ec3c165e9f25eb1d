/**
 * `house:` checked: its zones are shared piles of the game, its condition and effects type-check, and the settlement
 * reads each seat (`seat` bound) into a win, a loss and a stake kept in a per-seat number variable. A game that asks
 * `housePlayed()` needs a house.
 */
import { Codes } from '../../diagnostics/codes';
import { withLocal, type Scope } from '../../expr/scope';
import { T } from '../../expr/types';
import type { HouseDef, SettleDef } from '../../ir/types';
import type { GameSpecOutput } from '../../schema/game';
import type { Checker } from '../context';
import { checkEffects, type EffectNames } from './effects';

export function checkHouse(c: Checker, spec: GameSpecOutput, global: Scope, names: EffectNames): HouseDef | undefined {
  const h = spec.house;
  if (!h) return undefined;
  const path = ['house'];
  const label = h.label ?? 'House';
  const zones: string[] = [];
  (h.zones ?? []).forEach((name, i) => {
    if (!c.resolve(Codes.UnknownZone, 'zone', name, Object.keys(global.def.zones), [...path, 'zones', i])) return;
    const z = global.def.zones[name]!;
    if (z.scope !== 'shared') {
      c.error(Codes.ZoneKind, `the house's zone "${name}" is one per seat: the house is not a seat, so its zones are shared`, [...path, 'zones', i], {
        hint: `declare it without "scope: player" (e.g. ${name}: { visibility: public })`,
      });
      return;
    }
    if (zones.includes(name)) c.error(Codes.Duplicate, `zone "${name}" is listed twice`, [...path, 'zones', i]);
    else zones.push(name);
  });
  c.expr(h.plays.when, global, [...path, 'plays', 'when'], T.boolean);
  const effects = checkEffects(c, h.plays.do, global, names, [...path, 'plays', 'do']);
  let settle: SettleDef | undefined;
  if (h.settle) {
    const s = h.settle;
    const at = [...path, 'settle'];
    const seat = withLocal(global, 'seat', T.seat);
    if (s.seats !== undefined) c.expr(s.seats, global, [...at, 'seats'], T.seats);
    c.expr(s.win, seat, [...at, 'win'], T.boolean);
    c.expr(s.lose, seat, [...at, 'lose'], T.boolean);
    if (s.stake !== undefined) c.expr(s.stake, seat, [...at, 'stake'], T.number);
    if (s.score !== undefined && c.resolve(Codes.UnknownVar, 'variable', s.score, names.vars, [...at, 'score'])) {
      const v = global.def.vars[s.score]!;
      if (v.type !== 'number' || v.scope !== 'player') {
        c.error(Codes.InvalidValue, `"${s.score}" keeps each seat's score against the house, so it must be a per-seat number variable`, [...at, 'score'], {
          hint: `declare it: ${s.score}: { type: number, scope: player, initial: 0 }`,
        });
      } else if (v.private !== undefined) {
        c.error(Codes.InvalidValue, `"${s.score}" is private, but a hand settled against the house is said to every seat`, [...at, 'score'], { hint: 'leave out "private:"' });
      }
    }
    settle = {
      ...(s.seats !== undefined ? { seats: s.seats } : {}),
      win: s.win,
      lose: s.lose,
      stake: s.stake ?? 1,
      ...(s.score !== undefined ? { score: s.score } : {}),
    };
  }
  return {
    label,
    speak: h.speak ?? `the ${label.toLowerCase()}`,
    zones,
    when: h.plays.when,
    each: h.plays.each ?? 'hand',
    do: effects,
    ...(settle ? { settle } : {}),
  };
}

/** `housePlayed()` in a game without a house is always false: a mistake, said at the game's top. */
export function checkHouseCalls(c: Checker, spec: GameSpecOutput): void {
  if (spec.house || !c.calls.has('housePlayed')) return;
  c.error(Codes.InvalidValue, 'an expression asks housePlayed(), but this game declares no house', [], {
    hint: 'declare one: house: { label: Dealer, plays: { when: …, do: […] } }',
  });
}
