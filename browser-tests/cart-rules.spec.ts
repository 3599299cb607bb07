// The cart's pricing rules as a shopper sees them (docs/product.md#pricing): adding from a card and from
// the product page, quantity changes repricing the line and the totals, free delivery, Tobago at
// checkout, removing lines, the empty states and a reload. Products are found through the public API;
// the expected amounts are worked out here from the spec's rules, not from the shop's own code.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { type ApiProduct, addThroughLink, findProduct, tt, watchErrors } from './cart-support';
import { gotoHydrated } from './catalogue-helpers';

const single = (p: ApiProduct) => !p.IsSoldOut && p.ProductSKUCount <= 1;
const noFreeDelivery = (p: ApiProduct) => !p.FreeDelivery && p.FreeDeliveryQuantity <= 1;
const noBundles = (p: ApiProduct) => !(p.SalesPrice2 > 0) && !(p.SalesPrice3 > 0) && !(p.SalesPrice5 > 0);

const cents = (dollars: number | null | undefined) => Math.round(Number(dollars ?? 0) * 100);
/** Half up to a whole dollar, of numerator / denominator cents. */
const roundDollar = (numerator: number, denominator: number) =>
  Math.floor((numerator + 50 * denominator) / (100 * denominator)) * 100;

/** The line total of docs/product.md#line-pricing, in cents. */
function expectedLine(p: ApiProduct, q: number): number {
  const bundle = { 2: cents(p.SalesPrice2), 3: cents(p.SalesPrice3), 5: cents(p.SalesPrice5) } as Record<
    number,
    number
  >;
  if ((q === 2 || q === 3 || q === 5) && bundle[q] > 0) return bundle[q];
  for (const size of [5, 3, 2]) if (q > size && bundle[size] > 0) return roundDollar(bundle[size] * q, size);
  const price = cents(p.SalesPrice);
  return Math.max(0, price * q - roundDollar(price * Math.round(Number(p.DiscountPercent ?? 0) * 100), 10_000));
}
const lineHasFreeDelivery = (p: ApiProduct, q: number) =>
  !!p.FreeDelivery || (p.FreeDeliveryQuantity > 1 && q >= p.FreeDeliveryQuantity);
const ttCents = (c: number) => tt(c / 100);

const cartTable = (page: Page) => page.getByRole('table', { name: 'Products in your cart' });
const cartRow = (page: Page, p: ApiProduct) =>
  cartTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: p.ProductName, exact: true }) });
const quantityBox = (page: Page, p: ApiProduct) =>
  page.getByRole('spinbutton', { name: `Quantity of ${p.ProductName}` });
const totalsBox = (page: Page) => page.getByRole('region', { name: 'Cart Totals' });
const amount = (box: ReturnType<Page['locator']>, label: RegExp | string) =>
  box.getByText(label, { exact: true }).locator('..');

async function expectCart(page: Page, items: number, freight: number) {
  const box = totalsBox(page);
  await expect(amount(box, 'Sub-Total')).toContainText(ttCents(items));
  await expect(amount(box, 'Freight')).toContainText(ttCents(freight));
  await expect(amount(box, 'Total')).toContainText(ttCents(items + freight));
}

async function cardOf(page: Page, p: ApiProduct) {
  await gotoHydrated(page, `/search/${encodeURIComponent(p.ProductName)}`);
  return page
    .locator('article')
    .filter({ has: page.getByRole('heading', { name: p.ProductName, exact: true }) })
    .first();
}

async function bundleFor(request: APIRequestContext, sizes: number[]) {
  return findProduct(request, (p) => {
    if (!single(p) || !noFreeDelivery(p)) return false;
    return sizes.every((s) => (s === 2 ? p.SalesPrice2 : s === 3 ? p.SalesPrice3 : p.SalesPrice5) > 0);
  });
}

