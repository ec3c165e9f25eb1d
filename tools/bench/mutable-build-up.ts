/**
 * Build Up as plain mutable TypeScript: arrays changed in place, no framework, no copies, no log. The limit Build
 * Up's rules can run at on this machine, as mutable-bag.ts is for Bag. It draws from boardgame.io's random stream
 * (Alea, seeded from the match seed) exactly as the hand-written boardgame.io Build Up (plain-build-up.ts) does, and
 * lists the same actions in the same order (every fitting play, stockpile first, then `pass`), so a seeded random
 * bot plays the very same games.
 */
import { aleaRandom, aleaSeed } from '@deckhand/dsl';

/** A card is its number, 1 to 10; a wild is 0. */
const WILD = 0;
const HAND_PILES = 4;
const MAX_BUILDING = 4;
/** A play is `from * 8 + pile`, where `from` is 0 for the stockpile's top and 1..4 for a hand pile's. */
const PLAY_SHIFT = 8;

/** 80 number cards (1 to 10, eight of each) then 16 wilds, in the YAML deck's order. */
const FULL_DECK: readonly number[] = [...Array.from({ length: 80 }, (_, i) => Math.floor(i / 8) + 1), ...Array.from({ length: 16 }, () => WILD)];

/** Plays one game; returns the number of actions. `rand` is the bot's random stream. */
export function playMutableBuildUp(players: number, seed: string, rand: () => number): number {
  const random = aleaRandom(aleaSeed(seed));
  const deck = random.shuffle(FULL_DECK);
  const dealer = random.int(players);
  const stock: number[][] = Array.from({ length: players }, () => []);
  const size = players === 2 ? 15 : players === 3 ? 12 : 10;
  for (let round = 0; round < size; round++) for (let k = 1; k <= players; k++) stock[(dealer + k) % players]!.push(deck.pop()!);
  const hands: number[][][] = Array.from({ length: players }, () => Array.from({ length: HAND_PILES }, (): number[] => []));
  const building: number[][] = [];
  let completed: number[] = [];
  const plays: number[] = [];

  /** Fills `plays` with the seat's legal plays, in the listing order; returns how many. */
  const listPlays = (seat: number): number => {
    plays.length = 0;
    const choices = building.length + (building.length < MAX_BUILDING ? 1 : 0);
    for (let from = 0; from <= HAND_PILES; from++) {
      const pile = from === 0 ? stock[seat]! : hands[seat]![from - 1]!;
      if (pile.length === 0) continue;
      const card = pile[pile.length - 1]!;
      for (let p = 0; p < choices; p++) if (card === WILD || card === (p < building.length ? building[p]!.length : 0) + 1) plays.push(from * PLAY_SHIFT + p);
    }
    return plays.length;
  };

  const draw = (): number | undefined => {
    if (deck.length === 0 && completed.length) {
      deck.push(...random.shuffle(completed));
      completed = [];
    }
    return deck.pop();
  };

  let stuck = 0;
  let seat = (dealer + 1) % players;
  let actions = 0;
  /** Starts `seat`'s turn: deals a card onto each hand pile; false when the game ends drawn (a deadlock). */
  const beginTurns = (): boolean => {
    for (;;) {
      const dealt = deck.length + completed.length > 0;
      for (const pile of hands[seat]!) {
        const card = draw();
        if (card === undefined) break;
        pile.push(card);
      }
      if (listPlays(seat) > 0) return true;
      stuck = dealt ? 0 : stuck + 1;
      if (stuck > 2 * players) return false;
      seat = (seat + 1) % players;
    }
  };

  if (!beginTurns()) return actions;
  for (;;) {
    // The listing the bot chooses from: every play (already in `plays`), then pass.
    const k = Math.floor(rand() * (plays.length + 1));
    actions++;
    if (k === plays.length) {
      seat = (seat + 1) % players;
      if (!beginTurns()) return actions;
      continue;
    }
    const from = Math.floor(plays[k]! / PLAY_SHIFT);
    const p = plays[k]! % PLAY_SHIFT;
    const card = (from === 0 ? stock[seat]! : hands[seat]![from - 1]!).pop()!;
    if (p === building.length) building.push([]);
    building[p]!.push(card);
    for (let i = building.length - 1; i >= 0; i--) {
      if (building[i]!.length === 10) {
        completed.push(...building[i]!);
        building.splice(i, 1);
      }
    }
    // Only this seat's stockpile can have just emptied: the first to empty theirs wins.
    if (stock[seat]!.length === 0) return actions;
    stuck = 0;
    if (listPlays(seat) === 0) {
      seat = (seat + 1) % players;
      if (!beginTurns()) return actions;
    }
  }
}
