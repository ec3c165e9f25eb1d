/**
 * The scores hand by hand (`G.handHistory`): when a hand is over and scored (`hands.onEnd`), the values of every
 * public number variable kept per seat or per team — the running score, this hand's points, tricks, bids — as they
 * stand before `reset` clears this hand's. The table at the end reads it as a hand-by-hand table and a chart.
 *
 * Only what every seat already sees is kept: a `private:` variable is left out (a view sends it as null, so a copy of
 * it here would leak it). Written inside the action that ends the hand, so both paths (boardgame.io and the
 * simulator) keep the same list.
 */
import type { GameDef } from '../../ir/types';
import type { GameState } from '../state/state';

/** One hand's scores: per variable, its values per seat (or per team, for a `scope: team` variable). */
export interface HandRecord {
  /** The hand's number (1 = the first). */
  hand: number;
  vars: Record<string, number[]>;
}

const kept = new WeakMap<Pick<GameDef, 'vars'>, string[]>();

/** The variables a hand's record keeps: numbers, one per seat or per team, sent to every seat. */
export function historyVars(def: Pick<GameDef, 'vars'>): string[] {
  let names = kept.get(def);
  if (!names) {
    names = Object.entries(def.vars)
      .filter(([, v]) => v.type === 'number' && (v.scope === 'player' || v.scope === 'team') && !v.private)
      .map(([name]) => name);
    kept.set(def, names);
  }
  return names;
}

/** Appends the record of hand `number` to `G.handHistory` (a new list: records already sent are never changed). */
export function recordHand(def: GameDef, G: GameState, number: number): void {
  const vars: Record<string, number[]> = {};
  for (const name of historyVars(def)) {
    const value = G.vars[name];
    if (Array.isArray(value)) vars[name] = value.map((x) => (typeof x === 'number' ? x : 0));
  }
  G.handHistory = [...(G.handHistory ?? []), { hand: number, vars }];
}
