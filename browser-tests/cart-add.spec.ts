import { expect, test } from '@playwright/test';
import {
  type ApiProduct,
  findProduct,
  optionsProduct,
  plainProduct,
  soldOutProduct,
  watchErrors,
} from './cart-support';
import { gotoHydrated } from './catalogue-helpers';

async function homeCard(page: import('@playwright/test').Page, request: import('@playwright/test').APIRequestContext) {
  const firstPage = (await (
    await request.get('/api/trini/GetProducts?HomePageProducts=1&MaxRecords=15&PageNo=1')
  ).json()) as ApiProduct[];
  const product = firstPage.find(plainProduct);
  if (!product) throw new Error('No plain product on the first home page');
  // A card's button answers once the page has hydrated, after its first picture (docs/decisions/0046).
  await gotoHydrated(page, '/');
  return {
    product,
    card: page
      .locator('article')
      .filter({ has: page.getByRole('heading', { name: product.ProductName, exact: true }) })
      .first(),
  };
}

test('Add To Cart turns into Item Added To Cart for 2 seconds, with a snackbar', async ({ page, request }) => {
  const errors = watchErrors(page);
  const { card } = await homeCard(page, request);
  const button = card.getByRole('button', { name: 'Add To Cart' });
  const clickedAt = Date.now();
  await button.click();
  await expect(card.getByRole('button', { name: 'Item Added To Cart' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Item Added To Cart' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Cart, 1 item$/ })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Add To Cart' })).toBeVisible({ timeout: 5000 });
  // Measured from before the click, so a slow machine can only make it longer, never shorter.
  const shownFor = Date.now() - clickedAt;
  expect(shownFor).toBeGreaterThanOrEqual(2000);
  expect(errors).toEqual([]);
});

test('adding the same product again keeps one line with its quantity', async ({ page, request }) => {
  const { card } = await homeCard(page, request);
  await card.getByRole('button', { name: 'Add To Cart' }).click();
  await card.getByRole('button', { name: /Add/ }).click();
  const stored = await page.evaluate(() => JSON.parse(sessionStorage.getItem('cartList') ?? 'null'));
  expect(stored.cartList).toHaveLength(1);
  expect(stored.cartList[0].Quantity).toBe(1);
});

test('a sold-out product is refused with the spec message', async ({ page, request }) => {
  const product = await findProduct(request, soldOutProduct);
  await page.goto(`/wishlist/${product.ProductNo}`);
  await page.waitForURL(/\/wishlist$/);
  const row = page.getByRole('row').filter({ hasText: product.ProductName });
  await expect(row.getByRole('cell', { name: 'Out Of Stock' })).toBeVisible();
  // The button says Sold Out (aria-disabled, which Playwright will not press by itself); a tap still lands.
  await row.getByRole('button', { name: 'Sold Out' }).click({ force: true });
  await expect(page.getByRole('alert').filter({ hasText: 'Item is sold out. Please select other item' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Cart, 0 items$/ })).toBeVisible();
});

test('a product with several options opens its page to choose one', async ({ page, request }) => {
  const product = await findProduct(request, optionsProduct);
  await page.goto(`/wishlist/${product.ProductNo}`);
  await page.waitForURL(/\/wishlist$/);
  await page
    .getByRole('row')
    .filter({ hasText: product.ProductName })
    .getByRole('button', { name: 'Add To Cart' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/productdetails/${product.ProductNo}$`));
});
