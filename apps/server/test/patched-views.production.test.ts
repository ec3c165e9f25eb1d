/**
 * The patched-views suite again, with production's paths: outside production the view's shared objects are frozen
 * as well as marked (dsl runtime/state/shared.ts), so the tests took the aliasing's fast path where the server in
 * production re-keyed every seat's id-keyed maps on every update. This file runs in its own worker process (vitest
 * forks), and the modules read NODE_ENV when first loaded: it is set before they are imported.
 */
process.env['NODE_ENV'] = 'production';
// Every seat and a spectator hold, after each patch, the view built afresh (the same suite, production's paths).
await import('./patched-views.test');
const { productionViewsSuite } = await import('./helpers/production-views');
productionViewsSuite();
export {};
