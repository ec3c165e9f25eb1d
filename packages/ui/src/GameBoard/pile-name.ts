/** What a pile of a row is called on the table: the name of the attribute value it is for, where the row says one. */
import { namesOf } from '@deckhand/dsl/client';
import type { ClientGameDef, ZoneDef } from '../types';

/**
 * A pile of a row by what it is for (`row: { by: colour }`: pile 1 is "yellow"), or undefined where the row's piles
 * are only numbered.
 */
export function rowPileName(def: Pick<ClientGameDef, 'cardTypes'>, zone: ZoneDef, index: number): string | undefined {
  const by = zone.row?.by;
  return by === undefined ? undefined : namesOf(def.cardTypes, by)?.[String(index)]?.[0];
}