test('a card adds one unit; quantities 1 to 6 reprice the line and the totals by the bundle rules', async ({
  page,
  request,
}) => {
  const errors = watchErrors(page);
  const product = await bundleFor(request, [2]).catch(() => bundleFor(request, [3]));
  const card = await cardOf(page, product);
  await card.getByRole('button', { name: 'Add To Cart' }).click();
  await expect(page.getByRole('button', { name: /^Cart, 1 item$/ })).toBeVisible();

  await page.goto('/cart');
  await expect(quantityBox(page, product)).toHaveValue('1');
  await expect(cartRow(page, product).getByRole('cell').last()).toHaveText(ttCents(expectedLine(product, 1)));
  await expectCart(page, expectedLine(product, 1), 40_00);

  for (const q of [2, 3, 4, 5, 6]) {
    await quantityBox(page, product).fill(String(q));
    const line = expectedLine(product, q);
    await expect(cartRow(page, product).getByRole('cell').last()).toHaveText(ttCents(line));
    await expectCart(page, line, 40_00);
  }
  // The unit price shown stays the product's price whatever the quantity.
  await expect(cartRow(page, product).getByRole('cell').nth(-2)).toHaveText(tt(product.SalesPrice));
  expect(errors).toEqual([]);
});

test('the product page adds the chosen quantity; 2 units of a product with SalesPrice2 cost SalesPrice2', async ({
  page,
  request,
}) => {
  const errors = watchErrors(page);
  const product = await bundleFor(request, [2]);
  await gotoHydrated(page, `/productdetails/${product.ProductNo}`);
  await expect(page.getByRole('heading', { level: 1, name: product.ProductName })).toBeVisible();
  const info = page.locator('.product-info');
  await info.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(info.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('2');
  await info.getByRole('button', { name: 'Add To Cart' }).click();
  await expect(page.getByRole('button', { name: /^Cart, 1 item$/ })).toBeVisible();

  await page.goto('/cart');
  await expect(quantityBox(page, product)).toHaveValue('2');
  await expect(cartRow(page, product).getByRole('cell').last()).toHaveText(tt(product.SalesPrice2));
  await expectCart(page, cents(product.SalesPrice2), 40_00);
  expect(errors).toEqual([]);
});

test("quantities stop at the shop's cap of 20 units of one item, on the product page and in the cart", async ({
  page,
  request,
}) => {
  const errors = watchErrors(page);
  const product = await findProduct(request, (p) => single(p) && noFreeDelivery(p) && noBundles(p));
  await gotoHydrated(page, `/productdetails/${product.ProductNo}`);
  const info = page.locator('.product-info');
  const quantity = info.getByRole('spinbutton', { name: 'Quantity' });
  const more = info.getByRole('button', { name: 'Increase quantity' });
  await expect(quantity).toHaveAttribute('max', '20');
  await quantity.fill('50');
  await expect(quantity).toHaveValue('20');
  await expect(more).toBeDisabled();
  await info.getByRole('button', { name: 'Decrease quantity' }).click();
  await expect(quantity).toHaveValue('19');
  await more.click();
  await expect(quantity).toHaveValue('20');
  await expect(more).toBeDisabled();
  await info.getByRole('button', { name: 'Add To Cart' }).click();
  await expect(page.getByRole('button', { name: /^Cart, 1 item$/ })).toBeVisible();

  await page.goto('/cart');
  await expect(quantityBox(page, product)).toHaveValue('20');
  await expect(quantityBox(page, product)).toHaveAttribute('max', '20');
  await quantityBox(page, product).fill('25');
  await expect(quantityBox(page, product)).toHaveValue('20');
  await expect(cartRow(page, product).getByRole('cell').last()).toHaveText(ttCents(expectedLine(product, 20)));
  await quantityBox(page, product).fill('7');
  await expect(cartRow(page, product).getByRole('cell').last()).toHaveText(ttCents(expectedLine(product, 7)));
  expect(errors).toEqual([]);
});

test('a discount is taken once per line, rounded to a whole dollar', async ({ page, request }) => {
  const product = await findProduct(
    request,
    (p) => single(p) && noFreeDelivery(p) && noBundles(p) && p.DiscountPercent > 0,
  );
  await addThroughLink(page, product);
  const price = cents(product.SalesPrice);
  const discount = roundDollar(price * Math.round(product.DiscountPercent * 100), 10_000);
  await expect(cartRow(page, product).getByRole('cell').last()).toHaveText(ttCents(price - discount));
  await expectCart(page, price - discount, 40_00);
  for (const q of [3, 12]) {
    await quantityBox(page, product).fill(String(q));
    await expect(cartRow(page, product).getByRole('cell').last()).toHaveText(ttCents(price * q - discount));
    await expectCart(page, price * q - discount, 40_00);
  }
});

test('free delivery from a quantity: freight 40 below it, 0 once reached; Tobago 60 without, 30 with', async ({
  page,
  request,
}) => {
  const errors = watchErrors(page);
  const product = await findProduct(request, (p) => single(p) && !p.FreeDelivery && p.FreeDeliveryQuantity > 1);
  const threshold = product.FreeDeliveryQuantity;
  await addThroughLink(page, product);
  await expectCart(page, expectedLine(product, 1), 40_00);
  if (threshold > 2) {
    await quantityBox(page, product).fill(String(threshold - 1));
    expect(lineHasFreeDelivery(product, threshold - 1)).toBe(false);
    await expectCart(page, expectedLine(product, threshold - 1), 40_00);
  }
  await quantityBox(page, product).fill(String(threshold));
  await expectCart(page, expectedLine(product, threshold), 0);

  // Checkout: Tobago with a free-delivery line is 30.
  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  const summary = page.getByRole('complementary', { name: 'Your Order' });
  const items = expectedLine(product, threshold);
  await expect(amount(summary, 'Freight')).toContainText('TT$0.00');
  await page.getByRole('radio', { name: 'Tobago' }).check();
  await expect(amount(summary, 'Freight')).toContainText('TT$30.00');
  await expect(amount(summary, 'Total')).toContainText(ttCents(items + 30_00));

  // Back in the cart below the quantity: Tobago without free delivery is 60, and the choice was kept.
  await page.goto('/cart');
  await quantityBox(page, product).fill('1');
  await expectCart(page, expectedLine(product, 1), 60_00);
  await page.goto('/checkout');
  await expect(page.getByRole('radio', { name: 'Tobago' })).toBeChecked();
  await expect(amount(summary, 'Freight')).toContainText('TT$60.00');
  await expect(amount(summary, 'Total')).toContainText(ttCents(expectedLine(product, 1) + 60_00));
  await page.getByRole('radio', { name: 'Trinidad' }).check();
  await expect(amount(summary, 'Freight')).toContainText('TT$40.00');
  await expect(amount(summary, 'Total')).toContainText(ttCents(expectedLine(product, 1) + 40_00));
  expect(errors).toEqual([]);
});

test('a product with the FreeDelivery flag makes Trinidad 0 and Tobago 30 for the whole cart', async ({
  page,
  request,
}) => {
  const free = await findProduct(request, (p) => single(p) && !!p.FreeDelivery);
  const plain = await findProduct(request, (p) => single(p) && noFreeDelivery(p) && noBundles(p), 5);
  await addThroughLink(page, plain);
  await addThroughLink(page, free);
  const items = expectedLine(plain, 1) + expectedLine(free, 1);
  await expectCart(page, items, 0);
  await page.goto('/checkout');
  const summary = page.getByRole('complementary', { name: 'Your Order' });
  await page.getByRole('radio', { name: 'Tobago' }).check();
  await expect(amount(summary, 'Sub-Total')).toContainText(ttCents(items));
  await expect(amount(summary, 'Freight')).toContainText('TT$30.00');
  await expect(amount(summary, 'Total')).toContainText(ttCents(items + 30_00));

  // Removing the free-delivery line takes the cart back to the full Tobago freight.
  await page.goto('/cart');
  await page.getByRole('button', { name: `Remove ${free.ProductName}` }).click();
  await expect(cartRow(page, free)).toHaveCount(0);
  await expectCart(page, expectedLine(plain, 1), 60_00);
});

test('removing lines updates the totals; the last one leaves the empty cart and the empty panel', async ({
  page,
  request,
}) => {
  const errors = watchErrors(page);
  const first = await findProduct(request, (p) => single(p) && noFreeDelivery(p), 6);
  const second = await findProduct(request, (p) => single(p) && noFreeDelivery(p), 7);
  await addThroughLink(page, first);
  await addThroughLink(page, second);
  await quantityBox(page, second).fill('2');
  await expectCart(page, expectedLine(first, 1) + expectedLine(second, 2), 40_00);
  await expect(page.getByRole('button', { name: /^Cart, 2 items$/ })).toBeVisible();

  await page.getByRole('button', { name: `Remove ${first.ProductName}` }).click();
  await expect(cartRow(page, first)).toHaveCount(0);
  await expectCart(page, expectedLine(second, 2), 40_00);
  await expect(page.getByRole('button', { name: /^Cart, 1 item$/ })).toBeVisible();

  await page.getByRole('button', { name: `Remove ${second.ProductName}` }).click();
  await expect(page.getByText('Your Cart is Empty!')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Cart, 0 items$/ })).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(sessionStorage.getItem('cartList') ?? 'null'));
  expect(stored).toMatchObject({
    cartList: [],
    ItemQuantity: 0,
    ItemTotal: 0,
    Freight: 40,
    ItemGrandTotal: 40,
    FreeDelivery: false,
  });

  await page.goto('/aboutus');
  await page.getByRole('button', { name: /^Cart, 0 items$/ }).click();
  await expect(page.getByRole('dialog', { name: 'Shopping Cart' }).getByText('No products in the cart')).toBeVisible();
  expect(errors).toEqual([]);
});

