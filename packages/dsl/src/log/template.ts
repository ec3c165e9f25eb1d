/**
 * Splits a `log:` template into text and `{expression}` placeholders. `{{` and `}}` write a literal brace. Quotes
 * inside a placeholder are skipped, so `{x == '}' ? 1 : 2}` is one placeholder. Positions are offsets in the
 * template, so a diagnostic can point at the brace or the expression's token.
 */

export type TemplatePiece = { text: string } | { expr: string; at: number };

export type ParsedTemplate =
  | { ok: true; pieces: TemplatePiece[]; hasPlaceholders: boolean }
  | { ok: false; message: string; hint: string; at: number };

export function parseTemplate(source: string): ParsedTemplate {
  const pieces: TemplatePiece[] = [];
  let text = '';
  const flush = () => {
    if (text) pieces.push({ text });
    text = '';
  };
  for (let i = 0; i < source.length; i++) {
    const ch = source[i]!;
    if (ch === '}') {
      if (source[i + 1] === '}') {
        text += '}';
        i++;
        continue;
      }
      return { ok: false, message: 'a "}" with no "{" before it', hint: 'write }} for a literal }', at: i };
    }
    if (ch !== '{') {
      text += ch;
      continue;
    }
    if (source[i + 1] === '{') {
      text += '{';
      i++;
      continue;
    }
    const open = i;
    let quote: string | undefined;
    let j = i + 1;
    for (; j < source.length; j++) {
      const c = source[j]!;
      if (quote) {
        if (c === quote) quote = undefined;
      } else if (c === "'" || c === '"') quote = c;
      else if (c === '{') return { ok: false, message: 'a "{" inside a placeholder', hint: 'close the placeholder with } first; write {{ for a literal {', at: j };
      else if (c === '}') break;
    }
    if (j >= source.length) {
      return { ok: false, message: 'a "{" that is never closed', hint: 'end the placeholder with }, or write {{ for a literal {', at: open };
    }
    const expr = source.slice(open + 1, j);
    if (expr.trim() === '') return { ok: false, message: 'an empty {}', hint: 'put an expression inside, e.g. {self} or {count(hand[self])}', at: open };
    flush();
    pieces.push({ expr, at: open + 1 });
    i = j;
  }
  flush();
  return { ok: true, pieces, hasPlaceholders: pieces.some((p) => 'expr' in p) };
}

const cache = new Map<string, ParsedTemplate>();

/** `parseTemplate`, remembered: a game's templates are few and each is read again on every line it writes. */
export function templateOf(source: string): ParsedTemplate {
  let t = cache.get(source);
  if (!t) {
    if (cache.size > 2000) cache.clear();
    cache.set(source, (t = parseTemplate(source)));
  }
  return t;
}
