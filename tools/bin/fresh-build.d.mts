/** Types of fresh-build.mjs (plain JavaScript, run by bin/deckhand.mjs before any TypeScript loader). */
export declare const CLI_BUNDLE: string;
/** The built file's URL when it may run (it exists and no source is newer), else undefined. */
export declare function freshBuild(bundle?: string, sources?: string[]): string | undefined;
