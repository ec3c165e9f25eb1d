/**
 * Each match's aliasing scope (alias-view.ts): its alias table and the aliased parts made so far, kept per match
 * secret for a game and made on a match's first view. Bounded: the least recently used match is dropped past
 * `maxMatches` (its table is made again, identically, if it comes back).
 *
 * The bound must hold every match in play at once, with room for the finished ones that wait to be dropped: a server
 * plays its matches in turn, so with more of them than the bound every view found its scope dropped and remade it (N
 * HMACs and every pile aliased afresh). With 256, at 300 interleaved Bag matches a seat's update cost 1.8× what it did
 * at 100. A scope is small (an Int32Array and a map of N cards, about 4 KB for 100 cards; the memo holds only what
 * live views share), so the default keeps 4,096 matches: about 16 MB.
 */
export const ALIAS_SCOPES_KEPT = 4096;

import type { CompiledGame } from '@deckhand/dsl';
import { CardAliases } from './card-alias';
import { cardArgKinds, type CardArgKinds } from './alias-args';
import type { AliasScope } from './alias-view';

type Deckhand = Pick<CompiledGame['deckhand'], 'def' | 'hooks'>;

export class AliasScopes {
  private readonly matches = new Map<string, AliasScope>();
  private readonly kinds: CardArgKinds;
  private readonly hookCards: readonly (readonly string[])[];

  constructor(
    private readonly deckhand: Deckhand,
    readonly maxMatches = ALIAS_SCOPES_KEPT,
  ) {
    this.kinds = cardArgKinds(deckhand.def);
    this.hookCards = (deckhand.hooks.viewCards ?? []).map((p) => p.split('.'));
  }

  /** How many matches are kept now (tests). */
  get size(): number {
    return this.matches.size;
  }

  /** The scope of the match whose secret is `secret`. */
  get(secret: string): AliasScope {
    let scope = this.matches.get(secret);
    if (scope) this.matches.delete(secret);
    else {
      scope = { aliases: new CardAliases(secret, this.deckhand.def.cards.length), kinds: this.kinds, hookCards: this.hookCards, memo: new WeakMap() };
      if (this.matches.size >= this.maxMatches) this.matches.delete(this.matches.keys().next().value!);
    }
    // Most recently used last: the first key is the one to drop.
    this.matches.set(secret, scope);
    return scope;
  }
}
