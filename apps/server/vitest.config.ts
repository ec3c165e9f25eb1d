import { defineConfig } from 'vitest/config';
import { sourceCondition } from '../../scripts/source-condition';

export default defineConfig({
  plugins: [sourceCondition()],
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    // Starting PostgreSQL, Redis and server processes takes seconds, not milliseconds.
    hookTimeout: 60_000,
    pool: 'forks',
    // Files start real servers and databases; one at a time keeps a 2-core CI machine from timing out.
    fileParallelism: false,
  },
});
