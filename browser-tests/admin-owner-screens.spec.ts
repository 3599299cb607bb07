// The owner's screens as they read (docs/product.md#back-office): each category's own product count,
// the packing slips asked for with no order ticked, and at 390 px a menu that folds and lists whose rows
// read as cards, every column that matters on the screen.
import { expect, type Page, test } from '@playwright/test';
import { TICK_AN_ORDER } from '../shop-rules/messages/backoffice';
import { signIn } from './admin-support';
import { expectNoSeriousViolations } from './axe-check';

const menuOf = (page: Page) => page.getByRole('navigation', { name: 'Back office' });

test('the categories list shows each category its own number of products', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/categories');
  const tree = page.getByRole('table', { name: 'The category tree' });
  const row = tree.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /^Televisions / }) });
  const count = Number(await row.getByRole('cell').nth(2).textContent());
  expect(count).toBeGreaterThan(0);
  const counts = await tree.locator('tbody tr td.num:nth-of-type(3)').allTextContents();
  // Not one figure for every category (it was the whole catalogue's, 326, on every row).
  expect(new Set(counts).size).toBeGreaterThan(3);

  // The same number the product list finds in that category.
  const categoryNo = (await row.getByRole('rowheader').textContent())!.match(/no\. (\d+)/)![1];
  await page.goto(`/admin/products?category=${categoryNo}`);
  await expect(page.getByRole('table', { name: /products, newest first/ }).locator('caption')).toHaveText(
    `${count} products, newest first`,
  );
});

test('the packing slips with no order ticked ask for a tick, as a 400 page', async ({ page }) => {
  await signIn(page);
  const answer = await page.goto('/admin/orders/slips');
  expect(answer?.status()).toBe(400);
  await expect(page.getByRole('heading', { level: 1, name: 'Packing slips' })).toBeVisible();
  await expect(page.getByText(TICK_AN_ORDER)).toBeVisible();
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to the orders' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
});

// Print their packing slips pressed with no order ticked: the Orders list asks for a tick, the same
// before the page has woken (a plain form post, answered 400) and after (React Router's own post).
for (const javaScriptEnabled of [false, true]) {
  test(`print the packing slips with no order ticked asks for a tick ${javaScriptEnabled ? 'after' : 'before'} hydration`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signIn(page);
    await page.goto('/admin/orders');
    if (javaScriptEnabled) await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const answer = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/admin/orders'));
    await page.getByRole('button', { name: 'Print their packing slips' }).click();
    expect((await answer).status()).toBe(400);
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: TICK_AN_ORDER }).first()).toBeVisible();
    await expect(page.getByText('Something went wrong')).toHaveCount(0);
    await context.close();
  });
}

test('on a wide screen the menu is open without a press', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page);
  await expect(menuOf(page).getByText('Menu', { exact: true })).toBeHidden();
  await expect(menuOf(page).getByRole('link', { name: 'Orders' })).toBeVisible();
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the menu folds, and the orders read as cards with status, total, payment and delivery on the screen', async ({
    page,
  }) => {
    await signIn(page);
    const menu = menuOf(page);
    const orders = menu.getByRole('link', { name: 'Orders' });
    await expect(orders).toBeHidden();
    // The page's own heading is on the first screen, not below nineteen links and the test-mode note.
    const heading = await page.getByRole('heading', { level: 1, name: 'Dashboard' }).boundingBox();
    expect(heading!.y + heading!.height).toBeLessThan(400);

    await menu.getByText('Menu', { exact: true }).tap();
    await expect(orders).toBeVisible();
    const box = await orders.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
    await orders.tap();
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Payments' })).toBeHidden();

    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const list = page.getByRole('region', { name: 'Order list' });
    expect(await list.evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);
    const first = list.locator('tbody tr').first();
    for (const label of ['Total', 'Status', 'Payment', 'Delivery']) {
      const cell = first.locator(`td[data-label="${label}"]`);
      await expect(cell).toBeVisible();
      const at = await cell.boundingBox();
      expect(at!.x + at!.width, label).toBeLessThanOrEqual(390);
    }
    await expectNoSeriousViolations(page);
  });

  // Lists the demo shop always fills (it has no customers or returns until shoppers come).
  const LISTS = [
    ['/admin/products', 'Product list'],
    ['/admin/categories', 'Category tree'],
    ['/admin/low-stock', 'Low stock list'],
    ['/admin/banners', 'Banners'],
    ['/admin/staff', 'Staff list'],
  ] as const;

  test('the other lists read as cards too: each row named by its columns, nothing off the side', async ({ page }) => {
    await signIn(page);
    for (const [address, name] of LISTS) {
      await page.goto(address);
      const list = page.getByRole('region', { name });
      await expect(list, address).toBeVisible();
      expect(await list.evaluate((el) => el.scrollWidth - el.clientWidth), address).toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), address).toBeLessThanOrEqual(390);
      // Every cell that holds words carries its column's name.
      const unnamed = await list
        .locator('tbody td:not([data-label])')
        .evaluateAll((cells) =>
          cells.filter((c) => c.textContent?.trim() && !c.querySelector('input')).map((c) => c.outerHTML.slice(0, 120)),
        );
      expect(unnamed, address).toEqual([]);
    }
  });
});
