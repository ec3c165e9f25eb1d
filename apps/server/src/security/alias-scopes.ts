/**
 * Each match's aliasing scope (alias-view.ts): its alias table and the aliased parts made so far, kept per match
 * secret for a game and made on a match's first view. Bounded: the least recently used match is dropped past
 * `maxMatches` (its table is made again, identically, if it comes back).
 */
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
    readonly maxMatches = 256,
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
