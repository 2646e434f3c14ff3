import { defineConfig } from 'vitest/config';

/**
 * expect.poll's own default (1 s) fails a correct test on the loaded 2-core CI machine; a poll waits
 * this long unless it says otherwise (decision 025). A failing poll costs its timeout, no more.
 */
const POLL = { poll: { timeout: 20_000, interval: 100 } };

/**
 * One runner for everything (DESIGN §7): unit tests beside the code, API tests against a real
 * PostgreSQL (one database per suite cloned from a migrated, seeded template), and browser journeys.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['packages/**/*.test.ts', 'apps/api/src/**/*.test.ts'],
          expect: POLL,
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
      'apps/web/vitest.config.ts',
      {
        test: {
          name: 'api',
          environment: 'node',
          include: ['apps/api/test/**/*.test.ts'],
          globalSetup: ['apps/api/test/global-setup.ts'],
          expect: POLL,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.test.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          expect: POLL,
          testTimeout: 120_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
