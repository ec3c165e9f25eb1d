/**
 * A card type's `drawn:` attributes leave the server as drawings (InkText), never as text: the whole word laid out
 * with decoy strokes (word-shape.ts), painted on a grid (raster.ts) and traced back as one path (retrace.ts), drawn
 * with a PRNG seeded from the match's secret random seed, the card and the attribute. Nothing in the path is a letter:
 * no glyph widths, no per-letter contours in reading order, not even the word's width (every word fills the same box).
 * The same card looks the same to every seat of a match for its whole life (views can be cached and shared), and
 * differently in every other match, so a table of paths from past matches is no use in the next one.
 */
import { createHash } from 'node:crypto';
import type { CardFace, GameDef, InkText } from '@deckhand/dsl';
import { prng } from '@deckhand/dsl';
import { EM } from './outline';
import { rasterise } from './raster';
import { retrace } from './retrace';
import { BOX_H, BOX_W, wordShapes } from './word-shape';

/** Drawings kept (they cost a few ms per word to make); oldest dropped first. */
const CACHE_SIZE = 4000;
const cache = new Map<string, InkText>();

function seedFrom(key: string): number {
  return createHash('sha256').update(key).digest().readUInt32LE(0);
}

/** `text` drawn as one traced path; `key` must be secret to clients (it seeds the drawing). */
export function inkText(text: string, key: string): InkText {
  const id = `${key}\u0000${text}`;
  const hit = cache.get(id);
  if (hit) return hit;
  const rand = prng(seedFrom(id));
  const ink: InkText = { em: EM, w: BOX_W, h: BOX_H, d: retrace(rasterise(wordShapes(text, rand), BOX_W, BOX_H), rand) };
  cache.set(id, ink);
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
  return ink;
}

/** The drawn attribute names of each card type that has any. */
export function drawnAttributes(def: GameDef): Map<string, string[]> {
  return new Map(Object.entries(def.cardTypes).flatMap(([name, ct]) => (ct.drawn?.length ? [[name, ct.drawn] as const] : [])));
}

/**
 * Adds `ink` to every face in `faces` whose card type draws attributes, read from the full def (the faces carry no
 * such text). `matchSecret` is per match and never sent to clients (the random plugin's seed).
 */
export function inkFaces(def: GameDef, drawn: Map<string, string[]>, faces: Record<string, CardFace>, matchSecret: string): Record<string, CardFace> {
  let out: Record<string, CardFace> | undefined;
  for (const [id, face] of Object.entries(faces)) {
    const inked = inkFace(def, drawn, id, face, matchSecret);
    if (inked === face) continue;
    out ??= { ...faces };
    out[id] = inked;
  }
  return out ?? faces;
}

/** One card's face with its drawn attributes added as `ink` (the face itself when its type draws none). */
export function inkFace(def: GameDef, drawn: Map<string, string[]>, id: string, face: CardFace, matchSecret: string): CardFace {
  const attrs = drawn.get(face.type);
  const card = def.cards[Number(id)];
  if (!attrs || !card) return face;
  const ink: Record<string, InkText> = {};
  for (const a of attrs) {
    const v = card.attrs[a];
    if (typeof v === 'string') ink[a] = inkText(v, `${matchSecret}\u0000${id}\u0000${a}`);
  }
  return { ...face, ink };
}
