// A Node module-resolution hook that adds the `@deckhand/source` condition (scripts/source-condition.ts says why), for
// processes that register tsx from code (the CLI's bin, the server's bot threads) rather than through node flags.
import { register } from 'node:module';

const HOOK = 'data:text/javascript,' + encodeURIComponent(
  'export async function resolve(s, c, next) { return next(s, c.conditions.includes("@deckhand/source") ? c : { ...c, conditions: [...c.conditions, "@deckhand/source"] }); }',
);

export function registerSourceCondition() {
  register(HOOK);
}
