import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Server } from 'boardgame.io';

/** 128 bits from the OS CSPRNG, URL-safe. */
export function newCredentials(): string {
  return randomBytes(16).toString('base64url');
}

/**
 * A seat accepts an action only with the exact credentials handed out when it was claimed. Unlike boardgame.io's
 * default, a match where nobody has joined yet is NOT open to everyone: an unclaimed seat has no credentials and
 * accepts nothing.
 */
export function areCredentialsValid(
  metadata: Server.MatchData | undefined,
  playerID: unknown,
  credentials: unknown,
): boolean {
  if (!metadata || typeof playerID !== 'string' || typeof credentials !== 'string') return false;
  if (!Object.prototype.hasOwnProperty.call(metadata.players, playerID)) return false;
  const stored = (metadata.players as Record<string, Server.PlayerMetadata>)[playerID]?.credentials;
  if (typeof stored !== 'string' || stored.length === 0) return false;
  const a = Buffer.from(stored);
  const b = Buffer.from(credentials);
  return a.length === b.length && timingSafeEqual(a, b);
}
