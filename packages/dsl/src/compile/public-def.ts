/**
 * The copy of a game a client may hold: the IR without the card attributes its card types mark `secret` (a quiz's
 * answers). The server compiles the full GameDef; a browser compiles this one. Expressions cannot name secret
 * attributes and every move that runs a hook is server-only, so both compile to the same behaviour.
 */
import type { GameDef } from '../ir/types';

export function publicDef(def: GameDef): GameDef {
  const secret = new Map(Object.entries(def.cardTypes).map(([name, ct]) => [name, new Set(ct.secret ?? [])]));
  if ([...secret.values()].every((s) => s.size === 0)) return def;
  return {
    ...def,
    cards: def.cards.map((card) => {
      const hide = secret.get(card.type);
      if (!hide?.size) return card;
      return { ...card, attrs: Object.fromEntries(Object.entries(card.attrs).filter(([k]) => !hide.has(k))) };
    }),
  };
}
