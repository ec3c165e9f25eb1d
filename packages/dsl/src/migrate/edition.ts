/**
 * The edition of the language this package reads. A spec may state the one it was written for (`deckhand: 3`); a
 * change that makes a spec of an earlier edition invalid comes with a rewrite in `migrate` (migrate/migrate.ts), and
 * the validator's message for such a spec names `deckhand migrate`.
 */
export const EDITION = 3;

/** The hint added to an error that an earlier edition accepted, for a spec that does not state this edition. */
export const MIGRATE_HINT = `edition 2 of the language accepted this: \`deckhand migrate FILE\` rewrites the spec for edition ${EDITION} (and states \`deckhand: ${EDITION}\`)`;
