/**
 * A seat's view of one pile, made once per pile object and handed out again (frozen) while that pile is unchanged:
 * consecutive states share their unchanged piles (share.ts), so most piles of a new state are the very arrays the
 * last view was made from. Every seat that sees a pile the same way (all of it, none of it, its top card) gets
 * the same view pile, so a server comparing a seat's two views skips it by identity, and the view costs no copy.
 *
 * What a pile looks like depends on its cards and its zone only for these three ways of seeing it; a zone whose
 * cards are face up one by one (`faces`) depends on the face-up flags too and is never cached. A hit is checked
 * against the cards the view was made from, not trusted by identity: the fast simulator changes its piles in place,
 * and a pile met under another zone is made afresh. The check reads the ids; a miss would have copied them anyway.
 */
import type { ZoneDef } from '../../ir/types';
import type { Pile } from '../state/state';
import { samePile } from '../state/share';
import type { ViewPile } from './view-card';

/** all: every card shown; none: no card (backs or nulls); top: only the top card. */
export type PileSight = 'all' | 'none' | 'top';

interface Made {
  zone: ZoneDef;
  /** The cards the view was made from (the view itself when it shows them all). */
  ids: readonly number[];
  view: ViewPile;
}

const made: Record<PileSight, WeakMap<Pile, Made>> = { all: new WeakMap(), none: new WeakMap(), top: new WeakMap() };

/** `pile` as seen `sight`-wise in `zone`: `make()` the first time, the same frozen array while it holds those cards. */
export function cachedViewPile(sight: PileSight, zone: ZoneDef, pile: Pile, make: () => ViewPile): ViewPile {
  const cache = made[sight];
  const hit = cache.get(pile);
  if (hit && hit.zone === zone && samePile(hit.ids, pile)) return hit.view;
  const view = Object.freeze(make()) as ViewPile;
  cache.set(pile, { zone, ids: sight === 'all' ? (view as number[]) : pile.slice(), view });
  return view;
}
