// What a phone shopper sees at 390 × 844 with touch (docs/decisions/0058-0060): returns open once an
// order has arrived, and the rest of the street checks of issue 30 as they land.
import fs from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { RETURNS_OPEN_ON_ARRIVAL, returnNotArrived } from '../shop-rules/messages/account';
import { discountOncePerLine } from '../shop-rules/messages/delivery';
import { CARD_CHARGED_LABEL, CARD_FEE_LABEL } from '../shop-rules/messages/payments';
import { alreadyInCart, QUANTITY_SET, setQuantityTo } from '../shop-rules/messages/shop';
import { formatTT } from '../shop-rules/money';
import { priceLine } from '../shop-rules/pricing';
import {
  demoProduct,
  field,
  placeOrder,
  plainProduct,
  registerCustomer,
  signInWithToken,
  type TestCustomer,
} from './account-support';
import { markArrived } from './admin-support';
import {
  type ApiProduct,
  bundleProduct,
  findProduct,
  payOnWipaySandbox,
  plainProduct as plainCartProduct,
} from './cart-support';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

let customer: TestCustomer;
test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  customer = await registerCustomer(page, 'Shania Phone');
  await page.close();
});

test('a return for an order that has not arrived is refused with a message', async ({ page }) => {
  const plain = await demoProduct(page, plainProduct, 3);
  const orderNo = await placeOrder(page, customer, [{ product: plain, quantity: 1 }]);
  await signInWithToken(page, customer);

  // The order page offers no Return while the order is on its way, and says when it will.
  await page.goto(`/orderdetail/${orderNo}`);
  await expect(page.getByRole('heading', { name: 'Order Details' })).toBeVisible();
  await expect(page.getByText(RETURNS_OPEN_ON_ARRIVAL, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: `Return ${plain.ProductName}` })).toHaveCount(0);

  // Asked anyway (an old link, a typed address): the form says so, and the shop refuses it.
  await page.goto(`/productreturn?orderId=${orderNo}&product=${plain.ProductNo}`);
  await expect(page.getByText(returnNotArrived('Pending'))).toBeVisible();
  await page.getByRole('radio', { name: 'Dead On Arrival' }).check();
  await page.getByRole('checkbox', { name: /I have read and agree/ }).check();
  await expect(field(page, 'Product Name')).toHaveValue(plain.ProductName);
  await page.getByRole('button', { name: 'Submit' }).tap();
  await expect(page.getByRole('alert').filter({ hasText: returnNotArrived('Pending') })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Return request received' })).toHaveCount(0);
});

test('the review form of a signed-in customer starts with the mobile and name the account knows', async ({ page }) => {
  await signInWithToken(page, customer);
  await page.goto('/productdetails/10');
  const form = page.getByRole('form', { name: 'Write a review' });
  // The reviews come to life as the shopper scrolls near them.
  await form.scrollIntoViewIfNeeded();
  await expect(form.getByLabel('Mobile', { exact: true })).toHaveValue(customer.mobile);
  await expect(form.getByLabel('Name', { exact: true })).toHaveValue(customer.name);
});

