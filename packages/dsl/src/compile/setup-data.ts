/** Checks setup options a host sends when creating a match (boardgame.io's `validateSetupData`). */
import type { GameDef } from '../ir/types';
import { suggest } from '../diagnostics/did-you-mean';

export function validateSetupData(def: GameDef, setupData: unknown, numPlayers: number): string | undefined {
  if (!Number.isInteger(numPlayers) || numPlayers < def.players.min || numPlayers > def.players.max) {
    return `${def.name} is for ${def.players.min} to ${def.players.max} players, not ${numPlayers}`;
  }
  if (setupData === undefined || setupData === null) return undefined;
  if (typeof setupData !== 'object' || Array.isArray(setupData)) return 'setup options must be an object';
  for (const [key, value] of Object.entries(setupData)) {
    if (!Object.hasOwn(def.options, key)) return `unknown option "${key}" (${suggest(key, Object.keys(def.options))})`;
    const o = def.options[key]!;
    switch (o.type) {
      case 'boolean':
        if (typeof value !== 'boolean') return `option "${key}" must be true or false`;
        break;
      case 'number':
        if (typeof value !== 'number' || !Number.isFinite(value) || value < o.min || value > o.max) {
          return `option "${key}" must be a number within ${o.min}..${o.max}`;
        }
        if (o.integer && !Number.isInteger(value)) return `option "${key}" must be a whole number within ${o.min}..${o.max}`;
        break;
      case 'enum':
        if (typeof value !== 'string' || !o.values.includes(value)) return `option "${key}" must be one of ${o.values.join(', ')}`;
        break;
    }
  }
  return undefined;
}
