// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- opentype.js ships no types; the server and tools compile this file too, and need the declarations with it
/// <reference path="./opentype.d.ts" />
/**
 * A character's outline from the font, as closed polylines: opentype.js reads the glyph (quadratic or cubic curves),
 * and each curve is flattened here into points, so that what leaves the server never keeps the font's own command
 * sequence (which alone would name the letter).
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import opentype, { type Font, type PathCommand } from 'opentype.js';

export type Point = [number, number];
export interface Outline {
  /** Closed polylines in font-size-`EM` units, y down, baseline at y = 0. */
  contours: Point[][];
  /** Advance width in the same units. */
  advance: number;
}

/** Glyphs are drawn at this font size: coordinates are hundredths of an em. */
export const EM = 100;

/** packages/games/assets/fonts (DejaVu Sans Bold; its LICENSE beside it); INK_FONT names another TrueType/OpenType file. */
export const DEFAULT_FONT = resolve(dirname(fileURLToPath(import.meta.url)), '../../assets/fonts/DejaVuSans-Bold.ttf');

let loaded: { path: string; font: Font } | undefined;

export function loadFont(path = process.env['INK_FONT'] || DEFAULT_FONT): Font {
  if (loaded?.path === path) return loaded.font;
  const bytes = readFileSync(path);
  const font = opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
  loaded = { path, font };
  return font;
}

const CURVE_STEPS = 6;

function flatten(commands: readonly PathCommand[]): Point[][] {
  const contours: Point[][] = [];
  let current: Point[] = [];
  let at: Point = [0, 0];
  const close = () => {
    if (current.length > 2) contours.push(current);
    current = [];
  };
  for (const c of commands) {
    switch (c.type) {
      case 'M':
        close();
        at = [c.x, c.y];
        current.push(at);
        break;
      case 'L':
        at = [c.x, c.y];
        current.push(at);
        break;
      case 'Q':
        for (let i = 1; i <= CURVE_STEPS; i++) {
          const t = i / CURVE_STEPS;
          const u = 1 - t;
          current.push([u * u * at[0] + 2 * u * t * c.x1 + t * t * c.x, u * u * at[1] + 2 * u * t * c.y1 + t * t * c.y]);
        }
        at = [c.x, c.y];
        break;
      case 'C':
        for (let i = 1; i <= CURVE_STEPS; i++) {
          const t = i / CURVE_STEPS;
          const u = 1 - t;
          const x = u * u * u * at[0] + 3 * u * u * t * c.x1 + 3 * u * t * t * c.x2 + t * t * t * c.x;
          const y = u * u * u * at[1] + 3 * u * u * t * c.y1 + 3 * u * t * t * c.y2 + t * t * t * c.y;
          current.push([x, y]);
        }
        at = [c.x, c.y];
        break;
      case 'Z':
        close();
        break;
    }
  }
  close();
  return contours;
}

const caches = new WeakMap<Font, Map<string, Outline>>();

/** The outline of one character (cached per font and character). A character the font lacks draws as its box. */
export function outlineOf(char: string, font: Font = loadFont()): Outline {
  let cache = caches.get(font);
  if (!cache) caches.set(font, (cache = new Map()));
  const hit = cache.get(char);
  if (hit) return hit;
  const glyph = font.charToGlyph(char);
  const advance = ((glyph.advanceWidth ?? font.unitsPerEm / 2) / font.unitsPerEm) * EM;
  const outline = { contours: flatten(glyph.getPath(0, 0, EM).commands), advance };
  cache.set(char, outline);
  return outline;
}
