/**
 * Dragging a card by keyboard (dnd-kit's KeyboardSensor), beside the Enter-pick / Enter-on-place path: Space on a
 * card that plays now picks it up, the arrow keys carry it from pile to pile (the nearest pile that way, not a few
 * pixels at a time), Space or Enter drops it there (a legal pile plays it; any other says why not, as a pointer drop
 * does), Escape puts it back. Enter on a card keeps picking it, as before: only Space starts a drag.
 */
import { closestCenter, KeyboardCode, pointerWithin, type ClientRect, type CollisionDetection, type KeyboardCoordinateGetter, type KeyboardSensorOptions } from '@dnd-kit/core';
import { onTop } from './drop-on-top';

const DIRECTIONS: Record<string, { x: number; y: number }> = {
  [KeyboardCode.Right]: { x: 1, y: 0 },
  [KeyboardCode.Left]: { x: -1, y: 0 },
  [KeyboardCode.Down]: { x: 0, y: 1 },
  [KeyboardCode.Up]: { x: 0, y: -1 },
};

const centre = (r: Pick<ClientRect, 'left' | 'top' | 'width' | 'height'>) => ({ x: r.left + r.width / 2, y: r.top + r.height / 2 });

/**
 * The pile an arrow key leads to from `from` (a centre): among the piles whose centre lies that way, the nearest,
 * a step across the direction counting twice a step along it (so Right stays on the row when the row goes on).
 */
export function nextPile(from: { x: number; y: number }, key: string, piles: readonly { id: string | number; rect: ClientRect }[]): { id: string | number; rect: ClientRect } | undefined {
  const d = DIRECTIONS[key];
  if (!d) return undefined;
  let best: { id: string | number; rect: ClientRect } | undefined;
  let bestScore = Infinity;
  for (const p of piles) {
    const c = centre(p.rect);
    const along = (c.x - from.x) * d.x + (c.y - from.y) * d.y;
    if (along <= 1) continue;
    const across = Math.abs((c.x - from.x) * d.y + (c.y - from.y) * d.x);
    const score = along + 2 * across;
    if (score < bestScore) {
      bestScore = score;
      best = p;
    }
  }
  return best;
}

/** Arrow keys move the dragged card onto the next pile's centre. */
export const pileToPile: KeyboardCoordinateGetter = (event, { context }) => {
  const { collisionRect, droppableRects, droppableContainers } = context;
  if (!collisionRect || !DIRECTIONS[event.code]) return undefined;
  event.preventDefault();
  const piles = droppableContainers
    .getEnabled()
    .map((c) => ({ id: c.id, rect: droppableRects.get(c.id) }))
    .filter((p): p is { id: string | number; rect: ClientRect } => p.rect !== undefined);
  const next = nextPile(centre(collisionRect), event.code, piles);
  if (!next) return undefined;
  const to = centre(next.rect);
  return { x: to.x - collisionRect.width / 2, y: to.y - collisionRect.height / 2 };
};

/** Space picks up (Enter stays a tap on the card); Space or Enter drops; Escape puts back. */
export const keyboardDrag: KeyboardSensorOptions = {
  keyboardCodes: { start: [KeyboardCode.Space], cancel: [KeyboardCode.Esc], end: [KeyboardCode.Space, KeyboardCode.Enter] },
  coordinateGetter: pileToPile,
  scrollBehavior: 'auto',
};

/**
 * A pointer drops where it points, on the pile drawn there (drop-on-top.ts); a card carried by keyboard has no
 * pointer: the pile it is centred on.
 */
export const dropTarget: CollisionDetection = (args) => {
  const at = args.pointerCoordinates;
  if (!at) return closestCenter(args);
  const hits = pointerWithin(args);
  if (hits.length <= 1 || typeof document === 'undefined') return hits;
  const nodes = new Map(args.droppableContainers.map((c) => [c.id, c.node.current]));
  return onTop(hits.map((hit) => ({ hit, node: nodes.get(hit.id) })), document.elementsFromPoint(at.x, at.y));
};
