/**
 * Shared tsdown options for the packages we publish (@deckhand/dsl, @deckhand/ui, @deckhand/vite-plugin): ES modules
 * plus one bundled .d.ts per entry under dist/. tsdown (rolldown + rolldown-plugin-dts) is used rather than tsc because
 * our sources import each other without file extensions (moduleResolution "Bundler"): tsc would emit JavaScript that
 * plain Node cannot load and declaration files that only a bundler-mode consumer could resolve. Every npm dependency
 * stays an import, resolved from the consumer's node_modules.
 */
import type { UserConfig } from 'tsdown';

/**
 * boardgame.io 0.50 has no `exports` map, so Node's ES module resolver cannot import `boardgame.io/core`: the built
 * code imports `#boardgame.io/core` instead, which the package's own `imports` map sends to the CommonJS file under
 * Node and to the ordinary subpath (the package's ES module build) in bundlers.
 */
const BGIO_SUBPATH = /^boardgame\.io\/(core|internal|client|multiplayer|react|plugins|server|ai)$/;

/**
 * One build per entry (no chunks shared between entries), so a browser entry such as `@deckhand/dsl/client` is
 * tree-shaken on its own and never imports the chunk that holds the parser (yaml, jsep) and the schema (zod).
 */
export function packageBuilds(entries: Record<string, string>, extra: Partial<UserConfig> = {}): UserConfig[] {
  return Object.entries(entries).map(([name, file], i) => packageBuild({ [name]: file }, { clean: i === 0, ...extra }));
}

export function packageBuild(entry: Record<string, string>, extra: Partial<UserConfig> = {}): UserConfig {
  return {
    entry,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    outDir: 'dist',
    clean: true,
    sourcemap: false,
    dts: { tsconfig: 'tsconfig.build.json' },
    tsconfig: 'tsconfig.build.json',
    treeshake: true,
    outputOptions: { paths: (id: string) => (BGIO_SUBPATH.test(id) ? `#${id}` : id) },
    ...extra,
  };
}
