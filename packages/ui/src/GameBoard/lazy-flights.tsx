/**
 * Hidden cards travelling face down (flights-layer.tsx), fetched once the board has drawn: a board is drawn and
 * played without it, and a move made before it arrives simply does not fly (as the cards' own animations).
 */
import { lazy, Suspense } from 'react';
import type { FlightsLayerProps } from './flights-layer';

const Layer = lazy(() => import('./flights-layer'));

export function HiddenFlights(props: FlightsLayerProps) {
  return (
    <Suspense fallback={null}>
      <Layer {...props} />
    </Suspense>
  );
}
