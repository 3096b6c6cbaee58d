import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { startNodeFlags } from './scripts/npm-script-args.js';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'extensions/*/test/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: 'forks',
    // The workers run with npm start's node flags: AsyncLocalStorage as production has it (decision 82).
    execArgv: startNodeFlags(fileURLToPath(new URL('.', import.meta.url))),
    // With TEST_DATABASE_URL: one migrated template database per run, dropped at the end.
    globalSetup: ['test/helpers/postgres-global-setup.ts'],
  },
});
