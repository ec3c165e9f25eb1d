/**
 * Other seats' secret choices, sampled into a determinization. A seat's view keeps the arguments of its own secret
 * moves and drops everyone else's (runtime/log/log-view.ts): in two-player Bag it knows the five cards it returned to the
 * box, not the opponent's five. A game's bot reads its own choices back from the log (Bag's never names a number it
 * boxed), so in rollouts played on a determinization whose log lacks them, the other seats' bots would forget their
 * own secret choices: an opponent model much weaker than the real one (in Bag, naming among 17 numbers instead of 12),
 * which misleads the search about how fast the game goes against it.
 *
 * So each such log entry gets arguments consistent with the determinized world: as many cards as the move chooses,
 * drawn at random from the cards the determinization dealt into the zones that move sends its chosen cards to (the
 * mover's own pile, in a player zone). Only cards this seat did not see go there (never its own secret cards or a
 * card it saw revealed), so the sample reads nothing but the view. An entry whose arguments cannot all be sampled
 * that way (a non-card argument, a count that is not a number, too few cards there) keeps none.
 */
import type { GameDef, ZoneDef } from '../../ir/types';
import type { GameState, LogEntry } from '../../runtime/state/state';

/** Per move, per card argument (by position): the zones its `move:` effects send those cards to. */
export type SecretDestinations = ReadonlyMap<string, ReadonlyMap<number, ReadonlySet<string>>>;

/** The fixed number of cards an argument chooses, or undefined when it is not fixed. */
function fixedCount(arg: GameDef['moves'][string]['args'][number]): number | undefined {
  if (arg.type === 'card') return 1;
  if (arg.type !== 'cards') return undefined;
  const n = typeof arg.count === 'number' ? arg.count : typeof arg.count === 'string' ? Number(arg.count) : NaN;
  return Number.isInteger(n) && n > 0 ? n : undefined;
}

function collect(z: unknown, into: number[]): void {
  if (typeof z === 'number') into.push(z);
  else if (Array.isArray(z)) for (const x of z) collect(x, into);
}

/** The cards in a zone: the mover's piles of a player zone, else all of it. */
function cardsIn(G: GameState, zone: ZoneDef, mover: number): number[] {
  const out: number[] = [];
  const z = G.zones[zone.name];
  collect(zone.scope === 'player' ? (z as unknown[])[mover] : z, out);
  return out;
}

/** `n` elements of `pool` at random (removed from it). */
function draw(pool: number[], n: number, rand: () => number): number[] {
  const out: number[] = [];
  for (let k = 0; k < n; k++) out.push(pool.splice(Math.floor(rand() * pool.length), 1)[0]!);
  return out;
}

/**
 * Gives the other seats' secret log entries of `G` (a determinization for `seat`) arguments drawn from `dealt`,
 * the cards the determinization put into slots the seat does not see. Replaces entries; never changes one in place
 * (they may be shared with the view).
 */
export function sampleOthersSecrets(def: GameDef, G: GameState, seat: number, dest: SecretDestinations, dealt: ReadonlySet<number>, rand: () => number): void {
  if (dest.size === 0) return;
  const used = new Set<number>();
  G.log = G.log.map((e): LogEntry => {
    if (e.args !== undefined || e.move === undefined || e.seat === null || e.seat === seat) return e;
    const byArg = dest.get(e.move);
    const m = def.moves[e.move];
    if (!byArg || !m) return e;
    const args: unknown[] = [];
    const taken: number[] = [];
    for (const [i, arg] of m.args.entries()) {
      const zones = byArg.get(i);
      const n = fixedCount(arg);
      if (!zones || n === undefined) return e;
      const pool = [...zones].flatMap((z) => cardsIn(G, def.zones[z]!, e.seat!)).filter((c) => dealt.has(c) && !used.has(c) && !taken.includes(c));
      if (pool.length < n) return e;
      const chosen = draw(pool, n, rand).sort((a, b) => a - b);
      taken.push(...chosen);
      args.push(arg.type === 'card' ? chosen[0] : chosen);
    }
    for (const c of taken) used.add(c);
    return { ...e, args };
  });
}
