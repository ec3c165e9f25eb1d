/** Types of the expression language. Seats are numbers; lists are of cards or of seats. */
export type Ty =
  | { t: 'number' }
  | { t: 'boolean' }
  | { t: 'string' }
  | { t: 'null' }
  | { t: 'words' }
  | { t: 'card' }
  | { t: 'cards' }
  | { t: 'seats' }
  /** A row of piles: index with a pile number to get its cards. */
  | { t: 'row' }
  /** One per seat: index with a seat number. */
  | { t: 'perSeat'; of: Ty }
  /** Named fields: options, vars, args, a card's attributes. */
  | { t: 'record'; what: string; fields: ReadonlyMap<string, Ty> };

export const T = {
  number: { t: 'number' },
  boolean: { t: 'boolean' },
  string: { t: 'string' },
  null: { t: 'null' },
  words: { t: 'words' },
  card: { t: 'card' },
  cards: { t: 'cards' },
  seats: { t: 'seats' },
  row: { t: 'row' },
} as const satisfies Record<string, Ty>;

export function show(ty: Ty): string {
  switch (ty.t) {
    case 'perSeat':
      return `${show(ty.of)} per seat`;
    case 'record':
      return ty.what;
    case 'row':
      return 'row of piles';
    case 'cards':
      return 'list of cards';
    case 'seats':
      return 'list of seats';
    default:
      return ty.t;
  }
}

export function sameType(a: Ty, b: Ty): boolean {
  if (a.t !== b.t) return false;
  if (a.t === 'perSeat' && b.t === 'perSeat') return sameType(a.of, b.of);
  return true;
}
