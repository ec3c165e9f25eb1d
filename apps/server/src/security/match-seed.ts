/**
 * A match's random seed. boardgame.io seeds a match it is given no seed for with the creation time in base 36
 * (`Random.seed()`), and the lobby sends every client when a match was created: a client could try the few hundred
 * milliseconds around `createdAt`, keep the seed whose deal matches its own hand, and then know every hidden card and
 * every later shuffle. The seed is also the secret card aliases are keyed on (card-alias.ts). So each match the
 * lobby creates gets 128 random bits from the operating system instead.
 */
import { randomBytes } from 'node:crypto';
import type { Game } from 'boardgame.io';

/** 128 bits from the OS's cryptographic source, as 22 URL-safe characters (the stored seed is text). */
export const newMatchSeed = (): string => randomBytes(16).toString('base64url');

/**
 * The game to create one match from: the same game with a fresh seed. A game that pins its own seed (a test fixture
 * that wants the same deal every time) keeps it; no shipped game does.
 */
export function seededForMatch<G extends Game>(game: G): G {
  return game.seed === undefined ? { ...game, seed: newMatchSeed() } : game;
}
