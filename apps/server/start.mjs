// `npm start` (nx run server:serve): the production bundle, in production mode. NODE_ENV is set before anything is
// imported, because boardgame.io and Immer read it when they load.
process.env.NODE_ENV ??= 'production';
await import('./dist/main.mjs');
