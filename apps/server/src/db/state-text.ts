import type { State } from 'boardgame.io';

/** The text written for a log, without its closing bracket, kept by the log's last entry (`logText`). */
interface Written {
  log: readonly unknown[];
  length: number;
  text: string;
}
const written = new WeakMap<object, Written>();
/** How far back from the end a log's last written entry is looked for (a move appends a few entries). */
const LOOK_BACK = 64;

/** JSON writes what it cannot hold inside an array as null. */
const itemText = (item: unknown): string => (JSON.stringify(item) as string | undefined) ?? 'null';

function samePrefix(a: readonly unknown[], b: readonly unknown[], length: number): boolean {
  if (a === b) return true;
  for (let i = 0; i < length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * A log's JSON. A log only grows, and the entries a state shares with the state before are the same objects (never
 * changed once written: frozen outside production), so the text written for the last state's log is extended by
 * the new entries instead of being written again.
 */
function logText(log: readonly unknown[]): string {
  const n = log.length;
  let base: Written | undefined;
  for (let i = n - 1; i >= 0 && i >= n - LOOK_BACK; i--) {
    const e = log[i];
    const hit = e !== null && typeof e === 'object' ? written.get(e) : undefined;
    if (hit && hit.length === i + 1 && samePrefix(hit.log, log, hit.length)) {
      base = hit;
      break;
    }
  }
  let text = base ? base.text : '[';
  for (let i = base ? base.length : 0; i < n; i++) text += (i === 0 ? '' : ',') + itemText(log[i]);
  const last = log[n - 1];
  if (base && base.length < n) written.delete(log[base.length - 1] as object); // one kept text per match
  if (last !== null && typeof last === 'object') written.set(last, { log, length: n, text });
  return `${text}]`;
}

/** `{…}` with one more member written last (`{}` gets it alone). */
function withMember(objectText: string, key: string, valueText: string): string {
  const member = `${JSON.stringify(key)}:${valueText}`;
  return objectText === '{}' ? `{${member}}` : `${objectText.slice(0, -1)},${member}}`;
}

/**
 * The JSON text stored for a match's state: the same data as `JSON.stringify(state)` (members may come in another
 * order: `G` last, and its `log` last in it), at the cost of what changed since the last state written instead of a
 * walk of the whole log (logText).
 */
export function stateText(state: State): string {
  const G = state.G as Record<string, unknown> | null;
  if (!G || typeof G !== 'object' || !Array.isArray(G['log'])) return JSON.stringify(state);
  const { log, ...gRest } = G as { log: unknown[] };
  const { G: _G, ...stateRest } = state;
  return withMember(JSON.stringify(stateRest), 'G', withMember(JSON.stringify(gRest), 'log', logText(log)));
}
