/**
 * Whether a move's effects can reject it after they have started changing `G` (boardgame.io then throws the
 * whole change away). The fast simulator changes `G` in place, so only for such moves does it keep a copy to go
 * back to; for the others a rejection always comes from the checks made before anything changes.
 */
import type { ArgDef, Effect, GameDef, MoveDef, ZoneRef } from '../ir/types';

/** Identifiers an expression is exactly (`c`, `self`): anything more is not analysed. */
function bare(e: unknown): string | undefined {
  return typeof e === 'string' && /^[A-Za-z_]\w*$/.test(e.trim()) ? e.trim() : undefined;
}

/** Whether the pile a reference names surely exists when the effect runs (resolveOne cannot fail). */
function surePile(def: GameDef, ref: ZoneRef, args: readonly ArgDef[], first: boolean): boolean {
  const zone = def.zones[ref.zone];
  // A capacity, or a row keyed by a value (a card for another value's pile is refused), may refuse a card.
  if (!zone || zone.capacity !== undefined || zone.row?.keys) return false;
  if (zone.scope === 'player') {
    const seat = bare(ref.seat);
    const seatArg = args.find((a) => a.name === seat);
    if (seat !== 'self' && seatArg?.type !== 'seat') return false;
  }
  if (!zone.row) return true;
  // A pile argument was checked to exist (or to be the new one the row allows) before the move began; only the
  // move's first effect is sure to see the row as it was checked.
  const pile = bare(ref.pile);
  const arg = args.find((a) => a.name === pile);
  return first && arg?.type === 'pile' && arg.zone.zone === ref.zone && String(arg.zone.seat ?? '') === String(ref.seat ?? '');
}

function effectMayReject(def: GameDef, e: Effect, args: readonly ArgDef[], first: boolean): boolean {
  switch (e.op) {
    case 'hook':
      return true;
    case 'move': {
      if (e.cards !== undefined) {
        // Cards named by a card argument were found on the table by the checks, and cards never leave it.
        const arg = args.find((a) => a.name === bare(e.cards));
        if (arg?.type !== 'card' && arg?.type !== 'cards') return true;
      }
      return !surePile(def, e.to, args, first);
    }
    case 'deal':
      return !surePile(def, e.from, args, first) || def.zones[e.to.zone]?.capacity !== undefined;
    case 'if':
      return effectsMayReject(def, e.then, args, false) || effectsMayReject(def, e.else, args, false);
    case 'forEachSeat':
    case 'repeat':
      return effectsMayReject(def, e.do, args, false);
    default:
      return false;
  }
}

function effectsMayReject(def: GameDef, effects: readonly Effect[], args: readonly ArgDef[], first: boolean): boolean {
  return effects.some((e, i) => effectMayReject(def, e, args, first && i === 0));
}

export function moveMayReject(def: GameDef, m: MoveDef): boolean {
  return effectsMayReject(def, m.do, m.args, true);
}
