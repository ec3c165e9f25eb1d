// `npm test`'s first step after the install: every system program the suite runs is there, or each missing one is
// named with the command that installs it, before a single test fails for want of it.
import { missingTools } from './system-tools.mjs';

const missing = missingTools();
if (missing.length > 0) {
  console.error(`[deckhand] the tests need programs this machine lacks:\n${missing.map((m) => `  - ${m}`).join('\n')}\nREADME.md, "System requirements", lists them.`);
  process.exit(1);
}