test('Order History and Order Information show their data and actions without sideways scrolling', async ({
  page,
  browser,
}) => {
  // One unit of the third long-named product: other tests buy the first ones, and a demo stock can be 1.
  const long = await demoProduct(page, (p) => plainProduct(p) && p.ProductName.length > 30, 2);
  const orderNo = await placeOrder(page, customer, [{ product: long, quantity: 1 }]);
  await markArrived(browser, orderNo);
  await signInWithToken(page, customer);

  const nothingSideways = async () => {
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      boxes: Array.from(document.querySelectorAll('.table-scroll')).map((b) => b.scrollWidth - b.clientWidth),
    }));
    expect(widths.page).toBeLessThanOrEqual(390);
    for (const overflow of widths.boxes) expect(overflow).toBeLessThanOrEqual(0);
  };
  const onScreen = async (name: string | RegExp) => {
    const box = await page.getByRole('link', { name }).or(page.getByRole('button', { name })).first().boundingBox();
    expect(box, String(name)).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  };

  await page.goto('/orderhistory');
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: `#${orderNo}` }) });
  await expect(row).toBeVisible();
  await nothingSideways();
  await onScreen(`View order ${orderNo}`);
  // Each value on a line of its own across the card (its column's name beside it), not one letter a line.
  const cellWidths = await row
    .locator('th, td')
    .evaluateAll((cells) =>
      cells.map((c) => [c.getBoundingClientRect().width, getComputedStyle(c, '::before').content] as const),
    );
  for (const [width] of cellWidths) expect(width).toBeGreaterThan(250);
  expect(cellWidths.map(([, label]) => label)).toEqual(
    expect.arrayContaining(['"Customer"', '"Status"', '"Total"', '"Date Added"']),
  );

  await page.getByRole('link', { name: `View order ${orderNo}` }).tap();
  await expect(page.getByRole('heading', { name: 'Order Details' })).toBeVisible();
  await nothingSideways();
  await onScreen(`Reorder ${long.ProductName}`);
  await onScreen(`Return ${long.ProductName}`);
  const name = await page.getByRole('link', { name: long.ProductName, exact: true }).boundingBox();
  expect(name!.height).toBeLessThan(80);
  await onScreen('Reorder all products');
});

/** Scrolls the page a screen's third at a time; wherever the button shows, nothing it covers matters. */
async function expectScrollTopClear(page: Page, path: string): Promise<number> {
  let seen = 0;
  // The button's file comes a few seconds after the page has loaded (storefront/root.tsx): wait for it.
  await page.waitForFunction(() =>
    performance.getEntriesByType('resource').some((e) => /\/scroll-to-top-[^/]*\.js$/.test(e.name)),
  );
  // Its look at what lies under it is a file of its own, fetched at the first scroll: fetch it now, so
  // that the looks below do not wait for the network.
  // (Scrolled a pixel at each try: the button may be mounting still when the first scroll comes.)
  await page.waitForFunction(() => {
    window.scrollTo(0, window.scrollY === 200 ? 201 : 200);
    return performance.getEntriesByType('resource').some((e) => /\/scroll-to-top-look-[^/]*\.js$/.test(e.name));
  });
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y <= height; y += 280) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    // The button takes a look a moment after each scroll and stands aside while something lies under
    // it: wait for that look (a button that never stands aside fails here when the wait runs out).
    await expect
      .poll(async () => (await whatTheButtonCovers(page)) ?? [], {
        message: `${path} scrolled to ${y}`,
        timeout: 10_000,
      })
      .toEqual([]);
    if ((await whatTheButtonCovers(page)) !== null) seen += 1;
  }
  return seen;
}

/** The controls and amounts under the scroll-to-top button, or null while it is not shown. */
function whatTheButtonCovers(page: Page): Promise<string[] | null> {
  return page.evaluate(() => {
    const button = document.querySelector('.scroll-to-top');
    if (!button) return null;
    const b = button.getBoundingClientRect();
    const hits = (r: DOMRect) =>
      r.width > 0 &&
      r.height > 0 &&
      r.left < b.right - 1 &&
      r.right > b.left + 1 &&
      r.top < b.bottom - 1 &&
      r.bottom > b.top + 1;
    const found: string[] = [];
    const controls = document.querySelectorAll('a[href], button, input, select, textarea, summary, [role=button]');
    for (const el of Array.from(controls)) {
      if (el === button || el.closest('[inert], [aria-hidden=true]')) continue;
      if (hits(el.getBoundingClientRect())) found.push(`${el.tagName} ${el.textContent?.trim().slice(0, 30)}`);
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.includes('TT$') || !node.parentElement) continue;
      const range = document.createRange();
      range.selectNodeContents(node.parentElement);
      if (hits(range.getBoundingClientRect())) found.push(`amount ${node.parentElement.textContent?.trim()}`);
    }
    return found;
  });
}

