import type { Game, State } from 'boardgame.io';
import type { CompiledGame } from '@deckhand/dsl';
import { CardAliases } from '../../src/security/card-alias';
import { cardArgKinds, mapCardArgs } from '../../src/security/alias-args';
import type { DeckhandStorage } from '../../src/db/storage';

/**
 * A match's card aliases as the server makes them (security/card-alias.ts), from its stored secret: what a test that
 * reads the stored state (raw card ids) needs to speak to a socket, which names cards by alias only.
 */
export async function aliasesOf(storage: DeckhandStorage, game: Game, matchID: string) {
  const def = (game as Game & Partial<CompiledGame>).deckhand?.def;
  const { state } = await storage.fetch(matchID, { state: true });
  const seed = (state as State & { plugins?: { random?: { data?: { seed?: unknown } } } }).plugins?.random?.data?.seed;
  const aliases = def ? new CardAliases(String(seed), def.cards.length) : undefined;
  const kinds = def ? cardArgKinds(def) : new Map();
  return {
    aliases,
    /** A move's arguments as a client sends them: its cards by this match's aliases. */
    sent: (move: string, args: unknown[]): unknown[] => (aliases ? mapCardArgs(kinds, move, args, (id) => aliases.alias(id))! : args),
    /** A card a socket names, as its id in the deck. */
    real: (alias: number): number | undefined => (aliases ? aliases.real(alias) : alias),
  };
}
