/**
 * Counts how often each effect written in a spec runs, without touching the language: before every effect of the
 * IR a probe `hook` effect is inserted whose implementation counts. Effect lists are found by shape (arrays of
 * `{ op }` objects), so effect places the language adds later are counted too.
 */
import { compile, type CompiledGame, type Effect, type GameDef, type GameHooks } from '@deckhand/dsl';
import type { EffectCount } from '../report';

const PROBE = '__deckhandProbe';

const isEffectList = (v: unknown): v is Effect[] => Array.isArray(v) && v.length > 0 && v.every((e) => e && typeof e === 'object' && typeof (e as { op?: unknown }).op === 'string');

export interface Instrumented {
  game: CompiledGame;
  /** One entry per effect in the spec, counting as the game is played. */
  effects: EffectCount[];
}

export function instrument(def: GameDef, hooks: GameHooks): Instrumented {
  const effects: EffectCount[] = [];
  const probes: Record<string, () => void> = {};
  const walk = (v: unknown, where: string): unknown => {
    if (isEffectList(v)) {
      return v.flatMap((e, i) => {
        const k = effects.length;
        const name = `${PROBE}${k}`;
        effects.push({ line: e.src?.line ?? 0, col: e.src?.col ?? 0, where: `${where}[${i}]`, op: e.op, runs: 0 });
        probes[name] = () => {
          effects[k]!.runs++;
        };
        const inner = walk(e, `${where}[${i}]`) as Effect;
        return [{ op: 'hook', name } as Effect, inner];
      });
    }
    if (Array.isArray(v)) return v.map((x, i) => walk(x, `${where}[${i}]`));
    if (v && typeof v === 'object') {
      return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, k === 'src' ? x : walk(x, where ? `${where}.${k}` : k)]));
    }
    return v;
  };
  const probed = walk(def, '') as GameDef;
  // `cards` is data, never effects; keep the original array (it can be large).
  probed.cards = def.cards;
  const game = compile(probed, { ...hooks, effects: { ...hooks.effects, ...probes } });
  return { game, effects };
}
