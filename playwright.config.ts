import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// scripts/browser-tests.mjs finds Chromium, starts the shop on a free port and passes it here.
const port = Number(process.env.BROWSER_TEST_PORT ?? 3311);
// Tests that change what every other test reads run after the rest, alone (docs/decisions/0078): VAT
// switched on gives every shipped order an invoice number (the VAT test counts on the next number being
// its own); then the stock CSV adds hundreds of products (the home page and the product lists the other
// tests pick demo products from would otherwise show the newcomers first).
const SHOP_SETTINGS = /admin-vat\.spec\.ts$/;
const WHOLE_CATALOGUE = /admin-stock-csv\.spec\.ts$/;

export default defineConfig({
  testDir: './browser-tests',
  // Many tests walk several pages on a throttled phone, on a 2-core machine shared with the other lanes.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  // One more try for a test that failed, and the run's summary names it as flaky (docs/decisions/0104):
  // a whole run is no longer lost to one intermittent test, and none passes unseen.
  retries: 1,
  // Always: a stray test.only would otherwise pass CI with one test run (CI does not set CI=1).
  forbidOnly: true,
  reporter: [
    ['list'],
    [
      'json',
      { outputFile: process.env.SHOP_PLAYWRIGHT_JSON ?? path.join(os.tmpdir(), `shop-playwright-${port}.json`) },
    ],
  ],
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: {
      executablePath: process.env.CHROME_PATH,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
      ],
    },
    trace: 'off',
  },
  projects: [
    { name: 'chromium', use: { browserName: 'chromium' }, testIgnore: [SHOP_SETTINGS, WHOLE_CATALOGUE] },
    { name: 'shop-settings', use: { browserName: 'chromium' }, testMatch: SHOP_SETTINGS, dependencies: ['chromium'] },
    {
      name: 'whole-catalogue',
      use: { browserName: 'chromium' },
      testMatch: WHOLE_CATALOGUE,
      dependencies: ['shop-settings'],
    },
  ],
});
