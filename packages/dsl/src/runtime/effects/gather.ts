/** The `gather` effect: every card of some zones back onto one pile, face down, before a new deal. */
import type { GameDef } from '../../ir/types';
import type { GameState, Pile } from '../state/state';
import { allPiles, emptyZone } from '../state/zones';
import { writable } from '../state/card-maps';

/**
 * Moves every card of `from` (default: every zone) onto `target`, which keeps its own cards: all of them face down,
 * in id order (so the order tells nothing; a shuffle comes next), and no longer "played by" anyone. Rows that open
 * piles as needed are left with no pile; fixed rows with empty ones. Returns how many cards moved.
 */
export function gather(G: GameState, def: Pick<GameDef, 'zones'>, target: Pile, from: readonly string[] | undefined, numPlayers: number): number {
  const cards: number[] = [];
  for (const name of from ?? Object.keys(def.zones)) {
    const zone = def.zones[name];
    if (!zone) continue;
    for (const { pile } of allPiles(G, zone)) if (pile !== target) cards.push(...pile.splice(0, pile.length));
    if (zone.row && !zone.row.fixed) G.zones[name] = emptyZone(zone, numPlayers);
  }
  const all = [...target, ...cards].sort((a, b) => a - b);
  target.splice(0, target.length, ...all);
  for (const c of all) {
    if (G.faceUp[c]) delete writable(G, 'faceUp')[c];
    if (G.playedBy && Object.hasOwn(G.playedBy, c)) delete writable(G, 'playedBy')[c];
    if (G.movedOn && Object.hasOwn(G.movedOn, c)) delete writable(G, 'movedOn')[c];
    if (G.movedFrom && Object.hasOwn(G.movedFrom, c)) delete writable(G, 'movedFrom')[c];
  }
  return cards.length;
}
