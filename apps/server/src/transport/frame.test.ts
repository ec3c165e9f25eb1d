import { describe, expect, it } from 'vitest';
import { Server } from 'socket.io';
import { eventFrame } from './frame';

// socket.io's own parser, the one its `emit` encodes with and its clients decode with.
const { Decoder, Encoder, PacketType } = new Server()._parser;

const messages: [string, string, unknown[]][] = [
  ['/bag', 'deckhand:patch', ['m1', 3, 4, [['a', '/G/log/-', { turn: 3, parts: [{ seat: 1 }, ' named “7”'] }], ['d', '/G/zones/hand/2/0']], [{ action: { type: 'MAKE_MOVE' } }]]],
  ['/hearts', 'update', ['m2', { G: { a: undefined, b: [1, undefined, null], s: 'quote " and \\ and \u2028' }, _stateID: 9 }, undefined]],
  ['/', 'matchData', ['m3', [{ id: 0, name: 'Ada' }]]],
  // A sync reply, written to its one socket the same way.
  [
    '/bag',
    'sync',
    ['m4', { state: { G: { log: [] }, _stateID: 0 }, initialState: { G: { log: [] }, _stateID: 0 }, log: [], filteredMetadata: [{ id: 0, isConnected: true }, { id: 1 }] }],
  ],
];

describe('a broadcast event encoded once (frame.ts)', () => {
  it.each(messages)('in %s, %s is the very text socket.io would have sent', (nsp, event, args) => {
    const [expected] = new Encoder().encode({ type: PacketType.EVENT, nsp, data: [event, ...args] });
    expect(eventFrame(nsp, event, args)).toBe(expected);
  });

  it('decodes, as a client does, to the event and its arguments', () => {
    const [nsp, event, args] = messages[0]!;
    const decoder = new Decoder();
    let packet: unknown;
    decoder.on('decoded', (p: unknown) => {
      packet = p;
    });
    decoder.add(eventFrame(nsp, event, args));
    expect(packet).toEqual({ type: PacketType.EVENT, nsp, data: [event, ...args] });
  });
});
