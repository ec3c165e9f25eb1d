/**
 * The card zoom on demand (CardZoom.tsx, a chunk of its own): it draws nothing until the mouse rests on a card or Z
 * is pressed, so a board is drawn without it and fetches it as it draws. Z pressed before it arrives does nothing.
 */
import { Suspense } from 'react';
import { onDemand } from '../on-demand';
import type { CardZoomProps } from './CardZoom';

const zoom = onDemand(() => import('./CardZoom').then((m) => m.CardZoom));

/** Fetches the card zoom ahead (tests: a card hovered before it arrives is not enlarged). */
export const loadCardZoom = zoom.load;

export function CardZoomOnDemand(props: CardZoomProps) {
  return (
    <Suspense fallback={null}>
      <zoom.Component {...props} />
    </Suspense>
  );
}
