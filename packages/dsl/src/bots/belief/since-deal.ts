/**
 * What a seat's log still says about where cards are now. Two general facts of the language the determinization
 * needs (determinize.ts), both read from the game's own definitions:
 *
 * - **A new deal forgets the old one.** In a game of hands whose every hand begins by gathering every card
 *   (`hands.onBegin` has a `gather` of all zones), nothing seen before the hand began says where a card is now: the
 *   cards were gathered and shuffled. Without this, Hearts' second hand counted every card played in the first as
 *   "seen revealed, now out of sight" and dealt them first to the piles tricks go to, whatever was really there.
 * - **Where shown cards went next.** A card shown by a move (`reveal: true`) lands in that move's zone (Hearts' trick);
 *   if it is out of sight now, the rules moved it on, and only to zones some `move` takes cards to from there (the
 *   trick goes to the taker's face-down pile). Those zones are where such a card is looked for first.
 */
import type { GameDef } from '../../ir/types';
import type { LogEntry } from '../../runtime/state/state';

/** Whether every hand of the game begins by gathering every card (a `gather` with no `from`, at the top of `onBegin`). */
function dealsAfresh(def: GameDef): boolean {
  return def.hands?.onBegin.some((e) => e.op === 'gather' && e.from === undefined) ?? false;
}

/** The log entries that still tell where cards are: since the last hand began, in a game that deals afresh. */
export function sinceDeal<E extends Pick<LogEntry, 'hand'>>(def: GameDef, log: readonly E[]): readonly E[] {
  if (!dealsAfresh(def)) return log;
  for (let i = log.length - 1; i >= 0; i--) if (log[i]!.hand?.at === 'begins') return log.slice(i);
  return log;
}

const onward = new WeakMap<GameDef, Set<string>>();

/**
 * The zones a card shown by a move can be in later: the zones moves with `reveal: true` put cards into (anywhere in
 * the game), and from each of them the zones any `move` effect takes cards to from there, and so on.
 */
export function shownCardZones(def: GameDef): ReadonlySet<string> {
  let out = onward.get(def);
  if (out) return out;
  const shown = new Set<string>();
  const edges: [string, string][] = [];
  const walk = (x: unknown): void => {
    if (Array.isArray(x)) x.forEach(walk);
    else if (x && typeof x === 'object') {
      const e = x as { op?: unknown; reveal?: unknown; from?: { zone?: unknown }; to?: { zone?: unknown } };
      if (e.op === 'move' && typeof e.to?.zone === 'string') {
        if (e.reveal === true) shown.add(e.to.zone);
        if (typeof e.from?.zone === 'string') edges.push([e.from.zone, e.to.zone]);
      }
      Object.values(x).forEach(walk);
    }
  };
  walk([def.moves, def.phases, def.triggers, def.turn, def.setup, def.hands]);
  out = shown;
  for (let grew = true; grew; ) {
    grew = false;
    for (const [from, to] of edges) {
      if (out.has(from) && !out.has(to)) {
        out.add(to);
        grew = true;
      }
    }
  }
  onward.set(def, out);
  return out;
}
