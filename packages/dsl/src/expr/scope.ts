/** What names an expression can see: the game's declarations plus what its context binds. */
import type { GameDef, OptionDef, VarDef, ZoneDef } from '../ir/types';
import { T, typeKey, type Ty } from './types';

export interface Scope {
  def: Pick<GameDef, 'zones' | 'options' | 'vars' | 'cardTypes' | 'defines' | 'teams'>;
  /** Move arguments, reachable by their bare names. */
  args: ReadonlyMap<string, Ty>;
  /** Names bound by the context: `self`, `card`, `seat`, `pile`, `pileIndex`. */
  locals: ReadonlyMap<string, Ty>;
}

export function makeScope(
  def: Scope['def'],
  extra: { self?: boolean; args?: ReadonlyMap<string, Ty>; locals?: Record<string, Ty> } = {},
): Scope {
  const locals = new Map<string, Ty>(Object.entries(extra.locals ?? {}));
  if (extra.self) locals.set('self', T.seat);
  return { def, args: extra.args ?? new Map(), locals };
}

const derived = new WeakMap<Scope, Map<string, Scope>>();
/** The same, by the type object itself: the run-time callers pass the shared `T.*` types, found without a key. */
const byTypeObject = new WeakMap<Scope, Map<string, WeakMap<Ty, Scope>>>();

/** `scope` plus one bound name. Memoised, so the same binding gives the same scope (and compiled-closure cache hits). */
export function withLocal(scope: Scope, name: string, ty: Ty): Scope {
  let byTy = byTypeObject.get(scope);
  if (!byTy) byTypeObject.set(scope, (byTy = new Map()));
  let forName = byTy.get(name);
  if (!forName) byTy.set(name, (forName = new WeakMap()));
  const same = forName.get(ty);
  if (same) return same;
  const out = withLocalByKey(scope, name, ty);
  forName.set(ty, out);
  return out;
}

function withLocalByKey(scope: Scope, name: string, ty: Ty): Scope {
  let byName = derived.get(scope);
  if (!byName) derived.set(scope, (byName = new Map()));
  const key = `${name}:${typeKey(ty)}`;
  const hit = byName.get(key);
  if (hit) return hit;
  const locals = new Map(scope.locals);
  locals.set(name, ty);
  const out = { ...scope, locals };
  byName.set(key, out);
  return out;
}

export function zoneType(zone: ZoneDef): Ty {
  const inner: Ty = zone.row ? (zone.row.keys ? { t: 'row', keys: zone.row.keys } : T.row) : zone.order === 'set' ? { t: 'cards', set: zone.name } : T.cards;
  return zone.scope === 'player' ? { t: 'perSeat', of: inner } : inner;
}

export function optionType(o: OptionDef): Ty {
  return o.type === 'enum' ? T.string : o.type === 'boolean' ? T.boolean : T.number;
}

export function varType(v: VarDef): Ty {
  const base: Ty = v.type === 'seat' ? T.seat : v.type === 'boolean' ? T.boolean : v.type === 'string' ? T.string : T.number;
  return v.scope === 'player' ? { t: 'perSeat', of: base } : v.scope === 'team' ? { t: 'perSeat', of: base, team: true } : base;
}

/** The attributes a card may have: every card type's, plus `id` and `type`. */
export function cardFields(def: Scope['def']): Map<string, Ty> {
  const fields = new Map<string, Ty>([
    ['id', T.number],
    ['type', T.string],
  ]);
  for (const ct of Object.values(def.cardTypes)) {
    for (const [name, at] of Object.entries(ct.attributes)) {
      // Secret attributes are the server's alone: an expression (which a client may evaluate) cannot name them.
      if (ct.secret?.includes(name)) continue;
      fields.set(name, at === 'number' ? { t: 'number', attr: name } : at === 'boolean' ? T.boolean : at === 'words' ? T.words : { t: 'string', attr: name });
    }
  }
  return fields;
}

/** Constants every expression sees. */
export const GLOBALS: ReadonlyMap<string, Ty> = new Map<string, Ty>([
  ['players', T.number],
  ['seats', T.seats],
  ['alive', T.seats],
  ['lastOut', T.seats],
  ['current', T.seat],
  ['turn', T.number],
  ['handNumber', T.number],
  ['phase', T.string],
  ['null', T.null],
]);
