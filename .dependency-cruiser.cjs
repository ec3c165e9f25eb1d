/**
 * The workspace's import rules, checked by `npm run lint` (the `layering` target of the root project, run by
 * `nx run-many -t lint`). The picture these rules write down is in docs/architecture.md: keep the two in step.
 *
 * - No import cycles anywhere: a circle of files cannot be read (or tested) one file at a time.
 * - The language package (packages/dsl/src) is a pipeline: parse → validate → IR → program and runtime →
 *   {compile (the boardgame.io Game), sim (the fast simulator)} → bots and playouts. A layer imports only layers
 *   below it; each rule below forbids one "upward" direction, and says why the line is drawn there.
 * - Between packages, Nx's module-boundaries lint rule (eslint.config.mjs) already holds the direction
 *   (dsl ← games ← server/web/tools, dsl ← ui ← web); the rules here only add what it cannot see: files.
 *
 * Type-only imports count: a type that two files need belongs below both of them.
 */
const dsl = '^packages/dsl/src/';

/** A rule that `from` may not import `to` (both regular expressions on paths from the workspace root). */
function upward(name, comment, from, to, pathNot, toNot) {
  return {
    name,
    comment,
    severity: 'error',
    from: { path: from, ...(pathNot ? { pathNot } : {}) },
    to: { path: to, ...(toNot ? { pathNot: toNot } : {}) },
  };
}

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'A circle of imports: move the piece both sides need (often a type) into a file below both.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    upward(
      'dsl-ir-is-the-floor',
      'The IR is plain data types every stage shares: it imports nothing of the language.',
      `${dsl}ir/`,
      `${dsl}(?!ir/)`,
    ),
    upward(
      'dsl-parse-below-validate',
      'parse turns YAML text into a document with positions; it knows only diagnostics, nothing of the game.',
      `${dsl}parse/`,
      `${dsl}(?!parse/|diagnostics/)`,
    ),
    upward(
      'dsl-front-end-below-runtime',
      'parse, validate and the expression language run at compile time; they may not reach the engine that runs a game (the runtime, compile, sim, bots, race), only the shape of its state (runtime/state/state.ts: an expression reads `G`). validate/deck/deals.ts is the one exception: it deals every allowed player count on a real table to prove the deck is big enough.',
      `${dsl}(parse|validate|expr|schema|diagnostics|content)/`,
      `${dsl}(runtime|compile|sim|bots|race)/`,
      `${dsl}validate/deck/deals\\.ts$`,
      `${dsl}runtime/state/state\\.ts$`,
    ),
    upward(
      'dsl-runtime-below-validate',
      'The runtime runs what validate has checked: it may not import the checks (what both need, e.g. a move\'s scope, lives in expr/).',
      `${dsl}(runtime|log|race|hooks|face|compile|sim|bots)/`,
      `${dsl}(validate|parse|schema)/`,
    ),
    upward(
      'dsl-runtime-below-compile',
      'The runtime is what both a compiled boardgame.io Game and the fast simulator call; it may not import either of them, nor the bots.',
      `${dsl}(runtime|log|race|hooks|face|contract)/`,
      `${dsl}(compile|sim|bots)/`,
      `${dsl}race/compile\\.ts$`,
    ),
    upward(
      'dsl-compile-beside-sim',
      'compile (the boardgame.io Game) and sim (the fast simulator) are two readers of one runtime: compile may use the simulator\'s state copy (sim/clone.ts) but not its turn flow, and neither may import the bots.',
      `${dsl}compile/`,
      `${dsl}(bots/|sim/(?!clone\\.ts$))`,
    ),
    upward(
      'dsl-sim-below-bots',
      'Bots search with the simulator, so the simulator may not import a bot; sim/playout.ts sits on top of both (it plays whole games, with the random bot by default).',
      `${dsl}sim/`,
      `${dsl}bots/`,
      `${dsl}sim/playout\\.ts$`,
    ),
    upward(
      'dsl-public-entry',
      'Other packages see the language through its index.ts and client.ts only.',
      '^(packages/(games|ui)|apps|tools)/',
      `${dsl}(?!index\\.ts$|client\\.ts$)`,
    ),
    upward(
      'no-tests-in-libraries',
      'Library code may not import test files or test helpers: they are not shipped.',
      '^packages/[^/]+/src/',
      '(\\.test\\.tsx?$|\\.stories\\.tsx?$|/test/)',
      '(\\.test\\.tsx?$|\\.stories\\.tsx?$)',
    ),
    {
      name: 'ui-drag-kit-on-demand',
      comment:
        "dnd-kit is fetched when a seat has a card to drag (GameBoard/lazy-drag.tsx): only the kit's own files may import it as a value, or it lands in every page's first load (TrickView's useDroppable once put 14 KB gzipped there). Types are free.",
      severity: 'error',
      from: { path: '^packages/ui/src/', pathNot: '^packages/ui/src/GameBoard/(drag-kit\\.tsx|keyboard-drag\\.ts)$|\\.(stories|test)\\.tsx?$' },
      to: { path: '@dnd-kit/', dependencyTypesNot: ['type-only'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Our own build output; a package's files under node_modules stay, as the ends of the rules that name them.
    exclude: { path: '(^(packages|apps)/[^/]+/dist/|^tools/dist/|storybook-static|\\.nx/)' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
  },
};
