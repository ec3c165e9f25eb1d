/**
 * Soft hyphens (U+00AD) at syllable boundaries of long words, so a word too long for a small card breaks where a
 * reader expects ("counter-argument", "undis-tributed"), never mid-syllable ("counterargumen-t"). CSS
 * `hyphens: auto` would do this with the browser's dictionary, but Chromium on Linux only has one after its
 * component updater fetched it (never in a test run, often not on a player's machine): the break points are
 * written into the text instead, and the card's CSS says `hyphens: manual`, so a hyphen shows only where the
 * line actually breaks.
 *
 * English spelling rules, kept on the safe side (a word left whole is better than a wrong break):
 * - after a known prefix (counter-, under-, inter-, …) and before a known suffix (-tion, -ment, -ness, …);
 * - between two consonants that sit between vowels (ar-gument, distri-bu), unless they spell one sound (th, ch,
 *   ck, ph, sh, wh, gh, ng, qu) or the second is an "r"/"l" a stop leans on (dis-tributed, not dist-ributed);
 * - never within the first or last three letters, and only in words of nine letters or more.
 */

export const SOFT_HYPHEN = '\u00ad';

/** Words up to this long stay whole (the type shrinks to fit them); longer ones may break once. */
const LONG = 11;
const EDGE = 3;
const VOWEL = /[aeiouy]/;
/**
 * Prefixes mark a boundary before a consonant ("un-distributed", not "un-iversal"); the first four whatever follows
 * ("counter-argument", not "inter-esting").
 */
const PREFIXES = ['counter', 'under', 'super', 'trans', 'inter', 'over', 'anti', 'semi', 'mis', 'non', 'dis', 'un'];
const ANY_NEXT = new Set(['counter', 'under', 'super', 'trans']);
/** Suffixes that are their own syllable ("generaliza-tion", "argu-ment"). */
const SUFFIXES = ['tion', 'sion', 'ment', 'ness', 'ship', 'able', 'ible', 'less', 'ful', 'ing'];
/** Consonant pairs read as one sound: never split. */
const JOINED = new Set(['th', 'ch', 'ck', 'ph', 'sh', 'wh', 'gh', 'ng', 'qu']);
/** A stop or f before r or l starts the next syllable with it ("ta-ble", "ex-tract"): the break goes before both. */
const LEANS = /^[bcdfgkpt][rl]$/;

const isVowel = (c: string | undefined) => c !== undefined && VOWEL.test(c);

/** Indices of a lower-case word before which it may break, by the rules above. */
export function breakPoints(w: string): number[] {
  const at = new Set<number>();
  // Prefixes, up to two deep ("un-dis-tributed").
  let from = 0;
  for (let depth = 0; depth < 2; depth++) {
    const rest = w.slice(from);
    const p = PREFIXES.find((x) => rest.startsWith(x) && (ANY_NEXT.has(x) || !isVowel(rest[x.length])));
    if (!p) break;
    from += p.length;
    at.add(from);
  }
  const s = SUFFIXES.find((x) => w.endsWith(x));
  if (s) at.add(w.length - s.length);
  for (let i = 1; i + 2 < w.length; i++) {
    const pair = w.slice(i, i + 2);
    if (!isVowel(w[i - 1]) || isVowel(pair[0]) || isVowel(pair[1]) || !isVowel(w[i + 2]) || JOINED.has(pair)) continue;
    at.add(LEANS.test(pair) ? i : i + 1);
  }
  return [...at].filter((i) => i >= EDGE && w.length - i >= EDGE).sort((a, b) => a - b);
}

/** Where a long word breaks, if it must: the syllable boundary that leaves the two lines most even. */
function bestBreak(word: string): number | undefined {
  if (word.length < LONG || !/^[A-Za-z]+$/.test(word)) return undefined;
  let best: number | undefined;
  for (const i of breakPoints(word.toLowerCase())) if (best === undefined || Math.max(i + 1, word.length - i) < Math.max(best + 1, word.length - best)) best = i;
  return best;
}

/** A title or term with a soft hyphen in each long word, at its best syllable boundary; the rest as it was. */
export function hyphenate(text: string): string {
  return text.replace(/[A-Za-z]+/g, (w) => {
    const i = bestBreak(w);
    return i === undefined ? w : `${w.slice(0, i)}${SOFT_HYPHEN}${w.slice(i)}`;
  });
}

/**
 * The longest line the text needs, in characters, once long words break at their soft hyphen (with the hyphen
 * shown): what the card's CSS sizes the type by (`--dh-word`), so a word breaks at most once, at a syllable.
 */
export function fitLength(text: string): number {
  const lines = text.split(/\s+/).map((w) => {
    const i = bestBreak(w);
    return i === undefined ? [...w].length : Math.max(i + 1, w.length - i);
  });
  return Math.max(1, ...lines);
}
