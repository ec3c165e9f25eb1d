import type { Socket } from 'socket.io';

/**
 * A socket.io event encoded once, as the text every socket it goes to is sent. `socket.emit` encodes each message
 * for each socket: it walks every argument looking for binary data (`hasBinary`, to split attachments out), builds
 * a packet, then JSON-stringifies it. What this server broadcasts never holds binary data (views and patches are
 * JSON, as boardgame.io's own are), so the walk only ever costs: about a third of what encoding a seat's patch costs.
 * Here the packet text is made once per distinct message (socket.io protocol v5: the EVENT type, the namespace, the
 * JSON array of the event name and its arguments, exactly what socket.io's encoder writes for it) and handed to each
 * socket's engine.io connection, which frames it as one websocket message. The client receives the very event
 * `emit` would have sent: no client changes.
 */
const EVENT = 2;

/** The socket.io packet text of `event` with `args` in namespace `nsp`. */
export function eventFrame(nsp: string, event: string, args: readonly unknown[]): string {
  return `${EVENT}${nsp === '/' ? '' : `${nsp},`}${JSON.stringify([event, ...args])}`;
}

/** Writes a frame made by `eventFrame` to `socket`, with the checks socket.io makes before it writes. */
export function sendFrame(socket: Socket, frame: string): void {
  if (!socket.connected || socket.conn.readyState !== 'open') return;
  socket.conn.write(frame);
}