test('the scroll-to-top button never covers a control or an amount', async ({ page }) => {
  const product = await demoProduct(page, plainProduct, 2);
  await page.goto(`/productdetails/${product.ProductNo}`);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  let shown = await expectScrollTopClear(page, 'product page');
  await page.goto(`/cart/${product.ProductNo}`);
  await page.waitForURL(/\/cart$/);
  await expect(page.getByRole('table', { name: 'Products in your cart' })).toBeVisible();
  shown += await expectScrollTopClear(page, 'cart');
  await page.goto('/checkout');
  await expect(page.getByRole('complementary', { name: 'Your Order' })).toContainText(product.ProductName);
  shown += await expectScrollTopClear(page, 'checkout');
  // It still serves: on these long pages it showed somewhere, and takes the shopper up.
  expect(shown).toBeGreaterThan(0);
});

/** The words of the element's text that the browser split over two lines. */
async function brokenWords(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((els) =>
    els.flatMap((el) => {
      const text = el.firstChild;
      if (!text || text.nodeType !== Node.TEXT_NODE) return [];
      const broken: string[] = [];
      const data = text.textContent ?? '';
      for (const match of data.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(text, match.index);
        range.setEnd(text, match.index + match[0].length);
        const lines = new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top)));
        if (lines.size > 1) broken.push(match[0]);
      }
      return broken;
    }),
  );
}

test('checkout on a phone: names break between words; a refused field is scrolled to and focused', async ({ page }) => {
  const long = await demoProduct(page, (p) => plainProduct(p) && /Professional/.test(p.ProductName));
  await page.goto(`/cart/${long.ProductNo}`);
  await page.waitForURL(/\/cart$/);
  // The line is in the cart (and kept in the tab) once the cart page shows it, not when the address changes.
  await page
    .getByRole('table', { name: 'Products in your cart' })
    .getByRole('link', { name: long.ProductName })
    .first()
    .waitFor();
  await page.goto('/checkout');
  const summary = page.getByRole('complementary', { name: 'Your Order' });
  await expect(summary).toContainText(long.ProductName);
  expect(await brokenWords(page, '.order-summary__name')).toEqual([]);

  // The shopper taps the Place Order under the summary without filling the form in.
  const place = page.getByRole('button', { name: 'Place Order' }).last();
  await place.scrollIntoViewIfNeeded();
  await place.tap();
  const mobile = page.getByRole('textbox', { name: 'Mobile' });
  await expect(mobile).toBeFocused();
  await expect(mobile).toBeInViewport();
  await expect(mobile).toHaveAccessibleDescription(/Phone Number is invalid\. Please enter 7 digits\./);
  await mobile.fill('6201234');
  await place.scrollIntoViewIfNeeded();
  await place.tap();
  const name = page.getByRole('textbox', { name: 'Name' });
  await expect(name).toBeFocused();
  await expect(name).toBeInViewport();
  await expect(name).toHaveAccessibleDescription('Customer Name is required.');
});

/** The element lies wholly inside the first screen (the page not scrolled). */
async function expectOnFirstScreen(locator: Locator, what: string) {
  await expect(locator, what).toBeVisible();
  const box = await locator.boundingBox();
  expect(box, what).not.toBeNull();
  expect(box!.y, what).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height, `${what} ends within 844 px`).toBeLessThanOrEqual(844);
}

