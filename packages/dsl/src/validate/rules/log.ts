/**
 * Checks a `log:` template (on a move or a `log` effect): its braces pair up, each `{…}` is an expression of the
 * scope it is written in, and it cannot tell other seats what they may not see — a drawn attribute (sent only as a
 * drawing) or an attribute of a card a secret move chose. The card itself may be named: views hide it from the
 * seats that may not see it.
 */
import { Codes } from '../../diagnostics/codes';
import { withBodies } from '../../expr/compile/define';
import type { Scope } from '../../expr/scope';
import { show, T } from '../../expr/types';
import { argDefIn, hidesArg } from '../../log/arg-kinds';

export { hidesArg };
import { parseTemplate } from '../../log/template';
import { locateInScalar, type Path } from '../../parse/parse';
import type { Checker } from '../context';

/** What a placeholder may be: anything a sentence can say. */
const SAYABLE = [T.number, T.boolean, T.string, T.words, T.card, T.cards, T.seats, T.numbers, T.groups, T.null];


export function checkLogTemplate(c: Checker, template: string, scope: Scope, path: Path): void {
  const t = parseTemplate(template);
  if (!t.ok) {
    c.error(Codes.LogTemplate, `${t.message} in a log template`, path, { at: locateInScalar(c.source, path, t.at), hint: t.hint });
    return;
  }
  const drawn = Object.values(scope.def.cardTypes).flatMap((ct) => ct.drawn ?? []);
  const secret = [...scope.args.keys()].filter((name) => {
    const arg = argDefIn(scope, name);
    return arg !== undefined && hidesArg(scope.def, arg);
  });
  for (const piece of t.pieces) {
    if (!('expr' in piece)) continue;
    const ty = c.expr(piece.expr, scope, path, undefined, piece.at);
    if (ty === undefined) continue;
    if (!SAYABLE.some((s) => s.t === ty.t)) {
      c.error(Codes.ExprType, `a log line can say a seat, a card, a number, text or a list of them, not a ${show(ty)}`, path, {
        at: locateInScalar(c.source, path, piece.at + (piece.expr.length - piece.expr.trimStart().length)),
        hint: ty.t === 'perSeat' ? `pick one seat's, e.g. {${piece.expr.trim()}[self]}, or count it` : 'count it, or name one of its parts',
      });
      continue;
    }
    const at = (name: string) => locateInScalar(c.source, path, piece.at + Math.max(0, piece.expr.search(new RegExp(`\\b${name}\\b`))));
    // A named expression's body is read as if written here (expr/define.ts).
    const read = drawn.find((name) => new RegExp(`\\.\\s*${name}\\b`).test(withBodies(piece.expr, scope.def)));
    if (read) {
      c.error(Codes.CardAttribute, `"${read}" is drawn: a log line is sent as text, so it cannot show it`, path, {
        at: at(read),
        hint: `leave "${read}" out of the log line`,
      });
    }
    const bare = piece.expr.trim();
    const leaked = secret.find((name) => new RegExp(`\\b${name}\\b`).test(bare) && bare !== name && !new RegExp(`^count\\(\\s*${name}\\s*\\)$`).test(bare));
    if (leaked) {
      c.error(Codes.LogSecret, `"${leaked}" is a card other seats may not see: this placeholder would tell them about it`, path, {
        at: at(leaked),
        hint: `write {${leaked}} alone: each seat then reads the card if it may see it, "a card" if not`,
      });
    }
  }
}
