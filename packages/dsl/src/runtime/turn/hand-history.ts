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
import { CHIP_VARS } from '../../ir/chips';
import type { GameState } from '../state/state';

export type { HandRecord } from '../state/state';

const kept = new WeakMap<Pick<GameDef, 'vars' | 'chips'>, string[]>();

/**
 * The variables a hand's record keeps: numbers, one per seat or per team, sent to every seat. A betting game's working
 * figures (`chips:`'s bet this round and chips put in this hand) are left out: settling the pots clears them at every
 * hand's end, so they would read 0 in every row; its chips are kept.
 */
export function historyVars(def: Pick<GameDef, 'vars' | 'chips'>): string[] {
  let names = kept.get(def);
  if (!names) {
    const working: string[] = def.chips ? [CHIP_VARS.bet, CHIP_VARS.inPot] : [];
    names = Object.entries(def.vars)
      .filter(([name, v]) => v.type === 'number' && (v.scope === 'player' || v.scope === 'team') && !v.private && !working.includes(name))
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
