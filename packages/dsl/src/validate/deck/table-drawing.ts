/**
 * How a zone is drawn on the table: `onTable:` as a condition (a boolean over what every seat knows), `display:`
 * (every card shown only where every card may be seen) and a row's piles headed by an attribute's names (`row.by`).
 */
import { Codes } from '../../diagnostics/codes';
import type { Scope } from '../../expr/scope';
import { T } from '../../expr/types';
import type { ZoneDef } from '../../ir/types';
import type { Checker } from '../context';

/** Reads of a card's face: `top(…)`, `bottom(…)`, a card bound in a list function (`card`), a card at a place in a
 * pile (`hand[0][2].rank`). Counting cards is fine. */
const READS_CARDS = /\b(top|bottom)\s*\(|\bcard\b|\]\s*\./;

/** Attribute → its value names (`names:` of any card type). */
export type AttributeNames = Readonly<Record<string, Readonly<Record<string, unknown>>>>;

export function checkTableDrawing(c: Checker, zone: ZoneDef, global: Scope, names: AttributeNames = {}): void {
  const by = zone.row?.by;
  // A row keyed by a text attribute heads each pile with its value (or the value's name): nothing to check here.
  if (by !== undefined && zone.row?.keys === undefined && c.resolve(Codes.CardAttribute, 'attribute with names', by, Object.keys(names), ['zones', zone.name, 'row', 'by'])) {
    // Every pile needs its heading: a value without a name would head its pile with a bare number among words.
    const count = zone.row!.fixed ?? zone.row!.max ?? 0;
    const unnamed = Array.from({ length: count }, (_, i) => i).filter((i) => !Object.hasOwn(names[by]!, String(i)));
    if (unnamed.length) {
      c.error(Codes.CardAttribute, `zone "${zone.name}" has ${count} piles by "${by}", but ${unnamed.join(', ')} ${unnamed.length === 1 ? 'has' : 'have'} no name`, ['zones', zone.name, 'row', 'by'], {
        hint: `name every value from 0 to ${count - 1} in ${by}'s names:`,
      });
    }
  }
  if (typeof zone.onTable === 'string') {
    const path = ['zones', zone.name, 'onTable'];
    c.expr(zone.onTable, global, path, T.boolean);
    // Whether a zone is drawn reaches every seat alike: it may depend on counts, options, variables, the phase, but
    // not on a card's face, which some seat may not see.
    const code = zone.onTable.replace(/'[^']*'|"[^"]*"/g, "''");
    if (READS_CARDS.test(code)) {
      c.error(Codes.ZoneKind, `zone "${zone.name}": onTable may count cards but not read them (every seat learns whether the zone is drawn)`, path, {
        hint: 'use players, options, variables or count(…), e.g. onTable: players == 2',
      });
    }
  }
  if ((zone.display === 'spread' || zone.display === 'cascade') && (zone.visibility === 'hidden' || zone.visibility === 'top')) {
    c.error(Codes.ZoneKind, `zone "${zone.name}" shows every card (display: ${zone.display}), but its visibility is ${zone.visibility}: nobody sees the cards under its top`, ['zones', zone.name, 'display'], {
      hint: 'use display: top, or make the zone public (or owner, faces)',
    });
  }
}
