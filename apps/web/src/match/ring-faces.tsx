/**
 * WordARound's card drawing in the browser (rule W13): a face with the three rings (`black`, `red`, `blue`) — as the
 * server's drawings (`face.ink`, one path per word), or as words where a tool still has them as text — is drawn as a RingCard laid
 * out by the game's own pure `layoutInk`/`layoutCard` (a browser-safe subpath of @deckhand/games; the UI
 * kit may not import games, so the app joins the two here). Seeded by match and card id, so every seat, a reload and
 * a spectator see the same start angles. Chosen by the face's shape, not by game id: the board calls this for every
 * face and gets undefined (the kit's default face) for anything that is not a ring card.
 */
import { layoutCard, layoutInk, RINGS, type Ring } from '@deckhand/games/wordaround/ring-layout';
import { RingCard, type CardFace } from '@deckhand/ui';
import type { PlayerView } from '@deckhand/dsl/client';
import type { ReactNode } from 'react';

function ringWords(face: CardFace): Record<Ring, string> | undefined {
  const words = RINGS.map((r) => face.attrs[r]);
  return words.every((w): w is string => typeof w === 'string') ? { black: words[0]!, red: words[1]!, blue: words[2]! } : undefined;
}

const isRing = (v: unknown): v is Ring => typeof v === 'string' && (RINGS as readonly string[]).includes(v);

/** The uncovered card being raced: the face-up top of the stack (game.yaml's `stack` zone), while a round is open. */
function racedCard(view: PlayerView): number | undefined {
  const stack = view.zones['stack'];
  const top = Array.isArray(stack) ? stack[stack.length - 1] : undefined;
  return view.race?.open && typeof top === 'number' ? top : undefined;
}

/** GameBoard's `renderFace` for this match: ring cards drawn, the ring to read (`vars.ring`) marked on the raced card. */
export function ringFaces(matchID: string, view: PlayerView): (id: number, face: CardFace) => ReactNode | undefined {
  const ring = isRing(view.vars['ring']) ? view.vars['ring'] : undefined;
  const raced = racedCard(view);
  return (id, face) => {
    // The hosted server sends the words only as drawings (game.yaml's `drawn:`): one traced path per word.
    const ink = face.ink && RINGS.some((r) => face.ink![r]) ? face.ink : undefined;
    const words = ink ? undefined : ringWords(face);
    if (!ink && !words) return undefined;
    const layout = ink ? layoutInk(ink, `${matchID}:${id}`) : layoutCard(words!, `${matchID}:${id}`);
    // Named without its id: the hosted server sends a per-match alias there (a long number nobody should hear).
    return <RingCard layout={layout} name="Word card" {...(ring && id === raced ? { highlight: ring } : {})} />;
  };
}
