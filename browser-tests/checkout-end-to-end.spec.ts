// Orders placed end to end in the browser and read back from the shop as stored: bank transfer and
// pickup for a signed-in customer, Tobago freight, the direct order page with and without a shop,
// and card payments on the WiPay sandbox with an approving and a declining card; after a decline, on
// a phone and a desktop, Try again and Pay another way for the same order (decision 0020); the card fee at checkout;
// and the demo shop's test-mode notices.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { cardFee } from '../shop-rules/card-fee';
import { formatTT, parseTT } from '../shop-rules/money';
import { signIn } from './admin-support';
import { addThroughLink, findProduct, plainProduct, registerAndSignIn, watchErrors } from './cart-support';

interface StoredOrder {
  OrderId: number;
  Status: string;
  PaymentStatus: string;
  PMNo: number;
  IsPickup: number;
  Shipping: number;
  SubTotal: number;
  Total: number;
  PaymentAddress: { Island: string };
  PickupAddress: { Address: string } | null;
  Lines: { ProductNo: number; Quantity: number }[];
}

/** The customer's newest order as the shop stored it (the account API reads the database). */
async function newestOrder(request: APIRequestContext, token: string): Promise<StoredOrder> {
  const auth = { headers: { Authorization: `Bearer ${token}` } };
  const list = (await (await request.get('/api/customer/orders', auth)).json()) as { OrderId: number }[];
  expect(list.length).toBeGreaterThan(0);
  return (await (await request.get(`/api/customer/orders/${list[0]!.OrderId}`, auth)).json()) as StoredOrder;
}

async function toCheckout(page: Page, request: APIRequestContext, skip: number) {
  const product = await findProduct(request, plainProduct, skip);
  await addThroughLink(page, product);
  const { mobile, token } = await registerAndSignIn(page, 'Ending Shopper');
  await page.goto('/checkout');
  await page.getByRole('textbox', { name: 'Address' }).fill('9 End Street, Couva');
  return { product, mobile, token };
}

const placeOrder = (page: Page) => page.getByRole('button', { name: 'Place Order' }).first().click();
const successHeading = (page: Page) => page.getByRole('heading', { name: 'Your Order has been successfully placed!' });

test('a signed-in customer pays by bank transfer: the order is stored unpaid with the bank transfer method', async ({
  page,
  request,
}) => {
  const errors = watchErrors(page);
  const { product, token } = await toCheckout(page, request, 20);
  await page.getByRole('radio', { name: 'Bank Transfer' }).check();
  await expect(page.getByText(/send the receipt of your transfer by WhatsApp/)).toBeVisible();
  await placeOrder(page);
  await expect(page).toHaveURL(/\/success$/);
  await expect(successHeading(page)).toBeVisible();
  const order = await newestOrder(request, token);
  expect(order).toMatchObject({ PMNo: 2, PaymentStatus: 'Unpaid', Status: 'Pending', IsPickup: 0, Shipping: 40 });
  expect(order.Lines).toMatchObject([{ ProductNo: product.ProductNo, Quantity: 1 }]);
  expect(errors).toEqual([]);
});

test('a pickup order costs no freight and is stored as pickup with the pickup address', async ({ page, request }) => {
  const { token } = await toCheckout(page, request, 21);
  await page.getByRole('radio', { name: 'Pickup' }).check();
  await expect(page.getByRole('group', { name: 'Pick up at' }).getByText('Demo Tobago Outlet')).toBeVisible();
  const summary = page.getByRole('complementary', { name: 'Your Order' });
  await expect(summary.getByText('Freight').locator('..')).toContainText('TT$0.00');
  await placeOrder(page);
  await expect(page).toHaveURL(/\/success$/);
  const order = await newestOrder(request, token);
  expect(order).toMatchObject({ IsPickup: 1, Shipping: 0 });
  expect(order.Total).toBe(order.SubTotal);
  expect(order.PickupAddress?.Address).toMatch(/\S/);
});

test('a Tobago order shows freight TT$60.00 and is stored with freight 60', async ({ page, request }) => {
  const { token } = await toCheckout(page, request, 22);
  await page.getByRole('radio', { name: 'Tobago' }).check();
  const summary = page.getByRole('complementary', { name: 'Your Order' });
  await expect(summary.getByText('Freight').locator('..')).toContainText('TT$60.00');
  await placeOrder(page);
  await expect(page).toHaveURL(/\/success$/);
  const order = await newestOrder(request, token);
  expect(order).toMatchObject({ Shipping: 60, IsPickup: 0, PaymentAddress: { Island: 'Tobago' } });
  expect(order.Total).toBeCloseTo(order.SubTotal + 60, 2);
});

