/**
 * Updates as differences, on the wire. A socket that asks for them (`io(url, { auth: { patches: true } })`) is sent
 * `PATCH_EVENT` in place of boardgame.io's `update` once it holds a state: the JSON Patch (RFC 6902) operations that
 * turn the view it last received into the new one, each written as a short tuple, since the `op`/`path`/`value`
 * keys of a handful of small operations weigh as much as their contents. The client turns them back into JSON Patch
 * and hands boardgame.io its own `patch` message, which applies them to the state it holds.
 *
 * Event arguments: `[matchID, prevStateID, stateID, WirePatch, deltalog]` — boardgame.io's `patch` message shape.
 */

/** The socket.io event a patch arrives by. */
export const PATCH_EVENT = 'deckhand:patch';

export type JsonPatchOperation =
  | { op: 'add'; path: string; value: unknown }
  | { op: 'replace'; path: string; value: unknown }
  | { op: 'remove'; path: string }
  | { op: 'copy'; from: string; path: string };

/** `a`dd, `r`eplace, `d`elete (remove), `c`opy (the third item is the path copied from). */
export type WireOperation = ['a' | 'r', string, unknown] | ['d', string] | ['c', string, string];
export type WirePatch = WireOperation[];

export function encodePatch(ops: readonly JsonPatchOperation[]): WirePatch {
  return ops.map((o): WireOperation => {
    switch (o.op) {
      case 'add':
        return ['a', o.path, o.value];
      case 'replace':
        return ['r', o.path, o.value];
      case 'remove':
        return ['d', o.path];
      case 'copy':
        return ['c', o.path, o.from];
    }
  });
}

/** Reads a patch that came off the wire; undefined when it is not one (the client then asks for the whole state). */
export function decodePatch(wire: unknown): JsonPatchOperation[] | undefined {
  if (!Array.isArray(wire)) return undefined;
  const ops: JsonPatchOperation[] = [];
  for (const w of wire as unknown[]) {
    if (!Array.isArray(w) || typeof w[1] !== 'string') return undefined;
    const [op, path, third] = w as [unknown, string, unknown];
    if (op === 'a') ops.push({ op: 'add', path, value: third });
    else if (op === 'r') ops.push({ op: 'replace', path, value: third });
    else if (op === 'd' && w.length === 2) ops.push({ op: 'remove', path });
    else if (op === 'c' && typeof third === 'string') ops.push({ op: 'copy', from: third, path });
    else return undefined;
  }
  return ops;
}
