import { expect, test } from '@playwright/test';
import { gotoHydrated, watchConsole } from './catalogue-helpers';

test('the home page shows 15 products with names and TT$ prices, server-rendered', async ({ page, request }) => {
  const html = await (await request.get('/')).text();
  const ssrPrices = html.match(/TT\$[\d,]+\.\d{2}/g) ?? [];
  expect(ssrPrices.length).toBeGreaterThanOrEqual(15);

  const errors = watchConsole(page);
  await gotoHydrated(page, '/');
  const cards = page.locator('.product-grid article');
  await expect(cards).toHaveCount(15);
  await expect(cards.first().getByRole('heading')).toHaveText(/\S/);
  await expect(cards.first()).toContainText(/TT\$[\d,]+\.\d{2}/);
  await expect(page.getByRole('heading', { name: 'Browse our Categories' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'why buy from us?' })).toBeVisible();
  expect(errors).toEqual([]);
});

test("'Load More Products...' appends the next 15 products", async ({ page }) => {
  const errors = watchConsole(page);
  await gotoHydrated(page, '/');
  const cards = page.locator('.home-products article');
  await expect(cards).toHaveCount(15);
  const firstNames = await cards.getByRole('heading').allTextContents();
  await page.getByRole('button', { name: 'Load More Products...' }).click();
  await expect(cards).toHaveCount(30);
  expect((await cards.getByRole('heading').allTextContents()).slice(0, 15)).toEqual(firstNames);
  await page.getByRole('button', { name: 'Load More Products...' }).click();
  await expect(cards).toHaveCount(45);
  expect(errors).toEqual([]);
});

test('the banner slider shows at 1280 px and is hidden, without downloading banners, at 900 px', async ({
  browser,
}) => {
  const wide = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await gotoHydrated(wide, '/');
  const slider = wide.getByRole('region', { name: 'Offers' });
  await expect(slider).toBeVisible();
  await expect(slider.locator('img').first()).toBeVisible();
  await expect(slider.getByRole('link').first()).toHaveAttribute('href', /\/search\?b=1[1-5]$/);
  await wide.close();

  const narrow = await browser.newPage({ viewport: { width: 900, height: 900 } });
  const bannerRequests: string[] = [];
  narrow.on('request', (r) => {
    if (r.url().includes('/banner/')) bannerRequests.push(r.url());
  });
  await narrow.goto('/', { waitUntil: 'networkidle' });
  await expect(narrow.locator('.banner-slider')).toBeHidden();
  expect(bannerRequests).toEqual([]);
  await narrow.close();
});

test('a banner leads to its Searched Products', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await gotoHydrated(page, '/');
  await page.getByRole('region', { name: 'Offers' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/search\?b=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Searched Products' })).toBeVisible();
  await expect(page.locator('.product-grid article').first()).toBeVisible();
});

test('the scroll-to-top button appears after scrolling and takes the shopper back up', async ({ page }) => {
  await gotoHydrated(page, '/');
  const button = page.getByRole('button', { name: 'Scroll to top' });
  await expect(button).toHaveCount(0);
  // It stands aside while a control or an amount lies under it (decision 0059): keep scrolling to a clear spot.
  await expect(async () => {
    await page.mouse.wheel(0, 150);
    await expect(button).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 15_000 });
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(button).toHaveCount(0);
});

test('only one card video plays at a time', async ({ page }) => {
  await gotoHydrated(page, '/');
  const plays = page.getByRole('button', { name: /^Play video of / });
  expect(await plays.count()).toBeGreaterThanOrEqual(2);
  const first = page.locator('.card-video__toggle').nth(0);
  const second = page.locator('.card-video__toggle').nth(1);
  await first.click();
  await expect(first).toHaveAttribute('aria-pressed', 'true');
  await expect(first).toHaveAccessibleName(/^Close video of /);
  await second.click();
  await expect(second).toHaveAttribute('aria-pressed', 'true');
  await expect(first).toHaveAttribute('aria-pressed', 'false');
  await second.click();
  await expect(second).toHaveAttribute('aria-pressed', 'false');
});

test('an unknown address answers 404 with a real page', async ({ page }) => {
  const res = await gotoHydrated(page, '/no-such-page');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});
