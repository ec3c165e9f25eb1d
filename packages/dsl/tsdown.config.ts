/** `nx run dsl:build`: dist/index.js (everything) and dist/client.js (browser-safe), each with its .d.ts. */
import { defineConfig } from 'tsdown';
import { packageBuilds } from '../../scripts/package-build';

export default defineConfig(packageBuilds({ index: 'src/index.ts', client: 'src/client.ts' }));
