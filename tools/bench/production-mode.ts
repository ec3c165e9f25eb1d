// Imported first: boardgame.io reads NODE_ENV when it loads, and a server runs in production mode.
process.env.NODE_ENV ??= 'production';
