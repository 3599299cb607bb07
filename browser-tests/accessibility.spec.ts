import { expect, test } from '@playwright/test';
import { axeViolations, expectNoSeriousViolations } from './axe-check';
import { DHOLAK_WITH_VIDEO, gotoHydrated, watchConsole } from './catalogue-helpers';

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
      await expectNoSeriousViolations(page);
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
  await expectNoSeriousViolations(page);

  await gotoHydrated(page, `/search/${encodeURIComponent(DHOLAK_WITH_VIDEO)}`);
  await page.getByRole('link', { name: DHOLAK_WITH_VIDEO, exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: DHOLAK_WITH_VIDEO })).toBeVisible();
  await page.locator('.product-carousels').scrollIntoViewIfNeeded();
  await page.getByRole('heading', { name: 'Similar Products' }).waitFor();
  await expectNoSeriousViolations(page);
  await page.getByRole('navigation', { name: 'Shop by category' }).getByRole('button', { name: 'Clothing' }).click();
  await expectNoSeriousViolations(page);
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
  await expectNoSeriousViolations(page, '[role="dialog"]');
  await context.close();
});

test('the axe check run in the page finds a serious problem where there is one', async ({ page }) => {
  // The check every accessibility test relies on (axe-check.ts), proven able to fail.
  await page.setContent('<main><button></button><img src="data:,"></main>');
  const found = await axeViolations(page);
  expect(
    found.filter((v) => v.impact === 'critical' || v.impact === 'serious').map((v) => v.text.split(':')[0]),
  ).toEqual(expect.arrayContaining(['button-name', 'image-alt']));
});
