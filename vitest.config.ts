import { defineConfig } from 'vitest/config';

const DEV_LOOP = 'server/http/storefront-dev.process.test.ts';

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
          // As for the API tests below: one module cache per worker.
          isolate: false,
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['server/**/*.test.ts', 'database/**/*.test.ts'],
          exclude: ['**/*.process.test.ts', '**/node_modules/**'],
          globalSetup: ['./server/test-support/global-setup.ts'],
          // One module cache per worker: each file no longer loads the whole server anew (about a third
          // of the run's time; docs/decisions/0106). Each file still builds its own shop and database.
          isolate: false,
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
          exclude: ['**/node_modules/**', DEV_LOOP],
          testTimeout: 120_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
      {
        // The dev server's hot reload, apart so that `npm test` runs it before the browser tests rather
        // than beside them (docs/decisions/0106).
        test: { name: 'dev-loop', include: [DEV_LOOP], testTimeout: 120_000, hookTimeout: 300_000 },
      },
    ],
  },
});
