/**
 * Display words for what the YAML names: a declared `label:` where there is one, otherwise the YAML name made
 * readable ("handPiles" → "hand piles"), so a page never shows a camel-cased identifier.
 */
import type { GameDef, PhaseDef, ZoneRef } from './types';

/** "handPiles" → "hand piles", "nameTwo" → "name two", "stock_pile" → "stock pile". */
export function humanise(name: string): string {
  return name
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Za-z])([0-9])/g, '$1 $2')
    .toLowerCase()
    .trim();
}

export function labelOf(x: { name: string; label?: string }): string {
  return x.label ?? humanise(x.name);
}

export function phaseLabel(ph: PhaseDef): string {
  return `the ${labelOf(ph)} phase`;
}

/** How a zone reference reads in a sentence: "your hand", "the deck", "each player's stock". */
export function describeZoneRef(def: Pick<GameDef, 'zones'>, ref: ZoneRef): string {
  const zone = def.zones[ref.zone];
  const name = zone ? labelOf(zone) : humanise(ref.zone);
  if (!zone || zone.scope === 'shared') return `the ${name}`;
  if (ref.seat === 'self') return `your ${name}`;
  if (ref.seat === 'current') return `the current player's ${name}`;
  if (ref.seat === '*') return `any player's ${name}`;
  return `a player's ${name}`;
}
