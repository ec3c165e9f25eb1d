/**
 * Types of the expression language. Seats are numbers; lists are of cards or of seats. A number may be known to be a
 * seat (`seat`: `self`, `current`, a seat argument or variable, an element of `seats`/`alive`, `next(…)`, `playedBy(…)`,
 * `best(seats, …)`…), and a number or text may be known to be the value of a card attribute (`attr`: `card.rank`, a
 * number argument declared `of: rank`), whose `names:` then say it. Both are refinements: a seat is still a number
 * wherever a number is wanted, and arithmetic gives a plain number.
 */
export type Ty =
  /** `team`: a team of a game with `teams:` (`team(self)`), said in a log line by its name or its members. */
  | { t: 'number'; seat?: true; attr?: string; team?: true }
  | { t: 'boolean' }
  | { t: 'string'; attr?: string }
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
  /** A row of piles: index with a pile number to get its cards; `keys`: a row keyed by a text attribute, also
   * indexed by the value its pile is for (`foundations[c.suit]`). */
  | { t: 'row'; keys?: readonly string[] }
  /** One per seat: index with a seat number; `team`: one per team (a `scope: team` variable), indexed by a team. */
  | { t: 'perSeat'; of: Ty; team?: true }
  /** Named fields: options, vars, args, a card's attributes. */
  | { t: 'record'; what: string; fields: ReadonlyMap<string, Ty> };

export const T = {
  number: { t: 'number' },
  /** A number that is a seat. */
  seat: { t: 'number', seat: true },
  /** A number that is a team. */
  team: { t: 'number', team: true },
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
      return `${show(ty.of)} per ${ty.team ? 'team' : 'seat'}`;
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
    case 'number':
      return ty.seat ? 'seat' : ty.team ? 'team' : 'number';
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

/** The type of one element of a list: a list of seats holds seats. */
export function elementOf(t: Ty): Ty {
  return t.t === 'cards' ? T.card : t.t === 'groups' ? T.cards : t.t === 'seats' ? T.seat : T.number;
}

/** Whether a value of this type is a seat. */
export function isSeat(t: Ty): boolean {
  return t.t === 'number' && t.seat === true;
}

/** Whether a value of this type is a team (`team(seat)`, a team variable, an element of `teams`). */
export function isTeam(t: Ty): boolean {
  return t.t === 'number' && t.team === true;
}

/** The card attribute whose value this is, if known (its `names:` say it). */
export function attrOf(t: Ty): string | undefined {
  return t.t === 'number' || t.t === 'string' ? t.attr : undefined;
}

/** A key telling refinements apart (for memoised scopes): `number`, `number/seat`, `number/rank`. */
export function typeKey(t: Ty): string {
  if (t.t === 'perSeat') return `${t.team ? 'perTeam' : 'perSeat'}(${typeKey(t.of)})`;
  if (t.t === 'number') return t.seat ? 'number/seat' : t.team ? 'number/team' : t.attr ? `number/${t.attr}` : 'number';
  if (t.t === 'string') return t.attr ? `string/${t.attr}` : 'string';
  return t.t;
}

/** The type both branches of `?:` share: a refinement survives only when both sides have it. */
export function joinTypes(a: Ty, b: Ty): Ty {
  if (a.t === 'null') return b;
  if (b.t === 'null') return a;
  if (a.t === 'number' && b.t === 'number') {
    if (a.seat && b.seat) return T.seat;
    if (a.team && b.team) return T.team;
    if (a.attr !== undefined && a.attr === b.attr) return a;
    return T.number;
  }
  if (a.t === 'string' && b.t === 'string') return a.attr !== undefined && a.attr === b.attr ? a : T.string;
  return a;
}

/** The name an element is bound to when the expression does not name it with `as`. */
export function defaultBinder(t: Ty): string {
  return t.t === 'cards' ? 'card' : t.t === 'seats' ? 'seat' : t.t === 'groups' ? 'group' : 'n';
}
