/**
 * The kit's design tokens, read from theme.css itself (so this page never drifts from the stylesheet): every
 * `--dh-*` custom property, grouped by the theme it belongs to — light (`:root`) or dark (a
 * `prefers-color-scheme: dark` block or a selector naming "dark").
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
  if (/\d+px .*#/.test(value)) return 'shadow';
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
    const tokens = [...m[2]!.matchAll(/(--dh-[\w-]+)\s*:\s*([^;]+);/g)].map(([, name, value]) => ({ name: name!, value: value!.trim(), kind: kindOf(name!, value!.trim()) }));
    if (!tokens.length) continue;
    const selector = m[1]!.replace(/@media[^{]*\{/, '').trim();
    const inDarkMedia = darkRanges.some(([a, b]) => m.index >= a && m.index < b);
    sets.push({ theme: inDarkMedia || /dark/i.test(selector) ? 'dark' : 'light', selector, tokens });
  }
  return sets;
}
