// The owner's order desk on a phone (390 px): cash collected for a cash-on-delivery order, a bank
// transfer confirmed, the status comment box empty after each save, orders moved to a status and their
// packing slips printed in one go, and every customer mail in the shop's outbox exactly once
// (docs/product.md#orders-several-at-once, #payments-the-staff-record, #what-the-customer-hears).
import { expect, type Page, test } from '@playwright/test';
import { demoProduct, placeOrder, plainProduct, registerCustomer } from './account-support';
import { signIn, watchConsole } from './admin-support';
import { expectNoSeriousViolations } from './axe-check';
import { everyMailSent, outboxMails } from './outbox';

test.use({ viewport: { width: 390, height: 900 } });

/**
 * How many mails hold the sentence, once the sender has delivered at least one (or 30 s passed) and
 * then every mail the shop has written (a second copy would be written in the same go); `staff` is the
 * signed-in owner, who reads that on the Undelivered mails page.
 */
async function mailsSaying(staff: Page, sentence: string): Promise<number> {
  await expect
    .poll(() => outboxMails().filter((m) => m.includes(sentence)).length, { timeout: 30_000 })
    .toBeGreaterThan(0);
  await everyMailSent(staff);
  return outboxMails().filter((m) => m.includes(sentence)).length;
}

/** The page's width; when wider than the screen, which elements stick out (to say what to fix). */
async function pageWidth(page: Page): Promise<number> {
  const { width, outside } = await page.evaluate(() => ({
    width: document.documentElement.scrollWidth,
    outside: [...document.querySelectorAll('body *')]
      .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1)
      .slice(0, 5)
      .map((e) => `${e.tagName.toLowerCase()}.${e.className}`),
  }));
  if (width > 390) console.log(`Wider than 390 px (${width}): ${outside.join(', ')}`);
  return width;
}

async function setStatus(page: Page, orderNo: number, status: string, comment: string) {
  await page.getByLabel('New status').selectOption(status);
  await page.getByLabel('Comment (optional)').fill(comment);
  await page.getByRole('button', { name: 'Save the status' }).click();
  await expect(page.getByRole('status')).toHaveText(`Order ${orderNo} is now ${status}.`, { timeout: 20_000 });
}

