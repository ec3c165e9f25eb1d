import { describe, expect, it } from 'vitest';
import { Client } from 'boardgame.io/client';
import { SocketIO } from 'boardgame.io/multiplayer';
import { encodePatch, PATCH_EVENT } from '@deckhand/dsl';
import { listenForPatches, type PatchableTransport } from './patch-feed';

/** A socket.io socket as boardgame.io's transport uses it: the test plays the server's side. */
class FakeSocket {
  private readonly listeners = new Map<string, ((...args: any[]) => void)[]>();
  readonly sent: unknown[][] = [];
  closed = false;
  on(event: string, f: (...args: any[]) => void) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), f]);
    return this;
  }
  emit(event: string, ...args: unknown[]) {
    this.sent.push([event, ...args]);
    return this;
  }
  close() {
    this.closed = true;
  }
  serverSays(event: string, ...args: unknown[]) {
    for (const f of this.listeners.get(event) ?? []) f(...args);
  }
}

const game = { name: 'patched', setup: () => ({ log: [] as string[], faces: {} as Record<string, string> }), moves: {} };

function stateAt(stateID: number, G: object) {
  const ctx = { numPlayers: 2, turn: 1, currentPlayer: '0', playOrder: ['0', '1'], playOrderPos: 0, phase: null, activePlayers: null, numMoves: 0 };
  return { G, ctx, plugins: {}, _undo: [], _redo: [], _stateID: stateID };
}

function connected() {
  const socket = new FakeSocket();
  const multiplayer = (opts: object) => {
    const transport = SocketIO()({ ...(opts as Parameters<ReturnType<typeof SocketIO>>[0]), socket } as never) as unknown as PatchableTransport & { connect(): void };
    const connect = transport.connect.bind(transport);
    transport.connect = () => {
      connect();
      listenForPatches(transport);
    };
    return transport as never;
  };
  const client = Client({ game, multiplayer, matchID: 'm1', playerID: '0', numPlayers: 2 });
  client.start();
  const start = stateAt(3, { log: ['dealt'], faces: { '1': 'ace' } });
  socket.serverSays('sync', 'm1', { state: start, initialState: start, log: [], filteredMetadata: [] });
  return { socket, client };
}

describe('patches from the server', () => {
  it('are applied by boardgame.io to the state the client holds', () => {
    const { socket, client } = connected();
    const ops = encodePatch([
      { op: 'add', path: '/G/log/-', value: 'seat 1 played the ace' },
      { op: 'remove', path: '/G/faces/1' },
      { op: 'add', path: '/G/faces/2', value: 'king' },
      { op: 'replace', path: '/_stateID', value: 4 },
    ]);
    socket.serverSays(PATCH_EVENT, 'm1', 3, 4, ops, []);
    const state = client.getState()!;
    expect(state._stateID).toBe(4);
    expect(state.G).toEqual({ log: ['dealt', 'seat 1 played the ace'], faces: { '2': 'king' } });
    client.stop();
  });

  it('made for another state are not applied: the whole state is asked for again, once', () => {
    const { socket, client } = connected();
    const syncsBefore = socket.sent.filter(([e]) => e === 'sync').length;
    const ops = encodePatch([{ op: 'replace', path: '/_stateID', value: 6 }]);
    socket.serverSays(PATCH_EVENT, 'm1', 5, 6, ops, []);
    socket.serverSays(PATCH_EVENT, 'm1', 6, 7, encodePatch([{ op: 'replace', path: '/_stateID', value: 7 }]), []);
    expect(client.getState()!._stateID).toBe(3);
    expect(socket.sent.filter(([e]) => e === 'sync').length).toBe(syncsBefore + 1);
    // The whole state arrives; patches against it apply again.
    socket.serverSays('sync', 'm1', { state: stateAt(7, { log: ['x'], faces: {} }), log: [], filteredMetadata: [] });
    socket.serverSays(PATCH_EVENT, 'm1', 7, 8, encodePatch([{ op: 'add', path: '/G/log/-', value: 'y' }, { op: 'replace', path: '/_stateID', value: 8 }]), []);
    expect(client.getState()!.G).toEqual({ log: ['x', 'y'], faces: {} });
    client.stop();
  });

  it('that cannot be read are not applied either', () => {
    const { socket, client } = connected();
    socket.serverSays(PATCH_EVENT, 'm1', 3, 4, [['z', '/G']], []);
    expect(client.getState()!._stateID).toBe(3);
    expect(socket.sent.some(([e]) => e === 'sync')).toBe(true);
    client.stop();
  });
});