test('the first screen of a product page holds the name, the price (discounted, bundles) and Add To Cart', async ({
  page,
  request,
}) => {
  const discounted = await findProduct(request, (p) => plainCartProduct(p) && p.DiscountPercent > 0);
  const bundles = await findProduct(request, bundleProduct);
  const withOptions = await findProduct(request, (p) => !p.IsSoldOut && p.ProductSKUCount > 1);
  for (const product of [discounted, bundles, withOptions, { ProductNo: 10 } as ApiProduct]) {
    await page.goto(`/productdetails/${product.ProductNo}`);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const where = `/productdetails/${product.ProductNo}`;
    await expectOnFirstScreen(page.getByRole('heading', { level: 1 }), `${where}: the name`);
    await expectOnFirstScreen(page.locator('.product-info__price'), `${where}: the price`);
    await expectOnFirstScreen(
      page.locator('.product-info').getByRole('button', { name: 'Add To Cart' }),
      `${where}: Add To Cart`,
    );
    if ((await page.locator('.tier-prices').count()) > 0)
      await expectOnFirstScreen(page.locator('.tier-prices'), `${where}: the bundle prices`);
  }

  // The discounted price, with the once-per-line rule, where it is seen first: the page and the card.
  const one = priceLine(discounted, 1);
  await page.goto(`/productdetails/${discounted.ProductNo}`);
  await expect(page.locator('.product-info__now')).toHaveText(formatTT(one.total));
  await expect(page.locator('.product-info__was')).toContainText(formatTT(one.unitPrice));
  await expect(page.getByText(discountOncePerLine(discounted.DiscountPercent, one.discount))).toBeVisible();
  await page.goto(`/search/${encodeURIComponent(discounted.ProductName)}`);
  const card = page.locator('.product-card').filter({ hasText: discounted.ProductName }).first();
  await expect(card.locator('.product-card__now')).toContainText(formatTT(one.total));

  // Two in the cart: the line says the percent came off once.
  const single = await findProduct(request, (p) => plainCartProduct(p) && p.DiscountPercent > 0 && p.SalesPrice2 === 0);
  await page.goto(`/cart/${single.ProductNo}`);
  await page.waitForURL(/\/cart$/);
  await page.getByRole('spinbutton', { name: `Quantity of ${single.ProductName}` }).fill('2');
  await page.getByRole('spinbutton', { name: `Quantity of ${single.ProductName}` }).press('Tab');
  const saving = priceLine(single, 2).discount;
  await expect(page.getByText(discountOncePerLine(single.DiscountPercent, saving))).toBeVisible();
});

test('a Tobago shopper sees the TT$60 or TT$30 freight in the cart, and checkout charges the same', async ({
  page,
  request,
}) => {
  const plain = await findProduct(request, plainCartProduct, 5);
  const free = await findProduct(request, (p) => !p.IsSoldOut && p.ProductSKUCount <= 1 && p.FreeDelivery === 1);
  await page.goto(`/cart/${plain.ProductNo}`);
  await page.waitForURL(/\/cart$/);
  const totals = page.getByRole('region', { name: 'Cart Totals' }).or(page.locator('.cart-totals'));
  const freight = totals.getByText('Freight', { exact: true }).locator('..');
  await expect(freight).toContainText('TT$40.00');
  const island = page.getByRole('group', { name: 'Deliver to' });
  await island.getByRole('radio', { name: /^Tobago/ }).check();
  await expect(freight).toContainText('TT$60.00');

  // A free-delivery product: free in Trinidad, TT$30 still to Tobago, said before checkout.
  await page.goto(`/cart/${free.ProductNo}`);
  await page.waitForURL(/\/cart$/);
  await expect(island.getByRole('radio', { name: /^Tobago/ })).toBeChecked();
  await expect(freight).toContainText('TT$30.00');
  await expect(island.getByRole('radio', { name: /^Trinidad/ })).toHaveAccessibleName(/TT\$0\.00/);

  await totals.getByRole('link', { name: 'Checkout' }).tap();
  await expect(page).toHaveURL(/\/checkout$/);
  const summary = page.getByRole('complementary', { name: 'Your Order' });
  await expect(summary.getByText('Freight', { exact: true }).locator('..')).toContainText('TT$30.00');
  await expect(page.getByRole('group', { name: 'Deliver to' }).getByRole('radio', { name: 'Tobago' })).toBeChecked();
});

