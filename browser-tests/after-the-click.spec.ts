// What the shopper sees after each click, at 390 and 1280 px: the success page's order number, total and
// bank-transfer steps (matching SaveOrder's answer and the mail), the plain /success redirect, a saved
// review that keeps the cart, sold-out buttons, a line's discount as its own amount, Load More going away
// and page titles ending with the shop's name (docs/decisions/0031-after-the-click.md).
import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { formatTT, toCents } from '../shop-rules/money';
import { lineDiscount, priceLine } from '../shop-rules/pricing';
import { signIn } from './admin-support';
import {
  type ApiProduct,
  addThroughLink,
  findProduct,
  registerAndSignIn,
  soldOutProduct,
  watchErrors,
} from './cart-support';
import { gotoHydrated } from './catalogue-helpers';
import { leavesWithin } from './page-clock';

const SHOP_NAME = 'Trini Shop (demo)';
const ORDER_PLACED = 'Your Order has been successfully placed!';

/** A product with a percent discount, no bundle prices and no options: its line shows a discount. */
const discountedProduct = (p: ApiProduct) =>
  !p.IsSoldOut &&
  p.ProductSKUCount <= 1 &&
  p.DiscountPercent > 0 &&
  !p.SalesPrice2 &&
  !p.SalesPrice3 &&
  !p.SalesPrice5 &&
  lineDiscount(toCents(p.SalesPrice), 1, priceLine(p, 1).total) > 0;

const discountText = (p: ApiProduct) =>
  `Discount −${formatTT(lineDiscount(toCents(p.SalesPrice), 1, priceLine(p, 1).total))}`;

