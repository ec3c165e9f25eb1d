/**
 * What the board marks on its cards and piles for a moment: those the last state changed (a card that moved or
 * turned up, a pile whose count changed). The board provides it; a card or pile outside a board is never marked.
 */
import { createContext } from 'react';

export interface TableMarks {
  /** Card ids to mark as just changed. */
  cards: ReadonlySet<number>;
  /** Pile ids (the board's `pileKey`) whose count just changed. */
  piles: ReadonlySet<string>;
}

export const Marks = createContext<TableMarks>({ cards: new Set(), piles: new Set() });
