/**
 * Per-match card aliases. A card's id is its place in the game's deck list, the same in every match; a client that
 * once saw an id next to what it stands for (WordARound's word after a round) could learn id → word and answer every
 * later race from the id alone. So every card id a client is sent is an alias that holds for one match only, and every
 * id a client sends is translated back here.
 *
 * An alias is a keyed hash (HMAC-SHA-256) of the card's id under the match's secret (the random plugin's seed, which
 * no client is sent), cut to 31 bits and kept above 2^30: stable for the whole match (a reload or a second tab sees
 * the same aliases, every process of a deployment makes the same ones), unrelated between matches, and never a small
 * number, so a raw deck id sent by a client is never mistaken for one. The table is made once per match, N hashes.
 */
import { createHmac } from 'node:crypto';

/** Aliases lie in [ALIAS_FLOOR, 2 * ALIAS_FLOOR): above any deck's ids, within JSON's and V8's small integers. */
export const ALIAS_FLOOR = 2 ** 30;

export class CardAliases {
  private readonly toAlias: Int32Array;
  private readonly toId = new Map<number, number>();

  /** `secret`: the match's secret; `count`: how many cards the game has (ids 0 … count − 1). */
  constructor(secret: string, count: number) {
    this.toAlias = new Int32Array(count);
    for (let id = 0; id < count; id++) {
      // A collision (about one match in 200 000 for a 100-card deck) takes the next hash of the same card.
      for (let attempt = 0; ; attempt++) {
        const h = createHmac('sha256', secret).update(`deckhand card alias\u0000${id}\u0000${attempt}`).digest();
        const alias = ALIAS_FLOOR + (h.readUInt32BE(0) % ALIAS_FLOOR);
        if (this.toId.has(alias)) continue;
        this.toAlias[id] = alias;
        this.toId.set(alias, id);
        break;
      }
    }
  }

  /** The alias of card `id`; a value that is not a card id of this game is returned unchanged. */
  alias(id: number): number {
    return Number.isInteger(id) && id >= 0 && id < this.toAlias.length ? this.toAlias[id]! : id;
  }

  /** The card an alias stands for in this match, or undefined for anything else (a raw id, another match's alias). */
  real(alias: unknown): number | undefined {
    return typeof alias === 'number' ? this.toId.get(alias) : undefined;
  }
}
