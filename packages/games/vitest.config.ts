import { defineConfig } from 'vitest/config';
import { sourceCondition } from '../../scripts/source-condition';

export default defineConfig({
  plugins: [sourceCondition()],
  test: {
    include: ['*/**/*.test.ts'], exclude: ['**/node_modules/**'],
    environment: 'node',
    testTimeout: 120_000,
    pool: 'forks',
  },
});
