import { defineConfig } from 'vitest/config';

// Kept apart from vite.config.ts: the React Router plugin must not run under Vitest.
export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 180_000,
    pool: 'forks',
    // Two at a time on these 2-core machines (Vitest's default is one fewer than the cores): the API tests
    // wait on the database half the time, and the unit and API run takes half as long.
    maxWorkers: 2,
    // Always: Vitest allows .only unless CI is set, and .ci/run does not set it.
    allowOnly: false,
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'shop-rules/**/*.test.ts',
            'seed/**/*.test.ts',
            'wipay-sandbox/**/*.test.ts',
            'whatsapp-sandbox/**/*.test.ts',
            'storefront/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
          ],
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['server/**/*.test.ts', 'database/**/*.test.ts'],
          exclude: ['**/*.process.test.ts', '**/node_modules/**'],
          globalSetup: ['./server/test-support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 180_000,
        },
      },
      {
        // The engine room: the real server in child processes (server/test-support/shop-process.ts),
        // after the production build. One file at a time: each loads the machine on its own.
        test: {
          name: 'process',
          include: ['**/*.process.test.ts'],
          exclude: ['**/node_modules/**'],
          testTimeout: 120_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
