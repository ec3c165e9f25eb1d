/**
 * A secret card argument (chosen from a hand others do not see) that the move itself leaves face up for everyone —
 * a discard on an open pile, a meld laid on the table — is no secret any more: the table shows it. Such cards count
 * as revealed by the move, so its log line names them ("Bot 3 discarded the 7 of hearts", not "chose a card") and
 * every seat's view keeps their faces. Only where the move left them, read once its own effects are done: a card
 * that ends in an owner-only zone, a face-down pile or a hidden pile stays secret.
 */
import type { Env } from '../../expr/env';
import type { MoveDef } from '../../ir/types';
import type { Exec } from '../effects/exec';
import { seesCard } from '../views/view';
import { findCard } from '../state/zones';

/** Whether every seat and a spectator see `card` where it lies now. */
function seenByAll(x: Exec, env: Env, card: number): boolean {
  const at = findCard(env.G, x.p.def, card, x.placedIn);
  if (!at) return false;
  const zone = x.p.def.zones[at.loc.zone]!;
  if (!seesCard(env.G, zone, at.pile, at.index, at.loc.seat, null)) return false;
  for (let s = 0; s < env.numPlayers; s++) if (!seesCard(env.G, zone, at.pile, at.index, at.loc.seat, s)) return false;
  return true;
}

/**
 * Adds to the action's revealed cards those of `m`'s card arguments (in `env.args`) that now lie where everyone
 * sees them and were not shown already, each as shown by the seat that chose it.
 */
export function revealLanded(x: Exec, env: Env, m: MoveDef, seat: number): void {
  if (!m.secretArgs || !env.args) return;
  for (const a of m.args) {
    if (a.type !== 'card' && a.type !== 'cards') continue;
    const v = env.args[a.name];
    const ids = Array.isArray(v) ? (v as unknown[]) : [v];
    for (const id of ids) {
      if (typeof id !== 'number' || x.revealed.includes(id) || !seenByAll(x, env, id)) continue;
      // The entry's `from` lists a holder per revealed card: earlier reveals without one were from shared zones.
      x.revealedFrom ??= x.revealed.map(() => null);
      x.revealed.push(id);
      x.revealedFrom.push(seat);
    }
  }
}
