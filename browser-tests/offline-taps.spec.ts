// Parts a tap opens, whose files the page fetches only then (docs/decisions/0098), on the phone profile
// without a signal: once the service worker runs they open even though the shopper never opened them
// before (the worker kept their files when it was installed); before it runs, the tap says in the
// shop's words that it needs the connection, the page stays as it was, and the next tap with a
// signal opens the part.
import { expect, type Page, test } from '@playwright/test';
import { phone } from '../bench/phone-profile';
import { watchErrors } from './cart-support';

test.describe.configure({ timeout: 120_000 });

const hydrated = (page: Page) => page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
const NO_CONNECTION = 'No connection. Try again when you are back online.';
/** What a failed fetch logs: expected here, since the link is down on purpose. */
const OFFLINE_NOISE = /ERR_INTERNET_DISCONNECTED|Failed to fetch|could not be loaded|ERR_FAILED|Unable to preload CSS/;

/** The files this page has fetched so far whose names start with one of these parts' names. */
const fetched = (page: Page, names: RegExp) =>
  page.evaluate(
    (source) =>
      performance
        .getEntriesByType('resource')
        .map((e) => new URL(e.name).pathname)
        .filter((p) => new RegExp(source).test(p)),
    names.source,
  );

const TAPPED_PARTS = /\/assets\/(menu-panel-dialog|cart-panel|account-dialogs)-/;

test('with the worker running, the menu, the cart panel and the login dialog open offline the first time they are tapped', async ({
  browser,
}) => {
  const { page, context, offline } = await phone(browser);
  const errors = watchErrors(page);
  try {
    await page.goto('/');
    await hydrated(page);
    // The worker is installed (it kept the tapped parts' files then) and controls the page.
    await page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, { timeout: 45_000 });
    expect(await fetched(page, TAPPED_PARTS)).toEqual([]);

    await offline(true);
    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toHaveCount(0);

    await banner.getByRole('button', { name: /^Cart, 0 items$/ }).click();
    const cart = page.getByRole('dialog', { name: 'Shopping Cart' });
    await expect(cart).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(cart).toHaveCount(0);

    await banner.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
    await expect(page.getByText(NO_CONNECTION)).toHaveCount(0);
    expect(errors.filter((e) => !OFFLINE_NOISE.test(e))).toEqual([]);
  } finally {
    await context.close();
  }
});

test('without the worker, a tap on the menu offline says it needs the connection, and opens it once the signal is back', async ({
  browser,
}) => {
  // A first visit before the worker came (or a browser without service workers).
  const own = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    serviceWorkers: 'block',
  });
  const { page, offline } = await phone(browser, { context: own });
  const errors = watchErrors(page);
  try {
    await page.goto('/');
    await hydrated(page);

    await offline(true);
    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('alert')).toContainText(NO_CONNECTION);
    await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);
    // The page is still the shop's page, not an error page.
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
    await expect(page.locator('.product-card').first()).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');

    await banner.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alert')).toContainText(NO_CONNECTION);
    await expect(page.getByRole('dialog', { name: 'Login' })).toHaveCount(0);

    await offline(false);
    await banner.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await banner.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
    expect(errors.filter((e) => !OFFLINE_NOISE.test(e))).toEqual([]);
  } finally {
    await own.close();
  }
});
