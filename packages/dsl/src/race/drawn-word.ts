/**
 * Where a drawn answer was read from. A game that draws its words (`drawn:`) never sends a word as text, not even
 * once its round is over, so a race's line cannot spell it; instead it names the card and the attribute the word
 * is on, and the server draws it there as it draws the card's face (the same glyph outlines). Only a card every seat
 * and a spectator see now is named: the uncovered card the round was about, never another card with that word.
 */
import type { Env } from '../expr/env';
import type { Exec } from '../runtime/effects/exec';
import { seesCard } from '../runtime/views/view';
import { findCard } from '../runtime/state/zones';

/** The card and drawn attribute that carry `word` on a card everyone sees, or undefined. */
export function drawnWord(x: Exec, env: Env, word: string): { card: number; attr: string } | undefined {
  const def = x.p.def;
  for (const card of def.cards) {
    const drawn = def.cardTypes[card.type]?.drawn;
    const attr = drawn?.find((a) => card.attrs[a] === word);
    if (attr === undefined) continue;
    const at = findCard(env.G, def, card.id);
    if (!at) continue;
    const zone = def.zones[at.loc.zone]!;
    if (!seesCard(env.G, zone, at.pile, at.index, at.loc.seat, null)) continue;
    return { card: card.id, attr };
  }
  return undefined;
}
