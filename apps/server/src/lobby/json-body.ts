import type { Context } from 'koa';
import { LobbyError } from './http-error';
import { isPlainObject, unsafeJsonReason } from '../security/safe-json';

export const MAX_BODY_BYTES = 32 * 1024;

/**
 * Reads a JSON object body with a hard size limit. Our own reader rather than koa-body so that every failure has a
 * precise 4xx and the limit is enforced while streaming, not after buffering an attacker's megabytes.
 */
export async function readJsonBody(ctx: Context): Promise<Record<string, unknown>> {
  const declared = Number(ctx.get('Content-Length') || 0);
  if (declared > MAX_BODY_BYTES) throw new LobbyError(413, `body larger than ${MAX_BODY_BYTES} bytes`);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new LobbyError(413, `body larger than ${MAX_BODY_BYTES} bytes`);
    chunks.push(chunk);
  }
  if (size === 0) return {};
  if (!ctx.is('application/json')) throw new LobbyError(415, 'body must be application/json');
  let body: unknown;
  try {
    body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw new LobbyError(400, 'body is not valid JSON');
  }
  if (!isPlainObject(body)) throw new LobbyError(400, 'body must be a JSON object');
  const unsafe = unsafeJsonReason(body, { maxBytes: MAX_BODY_BYTES, maxDepth: 12 });
  if (unsafe) throw new LobbyError(400, `body rejected: ${unsafe}`);
  return body;
}
