// axe-core on every back-office page, signed in as the owner, at phone and desktop widths.
import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations, signIn, watchConsole } from './admin-support';

const PAGES = [
  '/admin', '/admin/account', '/admin/orders', '/admin/payments', '/admin/returns', '/admin/products', '/admin/products/new', '/admin/products/1',
  '/admin/categories', '/admin/banners', '/admin/banners/12', '/admin/design', '/admin/design/new', '/admin/reviews', '/admin/settings',
  '/admin/settings/lists', '/admin/staff', '/admin/audit',
];

test('the sign-in page has no serious or critical accessibility problem', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/admin/login');
  await expectNoSeriousViolations(page);
  await context.close();
});

for (const width of [390, 1280]) {
  test(`back-office pages at ${width} px: no serious or critical accessibility problem, no console error`, async ({ browser }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    const errors = watchConsole(page);
    await signIn(page);
    for (const path of PAGES) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expectNoSeriousViolations(page);
    }
    await page.goto('/admin/orders');
    await page.getByRole('link', { name: /^Order \d+$/ }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: /^Order \d+/ })).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.goto('/admin/returns');
    expect(errors).toEqual([]);
    await context.close();
  });
}
