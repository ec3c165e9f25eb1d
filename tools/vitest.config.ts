import { defineConfig } from 'vitest/config';
import { sourceCondition } from '../scripts/source-condition';

export default defineConfig({
  plugins: [sourceCondition()],
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    pool: 'forks',
  },
});
