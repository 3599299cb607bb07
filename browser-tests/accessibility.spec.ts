import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { DHOLAK_WITH_VIDEO, gotoHydrated, watchConsole } from './catalogue-helpers';

// Pages come from browser.newContext(), as @axe-core/playwright 4.13 needs.
const pages = [
  { name: 'home', path: '/' },
  { name: 'search', path: '/search/tabla' },
  { name: 'category', path: '/category' },
  { name: 'information page', path: '/aboutus' },
];

for (const width of [390, 1280]) {
  for (const { name, path } of pages) {
    test(`${name} page at ${width} px: no serious or critical accessibility problem, no console error`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      const errors = watchConsole(page);
      await gotoHydrated(page, path);
      const { violations } = await new AxeBuilder({ page }).analyze();
      const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
}

test('a category and a product page, with their panels open: no serious or critical accessibility problem', async ({
  browser,
}) => {
  // Three pages and three axe runs over the whole product page (reviews, video, two carousels).
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors = watchConsole(page);
  await gotoHydrated(page, '/category');
  await page.getByRole('main').getByRole('link', { name: 'Kitchen', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kitchen' })).toBeVisible();
  let { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  await gotoHydrated(page, `/search/${encodeURIComponent(DHOLAK_WITH_VIDEO)}`);
  await page.getByRole('link', { name: DHOLAK_WITH_VIDEO, exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: DHOLAK_WITH_VIDEO })).toBeVisible();
  await page.locator('.product-carousels').scrollIntoViewIfNeeded();
  await page.getByRole('heading', { name: 'Similar Products' }).waitFor();
  ({ violations } = await new AxeBuilder({ page }).analyze());
  expect(
    violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
  await page.getByRole('navigation', { name: 'Shop by category' }).getByRole('button', { name: 'Clothing' }).click();
  ({ violations } = await new AxeBuilder({ page }).analyze());
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
});

test('the menu panel on a phone traps focus and is accessible', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await gotoHydrated(page, '/');
  await page.getByRole('button', { name: 'Menu' }).click();
  const panel = page.getByRole('dialog', { name: 'Menu' });
  await expect(panel).toBeVisible();
  await expect(panel.locator(':focus')).toHaveCount(1);
  const { violations } = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  await context.close();
});
