import { Decoder, Encoder } from 'socket.io-parser';
import { Bucket } from '../security/rate-limit';
import type { Limits } from '../limits';

/**
 * Why a frame is refused before it is parsed, or undefined when it may be: too deep. Scans the text once, skipping
 * string contents, counting open brackets; stops at the first bracket past `maxDepth`, so a 30,000-deep frame costs
 * no more than a shallow one of the same size and never reaches JSON.parse.
 */
export function tooDeep(text: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 /* [ */ || c === 123 /* { */) {
      if (++depth > maxDepth) return true;
    } else if (c === 93 /* ] */ || c === 125 /* } */) depth--;
  }
  return false;
}

/** A connection cut by the guard: socket.io closes a connection whose decoder throws. */
export class FrameRefused extends Error {}

/**
 * socket.io's parser with a gate in front of its decoder: every frame a connection sends is counted (frames and
 * bytes, per connection: socket.io makes one decoder per connection) and its nesting checked before it is parsed.
 * A frame over a bound throws, and socket.io then closes the connection: a client that overruns is cut, not merely
 * refused, so it cannot go on costing the server a parse per frame. Frames over `maxFrameBytes` never get here:
 * the websocket layer (`maxHttpBufferSize`) closes the connection on them before reading them whole. Binary
 * attachments are refused outright: no Deckhand event carries any.
 */
export function guardedParser(limits: Pick<Limits, 'connectionFrames' | 'connectionBytes' | 'maxFrameBytes' | 'maxFrameDepth'>, onCut: (reason: string) => void = () => undefined) {
  class GuardedDecoder extends Decoder {
    private readonly frames = new Bucket(limits.connectionFrames);
    private readonly bytes = new Bucket(limits.connectionBytes);

    override add(obj: unknown): void {
      const reason = this.refusal(obj);
      if (reason) {
        onCut(reason);
        throw new FrameRefused(reason);
      }
      super.add(obj);
    }

    private refusal(obj: unknown): string | undefined {
      if (typeof obj !== 'string') return 'binary frame';
      if (obj.length > limits.maxFrameBytes) return 'frame too large';
      if (this.frames.take('') !== undefined) return 'too many frames';
      if (this.bytes.take('', obj.length) !== undefined) return 'too many bytes';
      if (tooDeep(obj, limits.maxFrameDepth)) return 'frame nested too deeply';
      return undefined;
    }
  }
  return { Encoder, Decoder: GuardedDecoder };
}
