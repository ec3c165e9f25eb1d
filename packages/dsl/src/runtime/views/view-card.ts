/** A card as a seat sees it: its id, `null` (hidden), or its visible back's attributes. */
import type { AttrValue } from '../../ir/types';

export type ViewCard = number | null | { back: Record<string, AttrValue> };
export type ViewPile = ViewCard[];
