/**
 * Cards that travel while a seat cannot see them: a card drawn from a face-down deck, one an opponent draws into
 * their hand, a card dealt, one played face down, a trick gathered into a face-down pile. Such a card has no id in
 * this seat's view on at least one side of the move, so motion's layout animation (keyed by card id) cannot carry
 * it; it is worked out here from the two views alone, by what they already show this seat: how many cards each pile
 * holds (public) and which of the cards it may see lie where. Nothing new is asked of the server, so nothing new
 * can leak: the answer is a function of what the seat already had.
 *
 * A pile's unexplained change is its change in count less the seen cards that moved in from, or out to, another
 * pile the seat sees: a pile that lost cards so is where hidden cards left from, one that gained is where they went.
 * A seen card that is seen nowhere now (played face down, drawn from your hand by another seat) leaves from where it
 * was drawn; a card seen now and nowhere before (your draw) lands where it is drawn. Departures and arrivals are
 * paired in order, taking one pile at a time in turn (a deal goes round the table). Pure.
 */
import type { ClientGameDef, PlayerView } from '../types';
import { cardPlaces, pilesOf } from './changes';

/** One end of a flight: a pile (its `pileKey`), and the card seen there, or the how-manieth hidden card from its top. */
export interface FlightEnd {
  pile: string;
  /** The card's id, where this seat sees it at this end. */
  card?: number;
  /** Else: 0 for the pile's top (last) card, 1 for the one under it, … */
  fromTop?: number;
}

export interface Flight {
  from: FlightEnd;
  to: FlightEnd;
}

/** At most this many cards travel at once (a whole deal of 52 still does); past it the rest simply appear. */
export const MAX_FLIGHTS = 52;

/** Takes one from each list in turn until all are empty (a deal's order: one card to each seat, round again). */
function roundRobin<T>(lists: T[][]): T[] {
  const out: T[] = [];
  for (let i = 0; lists.some((l) => i < l.length); i++) for (const l of lists) if (i < l.length) out.push(l[i]!);
  return out;
}

/** The hidden card flights from `before` to `after` (none without a `before`: the first sight of a table). */
export function hiddenFlights(def: ClientGameDef, before: PlayerView['zones'] | undefined, after: PlayerView['zones']): Flight[] {
  if (!before || before === after) return [];
  const was = pilesOf(def, before);
  const now = pilesOf(def, after);
  const wasAt = cardPlaces(was);
  const nowAt = cardPlaces(now);
  const departures: FlightEnd[][] = [];
  const arrivals: FlightEnd[][] = [];
  for (const key of new Set([...was.keys(), ...now.keys()])) {
    const old = was.get(key) ?? [];
    const cur = now.get(key) ?? [];
    let seenIn = 0;
    const appeared: number[] = [];
    for (const c of cur) {
      if (typeof c !== 'number') continue;
      const at = wasAt.get(c);
      if (at === undefined) appeared.push(c);
      else if (at !== key) seenIn++;
    }
    let seenOut = 0;
    const vanished: number[] = [];
    for (const c of old) {
      if (typeof c !== 'number') continue;
      const at = nowAt.get(c);
      if (at === undefined) vanished.push(c);
      else if (at !== key) seenOut++;
    }
    const unexplained = cur.length - old.length - seenIn + seenOut;
    if (unexplained < 0) {
      // The cards seen leaving into the unseen first (from where each was drawn), then the pile's top ones.
      const ends: FlightEnd[] = vanished.slice(-(-unexplained)).reverse().map((card) => ({ pile: key, card }));
      for (let i = 0; ends.length < -unexplained; i++) ends.push({ pile: key, fromTop: i });
      departures.push(ends);
    } else if (unexplained > 0) {
      const ends: FlightEnd[] = appeared.slice(-unexplained).reverse().map((card) => ({ pile: key, card }));
      for (let i = 0; ends.length < unexplained; i++) ends.push({ pile: key, fromTop: i });
      arrivals.push(ends);
    }
  }
  const from = roundRobin(departures);
  const to = roundRobin(arrivals);
  const n = Math.min(from.length, to.length, MAX_FLIGHTS);
  return Array.from({ length: n }, (_, i) => ({ from: from[i]!, to: to[i]! }));
}
