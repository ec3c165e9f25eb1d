/** Card faces (`face:`) and pile captions (`caption:`): every name they use must exist, and what they show every
 * seat must not come from anything some seat may not see. */
import { Codes } from '../../diagnostics/codes';
import { withBodies } from '../../expr/compile/define';
import { withLocal, type Scope } from '../../expr/scope';
import { T } from '../../expr/types';
import type { ColourRule, FaceDef, ZoneDef } from '../../ir/types';
import type { Checker } from '../context';
import type { Path } from '../../parse/parse';

const PLACEHOLDER = /\{([^{}]*)\}/g;

/** The `{…}` parts of a template. */
function placeholders(template: string): string[] {
  return [...template.matchAll(PLACEHOLDER)].map((m) => m[1]!.trim());
}

/** Checks a card type's face against its attributes; returns the face for the IR. */
export function checkFace(
  c: Checker,
  face: FaceDef,
  attributes: Record<string, string>,
  secret: readonly string[],
  path: Path,
  drawn: readonly string[] = [],
  names: Readonly<Record<string, unknown>> = {},
): FaceDef {
  const known = Object.keys(attributes).filter((a) => !secret.includes(a));
  const attr = (name: string, at: Path, what: string) => {
    if (secret.includes(name)) {
      c.error(Codes.CardAttribute, `"${name}" is secret: a face is shown to players, so it cannot print it`, at, { hint: `remove "${name}" from ${what}` });
      return;
    }
    if (drawn.includes(name)) {
      // A face's texts reach the browser as text (and its spoken name as an accessible name): that would undo drawn:.
      c.error(Codes.CardAttribute, `"${name}" is drawn: it reaches players only as a drawing, so a face cannot print it as text`, at, {
        hint: `remove "${name}" from ${what}; the board draws it from the face's ink`,
      });
      return;
    }
    c.resolve(Codes.CardAttribute, 'attribute', name, known, at);
  };
  for (const key of ['title', 'corner', 'subtitle', 'speak', 'image'] as const) {
    const t = face[key];
    if (t === undefined) continue;
    for (const part of placeholders(t)) {
      // `{name(colour)}`: the value said by the attribute's `names:`, which it must have.
      const said = /^(name|plural)\(\s*([^()]*?)\s*\)$/.exec(part);
      const name = said ? said[2]! : part;
      if (said && known.includes(name) && !Object.hasOwn(names, name)) {
        c.error(Codes.CardAttribute, `${said[1]}(${name}) needs names for "${name}"`, [...path, key], {
          hint: `declare them on the attribute, e.g. ${name}: { type: ${attributes[name]}, names: { 1: first } }, or write {${name}}`,
        });
        continue;
      }
      attr(name, [...path, key], `the ${key}`);
    }
  }
  for (const key of ['suit', 'rank'] as const) if (face[key] !== undefined) attr(face[key], [...path, key], key);
  for (const key of ['colour', 'background'] as const) {
    const rule: ColourRule | undefined = face[key];
    if (rule && typeof rule === 'object') attr(rule.by, [...path, key, 'by'], key);
  }
  return face;
}

/**
 * Checks a zone's caption: each `{…}` part is an expression over the table with `pile`, `pileIndex` and `seat`
 * bound. A caption is shown to every seat, so on a zone not everyone sees it may only count the pile.
 */
export function checkCaption(c: Checker, zone: ZoneDef, caption: string, global: Scope, path: Path, drawn: readonly string[] = []): void {
  const scope = withLocal(withLocal(withLocal(global, 'pile', T.cards), 'pileIndex', T.number), 'seat', T.seat);
  for (const m of caption.matchAll(PLACEHOLDER)) {
    const part = m[1]!;
    if (part.trim() === '') {
      c.error(Codes.ExprSyntax, 'an empty {} in a caption', path, { hint: 'put an expression inside, e.g. {count(pile)}' });
      continue;
    }
    c.expr(part, scope, path, [T.number, T.string, T.boolean], m.index! + 1);
    // A named expression's body is read as if written here (expr/define.ts).
    const text = withBodies(part, global.def);
    const read = drawn.find((name) => new RegExp(`\\.\\s*${name}\\b`).test(text));
    if (read) {
      c.error(Codes.CardAttribute, `"${read}" is drawn: a caption is sent as text, so it cannot show it`, path, { hint: `leave "${read}" out of the caption` });
    }
    // Words inside quotes are text, not reads: "{count(pile) == 1 ? 'card' : 'cards'}" only counts.
    const code = text.replace(/'[^']*'|"[^"]*"/g, "''");
    if (zone.visibility !== 'public' && /\b(top|bottom|sum|any|all|filter|best|worst|groups)\s*\(|\bcard\b|\bas\b/.test(code)) {
      c.error(Codes.ZoneKind, `zone "${zone.name}" is not public, so its caption may count its cards but not read them`, path, {
        hint: 'use count(pile), or make the zone public',
      });
    }
  }
}
