import { expect, type Page, test } from '@playwright/test';
import { cardPrices, gotoHydrated, watchConsole } from './catalogue-helpers';

async function openElectronics(page: Page) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await load(page, '/category');
  await page.getByRole('main').getByRole('link', { name: 'Electronics', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Electronics' })).toBeVisible();
}

/** A fresh page load: controls answer once the page has hydrated. */
async function load(page: Page, url: string) {
  await gotoHydrated(page, url);
}

const productsShown = (page: Page) => page.locator('.category-page__main section').first().locator('article');
const totalOf = async (page: Page) =>
  Number((await page.locator('.page-lead').textContent())!.match(/^(\d+) product/)![1]);

test('the category page has the tree, the filters, the toolbar and the products', async ({ page }) => {
  const errors = watchConsole(page);
  await openElectronics(page);
  await expect(page.getByRole('heading', { name: 'ALL CATEGORIES' })).toBeVisible();
  for (const title of ['PRICE', 'AVAILABILITY', 'SUBCATEGORIES', 'TAGS']) {
    await expect(page.getByRole('button', { name: title, exact: true })).toHaveAttribute('aria-expanded', 'true');
  }
  await expect(page.getByRole('checkbox', { name: 'In Stock' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Out of Stock' })).toBeVisible();
  await expect(page.getByRole('slider', { name: 'Lowest price' })).toHaveAttribute('max', '100');
  await expect(page.getByLabel('Sort By', { exact: true }).locator('option')).toHaveText([
    'Default',
    'Name(A-Z)',
    'Name(Z-A)',
    'Price(Low>High)',
    'Price(High>Low)',
  ]);
  await expect(page.getByLabel('Show', { exact: true }).locator('option')).toHaveText(['5', '10', '15', '25']);
  await expect(productsShown(page)).toHaveCount(15);

  // The tree: a branch opens and its categories link to their pages.
  const tree = page.getByRole('navigation', { name: 'ALL CATEGORIES' });
  await tree.getByRole('button', { name: 'Kitchen subcategories' }).click();
  await tree.getByRole('link', { name: 'Pressure Cookers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pressure Cookers' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('sort and page size change the products, and the address keeps them', async ({ page }) => {
  await openElectronics(page);
  await page.getByLabel('Sort By', { exact: true }).selectOption({ label: 'Price(Low>High)' });
  await expect(page).toHaveURL(/Sort=price-asc/);
  await expect
    .poll(async () => {
      const prices = await cardPrices(page);
      return prices.every((p, i) => i === 0 || prices[i - 1]! <= p);
    })
    .toBe(true);

  await page.getByLabel('Sort By', { exact: true }).selectOption({ label: 'Price(High>Low)' });
  await expect(page).toHaveURL(/Sort=price-desc/);
  await expect
    .poll(async () => {
      const prices = await cardPrices(page);
      return prices.every((p, i) => i === 0 || prices[i - 1]! >= p);
    })
    .toBe(true);

  await page.getByLabel('Show', { exact: true }).selectOption('5');
  await expect(page).toHaveURL(/MaxRecords=5/);
  await expect(productsShown(page)).toHaveCount(5);
  await expect(page.getByRole('navigation', { name: 'Pages' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/PageNo=2/);
  await expect(productsShown(page)).toHaveCount(5);

  // The same address, server-rendered, shows the same list.
  const shared = page.url();
  const fresh = await page.context().newPage();
  await load(fresh, shared);
  await expect(fresh.getByLabel('Sort By', { exact: true })).toHaveValue('price-desc');
  await expect(fresh.getByLabel('Show', { exact: true })).toHaveValue('5');
  expect(await cardPrices(fresh)).toEqual(await cardPrices(page));
});

test('price, availability and subcategory filters narrow the products', async ({ page }) => {
  await openElectronics(page);
  const base = page.url();
  const all = await totalOf(page);

  await page.getByLabel('Max (TT$)').fill('500');
  await page.getByLabel('Max (TT$)').press('Enter');
  await expect(page).toHaveURL(/PriceMax=500/);
  await expect.poll(() => totalOf(page)).toBeLessThan(all);
  expect((await cardPrices(page)).every((p) => p <= 500)).toBe(true);
  await load(page, base);

  await page.getByRole('checkbox', { name: 'Out of Stock' }).check();
  await expect(page).toHaveURL(/OutOfStock=1/);
  await expect.poll(() => totalOf(page)).toBeLessThan(all);
  const soldOut = await totalOf(page);
  await expect(productsShown(page)).toHaveCount(Math.min(soldOut, 15));
  await page.getByRole('checkbox', { name: 'Out of Stock' }).uncheck();
  await page.getByRole('checkbox', { name: 'In Stock' }).check();
  await expect(page).toHaveURL(/InStock=1/);
  await expect.poll(() => totalOf(page)).toBe(all - soldOut);
  await page.getByRole('checkbox', { name: 'In Stock' }).uncheck();

  const sub = page.locator('.filter-section').filter({ hasText: 'SUBCATEGORIES' }).getByRole('checkbox').first();
  const label = (await sub.locator('xpath=..').textContent())!;
  const expected = Number(label.match(/\((\d+)\)/)![1]);
  await sub.check();
  await expect(page).toHaveURL(/SubCategoryNo=\d+/);
  await expect.poll(() => totalOf(page)).toBe(expected);
});

test('grid and list views', async ({ page }) => {
  await openElectronics(page);
  await page.getByRole('button', { name: 'List', exact: true }).click();
  await expect(page.getByRole('button', { name: 'List', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('.category-page__main .product-list')).toBeVisible();
  await page.getByRole('button', { name: 'Grid', exact: true }).click();
  await expect(page.locator('.category-page__main section').first().locator('.product-grid')).toBeVisible();
});

test('an unknown category number is a 404 page', async ({ page }) => {
  const res = await gotoHydrated(page, '/category/987654');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});
