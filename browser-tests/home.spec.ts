import { expect, test } from '@playwright/test';

test('the home page shows 15 products with names and TT$ prices, server-rendered', async ({ page, request }) => {
  const html = await (await request.get('/')).text();
  const ssrPrices = html.match(/TT\$[\d,]+\.\d{2}/g) ?? [];
  expect(ssrPrices.length).toBeGreaterThanOrEqual(15);

  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto('/');
  const cards = page.locator('.product-grid article');
  await expect(cards).toHaveCount(15);
  await expect(cards.first().getByRole('heading')).toHaveText(/\S/);
  await expect(cards.first()).toContainText(/TT\$[\d,]+\.\d{2}/);
  expect(errors).toEqual([]);
});

test('an unknown address answers 404 with a real page', async ({ page }) => {
  const res = await page.goto('/no-such-page');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});
