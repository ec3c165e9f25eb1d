/**
 * What a placeholder's value is, so its part is put into words rightly. The expression checker knows which numbers
 * are seats (`self`, `current`, `winner`, `seat`, a seat argument or variable, an element of a list of seats however
 * it is bound — `alive[0]`, `forEach … as p` over seats, `any(seats as s, …)` — and `next`/`prev`/`playedBy`, or
 * `best`/`worst` of seats): those are said by name. A pile argument names a pile (said by its label, 1-based, with
 * its caption: "meld 2").
 */
import { parseExpression } from '../expr/parse';
import type { Scope } from '../expr/scope';
import { isSeat, isTeam, type Ty } from '../expr/types';
import type { TeamsDef, ZoneRef } from '../ir/types';
import { argDefIn } from './arg-kinds';

export type PartKind =
  | { kind: 'seat' | 'seats' | 'card' | 'cards' | 'number' | 'numbers' | 'groups' | 'text' }
  | { kind: 'pile'; zone: ZoneRef; label?: string }
  /** A team (`team(self)`): said by its name (`teams.names`), else as its members ("Ada and Cy"). */
  | { kind: 'team'; teams: TeamsDef };

/** The kind of a placeholder whose expression `source` has type `ty` in `scope`. */
export function partKind(source: string, ty: Ty, scope: Scope): PartKind {
  switch (ty.t) {
    case 'card':
      return { kind: 'card' };
    case 'cards':
      return { kind: 'cards' };
    case 'seats':
      return { kind: 'seats' };
    case 'numbers':
      return { kind: 'numbers' };
    case 'groups':
      return { kind: 'groups' };
    case 'number': {
      if (isSeat(ty)) return { kind: 'seat' };
      if (isTeam(ty) && scope.def.teams) return { kind: 'team', teams: scope.def.teams };
      const parsed = parseExpression(source);
      if (parsed.ok && parsed.node.type === 'Identifier') {
        const arg = argDefIn(scope, String(parsed.node.name));
        if (arg?.type === 'pile') return { kind: 'pile', zone: arg.zone, ...(arg.label !== undefined ? { label: arg.label } : {}) };
      }
      return { kind: 'number' };
    }
    default:
      return { kind: 'text' };
  }
}
