/**
 * "Every deal fits the deck at every allowed player count": runs the setup itself for each player count (and each
 * option at its extremes), with an order-keeping shuffle, and reports any deal that runs short at its position.
 */
import { Codes } from '../../diagnostics/codes';
import type { Diagnostic } from '../../diagnostics/diagnostic';
import type { HookRandom } from '../../hooks/api';
import type { GameDef } from '../../ir/types';
import type { SourceFile } from '../../parse/parse';
import { buildProgram, DealShort } from '../../runtime/program';
import { initialState } from '../../runtime/state/setup';
import { beginHand } from '../../runtime/turn/hands';
import { newExec } from '../../runtime/effects/exec';
import { newEnv } from '../../expr/env';

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

/** How many hands the check deals (a count growing with `handNumber` outgrows the deck well before this). */
const LATER_HANDS = 20;

/** Whether every hand begins by gathering every card back (`gather` without `from:`, before anything else). */
function gathersAll(def: GameDef): boolean {
  const first = def.hands?.onBegin[0];
  return first?.op === 'gather' && first.from === undefined;
}

export function checkDeals(def: GameDef, source: SourceFile): Diagnostic[] {
  // Hooks are not known here; a setup hook is skipped rather than guessed at.
  const program = buildProgram(def, { effects: new Proxy({}, { get: () => () => undefined }) });
  const seen = new Set<string>();
  const out: Diagnostic[] = [];
  for (let n = def.players.min; n <= def.players.max; n++) {
    for (const options of optionVariants(def)) {
      let hand = 1;
      try {
        const G = initialState(program, n, fixedRandom, options);
        // Later hands too, where their deal does not depend on play: a hand that begins by gathering every card
        // deals from the whole deck, and its counts may read `handNumber` (one more card each hand).
        if (gathersAll(def)) {
          for (hand = 2; hand <= LATER_HANDS; hand++) beginHand(newExec(program, fixedRandom, { setup: true }), newEnv(G, n, 0, 0, def.startPhase ?? null), hand);
        }
      } catch (e) {
        if (!(e instanceof DealShort)) throw e;
        const key = `${e.effect.src?.line}:${e.effect.src?.col}`;
        if (seen.has(key)) continue;
        seen.add(key);
        const opt = Object.keys(options).length ? ` with ${Object.entries(options).map(([k, v]) => `${k}=${String(v)}`).join(', ')}` : '';
        out.push({
          code: Codes.DealTooLarge,
          message: `this deal runs out of cards${hand > 1 ? ` in hand ${hand}` : ''} at ${n} players${opt}: the deck holds ${def.cards.length} cards`,
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
