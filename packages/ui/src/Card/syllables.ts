/**
 * Soft hyphens (U+00AD) at syllable boundaries of long words, so a word too long for a small card breaks where a
 * reader expects ("counter-argument", "general-ization"), never mid-syllable ("counterargumen-t"). CSS
 * `hyphens: auto` would do this with the browser's dictionary, but Chromium on Linux only has one after its
 * component updater fetched it (never in a test run, often not on a player's machine): the break points are
 * written into the text instead, and the card's CSS says `hyphens: manual`, so a hyphen shows only where the
 * line actually breaks.
 *
 * The syllables are the `hyphen` package's: TeX's (Liang's) English hyphenation patterns, the ones typesetters use,
 * which know far more words than hand-written spelling rules. A card word breaks at most once, at the boundary
 * that leaves the two lines most even, and only in words of eleven letters or more: shorter ones fit a card once
 * the type shrinks a little, and read better whole.
 *
 * The patterns weigh ~18 KB gzipped, more than any other part of a card: they are fetched only once a card shows a
 * word long enough to need them (`useSyllables`), so a match of number cards never downloads them. Until they have
 * arrived a long word is shown whole, its type sized for the whole word; the cards showing one draw again then.
 */
import { useEffect, useSyncExternalStore } from 'react';

type Hyphenator = (text: string, options: { hyphenChar: string }) => string;
let hyphenateSync: Hyphenator | undefined;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

export const SOFT_HYPHEN = '\u00ad';

/** Words up to this long stay whole (the type shrinks to fit them); longer ones may break once. */
const LONG = 11;
/** A break leaves at least this many letters on each line. */
const EDGE = 3;
/** Marks the patterns' boundaries while they are read; never a letter of a plain word. */
const MARK = '|';

/**
 * Fetches the patterns (once; later calls share the first). A failed fetch leaves words whole and is tried again
 * the next time a card asks.
 */
export function loadSyllables(): Promise<void> {
  loading ??= import('hyphen/en').then(
    (m) => {
      hyphenateSync = m.hyphenateSync;
      listeners.forEach((l) => l());
    },
    () => {
      loading = undefined;
    },
  );
  return loading;
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
const loaded = () => hyphenateSync !== undefined;

/** Whether a text has a word long enough to break (and so needs the patterns). */
const needsBreaks = (text: string) => new RegExp(`[A-Za-z]{${LONG},}`).test(text);

/**
 * For a component that prints `text` through `hyphenate`/`fitLength`: fetches the patterns when the text needs them
 * and draws the component again once they are here.
 */
export function useSyllables(text: string): void {
  const ready = useSyncExternalStore(subscribe, loaded, loaded);
  const needed = !ready && needsBreaks(text);
  useEffect(() => {
    if (needed) void loadSyllables();
  }, [needed]);
}

/**
 * Indices of a lower-case word before which it may break: its syllable boundaries, away from its ends (none while
 * the patterns are not loaded yet).
 */
export function breakPoints(w: string): number[] {
  if (!hyphenateSync) return [];
  const at: number[] = [];
  let i = 0;
  for (const ch of hyphenateSync(w, { hyphenChar: MARK })) {
    if (ch === MARK) at.push(i);
    else i++;
  }
  return at.filter((p) => p >= EDGE && w.length - p >= EDGE);
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