test('cash collected for a cash-on-delivery order: paid, with the customer told once; the comment box empties after each save', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors = watchConsole(page);
  const customer = await registerCustomer(page, 'Anil Ramdial');
  const product = await demoProduct(page, plainProduct, 7);
  const orderNo = await placeOrder(page, customer, [{ product, quantity: 1 }]);
  await signIn(page);
  await page.goto(`/admin/orders/${orderNo}`);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^Order ${orderNo}`) })).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  const whatsapp = page.getByRole('link', { name: 'WhatsApp the customer' });
  await expect(whatsapp).toHaveAttribute(
    'href',
    new RegExp(`^https://wa\\.me/1868${customer.mobile}\\?text=.*order%20${orderNo}.*Pending`),
  );
  await expectNoSeriousViolations(page);

  for (const step of ['Processed', 'Shipped', 'Enroute', 'Arrived']) {
    await setStatus(page, orderNo, step, `${step}: note for the test`);
    await expect(page.getByRole('table', { name: 'Status history' })).toContainText(`${step}: note for the test`);
    // The box is empty for the next step, so the note is not sent again with it.
    if (step !== 'Arrived') await expect(page.getByLabel('Comment (optional)')).toHaveValue('');
  }

  // The dashboard's figures for today before the cash comes in (other tests may add to them meanwhile).
  const paidToday = async () => {
    await page.goto('/admin');
    const card = page
      .getByRole('region', { name: /^Today/ })
      .locator('.admin-card', { has: page.getByRole('heading', { name: 'Paid', exact: true }) });
    const [amount, orders] = await card.locator('p').allTextContents();
    return { cents: Math.round(Number(amount!.replace(/[^\d.]/g, '')) * 100), orders: Number.parseInt(orders!, 10) };
  };
  const before = await paidToday();
  await page.goto(`/admin/orders/${orderNo}`);

  const cash = page.getByRole('region', { name: 'Cash collected' });
  await cash.getByLabel('Amount collected').fill('1');
  await cash.getByRole('button', { name: 'Record the cash' }).click();
  await expect(page.getByRole('alert')).toContainText("The amount must be the order's total");
  const total = (await page
    .getByRole('region', { name: 'Cash collected' })
    .getByText(/^TT dollars: the order's total, TT\$/)
    .textContent())!.match(/TT\$[\d,.]+\d/)![0];
  await cash.getByLabel('Amount collected').fill(total);
  await cash.getByLabel('Collected by').fill('Courier Kevin');
  await cash.getByRole('button', { name: 'Record the cash' }).click();
  await expect(page.getByRole('status')).toHaveText(`The cash for order ${orderNo} is recorded: it is paid.`);
  await expect(page.getByRole('region', { name: 'Cash collected' })).toHaveCount(0);
  // Counted as paid on the dashboard: one more paid order today, its total more in paid sales.
  const after = await paidToday();
  expect(after.orders).toBeGreaterThanOrEqual(before.orders + 1);
  expect(after.cents - before.cents).toBeGreaterThanOrEqual(Math.round(Number(total.replace(/[^\d.]/g, '')) * 100));
  await page.goto(`/admin/orders/${orderNo}`);
  await expect(page.getByRole('table', { name: 'Payment records of this order' })).toContainText('Cash');
  await expect(page.getByRole('table', { name: 'Payment records of this order' })).toContainText(
    'Collected by Courier Kevin',
  );
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);

  // Each of the customer's mails is in the outbox once.
  for (const sentence of [
    `We are preparing your order ${orderNo}.`,
    `Your order ${orderNo} has been shipped.`,
    `Your order ${orderNo} is out for delivery.`,
    `Your order ${orderNo} has arrived.`,
    `We have received your cash payment of ${total} for order ${orderNo}.`,
  ]) {
    expect(await mailsSaying(page, sentence), sentence).toBe(1);
  }
  expect(outboxMails().filter((m) => m.includes('Processed: note for the test'))).toHaveLength(1);
  // The refused amount is answered 400 on purpose; nothing else may fail.
  expect(errors.filter((e) => !e.includes('status of 400 (Bad Request)'))).toEqual([]);
});

