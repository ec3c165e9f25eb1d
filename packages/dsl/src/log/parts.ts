/**
 * A logged sentence as structured parts. The server knows card ids and seat numbers but not how a page names them
 * (seat names like "Ada" or "Bot 2" and a card's spoken face live in the client), so a sentence is stored as parts
 * the client puts into words. Cards carry who may see them: a seat's view turns every card it may not see into
 * `{ card: null }` ("a card"), so a hidden card's id never reaches that seat.
 */

/** One part of a sentence. */
export type LogPart =
  /** Text as written. */
  | string
  /** A seat (0-based here; the client names it: "Ada", "Bot 2"). */
  | { seat: number }
  /**
   * A card by id. In `G.log`, `seen` lists the seats that saw it when the line was written (absent: everyone); a
   * view never carries `seen`.
   */
  | { card: number; seen?: number[] }
  /** A card this seat may not see: "a card". */
  | { card: null }
  | { n: number }
  /**
   * A pile of a row zone, 0-based, said by its argument's label and number ("meld 2"; "pile 2" without a label), with
   * the zone's caption for it when written. `name`: what the pile is for, on a row named by an attribute
   * (`row: { by: colour }`), said instead of its number ("the blue expedition").
   */
  | { pile: number; zone: string; label?: string; caption?: string; name?: string }
  /** Several parts read as a list: "Ada, Bea and Cy". */
  | { list: LogPart[] };
