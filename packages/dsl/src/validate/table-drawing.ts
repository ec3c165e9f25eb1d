/**
 * How a zone is drawn on the table: `onTable:` as a condition (a boolean over what every seat knows) and `display:`
 * (every card shown only where every card may be seen).
 */
import { Codes } from '../diagnostics/codes';
import type { Scope } from '../expr/scope';
import { T } from '../expr/types';
import type { ZoneDef } from '../ir/types';
import type { Checker } from './context';

/** Reads of a card's face: `top(…)`, `bottom(…)`, a card bound in a list function (`card`), a card at a place in a
 * pile (`hand[0][2].rank`). Counting cards is fine. */
const READS_CARDS = /\b(top|bottom)\s*\(|\bcard\b|\]\s*\./;

export function checkTableDrawing(c: Checker, zone: ZoneDef, global: Scope): void {
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
