/**
 * Copies of `G` for the fast simulator, by its known shape: piles are arrays of card ids, so a copy is a few
 * array slices rather than a generic deep clone. Log entries and results are never changed once written, so they
 * are shared.
 */
import type { GameState, ZoneContents } from '../runtime/state/state';
import { mapForCopy } from '../runtime/state/card-maps';

function copyNested(a: readonly unknown[]): unknown[] {
  if (a.length === 0 || !Array.isArray(a[0])) return a.slice();
  const out = new Array<unknown>(a.length);
  for (let i = 0; i < a.length; i++) out[i] = copyNested(a[i] as unknown[]);
  return out;
}

/** A deep copy of plain data (hook state, race rounds): objects, arrays and primitives only. */
function copyData<T>(v: T): T {
  if (v === null || typeof v !== 'object') return v;
  if (Array.isArray(v)) return v.map(copyData) as T;
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(v)) out[k] = copyData((v as Record<string, unknown>)[k]);
  return out as T;
}

/** A copy of `G` that shares nothing mutable with it. Fields it does not know are deep-copied as plain data. */
export function cloneG(G: GameState): GameState {
  const out: Record<string, unknown> = {};
  const src = G as unknown as Record<string, unknown>;
  for (const k in src) {
    const v = src[k];
    switch (k) {
      case 'zones': {
        const zones: Record<string, ZoneContents> = {};
        for (const z in G.zones) zones[z] = copyNested(G.zones[z]!) as ZoneContents;
        out.zones = zones;
        break;
      }
      case 'vars': {
        const vars: Record<string, unknown> = {};
        for (const name in G.vars) {
          const x = G.vars[name];
          vars[name] = Array.isArray(x) ? copyData(x) : x;
        }
        out.vars = vars;
        break;
      }
      // A shared map is never written: its writers copy it first (runtime/state/card-maps.ts).
      case 'faceUp':
        out.faceUp = mapForCopy(G.faceUp);
        break;
      case 'playedBy':
        out.playedBy = mapForCopy(G.playedBy!);
        break;
      case 'movedOn':
        out.movedOn = mapForCopy(G.movedOn!);
        break;
      case 'movedFrom':
        out.movedFrom = mapForCopy(G.movedFrom!);
        break;
      case 'log':
        out.log = G.log.slice();
        break;
      // Records are never changed once written (a new list is made for the next: runtime/turn/hand-history.ts).
      case 'handHistory':
        out.handHistory = G.handHistory!.slice();
        break;
      case 'options':
      case 'result':
        out[k] = v;
        break;
      default:
        out[k] = Array.isArray(v) && (v.length === 0 || typeof v[0] === 'number') ? v.slice() : copyData(v);
    }
  }
  return out as unknown as GameState;
}
