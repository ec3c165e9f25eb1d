/**
 * WordARound's card drawing in the browser (rule W13): a face with the three rings (`black`, `red`, `blue`) — as the
 * server's drawings (`face.ink`, one path per word), or as words where a tool still has them as text — is drawn as a
 * RingCard (ring-face.tsx). Seeded by match and card id, so every seat, a reload and a spectator see the same start
 * angles. Chosen by the face's shape, not by game id: the board calls this for every face and gets undefined (the
 * kit's default face) for anything that is not a ring card.
 *
 * The drawing (the layout and RingCard) is a chunk of its own, out of every game's first load: `loadRingFaces(def)`
 * fetches it as soon as a page has a def whose cards have rings, so it is here before the first board; a card drawn
 * before it arrives is a blank disc of the same size (RingCardBlank, marked `data-loading`).
 */
import type { Ring } from '@deckhand/games/wordaround/ring-layout';
import { onDemand, RingCardBlank, type CardFace, type ClientGameDef } from '@deckhand/ui';
import type { PlayerView } from '@deckhand/dsl/client';
import { Suspense, type ReactNode } from 'react';
import type { RingFaceProps } from './ring-face';

/**
 * Outermost first, as the game's `RINGS` (ring-layout.ts): named here rather than imported, since importing anything
 * from ring-layout would bring its layout code into the first load along with the constant.
 */
const RINGS = ['black', 'red', 'blue'] as const satisfies readonly Ring[];

const ringFace = onDemand(() => import('./ring-face').then((m) => m.RingFace));

/** Whether `def` has a card type with the three rings as words: its cards may be drawn as ring cards. */
export function hasRingCards(def: ClientGameDef): boolean {
  return Object.values(def.cardTypes).some((t) => RINGS.every((r) => t.attributes[r] === 'string'));
}

/** Fetches the ring cards' drawing ahead, for a def whose cards have rings (else nothing to fetch). */
export function loadRingFaces(def: ClientGameDef): Promise<void> {
  return hasRingCards(def) ? ringFace.load() : Promise.resolve();
}

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
    const props: RingFaceProps = { seed: `${matchID}:${id}`, ...(ink ? { ink } : { words: words! }), ...(ring && id === raced ? { highlight: ring } : {}) };
    return (
      <Suspense fallback={<RingCardBlank name="Word card" />}>
        <ringFace.Component {...props} />
      </Suspense>
    );
  };
}
