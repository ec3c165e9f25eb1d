/**
 * A client's action with the card aliases in its move's arguments turned back into the match's card ids
 * (card-alias.ts), before anything else reads it. A card argument that is not an alias of this match — a raw deck
 * id, another match's alias, a made-up number — is refused here with a reason, as the rules refuse a card that is
 * not where the move takes it from.
 */
import type { AliasScope } from './alias-view';
import { mapCardArgs } from './alias-args';

/** The reason given for a card argument that is not one of this match's aliases. */
export const UNKNOWN_CARD = 'unknown card';

export function realAction(scope: AliasScope, action: unknown): { action: unknown } | { reason: typeof UNKNOWN_CARD } {
  const a = action as { type?: unknown; payload?: { type?: unknown; args?: unknown } } | null;
  const p = a?.payload;
  // Anything malformed is left for the action guard to refuse with its own reason.
  if (!a || a.type !== 'MAKE_MOVE' || !p || typeof p !== 'object' || typeof p.type !== 'string' || !Array.isArray(p.args)) return { action };
  if (!scope.kinds.has(p.type)) return { action };
  const args = mapCardArgs(scope.kinds, p.type, p.args, (alias) => scope.aliases.real(alias));
  if (!args) return { reason: UNKNOWN_CARD };
  return { action: { ...a, payload: { ...p, args } } };
}
