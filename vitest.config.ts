import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'extensions/*/test/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: 'forks',
    // With TEST_DATABASE_URL: one migrated template database per run, dropped at the end.
    globalSetup: ['test/helpers/postgres-global-setup.ts'],
  },
});
