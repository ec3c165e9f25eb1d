/**
 * Patches in place of whole updates (dsl wire-patch.ts): the server sends each seat only what changed in its view
 * since the state it last sent it. They arrive here before boardgame.io's client sees anything: each is turned back
 * into JSON Patch and handed on as boardgame.io's own `patch` message, which its client applies to the state it
 * holds. A patch made for another state than the one held (or one that cannot be read) is not applied: the whole
 * state is asked for again, and patches are ignored until it arrives.
 */
import { decodePatch, PATCH_EVENT } from '@deckhand/dsl/client';

/** What of boardgame.io's SocketIO transport this needs (its socket exists once it has connected). */
export interface PatchableTransport {
  socket?: { on(event: string, listener: (...args: any[]) => void): unknown } | null;
  notifyClient(data: { type: string; args: unknown[] }): void;
  requestSync(): void;
}

/** The `auth` a socket sends to be sent patches. */
export const PATCH_AUTH = { patches: true } as const;

export function listenForPatches(transport: PatchableTransport): void {
  const socket = transport.socket;
  if (!socket) return;
  let held: number | undefined;
  let resyncing = false;
  socket.on('sync', (_matchID: string, info: { state?: { _stateID?: number } } | undefined) => {
    held = info?.state?._stateID;
    resyncing = false;
  });
  socket.on('update', (_matchID: string, state: { _stateID?: number } | undefined) => {
    const id = state?._stateID;
    if (typeof id === 'number' && (held === undefined || id >= held)) held = id;
  });
  socket.on(PATCH_EVENT, (matchID: string, prevStateID: unknown, stateID: unknown, wire: unknown, deltalog: unknown) => {
    if (resyncing) return;
    const ops = decodePatch(wire);
    if (!ops || prevStateID !== held || typeof stateID !== 'number') {
      resyncing = true;
      transport.requestSync();
      return;
    }
    held = stateID;
    transport.notifyClient({ type: 'patch', args: [matchID, prevStateID, stateID, ops, Array.isArray(deltalog) ? deltalog : []] });
  });
}
