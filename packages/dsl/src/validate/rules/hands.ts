/** `hands:` and a phase's `pass:` as written → IR, with the move a passing phase offers. */
import { Codes } from '../../diagnostics/codes';
import { withLocal, type Scope } from '../../expr/scope';
import { T } from '../../expr/types';
import type { HandsDef, MoveDef, PassDef, PassDirection, PassTarget } from '../../ir/types';
import type { Path } from '../../parse/parse';
import type { GameSpecOutput } from '../../schema/game';
import type { Checker } from '../context';
import { checkEffects, type EffectNames } from './effects';

type PhaseSpec = NonNullable<GameSpecOutput['phases']>[string];
type PassSpec = NonNullable<PhaseSpec['pass']>;

const DIRECTIONS: readonly string[] = ['left', 'right', 'across', 'hold'];

export function checkHands(c: Checker, spec: GameSpecOutput, scope: Scope, names: EffectNames): HandsDef | undefined {
  const h = spec.hands;
  if (!h) return undefined;
  const path = ['hands'];
  c.expr(h.endIf, scope, [...path, 'endIf'], T.boolean);
  const reset = h.reset ?? [];
  reset.forEach((v, i) => c.resolve(Codes.UnknownVar, 'variable', v, names.vars, [...path, 'reset', i]));
  return {
    onBegin: checkEffects(c, h.onBegin, scope, names, [...path, 'onBegin']),
    endIf: h.endIf,
    onEnd: checkEffects(c, h.onEnd, scope, names, [...path, 'onEnd']),
    reset,
  };
}

/** A per-seat single pile, by name; reports and returns false otherwise. */
function perSeatZone(c: Checker, scope: Scope, name: string, path: Path, what: string): boolean {
  if (!c.resolve(Codes.UnknownZone, 'zone', name, Object.keys(scope.def.zones), path)) return false;
  const z = scope.def.zones[name]!;
  if (z.scope !== 'player' || z.row) {
    c.error(Codes.ZoneKind, `${what} "${name}" must be a per-seat single pile (like a hand)`, path);
    return false;
  }
  return true;
}

/**
 * A passing phase's `pass:`: its IR and the simultaneous move it offers (choose `count` cards of your `from` pile;
 * they wait in your `hold` pile). Undefined after reporting what is wrong.
 */
export function checkPass(
  c: Checker,
  phase: string,
  p: PhaseSpec,
  scope: Scope,
  takenMoves: readonly string[],
): { pass: PassDef; move: MoveDef } | undefined {
  const s: PassSpec | undefined = p.pass;
  if (!s) return undefined;
  const path = ['phases', phase, 'pass'];
  for (const key of ['moves', 'simultaneous', 'race'] as const) {
    if (p[key] !== undefined) {
      c.error(Codes.InvalidValue, `a passing phase offers its own move to every seat at once: "${key}" does not go with "pass"`, ['phases', phase, key], {
        key: true,
        hint: 'remove it, or move the passing to a phase of its own',
      });
    }
  }
  const zones = scope.def.zones;
  let ok = perSeatZone(c, scope, s.from, [...path, 'from'], 'the zone cards are passed from');
  ok = perSeatZone(c, scope, s.hold, [...path, 'hold'], 'the zone chosen cards wait in') && ok;
  const into = s.into ?? s.from;
  if (s.into !== undefined) ok = perSeatZone(c, scope, s.into, [...path, 'into'], 'the zone passed cards arrive in') && ok;
  if (ok) {
    // Nobody may see another seat's choice before every card arrives: the choice is made from, and waits in, piles
    // only their owner sees.
    for (const [key, name] of [['hold', s.hold], ['from', s.from]] as const) {
      const v = zones[name]!.visibility;
      if (v !== 'owner' && v !== 'hidden') {
        c.error(Codes.PassVisible, `"${name}" is seen by other seats (visibility ${v}), so they would see the cards chosen before they arrive`, [...path, key], {
          hint: `make "${name}" visibility: owner`,
        });
        ok = false;
      }
    }
    if (s.hold === s.from || s.hold === into) {
      c.error(Codes.ZoneKind, `chosen cards wait in a pile of their own, not in "${s.hold}"`, [...path, 'hold'], {
        hint: 'declare a zone such as passing: { scope: player, order: set, visibility: owner }',
      });
      ok = false;
    }
  }
  c.expr(s.count, scope, [...path, 'count'], T.number);
  const to = targets(c, s.to, scope, [...path, 'to']);
  const name = s.move ?? 'passCards';
  if (takenMoves.includes(name)) {
    c.error(Codes.Duplicate, `the passing phase's move "${name}" has the name of another move`, s.move !== undefined ? [...path, 'move'] : path, {
      key: s.move === undefined,
      hint: 'name it with move: (e.g. move: passThree)',
    });
    ok = false;
  }
  if (!ok || !to) return undefined;
  const label = s.label ?? (typeof s.count === 'number' ? `Pass ${s.count} ${s.count === 1 ? 'card' : 'cards'}` : 'Pass cards');
  const move: MoveDef = {
    name,
    label,
    args: [{ name: 'chosen', type: 'cards', from: [{ zone: s.from, seat: 'self' }], count: s.count, top: false, label: 'cards to pass' }],
    do: [{ op: 'move', cards: 'chosen', to: { zone: s.hold, seat: 'self' } }],
    simultaneous: true,
    // The chosen cards are hidden from the other seats: they never read the arguments, and only the server runs it.
    secretArgs: zones[s.from]!.visibility !== 'public',
    serverOnly: true,
    onlyIn: phase,
  };
  return { pass: { move: name, count: s.count, from: s.from, hold: s.hold, into, to }, move };
}

function targets(c: Checker, to: PassSpec['to'], scope: Scope, path: Path): PassTarget[] | undefined {
  if (Array.isArray(to)) return to.map((dir) => ({ dir }));
  if (typeof to === 'string' && DIRECTIONS.includes(to)) return [{ dir: to as PassDirection }];
  // A seat expression, with `seat` bound to the passer.
  if (!c.expr(to, withLocal(scope, 'seat', T.seat), path, T.number)) return undefined;
  return [{ seat: to }];
}
