// axe-core on every back-office page, signed in as the owner, at phone and desktop widths; on a phone no
// page is wider than the screen (wide tables scroll inside their own region).
import { type BrowserContextOptions, expect, test } from '@playwright/test';
import { signIn, watchConsole } from './admin-support';
import { expectNoSeriousViolations } from './axe-check';

// A page that lists every city, shop and payment method: axe takes half a minute on it when the machine
// is busy.
const LONG_PAGES = new Set(['/admin/settings/lists']);

const PAGES = [
  '/admin',
  '/admin/account',
  '/admin/orders',
  '/admin/payments',
  '/admin/mails',
  '/admin/returns',
  '/admin/products',
  '/admin/products/new',
  '/admin/products/1',
  '/admin/products/import',
  '/admin/low-stock',
  '/admin/categories',
  '/admin/categories/1',
  '/admin/banners',
  '/admin/banners/12',
  '/admin/design',
  '/admin/design/new',
  '/admin/reviews',
  '/admin/discounts',
  '/admin/discounts/new',
  '/admin/reports',
  '/admin/customers',
  '/admin/exports',
  '/admin/settings',
  '/admin/settings/lists',
  '/admin/staff',
  '/admin/audit',
];

let owner: BrowserContextOptions['storageState'];

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page);
  owner = await context.storageState();
  await context.close();
});

test('the sign-in page has no serious or critical accessibility problem', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/admin/login');
  await expectNoSeriousViolations(page);
  await context.close();
});

for (const width of [390, 1280]) {
  for (const path of PAGES) {
    test(`${path} at ${width} px: no serious or critical accessibility problem, no console error`, async ({
      browser,
    }) => {
      if (LONG_PAGES.has(path)) test.slow();
      const context = await browser.newContext({ viewport: { width, height: 900 }, storageState: owner });
      const page = await context.newPage();
      const errors = watchConsole(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  test(`an order page and its packing slip at ${width} px: no serious or critical accessibility problem`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width, height: 900 }, storageState: owner });
    const page = await context.newPage();
    await page.goto('/admin/orders');
    await page
      .getByRole('link', { name: /^Order \d+$/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: /^Order \d+/ })).toBeVisible();
    await expectNoSeriousViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.getByRole('link', { name: 'Packing slip and invoice' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /invoice and packing slip/ })).toBeVisible();
    await expectNoSeriousViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await context.close();
  });
}
