/** Types of the expression language. Seats are numbers; lists are of cards or of seats. */
export type Ty =
  | { t: 'number' }
  | { t: 'boolean' }
  | { t: 'string' }
  | { t: 'null' }
  | { t: 'words' }
  | { t: 'card' }
  /** `set`: the zone's name when the cards are an `order: set` zone (no top or bottom: order means nothing there). */
  | { t: 'cards'; set?: string }
  | { t: 'seats' }
  /** A list of numbers (`range(1, 13)`). */
  | { t: 'numbers' }
  /** A list of lists of cards (`groups(hand[self], card.rank)`). */
  | { t: 'groups' }
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
  numbers: { t: 'numbers' },
  groups: { t: 'groups' },
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
    case 'numbers':
      return 'list of numbers';
    case 'groups':
      return 'list of groups of cards';
    default:
      return ty.t;
  }
}

export function sameType(a: Ty, b: Ty): boolean {
  if (a.t !== b.t) return false;
  if (a.t === 'perSeat' && b.t === 'perSeat') return sameType(a.of, b.of);
  return true;
}

/** Whether a type is a list a list function can walk (with an element bound per step). */
export function isList(t: Ty): boolean {
  return t.t === 'cards' || t.t === 'seats' || t.t === 'numbers' || t.t === 'groups';
}

/** The type of one element of a list. */
export function elementOf(t: Ty): Ty {
  return t.t === 'cards' ? T.card : t.t === 'groups' ? T.cards : T.number;
}

/** The name an element is bound to when the expression does not name it with `as`. */
export function defaultBinder(t: Ty): string {
  return t.t === 'cards' ? 'card' : t.t === 'seats' ? 'seat' : t.t === 'groups' ? 'group' : 'n';
}
