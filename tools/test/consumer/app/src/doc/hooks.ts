// The `./hooks` module packages/dsl/README.md's example imports: a game's hooks.ts (this one names none).
import { defineHooks } from '@deckhand/dsl';

export const hooks = defineHooks({});
