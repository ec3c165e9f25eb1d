/**
 * The kit's design tokens, read from theme.css itself (so this page never drifts from the stylesheet): every
 * `--dh-*` custom property, grouped by the theme it belongs to. A value written `light-dark(a, b)` gives `a` to the
 * light set and `b` to the dark one; a rule inside a `prefers-color-scheme: dark` block, or whose selector names
 * "dark", is dark as a whole.
 */
export interface Token {
  name: string;
  value: string;
  kind: 'colour' | 'size' | 'font' | 'shadow' | 'other';
}

export interface TokenSet {
  theme: 'light' | 'dark';
  selector: string;
  tokens: Token[];
}

const COLOUR = /^(#[0-9a-f]{3,8}|rgba?\(|hsla?\(|oklch\(|color-mix\()/i;

function kindOf(name: string, value: string): Token['kind'] {
  if (COLOUR.test(value)) return 'colour';
  if (/font/.test(name)) return 'font';
  if (/^-?[\d.]+(px|rem|em|%)$/.test(value)) return 'size';
  if (/\d+px .*(#|rgba?\(|hsla?\()/.test(value)) return 'shadow';
  return 'other';
}

export function readTokens(css: string): TokenSet[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const sets: TokenSet[] = [];
  // Each rule whose body declares --dh-* tokens; a dark media query wraps its rules.
  const rule = /([^{}]+)\{([^{}]*)\}/g;
  const darkMedia = /@media[^{]*prefers-color-scheme:\s*dark[^{]*\{/g;
  const darkRanges: [number, number][] = [];
  for (const m of text.matchAll(darkMedia)) {
    let depth = 1;
    let i = m.index + m[0].length;
    while (i < text.length && depth > 0) {
      if (text[i] === '{') depth++;
      else if (text[i] === '}') depth--;
      i++;
    }
    darkRanges.push([m.index, i]);
  }
  for (const m of text.matchAll(rule)) {
    const declared = [...m[2]!.matchAll(/(--dh-[\w-]+)\s*:\s*([^;]+);/g)].map(([, name, value]) => ({ name: name!, value: value!.trim() }));
    if (!declared.length) continue;
    const selector = m[1]!.replace(/@media[^{]*\{/, '').trim();
    const inDarkMedia = darkRanges.some(([a, b]) => m.index >= a && m.index < b);
    const theme = inDarkMedia || /dark/i.test(selector) ? 'dark' : 'light';
    const token = (name: string, value: string): Token => ({ name, value, kind: kindOf(name, value) });
    // A light-dark() value belongs to both schemes; every other value to the rule's own.
    const own = declared.map((d) => token(d.name, pickScheme(d.value, theme)));
    sets.push({ theme, selector, tokens: own });
    if (theme === 'light') {
      const both = declared.filter((d) => pickScheme(d.value, 'dark') !== d.value).map((d) => token(d.name, pickScheme(d.value, 'dark')));
      if (both.length) sets.push({ theme: 'dark', selector: `${selector} (light-dark)`, tokens: both });
    }
  }
  return sets;
}

/** The value a scheme sees: each `light-dark(a, b)` in it replaced by `a` (light) or `b` (dark); nested parentheses kept. */
export function pickScheme(value: string, theme: 'light' | 'dark'): string {
  const at = value.indexOf('light-dark(');
  if (at < 0) return value;
  const open = at + 'light-dark('.length;
  let depth = 1;
  let comma = -1;
  let i = open;
  for (; i < value.length && depth > 0; i++) {
    const ch = value[i];
    if (ch === '(') depth++;
    else if (ch === ')') depth--;
    else if (ch === ',' && depth === 1 && comma < 0) comma = i;
  }
  if (depth > 0 || comma < 0) return value; // not a well-formed light-dark(): shown as written
  const chosen = theme === 'light' ? value.slice(open, comma) : value.slice(comma + 1, i - 1);
  return value.slice(0, at) + chosen.trim() + pickScheme(value.slice(i), theme);
}
