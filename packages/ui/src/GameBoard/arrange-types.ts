/** The shapes a hand the player arranges is described by (hand-arrangement.ts), below everything that uses them. */

/** A card's place in an arranged hand: what a card dropped on it is told (drag-kit.tsx's drop data). */
export interface HandSlot {
  /** The hand's pile key (`pileKey`). */
  pile: string;
  /** The card's place in the hand as drawn (0 first). */
  index: number;
  /** Said to a screen reader while a card is carried over it ("Your hand, place 3 of 10"). */
  label: string;
}

/** What a hand the player may arrange is given (Hand's `arrange`). */
export interface HandArranging {
  /** The player has arranged it (it is not drawn sorted): Sort is offered. */
  arranged: boolean;
  /** Back to sorted order. */
  onSort: () => void;
}
