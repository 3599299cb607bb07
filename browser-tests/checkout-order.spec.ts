import { expect, type Page, test } from '@playwright/test';
import { addThroughLink, findProduct, payOnWipaySandbox, plainProduct, tt, watchErrors } from './cart-support';
import { leavesWithin } from './page-clock';

async function fillCustomer(page: Page, mobile = '7654321') {
  await page.getByRole('textbox', { name: 'Mobile' }).fill(mobile);
  await page.getByRole('textbox', { name: 'Name' }).fill('Test Shopper');
  await page.getByRole('textbox', { name: 'Email' }).fill('shopper@example.test');
  await page.getByRole('textbox', { name: 'Address' }).fill('12 Test Street, San Fernando');
}

function countOrders(page: Page, path: string) {
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname.toLowerCase() === path.toLowerCase())
      sent.push(r.postData() ?? '');
  });
  return sent;
}

test('checks run in the spec order, each shown in a snackbar, and nothing is sent', async ({ page }) => {
  const errors = watchErrors(page);
  const sent = countOrders(page, '/api/shop/SaveOrder');
  await page.goto('/checkout');
  await expect(page.getByRole('radio', { name: 'Guest' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Cash on Delivery' })).toBeChecked();
  const place = page.getByRole('button', { name: 'Place Order' }).first();
  const alert = page.getByRole('alert');

  await place.click();
  await expect(alert).toContainText('Phone Number is invalid. Please enter 7 digits.');
  await page.getByRole('textbox', { name: 'Mobile' }).fill('12345');
  await place.click();
  await expect(alert).toContainText('Phone Number is invalid. Please enter 7 digits.');
  await page.getByRole('textbox', { name: 'Mobile' }).fill('1234567');
  await place.click();
  await expect(alert).toContainText('Customer Name is required.');
  await page.getByRole('textbox', { name: 'Name' }).fill('Test Shopper');
  await place.click();
  await expect(alert).toContainText('No product added.');
  await expect(page.getByRole('textbox', { name: 'Mobile' })).toHaveAttribute('maxlength', '7');
  await expect(page.getByText('+1(868)')).toBeVisible();
  expect(sent).toEqual([]);
  expect(errors).toEqual([]);
});

test('a cash order goes to /success, empties the cart, and the success page stays with the order number', async ({
  page,
  request,
}) => {
  // The page's timers run on a clock the test moves (browser-tests/page-clock.ts).
  await page.clock.install();
  const errors = watchErrors(page);
  const product = await findProduct(request, plainProduct, 4);
  await addThroughLink(page, product);
  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  const summary = page.getByRole('complementary', { name: 'Your Order' });
  await expect(summary).toContainText(product.ProductName);
  await expect(summary.getByText('Freight').locator('..')).toContainText('TT$40.00');

  await page.getByRole('radio', { name: 'Tobago' }).check();
  await expect(summary.getByText('Freight').locator('..')).toContainText('TT$60.00');
  await page.getByRole('radio', { name: 'Pickup' }).check();
  await expect(page.getByRole('group', { name: 'Pick up at' }).getByText('Demo Tobago Outlet')).toBeVisible();
  await expect(summary.getByText('Freight').locator('..')).toContainText('TT$0.00');
  await page.getByRole('radio', { name: 'Delivery', exact: true }).check();
  await page.getByRole('radio', { name: 'Trinidad' }).check();

  await page.getByRole('radio', { name: 'Bank Transfer' }).check();
  await expect(page.getByText(/send the receipt of your transfer by WhatsApp/)).toBeVisible();
  await page.getByRole('radio', { name: 'Cash on Delivery' }).check();

  const sent = countOrders(page, '/api/shop/SaveOrder');
  await fillCustomer(page);
  await page.getByRole('textbox', { name: 'Notes (optional)' }).fill('Please call first');
  await page.getByRole('button', { name: 'Place Order' }).first().click();
  await expect(page).toHaveURL(/\/success$/);
  await expect(page.getByRole('heading', { name: 'Your Order has been successfully placed!' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Cart, 0 items$/ })).toBeVisible();
  expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem('cartList') ?? '{}').cartList)).toEqual([]);

  const body = JSON.parse(sent[0]);
  expect(body).toMatchObject({
    PMNo: 3,
    CountryNo: 1,
    IsPickup: 0,
    Freight: 40,
    CustomerMobile: '7654321',
    CustomerName: 'Test Shopper',
    CustomerEmail: 'shopper@example.test',
    ODeliverCountryNo: 1,
    StoreNo: 8,
    InvoiceStoreName: 'Online Store',
    ShopNo: 16,
    Source: 1,
    Remarks: 'Please call first',
  });
  expect(body.OrderProductList).toMatchObject([{ ProductNo: product.ProductNo, Quantity: 1 }]);
  expect(body.NewOrderDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(body.IdempotencyKey).toMatch(/^[0-9a-f-]{36}$/);

  // After an order the success page stays, with the order's number (docs/product.md#success-page).
  expect(await leavesWithin(page, 60_000)).toEqual([]);
  await expect(page).toHaveURL(/\/success$/);
  await expect(page.getByTestId('order-number')).toHaveText(/^\d+$/);
  expect(errors).toEqual([]);
});

test('a double click on Place Order sends one order', async ({ page, request }) => {
  const product = await findProduct(request, plainProduct, 5);
  await addThroughLink(page, product);
  await page.goto('/checkout');
  await fillCustomer(page, '7654322');
  const sent = countOrders(page, '/api/shop/SaveOrder');
  await page.getByRole('button', { name: 'Place Order' }).first().dblclick();
  await expect(page).toHaveURL(/\/success$/);
  expect(sent).toHaveLength(1);
});

test('a refused order shows Error: and the server message, and the button works again', async ({ page, request }) => {
  const product = await findProduct(request, plainProduct, 6);
  await addThroughLink(page, product);
  await page.goto('/checkout');
  await fillCustomer(page, '7654323');
  await page.route('**/api/shop/SaveOrder', (route) =>
    route.fulfill({ json: { success: false, msg: 'Only 0 left of this.' } }),
  );
  const button = page.getByRole('button', { name: 'Place Order' }).first();
  await button.click();
  await expect(page.getByRole('alert')).toContainText('Error: Only 0 left of this.');
  await expect(button).toBeEnabled();
  await expect(page).toHaveURL(/\/checkout$/);
});

test('a card order pays on the WiPay sandbox and comes back to the success page', async ({ page, request }) => {
  const errors = watchErrors(page);
  await page.goto('/wipaystart');
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('wipayEnabled'))).toMatch(/^\d+$/);

  const product = await findProduct(request, plainProduct, 7);
  await addThroughLink(page, product);
  await page.goto('/checkout');
  await fillCustomer(page, '7654324');
  await page.getByRole('radio', { name: 'Credit / Debit Card (Wipay)' }).check();
  await page.getByRole('button', { name: 'Place Order Using Wipay' }).first().click();

  await payOnWipaySandbox(page, 'Test Shopper');

  await expect(page).toHaveURL(/\/success$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Your Order has been successfully placed!' })).toBeVisible();
  expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem('cartList') ?? '{}').cartList)).toEqual([]);
  expect(errors).toEqual([]);
});

test('a forged payment return says the order could not be placed', async ({ page }) => {
  await page.goto('/wipayreceive?status=success&order_id=nope&transaction_id=x&total=1.00&hash=bad');
  await expect(page.getByRole('heading', { name: 'Order could not be placed!' })).toBeVisible();
});

test('prices show as TT$ with two decimals in the order summary', async ({ page, request }) => {
  const product = await findProduct(request, plainProduct, 8);
  await addThroughLink(page, product);
  await page.goto('/checkout');
  await expect(page.getByRole('complementary', { name: 'Your Order' })).toContainText(
    tt(product.SalesPrice - Math.round((product.SalesPrice * product.DiscountPercent) / 100)),
  );
});
