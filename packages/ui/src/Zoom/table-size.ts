/**
 * How big the table draws its cards (the table-size control): each size is a factor on every card and empty pile
 * slot of the board (CSS `zoom` on them, Zoom.css), so the rest of the layout flows around larger or smaller cards.
 */
export const TABLE_SIZES = ['small', 'medium', 'large', 'larger'] as const;
export type TableSize = (typeof TABLE_SIZES)[number];

/** The factor each size draws cards at (medium: as designed). */
export const TABLE_SCALE: Record<TableSize, number> = { small: 0.85, medium: 1, large: 1.2, larger: 1.4 };

export const isTableSize = (v: unknown): v is TableSize => typeof v === 'string' && (TABLE_SIZES as readonly string[]).includes(v);
