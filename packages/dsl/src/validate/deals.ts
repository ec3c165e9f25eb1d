/**
 * "Every deal fits the deck at every allowed player count": runs the setup itself for each player count (and each
 * option at its extremes), with an order-keeping shuffle, and reports any deal that runs short at its position.
 */
import { Codes } from '../diagnostics/codes';
import type { Diagnostic } from '../diagnostics/diagnostic';
import type { HookRandom } from '../hooks/api';
import type { GameDef } from '../ir/types';
import type { SourceFile } from '../parse/parse';
import { buildProgram, DealShort } from '../runtime/program';
import { initialState } from '../runtime/setup';

const fixedRandom: HookRandom = { shuffle: (items) => [...items], int: () => 0, number: () => 0 };

function optionVariants(def: GameDef): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [{}];
  for (const [name, o] of Object.entries(def.options)) {
    if (o.type === 'boolean') out.push({ [name]: !o.default });
    if (o.type === 'number') out.push({ [name]: o.min }, { [name]: o.max });
    if (o.type === 'enum') for (const v of o.values) out.push({ [name]: v });
  }
  return out;
}

export function checkDeals(def: GameDef, source: SourceFile): Diagnostic[] {
  // Hooks are not known here; a setup hook is skipped rather than guessed at.
  const program = buildProgram(def, { effects: new Proxy({}, { get: () => () => undefined }) });
  const seen = new Set<string>();
  const out: Diagnostic[] = [];
  for (let n = def.players.min; n <= def.players.max; n++) {
    for (const options of optionVariants(def)) {
      try {
        initialState(program, n, fixedRandom, options);
      } catch (e) {
        if (!(e instanceof DealShort)) throw e;
        const key = `${e.effect.src?.line}:${e.effect.src?.col}`;
        if (seen.has(key)) continue;
        seen.add(key);
        const opt = Object.keys(options).length ? ` with ${Object.entries(options).map(([k, v]) => `${k}=${String(v)}`).join(', ')}` : '';
        out.push({
          code: Codes.DealTooLarge,
          message: `this deal runs out of cards at ${n} players${opt}: the deck holds ${def.cards.length} cards`,
          hint: 'deal fewer cards (the count may depend on `players`) or narrow players.max',
          file: source.file,
          line: e.effect.src?.line ?? 1,
          col: e.effect.src?.col ?? 1,
          severity: 'error',
        });
      }
    }
  }
  return out;
}
