/**
 * Hardening finding 2: WordARound's drawn words were read without OCR. The server sent each word as one outline per
 * letter in reading order, each with its width, and a script matched widths, contour counts and areas against the
 * repository's font and the public deck: 300 of 300 words. Here that attack (helpers/ink-attack.ts) runs against the
 * drawings the server makes for a card's face (`inkFace`, as security/player-view.ts calls it, with a fresh match
 * secret) and against the old per-letter format (helpers/per-glyph-ink.ts). The attacker knows the ring, so it picks
 * among that ring's 100 words (1 % by chance), and it draws its references with the repository's own code and font
 * under keys of its own, so every regularity of the drawing is known to it. It must name at most 5 % of the words,
 * with any subset of the structure it reads; the old format must fall to it.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Game } from 'boardgame.io';
import { prng, type CompiledGame } from '@deckhand/dsl';
import { drawnAttributes, inkFace } from '@deckhand/games';
import { loadRegisteredGames } from '../src/games';
import { features, recover, WHOLE, type Drawing, type Features } from './helpers/ink-attack';
import { perGlyphInk } from './helpers/per-glyph-ink';

const wordaround = (await loadRegisteredGames('@deckhand/games')).find((g) => g.name === 'wordaround')! as Game & CompiledGame;
const def = wordaround.deckhand.def;
const drawn = drawnAttributes(def);
const RINGS = ['black', 'red', 'blue'] as const;
const WORDS = def.cards.flatMap((c) => RINGS.map((ring) => ({ card: c.id, ring, word: String(c.attrs[ring]) })));

/** A ring's drawing as the server sends it in a match whose secret is `secret`. */
function served(card: number, ring: string, secret: string): Drawing {
  const face = inkFace(def, drawn, String(card), { type: def.cards[card]!.type, attrs: {} }, secret);
  return face.ink![ring] as Drawing;
}

const seedOf = (key: string) => [...key].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0, 2166136261);

/** Every subset of the whole-drawing features an attacker might weigh, the full set first. */
const SUBSETS: number[][] = [Object.values(WHOLE), [WHOLE.rings], [WHOLE.holes], [WHOLE.area], [WHOLE.reach], [WHOLE.holes, WHOLE.reach], [WHOLE.area, WHOLE.reach], [WHOLE.holes, WHOLE.area, WHOLE.reach]];

/** The best recovery rate over the subsets, with what the attacker read, for drawings made by `draw`. */
function attack(draw: (w: (typeof WORDS)[number], key: string) => Drawing) {
  const targets = WORDS.map((w) => {
    const drawing = draw(w, randomBytes(16).toString('hex'));
    return { ...w, drawing, features: features(drawing) };
  });
  const references = new Map<string, { ring: string; features: Features }>(WORDS.map((w) => [w.word, { ring: w.ring, features: features(draw(w, `attacker:${w.word}`)) }]));
  const rates = SUBSETS.map((use) => recover(targets, references, use).filter((guess, i) => guess === targets[i]!.word).length / targets.length);
  const bytes = targets.reduce((n, t) => n + JSON.stringify(t.drawing).length, 0) / targets.length;
  return { best: Math.max(...rates), rates, bytes };
}

describe('drawn words cannot be read from their structure (finding 2)', () => {
  it('the attack names every word of the old per-letter format, and at most 5 % of the words the server draws now', () => {
    const old = attack((w, key) => perGlyphInk(w.word, prng(seedOf(key))));
    const now = attack((w, key) => served(w.card, w.ring, key));
    console.info(`drawn-word attack over ${WORDS.length} words: old format ${(old.best * 100).toFixed(1)} % (${Math.round(old.bytes)} B a word), now ${(now.best * 100).toFixed(1)} % (${Math.round(now.bytes)} B a word); per feature set: ${now.rates.map((r) => (r * 100).toFixed(1)).join(' / ')} %`);
    expect(old.best).toBeGreaterThan(0.9);
    expect(now.best).toBeLessThanOrEqual(0.05);
  }, 180_000);

  it('the server sends the words of a card alike to every seat of a match and differently in the next match', () => {
    const a = served(0, 'black', 'match-a');
    expect(served(0, 'black', 'match-a')).toEqual(a);
    expect((served(0, 'black', 'match-b') as { d: string }).d).not.toBe((a as { d: string }).d);
  });
});
