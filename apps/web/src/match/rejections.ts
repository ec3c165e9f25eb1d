/**
 * The server's answer to a refused move (`deckhand:rejected`, sent to the sender's socket only: boardgame.io 0.50
 * itself says nothing). boardgame.io keeps its socket on the transport, so the transport factory is wrapped: once the
 * transport has connected, its socket's rejection events are passed to whoever listens (the board shows the message).
 */
import { SocketIO } from 'boardgame.io/multiplayer';
import { MOVE_REJECTED_EVENT, type MoveRejection } from '@deckhand/dsl/client';
import { listenForPatches, type PatchableTransport } from './patch-feed';

type Listener = (r: MoveRejection) => void;

export interface RejectionFeed {
  /** boardgame.io's `multiplayer` option: the SocketIO transport, listening for rejections too. */
  multiplayer: ReturnType<typeof SocketIO>;
  subscribe(listener: Listener): () => void;
}

interface SocketLike {
  on(event: string, f: (r: MoveRejection) => void): void;
}

export function rejectionFeed(opts: Parameters<typeof SocketIO>[0]): RejectionFeed {
  const listeners = new Set<Listener>();
  const base = SocketIO(opts);
  const multiplayer = ((transportOpts: Parameters<typeof base>[0]) => {
    const transport = base(transportOpts) as ReturnType<typeof base> & { socket?: SocketLike; connect(): void };
    const connect = transport.connect.bind(transport);
    transport.connect = () => {
      connect();
      transport.socket?.on(MOVE_REJECTED_EVENT, (r) => listeners.forEach((l) => l(r)));
      // The same wrapper also reads the server's patches (patch-feed.ts) before boardgame.io's client sees them.
      listenForPatches(transport as unknown as PatchableTransport);
    };
    return transport;
  }) as ReturnType<typeof SocketIO>;
  return {
    multiplayer,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
