/**
 * Bag as plain mutable TypeScript, 3+ players: arrays changed in place, no framework, no copies. The limit a card
 * game's rules can run at on this machine; it draws from boardgame.io's random stream (Alea, seeded from the match
 * seed) and lists the same actions in the same order, so a seeded random bot plays the very same games.
 */
import { aleaRandom, aleaSeed } from '@deckhand/dsl';

/** Plays one game; returns the number of actions. `rand` is the bot's random stream. */
export function playMutableBag(players: number, seed: string, rand: () => number): number {
  const random = aleaRandom(aleaSeed(seed));
  const deck = random.shuffle(Array.from({ length: 22 }, (_, i) => i));
  const starter = random.int(players);
  const hands: number[][] = Array.from({ length: players }, () => []);
  const out: boolean[] = new Array<boolean>(players).fill(false);
  let seat = starter;
  let last = starter;
  while (deck.length) {
    hands[seat]!.push(deck.pop()!);
    last = seat;
    seat = (seat + 1) % players;
  }
  for (const h of hands) h.sort((a, b) => a - b);
  let alive = players;
  let current = (last + 1) % players;
  let actions = 0;
  for (;;) {
    const hand = hands[current]!;
    const choices = 22 + (hand.length === 1 ? 21 : 0);
    const k = Math.floor(rand() * choices);
    const lo = k < 22 ? k : k - 22;
    const hi = k < 22 ? k : lo + 1;
    actions++;
    let goneNow = 0;
    for (let s = 0; s < players; s++) {
      if (out[s]) continue;
      const h = hands[s]!;
      for (let i = h.length - 1; i >= 0; i--) if (h[i]! === lo || h[i]! === hi) h.splice(i, 1);
      if (h.length === 0) {
        out[s] = true;
        goneNow++;
      }
    }
    alive -= goneNow;
    if (alive <= 1) return actions;
    do current = (current + 1) % players;
    while (out[current]);
  }
}
