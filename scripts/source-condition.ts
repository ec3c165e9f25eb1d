/**
 * Inside this workspace every @deckhand/* package resolves to its TypeScript sources, never to a build: each
 * `exports` entry lists the custom condition `@deckhand/source` first (pointing at src/), ahead of the dist/ files a
 * published package ships. Whatever resolves imports here opts in to that condition:
 *  - TypeScript: `customConditions` in tsconfig.base.json;
 *  - Vite and Vitest: this plugin;
 *  - esbuild: `conditions` in packages/games/src/bundle.ts;
 *  - Node through tsx: `--conditions=@deckhand/source` where a process is started (tsx reads no tsconfig
 *    conditions), or `registerSourceCondition` (source-condition-hook.mjs) where one registers tsx itself.
 * A consumer of the published packages never sets it and gets dist/.
 */
import { defaultClientConditions, defaultServerConditions, type Plugin } from 'vite';

export const SOURCE_CONDITION = '@deckhand/source';

/** Adds the source condition ahead of Vite's default ones, in the browser and in SSR / Vitest's node runs. */
export function sourceCondition(): Plugin {
  return {
    name: 'deckhand:source-condition',
    config: () => ({
      resolve: { conditions: [SOURCE_CONDITION, ...defaultClientConditions] },
      ssr: { resolve: { conditions: [SOURCE_CONDITION, ...defaultServerConditions], externalConditions: [SOURCE_CONDITION] } },
    }),
  };
}
