// The direct order pages keep an order placed without a signal (docs/decisions/0066), on the phone
// profile: /fborder/{ProductNo}/{ShopNo} (the order link shared on social sites) and
// /placeorder/{ProductNo}. The order is kept on the phone and shown as waiting, also after a reload
// made offline; it is sent when the link is back, its first answer is lost on the way back and it is
// sent again with the same key, and the back office holds exactly one order for the shopper.
import { expect, type Page, test } from '@playwright/test';
import { phone } from '../bench/phone-profile';
import { freshMobile } from './account-support';
import { signIn } from './admin-support';
import { findProduct, plainProduct, watchErrors } from './cart-support';

// A throttled phone, a worker to wait for and the owner's back office: slow on a loaded machine.
test.describe.configure({ timeout: 240_000 });

const hydrated = (page: Page) => page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });

/** Waits until the service worker controls the page and has kept the page itself (so a reload offline opens it). */
async function keptByWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 30_000 });
  const here = new URL(page.url()).pathname;
  await expect
    .poll(
      () =>
        page.evaluate(async (p) => Boolean(await (await caches.open('shop-pages')).match(location.origin + p)), here),
      { timeout: 20_000 },
    )
    .toBe(true);
}

/** The orders the back office lists for a mobile number, as the owner (signed in on this page) sees them. */
async function ordersInTheShop(owner: Page, mobile: string): Promise<string[]> {
  await owner.goto(`/admin/orders?q=${mobile}`);
  await expect(owner.getByRole('heading', { level: 1 })).toBeVisible();
  const links = owner.getByRole('table').getByRole('link', { name: /^Order \d+$/ });
  return (await links.allTextContents()).map((t) => t.replace(/^Order /, '').trim());
}

const pages = [
  {
    name: 'the order link page /fborder/{ProductNo}/{ShopNo}',
    path: (productNo: number) => `/fborder/${productNo}/17`,
    send: 'Send Order',
    async fill(page: Page, mobile: string) {
      await page.getByRole('textbox', { name: 'Mobile' }).fill(mobile);
      await page.getByRole('textbox', { name: 'Name' }).fill('Offline Link Shopper');
      await page.getByRole('textbox', { name: 'Address' }).fill('5 No Signal Trace, Moruga');
      await page.getByRole('combobox', { name: 'City' }).selectOption({ index: 1 });
    },
    kept: async (page: Page) => expect(page.getByRole('textbox', { name: 'Address' })).toBeVisible(),
  },
  {
    name: 'the place-order page /placeorder/{ProductNo}',
    path: (productNo: number) => `/placeorder/${productNo}`,
    send: 'Order Now',
    async fill(page: Page, mobile: string) {
      await page.getByRole('textbox', { name: 'Mobile' }).fill(mobile);
      await page.getByRole('textbox', { name: 'First Name' }).fill('Offline');
      await page.getByRole('textbox', { name: 'Last Name' }).fill('Placer');
      await page.getByRole('textbox', { name: 'Address 1' }).fill('6 Dead Zone Road, Toco');
      await page.getByRole('combobox', { name: 'City' }).selectOption({ index: 1 });
    },
    kept: async (page: Page) => expect(page.getByRole('textbox', { name: 'Address 1' })).toBeVisible(),
  },
];

for (const [i, direct] of pages.entries()) {
  test(`${direct.name}: an order placed offline waits, survives a reload, and is placed once when the link is back`, async ({
    browser,
    request,
  }) => {
    const product = await findProduct(request, plainProduct, 14 + i);
    const { page, context, offline } = await phone(browser);
    const errors = watchErrors(page);
    const mobile = freshMobile();
    const ownerContext = await browser.newContext();
    try {
      const owner = await ownerContext.newPage();
      await signIn(owner);
      await page.goto(direct.path(product.ProductNo));
      await hydrated(page);
      await keptByWorker(page);
      await direct.fill(page, mobile);

      await offline(true);
      await page.getByRole('button', { name: direct.send }).click();
      const waiting = page.getByTestId('waiting-order');
      await expect(waiting).toContainText('Your order is waiting to be sent');
      await expect(waiting.getByRole('button', { name: 'Cancel this order' })).toBeVisible();

      // Reloaded without a signal: the page comes from the phone, the order still waits.
      await page.reload();
      await hydrated(page);
      await direct.kept(page);
      await expect(page.getByTestId('waiting-order')).toContainText('Your order is waiting to be sent');

      // The first answer is lost on the way back: the shop saved the order, the phone never heard.
      let sends = 0;
      await page.route('**/api/shop/SaveOrder', async (route) => {
        sends++;
        if (sends === 1) {
          await route.fetch();
          return route.abort('connectionreset');
        }
        return route.continue();
      });
      await offline(false);
      await expect(page.getByRole('heading', { name: 'Your Order has been successfully placed!' })).toBeVisible({
        timeout: 60_000,
      });
      const orderNo = (await page.getByTestId('order-number').textContent())!.trim();
      expect(sends).toBeGreaterThanOrEqual(2);
      expect(await page.evaluate(() => localStorage.getItem('shop:queuedOrder'))).toBeNull();

      // Exactly one order in the shop for this shopper, the one the phone was shown.
      expect(await ordersInTheShop(owner, mobile)).toEqual([orderNo]);

      // Opening the page again sends nothing more.
      await page.goto(direct.path(product.ProductNo));
      await hydrated(page);
      await expect(page.getByTestId('waiting-order')).toHaveCount(0);
      expect(await ordersInTheShop(owner, mobile)).toEqual([orderNo]);
      expect(
        errors.filter(
          (e) => !/ERR_INTERNET_DISCONNECTED|ERR_CONNECTION_RESET|Failed to fetch|Order could not be sent/.test(e),
        ),
      ).toEqual([]);
    } finally {
      await context.close();
      await ownerContext.close();
    }
  });
}
