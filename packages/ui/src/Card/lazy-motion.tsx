/**
 * Cards slide between zones with motion's `m` elements, which carry no animation code of their own: the features
 * (~45 KB gzipped, most of motion) arrive through the board's `LazyMotion`, fetched once the board has drawn. A page
 * showing a board is drawn and playable without them; moves made before they arrive simply do not animate.
 */
import type { ReactNode } from 'react';
import { LazyMotion } from 'motion/react';

type Features = typeof import('./motion-features').default;
let features: Promise<Features> | undefined;

/** Fetches the features once (a failed fetch is tried again by the next board that asks). */
function animationFeatures(): Promise<Features> {
  features ??= import('./motion-features').then(
    (m) => m.default,
    (e: unknown) => {
      features = undefined;
      throw e;
    },
  );
  return features;
}

/**
 * Fetches the cards' animations ahead of the first board (they arrive by themselves otherwise). What it resolves to
 * stays inside the kit: a consumer's types never meet motion's.
 */
export function loadCardAnimations(): Promise<void> {
  return animationFeatures().then(() => undefined);
}

/** Gives the cards inside it their animations, fetched on first use (and shared by every board after). */
export function CardAnimations({ children }: { children: ReactNode }) {
  return <LazyMotion features={animationFeatures}>{children}</LazyMotion>;
}
