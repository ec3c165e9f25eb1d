/**
 * What a pile of a row is called on the page: by the argument that targets it, as the log names it ("centre pile 4",
 * "set 2"), and by the attribute value it is for where the row says one ("blue expedition", or just "blue").
 */
import { rowPileName } from '@deckhand/dsl/client';
import type { ClientGameDef, ZoneDef } from '../types';

/**
 * What one pile of a zone is, as the game's own words say it: the `label:` of a pile argument choosing among the
 * zone's piles ("centre pile", "set"), that of `move` first when given. Undefined when no labelled argument does.
 * A zone's own label names the whole row, often as a plural ("centre piles"), so it does not name one pile.
 */
export function pileNoun(def: Pick<ClientGameDef, 'moves'>, zone: string, move?: string): string | undefined {
  const labelIn = (m: ClientGameDef['moves'][string] | undefined) => {
    for (const a of m?.args ?? []) if (a.type === 'pile' && a.zone.zone === zone && a.label) return a.label;
    return undefined;
  };
  if (move !== undefined) {
    const own = labelIn(def.moves[move]);
    if (own) return own;
  }
  for (const m of Object.values(def.moves)) {
    const found = labelIn(m);
    if (found) return found;
  }
  return undefined;
}

/**
 * One pile of a row, lower case as it reads mid-sentence: "centre pile 4" (the noun and its number, 1-based), "blue
 * expedition" (a row named by an attribute: the value's name before the noun), "blue" without a noun, "pile 2"
 * without either, as the log says it.
 */
export function pileTitle(def: Pick<ClientGameDef, 'cardTypes'>, zone: ZoneDef, index: number, noun?: string): string {
  const named = rowPileName(def.cardTypes, zone, index);
  if (named !== undefined) return noun ? `${named} ${noun}` : named;
  return `${noun ?? 'pile'} ${index + 1}`;
}
