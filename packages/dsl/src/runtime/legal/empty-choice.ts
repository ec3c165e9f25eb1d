/**
 * Why a move is unavailable when one of its arguments has nothing to choose, in the game's words. A card argument
 * whose zone is empty says so ("No card to choose from your hand."); a `cards` argument with too few cards says how
 * many it needs; one whose cards are there but form no choice the move's precondition accepts (a hand with no meld
 * in it: the listing keeps only choices that can pass its `same`/`distinct`/`sorted`/`consecutive` checks) says that
 * nothing fits, and why, with the move's `unless:` reason or the one derived from its `if:` ("Nothing in your hand
 * to meld. A meld is three or more cards of one rank, …").
 */
import type { Env } from '../../expr/env';
import type { Scope } from '../../expr/scope';
import type { ArgDef, MoveDef, ZoneRef } from '../../ir/types';
import { pastTense } from '../../log/past-tense';
import { candidateCards, cardsBounds } from './args';
import type { Exec } from '../effects/exec';
import { describeZoneRef, labelOf } from '../../ir/words';

/** A reason as a sentence: first letter in upper case, a full stop at the end. */
export function asSentence(reason: string): string {
  const t = reason.trim();
  if (t === '') return 'Not available now.';
  const first = t[0]!.toUpperCase() + t.slice(1);
  return /[.!?)]$/.test(first) ? first : `${first}.`;
}

const upperFirst = (t: string) => (t ? t[0]!.toUpperCase() + t.slice(1) : t);

/** "Nothing in your hand to meld." for a verb label, "No book in your hand." for a noun. */
function nothingFits(m: MoveDef, where: string): string {
  const label = labelOf(m).toLowerCase();
  const place = where || 'play';
  return pastTense(label) !== undefined ? `Nothing in ${place} to ${label}.` : `No ${label} in ${place}.`;
}

/** Why argument `a` of move `m` has no value to choose now. */
export function emptyChoice(x: Exec, m: MoveDef, a: ArgDef, env: Env, scope: Scope): string {
  const label = labelOf(a);
  if (a.type !== 'card' && a.type !== 'cards') return `Nothing to choose for ${label}.`;
  const where = a.from.map((z: ZoneRef) => describeZoneRef(x.p.def, z)).join(' or ');
  const named = a.name !== label ? ` (${label})` : '';
  const have = candidateCards(x, a.from, a.top, env, scope).length;
  if (have === 0 || a.type === 'card') return `No card to choose${where ? ` from ${where}` : ''}${named}.`;
  const [min] = cardsBounds(x, a, env, scope);
  if (have < min) return `${upperFirst(labelOf(m))} needs ${min} cards${where ? ` from ${where}` : ''}; there ${have === 1 ? 'is 1' : `are ${have}`}.`;
  // The cards are there, but no choice of them passes the move's precondition.
  return m.unless !== undefined ? `${nothingFits(m, where)} ${asSentence(m.unless)}` : nothingFits(m, where);
}
