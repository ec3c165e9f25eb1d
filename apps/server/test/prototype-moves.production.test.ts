// boardgame.io reads NODE_ENV once, when first loaded; this file runs in its own worker process (vitest forks), so
// setting it before the dynamic import below gives the production reducer (no serialisability check), where a
// `constructor` move used to store the move context as G.
process.env['NODE_ENV'] = 'production';
const { prototypeMoveSuite } = await import('./helpers/prototype-moves');
prototypeMoveSuite('production');
export {};
