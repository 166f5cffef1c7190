import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    reporters: ['default', './test/support/summary-reporter.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Two cores: keep parallel workers modest so dynalite and SMTP tests are not starved.
    maxWorkers: 2,
    pool: 'forks',
  },
});