async function payOnSandbox(page: Page, card: string) {
  await expect(page).toHaveURL(/wipay-sandbox/);
  await page.getByRole('radio', { name: 'Visa' }).check();
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry (MM/YY)').fill('08/29');
  await page.getByLabel('CVV (3 digits)').fill('123');
  await page.getByLabel('Name on card').fill('Ending Shopper');
  await page.getByRole('button', { name: 'Pay' }).click();
}

async function cardCheckout(page: Page, request: APIRequestContext, skip: number) {
  await page.goto('/wipaystart');
  await expect(page).toHaveURL(/\/$/);
  const shopper = await toCheckout(page, request, skip);
  await page.getByRole('radio', { name: 'Credit / Debit Card (Wipay)' }).check();
  await page.getByRole('button', { name: 'Place Order Using Wipay' }).first().click();
  return shopper;
}

test('an approved card pays the order: success page, and the order is stored paid', async ({ page, request }) => {
  const { token } = await cardCheckout(page, request, 23);
  await payOnSandbox(page, '4111111111111111');
  await expect(page).toHaveURL(/\/success$/, { timeout: 20_000 });
  await expect(successHeading(page)).toBeVisible();
  expect(await newestOrder(request, token)).toMatchObject({ PMNo: 1, PaymentStatus: 'Paid', Status: 'Pending' });
});

test('a declined card 4111111111113333 says the order could not be placed, and the order stays unpaid', async ({
  page,
  request,
}) => {
  const { token } = await cardCheckout(page, request, 24);
  await payOnSandbox(page, '4111111111113333');
  await expect(page.getByRole('heading', { name: 'Order could not be placed!' })).toBeVisible({ timeout: 20_000 });
  const order = await newestOrder(request, token);
  expect(order.PMNo).toBe(1);
  expect(order.PaymentStatus).not.toBe('Paid');
  // It still waits for its card payment (it used to be cancelled): the shopper may try again.
  expect(order).toMatchObject({ PaymentStatus: 'AwaitingPayment', Status: 'Pending' });
});

/** What the WiPay page says it charges for: its order id and the order's amount. */
async function wipayPageFacts(page: Page) {
  await expect(page).toHaveURL(/wipay-sandbox/);
  const value = (term: string) =>
    page
      .locator('dt', { hasText: new RegExp(`^${term}$`) })
      .locator('xpath=following-sibling::dd[1]')
      .textContent();
  return { orderId: await value('Order'), amount: await value('Amount') };
}

