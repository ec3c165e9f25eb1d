/** `nx run server:build`: the production bundle dist/main.mjs (src/production/bundle.ts says what goes in it). */
import { bundleServer, SERVER_BUNDLE } from './src/production/bundle';

const t0 = performance.now();
await bundleServer();
console.log(`built ${SERVER_BUNDLE} in ${Math.round(performance.now() - t0)} ms`);
