/**
 * Bag's simulation bot (`deckhand simulate bag --bots game`, and the search bot's rollout policy): what a careful
 * player does. Never name a number you hold or one known to be out of every hand — shown and discarded, named when
 * nobody held it, or returned to the box by you — and name one of the numbers still in doubt at random. Down to one
 * card, name two in doubt at once where you can (never your own). Which five to return to the box is left to chance.
 *
 * It reads only what its seat knows: its own hand, and the log as its seat's view keeps it (shown cards, named
 * numbers, and its own secret choices). Nothing of another hand, the box or the discards' faces beyond that.
 */
import type { Action, Chooser, GameDef, GameState, LogEntry } from '@deckhand/dsl';

const valueOf = (def: GameDef, id: number) => def.cards[id]!.attrs.value as number;

/** The numbers `seat` knows to be in no hand now: shown, named in vain, or put in the box by itself. */
export function knownOut(def: GameDef, log: readonly LogEntry[], seat: number): Set<number> {
  const out = new Set<number>();
  for (const e of log) {
    for (const id of e.revealed ?? []) out.add(valueOf(def, id));
    const n = e.args?.[0];
    // A name that showed nothing: that number was already out of every hand (both numbers, for a name of two).
    if ((e.move === 'name' || e.move === 'nameTwo') && typeof n === 'number' && !e.revealed?.length) {
      out.add(n);
      if (e.move === 'nameTwo') out.add(n + 1);
    }
    // Its own return to the box: the five ids it chose (the log keeps them for this seat only).
    if (e.move === 'returnToBox' && e.seat === seat && Array.isArray(e.args?.[0])) for (const id of e.args[0] as number[]) out.add(valueOf(def, id));
  }
  return out;
}

const any = <T>(list: readonly T[], rand: () => number): T => list[Math.floor(rand() * list.length)]!;

const choose: Chooser = (actions, rand, state, seat, game) => {
  const names = actions.filter((a) => a.move === 'name' || a.move === 'nameTwo');
  if (names.length === 0 || !game) return any(actions, rand);
  const def = game.deckhand.def;
  const G = state.G as GameState;
  const mine = new Set(((G.zones.hand as number[][])[seat] ?? []).map((id) => valueOf(def, id)));
  const out = knownOut(def, G.log, seat);
  const inDoubt = (n: number) => !mine.has(n) && !out.has(n);
  const covered = (a: Action): number[] => {
    const n = a.args[0] as number;
    return a.move === 'nameTwo' ? [n, n + 1] : [n];
  };
  // Never hit your own hand; among the rest, the actions that name the most numbers still in doubt.
  const safe = names.filter((a) => covered(a).every((n) => !mine.has(n)));
  const pool = safe.length > 0 ? safe : names;
  const score = pool.map((a) => covered(a).filter(inDoubt).length);
  const top = Math.max(...score);
  return any(
    pool.filter((_, i) => score[i] === top),
    rand,
  );
};

export const bot = { choose };