/** The text of the outbox's mails (quoted-printable undone) that mention the order. */
function mailsAbout(orderNo: number): string[] {
  const outbox = process.env.BROWSER_TEST_OUTBOX;
  if (!outbox) throw new Error('BROWSER_TEST_OUTBOX is not set: run through scripts/browser-tests.mjs');
  const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((f) => f.endsWith('.eml')) : [];
  return files
    .map((f) =>
      fs
        .readFileSync(path.join(outbox, f), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    )
    .filter((text) => text.includes(`Order ${orderNo} is paid`));
}

test("a card order's success page, mail and order detail show the amount charged", async ({ page, request }) => {
  await page.goto('/wipaystart');
  await expect(page).toHaveURL(/\/$/);
  await signInWithToken(page, customer);
  const product = await findProduct(request, plainCartProduct, 9);
  await page.goto(`/cart/${product.ProductNo}`);
  await page.waitForURL(/\/cart$/);
  // The line is in the cart (and kept in the tab) once the cart page shows it, not when the address changes.
  await page
    .getByRole('table', { name: 'Products in your cart' })
    .getByRole('link', { name: product.ProductName })
    .first()
    .waitFor();
  await page.goto('/checkout');
  const summary = page.getByRole('complementary', { name: 'Your Order' });
  await expect(summary).toContainText(product.ProductName);
  await page.getByRole('textbox', { name: 'Address' }).fill('3 Bay Road, Scarborough');
  await page.getByRole('radio', { name: 'Credit / Debit Card (Wipay)' }).check();
  const chargedRow = summary.getByText(CARD_CHARGED_LABEL, { exact: true }).locator('..');
  const charged = ((await chargedRow.textContent()) ?? '').match(/TT\$[\d,]+\.\d{2}/)![0];
  const total = ((await summary.getByText('Total', { exact: true }).locator('..').textContent()) ?? '').match(
    /TT\$[\d,]+\.\d{2}/,
  )![0];
  expect(charged).not.toBe(total);

  await page.getByRole('button', { name: 'Place Order Using Wipay' }).last().tap();
  await payOnWipaySandbox(page, 'Shania Phone', { touch: true });

  // The success page: the order's total, the card fee and what the card was charged.
  await expect(page).toHaveURL(/\/success$/, { timeout: 20_000 });
  const orderNo = Number(await page.getByTestId('order-number').textContent());
  await expect(page.getByTestId('order-total')).toHaveText(total);
  await expect(page.getByTestId('order-charged')).toHaveText(charged);
  await expect(page.getByText(CARD_FEE_LABEL, { exact: true })).toBeVisible();

  // The mail says it too.
  await expect.poll(() => mailsAbout(orderNo).length, { timeout: 30_000 }).toBeGreaterThan(0);
  const mail = mailsAbout(orderNo)[0]!;
  expect(mail).toContain(CARD_CHARGED_LABEL);
  expect(mail).toContain(charged);

  // And the order page.
  await page.goto(`/orderdetail/${orderNo}`);
  await expect(page.getByRole('heading', { name: 'Order Details' })).toBeVisible();
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: CARD_CHARGED_LABEL }) });
  await expect(row).toContainText(charged);
});

test('adding a product already in the cart says so and offers to set the quantity', async ({ page, request }) => {
  const product = await findProduct(request, (p) => plainCartProduct(p) && p.SalesPrice2 === 0, 0);
  await page.goto(`/productdetails/${product.ProductNo}`);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const info = page.locator('.product-info--buy');
  await info.getByRole('button', { name: 'Add To Cart' }).tap();
  await expect(page.getByRole('status').filter({ hasText: 'Item Added To Cart' }).first()).toBeVisible();

  // The stepper to 3, Add To Cart again: not 'added', but what the cart holds, and the offer.
  await info.getByRole('button', { name: 'Increase quantity' }).tap();
  await info.getByRole('button', { name: 'Increase quantity' }).tap();
  await info.getByRole('button', { name: 'Add To Cart' }).tap();
  const notice = page.locator('.snackbar').filter({ hasText: alreadyInCart(product.ProductName, 1) });
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: setQuantityTo(3) }).tap();
  await expect(page.locator('.snackbar').filter({ hasText: QUANTITY_SET })).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(sessionStorage.getItem('cartList') ?? 'null'));
  expect(stored.cartList).toHaveLength(1);
  expect(stored.cartList[0].Quantity).toBe(3);

  // The same quantity again: the cart is offered, where it can be changed.
  await info.getByRole('button', { name: 'Add To Cart' }).tap();
  const again = page.locator('.snackbar').filter({ hasText: alreadyInCart(product.ProductName, 3) });
  await again.getByRole('button', { name: 'View Cart' }).tap();
  await expect(page).toHaveURL(/\/cart$/);
});