/** The order mail in the shop's outbox folder that names this order, decoded from quoted-printable. */
async function orderMail(orderNo: number): Promise<string> {
  const outbox = process.env.BROWSER_TEST_OUTBOX;
  if (!outbox) throw new Error('BROWSER_TEST_OUTBOX is not set: run through scripts/browser-tests.mjs');
  for (let i = 0; i < 100; i++) {
    const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((f) => f.endsWith('.eml')) : [];
    for (const f of files) {
      const text = fs
        .readFileSync(path.join(outbox, f), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
      if (text.includes(`order ${orderNo}`) && text.includes('payment reference'))
        return Buffer.from(text, 'latin1').toString('utf8');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No mail for order ${orderNo}`);
}

async function cartCount(page: Page): Promise<string> {
  return (await page.locator('.header-action--cart .cart-count').textContent())?.trim() ?? '';
}

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    // Each width orders its own products, so the two runs never share a cart line or a review limit.
    const skip = width === 390 ? 0 : 1;

    test('a bank-transfer order: /success gives the number SaveOrder returned, the total, the reference, bank details and WhatsApp, and stays; the mail and order detail agree', async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      // The page's timers run on a clock the test moves (browser-tests/page-clock.ts).
      await page.clock.install();
      const errors = watchErrors(page);
      const product = await findProduct(request, discountedProduct, skip);
      await addThroughLink(page, product);
      const cartRow = page
        .getByRole('table', { name: 'Products in your cart' })
        .getByRole('row')
        .filter({ hasText: product.ProductName });
      await expect(cartRow).toContainText(discountText(product));

      const { token } = await registerAndSignIn(page, 'Reference Shopper');
      await page.goto('/checkout');
      await page.getByRole('textbox', { name: 'Address' }).fill('9 Reference Street, Couva');
      const summary = page.getByRole('complementary', { name: 'Your Order' });
      await expect(summary).toContainText(discountText(product));
      await page.getByRole('radio', { name: 'Bank Transfer' }).check();
      await expect(page.getByText(/use your order number as the payment reference/)).toBeVisible();
      await expect(page.getByText(/name and mobile number as the payment reference/)).toHaveCount(0);

      const saved = page.waitForResponse(
        (r) => r.url().endsWith('/api/shop/SaveOrder') && r.request().method() === 'POST',
      );
      await page.getByRole('button', { name: 'Place Order' }).first().click();
      const answer = (await (await saved).json()) as { success: boolean; OrderNo: number; TotalAmount: number };
      expect(answer.success).toBe(true);
      const total = formatTT(toCents(answer.TotalAmount));

      await expect(page).toHaveURL(/\/success$/);
      await expect(page.getByRole('heading', { name: ORDER_PLACED })).toBeVisible();
      await expect(page.getByTestId('order-number')).toHaveText(String(answer.OrderNo));
      await expect(page.getByTestId('order-total')).toHaveText(total);
      await expect(page.getByTestId('bank-reference')).toHaveText(String(answer.OrderNo));
      await expect(
        page.getByText(`Please use your order number, ${answer.OrderNo}, as the payment reference.`),
      ).toBeVisible();
      await expect(page.locator('.bank-details')).toContainText(`Amount${total}`);
      await expect(page.locator('.bank-details')).toContainText('Account Number');
      const whatsapp = page.getByRole('link', { name: 'Send the receipt by WhatsApp' });
      await expect(whatsapp).toHaveAttribute(
        'href',
        new RegExp(`^https://wa\\.me/\\d+\\?text=.*order%20${answer.OrderNo}`),
      );
      // It does not leave by itself (a plain visit leaves after 3 s), and a reload in the same tab keeps it.
      expect(await leavesWithin(page, 60_000)).toEqual([]);
      await expect(page).toHaveURL(/\/success$/);
      await page.reload();
      await expect(page.getByTestId('order-number')).toHaveText(String(answer.OrderNo));
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      const mail = await orderMail(answer.OrderNo);
      expect(mail).toContain(`Please use your order number, ${answer.OrderNo}, as the payment reference.`);
      expect(mail).toContain(`Total: ${total}`);

      await page.goto(`/orderdetail/${answer.OrderNo}`);
      const lines = page.getByRole('region', { name: 'Products' }).first();
      await expect(lines).toContainText(discountText(product));
      expect(token).toBeTruthy();
      // The invoice (the back office's packing slip) shows the same discount.
      await signIn(page);
      await page.goto(`/admin/orders/${answer.OrderNo}/slip`);
      await expect(page.getByRole('table', { name: 'Products' })).toContainText(discountText(product));
      expect(errors).toEqual([]);
    });

    test('a plain visit to /success still goes home after 3 seconds', async ({ page }) => {
      await page.clock.install();
      await gotoHydrated(page, '/success');
      await expect(page.getByRole('heading', { name: ORDER_PLACED })).toBeVisible();
      await expect(page.getByTestId('order-number')).toHaveCount(0);
      // Its 3 seconds run on the page's clock: it sets off, as the order's /success above must not (the
      // same check, so that one can fail).
      expect(await leavesWithin(page, 3_100)).not.toEqual([]);
      await page.waitForURL((url) => url.pathname === '/', { timeout: 8_000 });
    });

    test('a saved review keeps the cart and the page, thanks the shopper and shows in the list', async ({
      page,
      request,
    }) => {
      const errors = watchErrors(page);
      const inCart = await findProduct(request, discountedProduct, 2 + skip);
      await addThroughLink(page, inCart);
      const before = await cartCount(page);
      expect(Number(before)).toBeGreaterThan(0);

      const reviewed = await findProduct(request, discountedProduct, 4 + skip);
      await gotoHydrated(page, `/productdetails/${reviewed.ProductNo}`);
      const form = page.getByRole('form', { name: 'Write a review' });
      const title = `Sweet sound ${width} ${Date.now()}`;
      await form.getByLabel('Mobile', { exact: true }).fill(String(3100000 + Math.floor(Math.random() * 800000)));
      await form.getByLabel('Name', { exact: true }).fill('Review Writer');
      await form.getByLabel('Title', { exact: true }).fill(title);
      await form.getByLabel('Review', { exact: true }).fill('Arrived quickly and sounds lovely.');
      await form.locator('label').filter({ hasText: '4 stars' }).click();
      await form.getByRole('button', { name: 'Submit Review' }).click();

      await expect(form.getByRole('status')).toHaveText('Thank you for your review. It is now in the list.');
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/productdetails/${reviewed.ProductNo}$`));
      await expect(page.getByText(ORDER_PLACED)).toHaveCount(0);
      expect(await cartCount(page)).toBe(before);
      // Saved for good: the page read again still lists it.
      await page.reload();
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
      expect(errors).toEqual([]);
    });

    test("a sold-out card's button says Sold Out and still answers with the spec's message; the product page disables Buy Now", async ({
      page,
      request,
    }) => {
      const product = await findProduct(request, soldOutProduct);
      await gotoHydrated(page, `/search/${encodeURIComponent(product.ProductName)}`);
      const card = page
        .locator('article')
        .filter({ has: page.getByRole('heading', { name: product.ProductName }) })
        .first();
      const button = card.getByRole('button', { name: 'Sold Out' });
      await expect(button).toBeVisible();
      await expect(button).toHaveAttribute('aria-disabled', 'true');
      const before = await cartCount(page);
      // Playwright will not press an aria-disabled button by itself; a shopper's tap still lands on it.
      await button.click({ force: true });
      await expect(page.getByText('Item is sold out. Please select other item')).toBeVisible();
      expect(await cartCount(page)).toBe(before);

      await gotoHydrated(page, `/productdetails/${product.ProductNo}`);
      const info = page.locator('.product-info');
      await expect(info.getByRole('button', { name: 'Sold Out' })).toBeVisible();
      await expect(info.getByRole('button', { name: 'Buy Now' })).toBeDisabled();
      await expect(info.getByRole('button', { name: 'Add To Cart' })).toHaveCount(0);
    });

    test('Load More goes away when no page is left', async ({ page, request }) => {
      test.setTimeout(90_000);
      let total = 0;
      for (let pageNo = 1; pageNo <= 30; pageNo++) {
        const list = (await (
          await request.get(`/api/trini/GetProducts?HomePageProducts=1&MaxRecords=100&PageNo=${pageNo}&UseForExpo=1`)
        ).json()) as unknown[];
        total += list.length;
        if (list.length < 100) break;
      }
      await gotoHydrated(page, '/');
      const more = page.getByRole('button', { name: 'Load More Products...' });
      const cards = page.locator('.home-products article');
      for (let shown = 15; shown < total; shown += 15) {
        await more.click();
        await expect(cards).toHaveCount(Math.min(shown + 15, total));
      }
      // The last page was full: one more press finds none left. Either way the button is gone.
      if (await more.isVisible()) await more.click();
      await expect(more).toHaveCount(0);
      await expect(cards).toHaveCount(total);
    });
  });
}

test('every storefront page title ends with the shop name', async ({ page, request }) => {
  test.setTimeout(90_000);
  const product = await findProduct(request, discountedProduct, 6);
  const paths = [
    '/',
    '/category',
    `/productdetails/${product.ProductNo}`,
    '/search/tabla',
    '/aboutus',
    '/deliverypolicy',
    '/privacypolicy',
    '/termsandcondition',
    '/ourservices',
    '/cart',
    '/checkout',
    '/wishlist',
    '/login',
    '/register',
    '/ordertrack',
    `/placeorder/${product.ProductNo}`,
    '/no-such-page',
    '/productdetails/99999999',
    '/success',
  ];
  for (const p of paths) {
    await gotoHydrated(page, p);
    await expect
      .poll(() => page.title(), { message: p })
      .toMatch(new RegExp(` \\| ${SHOP_NAME.replace(/[()]/g, '\\$&')}$`));
  }
});
