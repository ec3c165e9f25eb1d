/**
 * The server's answer to a refused move (`deckhand:rejected`, sent to the sender's socket only: boardgame.io 0.50
 * itself says nothing). boardgame.io keeps its socket on the transport, so the transport factory is wrapped: once the
 * transport has connected, its socket's rejection events are passed to whoever listens (the board shows the message).
 * The wrapper also puts the match id in the socket's connection URL, for the proxy in front of several processes.
 */
import { SocketIO } from 'boardgame.io/multiplayer';
import { MOVE_REJECTED_EVENT, type MoveRejection } from '@deckhand/dsl/client';
import { listenForPatches, type PatchableTransport } from './patch-feed';
import type { ChatFeed, ChatTransport } from './chat-feed';

type Listener = (r: MoveRejection) => void;

export interface RejectionFeed {
  /** boardgame.io's `multiplayer` option: the SocketIO transport, listening for rejections too. */
  multiplayer: ReturnType<typeof SocketIO>;
  subscribe(listener: Listener): () => void;
}

interface SocketLike {
  on(event: string, f: (r: MoveRejection) => void): void;
}

export function rejectionFeed(opts: Parameters<typeof SocketIO>[0], chat?: ChatFeed): RejectionFeed {
  const listeners = new Set<Listener>();
  const base = SocketIO(opts);
  const multiplayer = ((transportOpts: Parameters<typeof base>[0]) => {
    const transport = base(transportOpts) as ReturnType<typeof base> & { socket?: SocketLike; socketOpts?: object; connect(): void };
    // The match id in the connection URL lets a proxy keep every socket of a match on one server process
    // (docs/scale-out.md); a socket of its own (forceNew), since a cached connection would carry another match's id.
    transport.socketOpts = { ...transport.socketOpts, forceNew: true, query: { match: transportOpts.matchID } };
    const connect = transport.connect.bind(transport);
    transport.connect = () => {
      connect();
      transport.socket?.on(MOVE_REJECTED_EVENT, (r) => listeners.forEach((l) => l(r)));
      // The same wrapper also reads the server's patches (patch-feed.ts) before boardgame.io's client sees them.
      listenForPatches(transport as unknown as PatchableTransport);
      // And the table chat (chat-feed.ts).
      chat?.attach(transport as unknown as ChatTransport);
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
