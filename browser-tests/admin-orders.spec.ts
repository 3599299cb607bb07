// The owner moves an order through its statuses; the customer's Order Track shows every step with the
// staff's comment, and the comments appear in the customer's order history. Cancelling gives the stock back.
import { expect, type Page, test } from '@playwright/test';
import { demoProduct, field, placeOrder, plainProduct, registerCustomer, signInWithToken } from './account-support';
import { signIn, watchConsole } from './admin-support';
import { expectNoSeriousViolations } from './axe-check';

async function trackAsGuest(page: Page, orderNo: number, mobile: string) {
  await page.goto('/ordertrack');
  await field(page, 'Order ID').fill(String(orderNo));
  await field(page, 'Mobile').fill(mobile);
  await page.getByRole('button', { name: 'Track Order' }).click();
  await expect(page.getByRole('heading', { name: `Order #${orderNo}` })).toBeVisible();
  return page.locator('.track-steps').getByRole('listitem');
}

test("an owner moves an order from Pending to Arrived; the customer's Order Track shows each step", async ({
  page,
  browser,
}) => {
  const errors = watchConsole(page);
  const customer = await registerCustomer(page, 'Shivani Maharaj');
  const product = await demoProduct(page, plainProduct, 3);
  const orderNo = await placeOrder(page, customer, [{ product, quantity: 1 }]);

  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  await expect((await trackAsGuest(guest, orderNo, customer.mobile)).first()).toContainText('Not yet');

  await signIn(page);
  await page.goto('/admin/orders');
  await page.getByLabel('Order number, mobile or name').fill(customer.mobile);
  await page.getByRole('button', { name: 'Show orders' }).click();
  await page.getByRole('link', { name: `Order ${orderNo}`, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^Order ${orderNo}`) })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Products' })).toContainText(product.ProductName);
  await expectNoSeriousViolations(page);

  const steps = ['Processed', 'Shipped', 'Enroute', 'Arrived'];
  for (const [i, step] of steps.entries()) {
    await page.getByLabel('New status').selectOption(step);
    await page.getByLabel('Comment (optional)').fill(`Step ${step} by the test`);
    await page.getByRole('button', { name: 'Save the status' }).click();
    await expect(page.getByRole('status')).toHaveText(`Order ${orderNo} is now ${step}.`);
    await expect(page.getByRole('table', { name: 'Status history' })).toContainText(`Step ${step} by the test`);

    const track = await trackAsGuest(guest, orderNo, customer.mobile);
    await expect(track.nth(i)).toHaveAttribute('aria-current', 'step');
    await expect(track.nth(i)).toContainText(`Order ${step}`);
    // The staff's comment shows under the step it came with, on the customer's Order Track.
    await expect(track.nth(i).locator('.track-step__comment')).toContainText(`Step ${step} by the test`);
    for (let done = 0; done < i; done++) await expect(track.nth(done)).toContainText('Done');
  }
  await expect(page.getByText('This order has no further steps.')).toBeVisible();

  // The comments reach the customer's Order Detail, and the signed-in customer's own Order Track.
  await signInWithToken(guest, customer);
  await guest.goto(`/ordertrack?orderId=${orderNo}`);
  const ownTrack = guest
    .getByRole('region', { name: `Order #${orderNo}` })
    .locator('.track-steps')
    .getByRole('listitem');
  for (const [i, step] of steps.entries()) await expect(ownTrack.nth(i)).toContainText(`Step ${step} by the test`);
  await guest.goto(`/orderdetail?orderId=${orderNo}`);
  const history = guest.getByRole('region', { name: 'Order History' });
  for (const step of steps)
    await expect(history.getByRole('row').filter({ hasText: `Step ${step} by the test` })).toContainText(step);
  await guestContext.close();
  expect(errors).toEqual([]);
});

test('cancelling an order gives its stock back', async ({ page }) => {
  const customer = await registerCustomer(page, 'Marlon Joseph');
  const product = await demoProduct(page, plainProduct, 4);
  const stockOf = async () => {
    await page.goto(`/admin/products/${product.ProductNo}`);
    return Number(await page.getByLabel('Stock', { exact: true }).inputValue());
  };
  await signIn(page);
  const before = await stockOf();
  const orderNo = await placeOrder(page, customer, [{ product, quantity: 2 }]);
  expect(await stockOf()).toBe(before - 2);

  await page.goto(`/admin/orders/${orderNo}`);
  await page.getByLabel('New status').selectOption('Cancelled');
  await page.getByLabel('Comment (optional)').fill('Customer changed their mind');
  await page.getByRole('button', { name: 'Save the status' }).click();
  await expect(page.getByRole('status')).toHaveText(`Order ${orderNo} is cancelled and its stock is back.`);
  expect(await stockOf()).toBe(before);
});

test('the order list filters and the packing slip are accessible', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/orders?status=Pending&delivery=delivery&island=trinidad&source=1');
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await expect(page.getByLabel('Status', { exact: true })).toHaveValue('Pending');
  await expectNoSeriousViolations(page);
  await page.goto('/admin/orders?status=Lost');
  await expect(page.getByRole('alert')).toContainText('Status must be one of');
  const first = page.getByRole('link', { name: /^Order \d+$/ }).first();
  await first.click();
  await page.getByRole('link', { name: 'Packing slip and invoice' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /invoice and packing slip/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('without JavaScript: staff sign in and move an order on, with plain form posts', async ({ browser, page }) => {
  const customer = await registerCustomer(page, 'Renee Ali');
  const product = await demoProduct(page, plainProduct, 6);
  const orderNo = await placeOrder(page, customer, [{ product, quantity: 1 }]);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const noScript = await context.newPage();
  await signIn(noScript);
  await noScript.goto(`/admin/orders/${orderNo}`);
  await noScript.getByLabel('New status').selectOption('Processed');
  await noScript.getByLabel('Comment (optional)').fill('Packed without JavaScript');
  await noScript.getByRole('button', { name: 'Save the status' }).click();
  await expect(noScript.getByRole('status')).toHaveText(`Order ${orderNo} is now Processed.`);
  await expect(noScript.getByRole('table', { name: 'Status history' })).toContainText('Packed without JavaScript');
  await noScript.getByRole('button', { name: 'Sign out' }).click();
  await expect(noScript.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible();
  await noScript.goto(`/admin/orders/${orderNo}`);
  await expect(noScript).toHaveURL(new RegExp(`/admin/login\\?next=%2Fadmin%2Forders%2F${orderNo}$`));
  await context.close();
});
