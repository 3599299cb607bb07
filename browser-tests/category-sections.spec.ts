// A category page shows only the design sections that belong to it (docs/decisions/0039): the demo's
// electronics pages carry 'Top Electronics' and never 'Puja Essentials', also after moving between categories
// without a new page load.
import { expect, type Page, test } from '@playwright/test';
import { gotoHydrated, watchConsole } from './catalogue-helpers';

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

async function openFromAllCategories(page: Page, name: string) {
  await page.locator('.department-list').getByRole('link', { name, exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 30_000 });
}

test('an electronics category page shows its own sections and no Puja section', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = watchConsole(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await gotoHydrated(page, '/category');
  await openFromAllCategories(page, 'Electronics');
  const electronics = section(page, 'Top Electronics');
  await electronics.scrollIntoViewIfNeeded({ timeout: 30_000 });
  await expect(electronics.locator('article').first()).toBeVisible({ timeout: 30_000 });
  await expect(section(page, 'Puja Essentials')).toHaveCount(0);
  await expect(section(page, 'Cook Like Mummy')).toHaveCount(0);

  // A subcategory shows its department's sections.
  await gotoHydrated(page, '/category');
  await openFromAllCategories(page, 'Televisions');
  await expect(section(page, 'Top Electronics').locator('article').first()).toBeAttached({ timeout: 30_000 });
  await expect(section(page, 'Puja Essentials')).toHaveCount(0);

  // Another department, reached by a link in the tree without a new page load, brings its own sections.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page
    .getByRole('complementary')
    .getByRole('link', { name: 'Puja Items', exact: true })
    .first()
    .evaluate((a: HTMLAnchorElement) => a.click());
  await expect(page.getByRole('heading', { level: 1, name: 'Puja Items' })).toBeVisible({ timeout: 30_000 });
  await expect(section(page, 'Puja Essentials').locator('article').first()).toBeAttached({ timeout: 30_000 });
  await expect(section(page, 'Top Electronics')).toHaveCount(0);
  expect(errors).toEqual([]);
});