// Each width pays for products of its own, so the two runs never share stock.
for (const [width, height, skip] of [
  [390, 844, 27],
  [1280, 800, 31],
] as const) {
  test.describe(`after a declined card, at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test('Try again reaches the WiPay page for the same order and total, and pays it', async ({ page, request }) => {
      const errors = watchErrors(page);
      const { token } = await cardCheckout(page, request, skip);
      const first = await wipayPageFacts(page);
      expect(first.orderId).toMatch(/^TS-\d+$/);
      await payOnSandbox(page, '4111111111113333');
      await expect(page.getByRole('heading', { name: 'Order could not be placed!' })).toBeVisible({ timeout: 20_000 });
      await expect(page.getByText('Your card was declined, so no money was taken.')).toBeVisible();
      await expect(page.getByText('Your order is kept for you. Try the card again, or pay another way.')).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      await page.getByRole('button', { name: 'Try again' }).click();
      const second = await wipayPageFacts(page);
      expect(second).toEqual({ orderId: `${first.orderId}-2`, amount: first.amount });
      await payOnSandbox(page, '4111111111111111');
      await expect(page).toHaveURL(/\/success$/, { timeout: 20_000 });
      await expect(successHeading(page)).toBeVisible();
      const order = await newestOrder(request, token);
      const orderNo = Number(first.orderId!.slice(3));
      expect(order).toMatchObject({ OrderId: orderNo, PMNo: 1, PaymentStatus: 'Paid', Status: 'Pending' });
      expect(errors).toEqual([]);
    });

    test('Pay another way places the same order by bank transfer, then the success page', async ({ page, request }) => {
      const errors = watchErrors(page);
      const { token } = await cardCheckout(page, request, skip + 1);
      const { orderId } = await wipayPageFacts(page);
      await payOnSandbox(page, '4111111111113333');
      await page.getByRole('button', { name: 'Pay another way' }).click();
      await page.getByRole('radio', { name: 'Bank Transfer' }).check();
      await expect(page.getByText(/send the receipt of your transfer by WhatsApp/)).toBeVisible();
      await expect(page.getByRole('radio', { name: /Card/ })).toHaveCount(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.getByRole('button', { name: 'Place Order' }).click();
      await expect(page).toHaveURL(/\/success$/);
      await expect(successHeading(page)).toBeVisible();
      const order = await newestOrder(request, token);
      const orderNo = Number(orderId!.slice(3));
      expect(order).toMatchObject({ OrderId: orderNo, PMNo: 2, PaymentStatus: 'Unpaid', Status: 'Pending' });
      expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem('cartList') ?? '{}').cartList)).toEqual([]);
      expect(errors).toEqual([]);
    });
  });
}

test('checkout shows the card fee before card is chosen, and what the card is charged', async ({ page, request }) => {
  await page.goto('/wipaystart');
  await expect(page).toHaveURL(/\/$/);
  await toCheckout(page, request, 29);
  const summary = page.getByRole('complementary', { name: 'Your Order' });
  const total = summary.getByText('Total', { exact: true }).locator('xpath=following-sibling::dd[1]');
  const totalText = await total.textContent();
  const { customerFeeCents, chargedCents } = cardFee(parseTT(totalText!), 'customer_pay');
  // Cash on delivery is chosen: the card's fee is already told.
  await expect(page.getByRole('radio', { name: 'Cash on Delivery' })).toBeChecked();
  const feeText = `(${formatTT(customerFeeCents)} on this order, charged ${formatTT(chargedCents)}).`;
  await expect(page.getByText(`Card fee: 3.5 % + TT$1.70, paid by you ${feeText}`)).toBeVisible();
  await expect(summary.getByText('Charged to your card')).toHaveCount(0);
  await page.getByRole('radio', { name: 'Credit / Debit Card (Wipay)' }).check();
  await expect(summary.getByText('Charged to your card').locator('..')).toContainText(formatTT(chargedCents));
  await expect(summary.getByText('Card fee').locator('..')).toContainText(formatTT(customerFeeCents));
});

test('the demo shop says card payments are in test mode, in the storefront and the back office', async ({ page }) => {
  await page.goto('/');
  const notice = page.getByRole('note').filter({ hasText: 'Demo shop:' });
  await expect(notice).toContainText('card payments are in test mode and no card is charged');
  await signIn(page);
  await expect(page.getByText('Card payments are in test mode.')).toBeVisible();
  await page.goto('/admin/payments');
  await expect(page.getByText('Card payments are in test mode.')).toBeVisible();
});

function ordersSent(page: Page) {
  const sent: { body: Record<string, unknown>; answer: Promise<Record<string, unknown>> }[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && /\/api\/shop\/saveorder$/i.test(new URL(r.url()).pathname)) {
      sent.push({ body: JSON.parse(r.postData() ?? '{}'), answer: r.response().then((res) => res!.json()) });
    }
  });
  return sent;
}

async function sendDirectOrder(page: Page, mobile: string) {
  await page.getByRole('textbox', { name: 'Mobile' }).fill(mobile);
  await page.getByRole('textbox', { name: 'Name' }).fill('Direct Ending Shopper');
  await page.getByRole('textbox', { name: 'Address' }).fill('8 Link Road');
  await page.getByRole('combobox', { name: 'City' }).selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Send Order' }).click();
  await expect(page).toHaveURL(/\/success$/);
}

test('the direct order page without a shop places the order for the default shop', async ({ page, request }) => {
  const product = await findProduct(request, plainProduct, 25);
  const sent = ordersSent(page);
  await page.goto(`/fborder/${product.ProductNo}`);
  await expect(page.getByRole('heading', { name: 'Create Order' })).toBeVisible();
  await sendDirectOrder(page, '7650025');
  expect(sent).toHaveLength(1);
  expect(sent[0]!.body).toMatchObject({
    Source: 2,
    ShopNo: 16,
    OrderProductList: [{ ProductNo: product.ProductNo, Quantity: 1 }],
  });
  expect(await sent[0]!.answer).toMatchObject({ success: true, OrderNo: expect.any(Number) });
});

test('the direct order page of a shop names that shop and places the order for it', async ({ page, request }) => {
  const product = await findProduct(request, plainProduct, 26);
  const shop = (await (await request.get('/api/Shop/GetShop?ShopNo=17')).json()) as {
    ShopNo: number;
    ShopName: string;
  };
  const sent = ordersSent(page);
  await page.goto(`/fborder/${product.ProductNo}/17`);
  await expect(page.getByText(shop.ShopName, { exact: true })).toBeVisible();
  await sendDirectOrder(page, '7650026');
  expect(sent[0]!.body).toMatchObject({ Source: 2, ShopNo: 17, ShopName: shop.ShopName });
  expect(await sent[0]!.answer).toMatchObject({ success: true, OrderNo: expect.any(Number) });
});
