/** `nx run vite-plugin:build`: dist/index.js + dist/index.d.ts. */
import { defineConfig } from 'tsdown';
import { packageBuild } from '../../scripts/package-build';

export default defineConfig(packageBuild({ index: 'src/index.ts' }));
