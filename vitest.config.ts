import { defineConfig } from 'vitest/config';

// Kept apart from vite.config.ts: the React Router plugin must not run under Vitest.
export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 180_000,
    pool: 'forks',
    projects: [
      {
        test: {
          name: 'unit',
          include: ['shop-rules/**/*.test.ts', 'seed/**/*.test.ts', 'wipay-sandbox/**/*.test.ts', 'storefront/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['server/**/*.test.ts', 'database/**/*.test.ts'],
          globalSetup: ['./server/test-support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
