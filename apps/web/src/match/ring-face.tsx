/**
 * One WordARound card drawn (rule W13): laid out by the game's own pure `layoutInk`/`layoutCard` (a browser-safe
 * subpath of @deckhand/games; the UI kit may not import games, so the app joins the two here) and drawn as a
 * RingCard. A chunk of its own, fetched by ring-faces.tsx for a game whose cards have rings: no other game's first
 * load carries it.
 */
import { layoutCard, layoutInk, type Ring } from '@deckhand/games/wordaround/ring-layout';
import { RingCard } from '@deckhand/ui';
import type { InkText } from '@deckhand/dsl/client';

export interface RingFaceProps {
  /** The layout's seed: match and card id, so every seat, a reload and a spectator see the same start angles. */
  seed: string;
  /** The server's drawings, one path per word; else `words`. */
  ink?: Readonly<Partial<Record<Ring, InkText>>>;
  words?: Readonly<Record<Ring, string>>;
  highlight?: Ring;
}

export function RingFace({ seed, ink, words, highlight }: RingFaceProps) {
  const layout = ink ? layoutInk(ink, seed) : layoutCard(words!, seed);
  // Named without its id: the hosted server sends a per-match alias there (a long number nobody should hear).
  return <RingCard layout={layout} name="Word card" {...(highlight ? { highlight } : {})} />;
}