test('quantities, prices and the Tobago choice survive a reload in the same tab', async ({ page, request }) => {
  const product = await bundleFor(request, [2]);
  await addThroughLink(page, product);
  await quantityBox(page, product).fill('2');
  await expectCart(page, cents(product.SalesPrice2), 40_00);
  await page.goto('/checkout');
  await page.getByRole('radio', { name: 'Tobago' }).check();
  await page.goto('/cart');
  await expectCart(page, cents(product.SalesPrice2), 60_00);
  await page.reload();
  await expect(quantityBox(page, product)).toHaveValue('2');
  await expect(cartRow(page, product).getByRole('cell').last()).toHaveText(tt(product.SalesPrice2));
  await expectCart(page, cents(product.SalesPrice2), 60_00);
});

test('the cart button toggles the panel; on /cart it never opens it, and leaving for /cart closes it', async ({
  page,
  request,
}) => {
  const product = await findProduct(request, (p) => single(p) && noFreeDelivery(p), 9);
  await addThroughLink(page, product);
  const cartButton = page.getByRole('button', { name: /^Cart, 1 item$/ });
  const panel = page.getByRole('dialog', { name: 'Shopping Cart' });

  // On /cart the button does nothing but keep the panel closed, however often it is pressed.
  for (let i = 0; i < 3; i++) {
    await cartButton.click();
    await expect(panel).toBeHidden();
  }
  await expect(cartTable(page)).toBeVisible();

  // Elsewhere it opens; the panel's own line link closes it and goes to the product.
  await page.goto('/aboutus');
  await cartButton.click();
  await expect(panel).toBeVisible();
  await panel.getByRole('link', { name: product.ProductName }).first().click();
  await expect(panel).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/productdetails/${product.ProductNo}`));

  // View Cart goes to /cart and the panel is closed there.
  await cartButton.click();
  await expect(panel).toBeVisible();
  await panel.getByRole('link', { name: 'View Cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(panel).toBeHidden();
  await cartButton.click();
  await expect(panel).toBeHidden();
});
