import { defineConfig } from 'vitest/config';

/**
 * Test files that replace modules or globals (vi.mock, vi.spyOn, fake timers): each runs in a
 * fresh module graph. Every other file shares its worker's modules with the files before it,
 * which saves importing the engine and the service again for each of about 400 files (it took
 * a third of the suite's time on two cores).
 */
const ISOLATED = [
  'test/lambdas/aws/lazy-games.test.ts',
  'test/lambdas/aws/handlers.test.ts',
  'test/lambdas/mail/outbound/board-picture.test.ts',
  'test/lambdas/play/game-by-email.test.ts',
  'test/lambdas/play/schedule/bot-budget.test.ts',
  'test/infra/local/mail-head.test.ts',
];

export default defineConfig({
  test: {
    reporters: ['default', './test/support/summary-reporter.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Two cores: keep parallel workers modest so dynalite and SMTP tests are not starved.
    maxWorkers: 2,
    pool: 'forks',
    projects: [
      { extends: true, test: { name: 'shared', include: ['test/**/*.test.ts'], exclude: ISOLATED, isolate: false } },
      { extends: true, test: { name: 'isolated', include: ISOLATED, isolate: true } },
    ],
  },
});
