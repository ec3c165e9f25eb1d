/** Zone references as written: `deck`, `hand[self]`, `hand[*]`, `piles[self][args.pile]`. */
import { Codes } from '../diagnostics/codes';
import type { Scope } from '../expr/scope';
import { T } from '../expr/types';
import type { ZoneRef } from '../ir/types';
import type { Path } from '../parse/parse';
import type { Checker } from './context';

const ALL_SEATS = '*';

function splitZoneRef(text: string): { name: string; indexes: string[]; starts: number[] } | undefined {
  const m = /^\s*([A-Za-z][A-Za-z0-9_]*)\s*/.exec(text);
  if (!m) return undefined;
  const indexes: string[] = [];
  const starts: number[] = [];
  let i = m[0].length;
  while (i < text.length) {
    if (text[i] !== '[') return text.slice(i).trim() === '' ? { name: m[1]!, indexes, starts } : undefined;
    let depth = 0;
    let j = i;
    for (; j < text.length; j++) {
      if (text[j] === '[') depth++;
      else if (text[j] === ']' && --depth === 0) break;
    }
    if (depth !== 0 || j >= text.length) return undefined;
    indexes.push(text.slice(i + 1, j).trim());
    starts.push(i + 1 + (text.slice(i + 1, j).length - text.slice(i + 1, j).trimStart().length));
    i = j + 1;
    while (text[i] === ' ') i++;
  }
  return { name: m[1]!, indexes, starts };
}

/**
 * Checks a zone reference and returns it normalised. A player zone without a seat is allowed only where
 * `seatOptional` (e.g. a deal to every seat); `*` as a seat only where `allowAllSeats`.
 */
export function checkZoneRef(
  c: Checker,
  text: string,
  scope: Scope,
  path: Path,
  opts: { seatOptional?: boolean; allowAllSeats?: boolean; pileOptional?: boolean; keyedOptional?: boolean } = {},
): ZoneRef | undefined {
  const parts = splitZoneRef(text);
  if (!parts) {
    c.error(Codes.ZoneKind, `cannot read zone reference "${text}"`, path, { hint: 'write name, name[seat], row[pile] or name[seat][pile]' });
    return undefined;
  }
  const zones = scope.def.zones;
  if (!c.resolve(Codes.UnknownZone, 'zone', parts.name, Object.keys(zones), path)) return undefined;
  const zone = zones[parts.name]!;
  const want = (zone.scope === 'player' ? 1 : 0) + (zone.row ? 1 : 0);
  const idx = [...parts.indexes];
  const starts = [...parts.starts];
  const ref: ZoneRef = { zone: parts.name };
  if (zone.scope === 'player') {
    const seat = idx.shift();
    const seatAt = starts.shift() ?? 0;
    if (seat === undefined) {
      if (!opts.seatOptional) {
        c.error(Codes.ZoneKind, `"${parts.name}" is one per seat: say whose, e.g. ${parts.name}[self]`, path);
        return undefined;
      }
    } else if (seat === ALL_SEATS) {
      if (!opts.allowAllSeats) {
        c.error(Codes.ZoneKind, `"${parts.name}[*]" (every seat) is not allowed here`, path);
        return undefined;
      }
      ref.seat = ALL_SEATS;
    } else {
      if (!c.expr(seat, scope, path, T.number, seatAt)) return undefined;
      ref.seat = seat;
    }
  }
  if (zone.row) {
    const pile = idx.shift();
    const pileAt = starts.shift() ?? 0;
    if (pile === undefined) {
      // A move onto a keyed row without a pile puts each card on the pile for its value.
      if (!opts.pileOptional && !(opts.keyedOptional && zone.row.keys)) {
        c.error(Codes.ZoneKind, `"${parts.name}" is a row of piles: say which pile, e.g. ${text}[0]`, path);
        return undefined;
      }
    } else if (pile === ALL_SEATS) {
      ref.pile = ALL_SEATS;
    } else {
      // A row keyed by a text attribute takes the value its pile is for (foundations[c.suit]) as well as a number.
      if (!c.expr(pile, scope, path, zone.row.keys ? [T.number, T.string] : T.number, pileAt)) return undefined;
      ref.pile = pile;
    }
  }
  if (idx.length > 0) {
    c.error(Codes.ZoneKind, `"${parts.name}" takes ${want} index${want === 1 ? '' : 'es'}, got ${parts.indexes.length}`, path);
    return undefined;
  }
  return ref;
}
