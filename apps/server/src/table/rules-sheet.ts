/** A game's "how to play" sheet (GET /api/games/:id/rules): its rules.md, card types with an example face, moves. */
import type { Game } from 'boardgame.io';
import { facesOf, type CompiledGame, type RulesSheet } from '@deckhand/dsl';
import type { GameTexts } from '../games';

type SheetGame = Game & { deckhand?: CompiledGame['deckhand']; texts?: GameTexts };

export function rulesSheet(game: Game): RulesSheet | undefined {
  const def = (game as SheetGame).deckhand?.def;
  if (!def) return undefined;
  const texts = (game as SheetGame).texts ?? { rules: '', moves: {}, cards: {} };
  return {
    gameId: def.id,
    name: def.name,
    markdown: texts.rules,
    cardTypes: Object.entries(def.cardTypes).map(([type, ct]) => {
      const first = def.cards.find((c) => c.type === type);
      // One card per type, as a seat sees it face up: facesOf drops the attributes the type keeps secret.
      const example = first ? facesOf(def, [first.id])[String(first.id)] : undefined;
      const secret = new Set(ct.secret ?? []);
      return {
        type,
        ...(ct.label ? { label: ct.label } : {}),
        ...(texts.cards[type] ? { description: texts.cards[type] } : {}),
        attributes: Object.keys(ct.attributes).filter((a) => !secret.has(a)),
        ...(example ? { example } : {}),
      };
    }),
    moves: Object.values(def.moves).map(({ name, label }) => ({ name, ...(label ? { label } : {}), ...(texts.moves[name] ? { description: texts.moves[name] } : {}) })),
    phases: Object.values(def.phases).map(({ name, label }) => ({ name, ...(label ? { label } : {}) })),
  };
}
