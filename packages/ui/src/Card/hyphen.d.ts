/**
 * The part of the `hyphen` package the card faces use (its English patterns, synchronously). The package ships no
 * types of its own; this says only what syllables.ts calls.
 */
declare module 'hyphen/en' {
  export interface HyphenOptions {
    /** What marks a boundary (default the soft hyphen). */
    hyphenChar?: string;
    /** Words shorter than this are left whole (default 5). */
    minWordLength?: number;
    exceptions?: string[];
  }
  export function hyphenateSync(text: string, options?: HyphenOptions): string;
}
