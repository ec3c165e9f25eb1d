/** What `deckhand new` accepts as a game id: the id is the folder name, the lobby's game name and a URL segment. */

const ID = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
/** Folders of packages/games/ that are not games. */
const RESERVED = new Set(['src', 'test', 'node_modules', 'dist', 'coverage']);

/** Why `id` cannot name a new game, or undefined when it can. */
export function idProblem(id: string): string | undefined {
  if (RESERVED.has(id)) return `"${id}" is a folder of packages/games/ that is not a game; choose another id`;
  if (id.length > 64) return `"${id}" is too long for a game id (${id.length} characters, at most 64)`;
  if (!ID.test(id)) {
    const suggestion = id
      .trim()
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^[^a-z]+|-+$/g, '');
    const hint = suggestion && ID.test(suggestion) ? ` (did you mean "${suggestion}"?)` : '';
    return `"${id}" is not a valid game id: use lower-case letters, digits and single dashes, starting with a letter${hint}`;
  }
  return undefined;
}

/** "word-a-round" → "Word A Round": the display name until the designer writes one. */
export function displayName(id: string): string {
  return id
    .split('-')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}