test('a bank transfer confirmed with its amount and reference; the customer hears once', async ({ page }) => {
  test.setTimeout(90_000);
  const customer = await registerCustomer(page, 'Nadia Baptiste');
  const product = await demoProduct(page, plainProduct, 8);
  const orderNo = await placeOrder(page, customer, [{ product, quantity: 1 }], 2);
  await signIn(page);
  await page.goto(`/admin/orders/${orderNo}`);
  const transfer = page.getByRole('region', { name: 'Bank transfer received' });
  const total = (await transfer.getByText(/^TT dollars: the order's total, TT\$/).textContent())!.match(
    /TT\$[\d,.]+\d/,
  )![0];
  // The schema the server checks, in the browser (shop-rules/forms/orders.ts): a wrong amount is marked
  // as it is left, and a transfer without its reference is not sent.
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST') posts.push(r.url());
  });
  const amount = transfer.getByLabel('Amount received');
  await amount.fill('twelve');
  await amount.blur();
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await expect(amount).toHaveAccessibleDescription(/Amount received must be an amount in TT dollars, like 1299\.00\./);
  await amount.fill(total);
  await expect(amount).not.toHaveAttribute('aria-invalid', 'true');
  await transfer.getByRole('button', { name: 'Confirm the transfer' }).click();
  const reference = transfer.getByLabel('Bank reference');
  await expect(reference).toHaveAttribute('aria-invalid', 'true');
  await expect(reference).toHaveAccessibleDescription('Bank reference is required.');
  await expect(reference).toBeFocused();
  expect(posts).toEqual([]);
  await reference.fill('RBL 4455667');
  // While the transfer is on its way its button says so and is not pressed twice.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**/admin/orders/${orderNo}**`, async (route) => {
    if (route.request().method() === 'POST') await held;
    await route.continue();
  });
  await transfer.getByRole('button', { name: 'Confirm the transfer' }).click();
  await expect(transfer.getByRole('button', { name: 'Confirm the transfer (sending…)' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  release();
  await expect(page.getByRole('status')).toHaveText(`The bank transfer for order ${orderNo} is confirmed.`);
  await page.unrouteAll();
  expect(posts.length).toBe(1);
  await expect(page.getByRole('table', { name: 'Payment records of this order' })).toContainText('RBL 4455667');
  await expect(page.getByText('It cannot be shipped yet.')).toHaveCount(0);
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  expect(
    await mailsSaying(
      page,
      `We have received your bank transfer of ${total} for order ${orderNo} (bank reference RBL 4455667).`,
    ),
  ).toBe(1);
});

test('three orders moved to a status together, and their three packing slips printed on one page', async ({ page }) => {
  test.setTimeout(120_000);
  const customer = await registerCustomer(page, 'Keisha Charles');
  const products = [
    await demoProduct(page, plainProduct, 9),
    await demoProduct(page, plainProduct, 10),
    await demoProduct(page, plainProduct, 11),
  ];
  const orderNos: number[] = [];
  // One unit each: a demo product may have little stock.
  for (const product of products) orderNos.push(await placeOrder(page, customer, [{ product, quantity: 1 }]));
  await signIn(page);
  await page.goto(`/admin/orders?q=${customer.mobile}`);
  const list = page.getByRole('table');
  const row = (orderNo: number) =>
    list.getByRole('row').filter({ has: page.getByRole('link', { name: `Order ${orderNo}`, exact: true }) });
  for (const [i, orderNo] of orderNos.entries())
    await expect(row(orderNo).getByRole('cell').nth(5), `order ${i + 1}`).toHaveText('1');
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  await expectNoSeriousViolations(page);

  for (const orderNo of orderNos) await page.getByLabel(`Select order ${orderNo}`).check();
  await page.getByLabel('Move to status').selectOption('Processed');
  await page.getByLabel('Comment for the customers (optional)').fill('Packed together');
  await page.getByRole('button', { name: 'Move the ticked orders' }).click();
  await expect(page.getByRole('status')).toHaveText(`Orders ${orderNos.join(', ')} are now Processed.`, {
    timeout: 30_000,
  });
  for (const orderNo of orderNos) {
    await expect(row(orderNo)).toContainText('Processed');
    expect(await mailsSaying(page, `We are preparing your order ${orderNo}.`)).toBe(1);
  }

  for (const orderNo of orderNos) await page.getByLabel(`Select order ${orderNo}`).check();
  await page.getByRole('button', { name: 'Print their packing slips' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Packing slips of 3 orders' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin/orders/slips\\?order=${orderNos.join('&order=')}$`));
  for (const [i, orderNo] of orderNos.entries()) {
    const slip = page.getByRole('article', { name: `Packing slip, order ${orderNo}` });
    await expect(slip).toContainText(products[i]!.ProductName);
  }
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  await expectNoSeriousViolations(page);
});

test('an order changed before it ships: one line removed, the new total shown', async ({ page }) => {
  test.setTimeout(90_000);
  const customer = await registerCustomer(page, 'Ravi Persad');
  const first = await demoProduct(page, plainProduct, 12);
  const second = await demoProduct(page, plainProduct, 13);
  const orderNo = await placeOrder(page, customer, [
    { product: first, quantity: 1 },
    { product: second, quantity: 1 },
  ]);
  await signIn(page);
  await page.goto(`/admin/orders/${orderNo}`);
  const edit = page.getByRole('region', { name: 'Change the order' });
  await edit.getByLabel(`Quantity of ${second.ProductName}`).fill('0');
  await edit.getByRole('button', { name: 'Save the changes' }).click();
  await expect(page.getByRole('status')).toContainText(`Order ${orderNo} is changed: its total is TT$`);
  const lines = page.getByRole('table', { name: 'Products' });
  await expect(lines).toContainText(first.ProductName);
  await expect(lines).not.toContainText(second.ProductName);
  const told = (await page.getByRole('status').textContent())!.match(/its total is (TT\$[\d,.]+\d)/)![1]!;
  await expect(lines).toContainText(told);
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
});
