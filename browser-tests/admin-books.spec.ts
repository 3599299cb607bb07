// The owner's books (docs/product.md#refunds, #reports): a paid card order cancelled with its refund,
// which the customer then reads on their order; a return approved with its refund and its units put
// back in stock; the Reports page for the demo data, its chart, tables and CSV files checked against
// the orders CSV the shop exports from the database; and the pages at 390 px.

import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import Papa from 'papaparse';
import { CARD_FEE_NOT_REFUNDED } from '../shop-rules/messages/backoffice';
import { demoProduct, plainProduct, postJson, registerCustomer } from './account-support';
import { signIn } from './admin-support';
import { expectNoSeriousViolations } from './axe-check';
import { addThroughLink, plainProduct as cartPlain, findProduct, registerAndSignIn } from './cart-support';
import { everyMailSent } from './outbox';

test.describe.configure({ timeout: 180_000 });

const cents = (text: string) => Math.round(Number(text.replace(/[^0-9.-]/g, '')) * 100);

async function payOnSandbox(page: Page) {
  await expect(page).toHaveURL(/wipay-sandbox/, { timeout: 30_000 });
  await page.getByRole('radio', { name: 'Visa' }).check();
  await page.getByLabel('Card number').fill('4111111111111111');
  await page.getByLabel('Expiry (MM/YY)').fill('08/29');
  await page.getByLabel('CVV (3 digits)').fill('123');
  await page.getByLabel('Name on card').fill('Books Shopper');
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/success$/, { timeout: 30_000 });
}

/** The stock as it is now: asked as a signed-in customer, whom the page cache never answers (decision
 * 0051), so not an answer up to the stale window old (decision 0062). */
async function stockOf(page: Page, productNo: number, token: string): Promise<number> {
  const res = await page.request.get(`/api/Product/loadproduct?ProductNo=${productNo}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await res.json()) as { Stock: number }).Stock;
}

/** The shop's outbox folder's mails holding all these words (bodies decoded from quoted-printable). */
function mailsWith(words: string[]): number {
  const outbox = process.env.BROWSER_TEST_OUTBOX;
  if (!outbox) throw new Error('BROWSER_TEST_OUTBOX is not set: run through scripts/browser-tests.mjs');
  const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((f) => f.endsWith('.eml')) : [];
  return files.filter((f) => {
    const text = fs
      .readFileSync(path.join(outbox, f), 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    return words.every((w) => text.includes(w));
  }).length;
}

/** Exactly one such mail reaches the outbox folder, once the shop has sent all it wrote (`staff`: the owner). */
async function expectOneMail(staff: Page, words: string[]) {
  await expect.poll(() => mailsWith(words), { timeout: 30_000 }).toBeGreaterThan(0);
  await everyMailSent(staff);
  expect(mailsWith(words)).toBe(1);
}

/** Nothing on the page is wider than the phone's screen: no sideways scroll of the page. */
async function expectNoSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
}

test('a paid card order is cancelled with its refund, and the customer sees the refund', async ({
  page,
  browser,
  request,
}) => {
  const product = await findProduct(request, cartPlain, 30);
  await page.goto('/wipaystart');
  // The start page stores its flag once it runs in the browser, then goes home: wait for that.
  await expect(page).toHaveURL(/\/$/);
  await addThroughLink(page, product);
  const { token } = await registerAndSignIn(page, 'Books Shopper');
  await page.goto('/checkout');
  await page.getByRole('textbox', { name: 'Address' }).fill('3 Ledger Lane, Arima');
  await page.getByRole('radio', { name: 'Credit / Debit Card (Wipay)' }).check();
  await page.getByRole('button', { name: 'Place Order Using Wipay' }).first().click();
  await payOnSandbox(page);
  const auth = { headers: { Authorization: `Bearer ${token}` } };
  const [{ OrderId: orderNo }] = (await (await request.get('/api/customer/orders', auth)).json()) as {
    OrderId: number;
  }[];
  const stockAfterOrder = await stockOf(page, product.ProductNo, token);

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signIn(staff);
  await staff.goto(`/admin/orders/${orderNo}`);
  await expect(staff.getByRole('heading', { level: 1, name: new RegExp(`^Order ${orderNo}`) })).toBeVisible();
  // The Payments table fits the order page's column at 1280 px: nothing cut off, no sideways scroll.
  const payments = staff.getByRole('region', { name: 'Payment records' });
  await expect(payments.getByRole('columnheader', { name: 'Reference, card and note' })).toBeVisible();
  expect(await payments.evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);

  // A refund of a part comes first, open, with nothing filled in, and says the card fee stays WiPay's.
  const refundsPanel = staff.getByRole('region', { name: 'Refunds' }).first();
  const partial = refundsPanel.getByRole('form', { name: 'Record a refund' });
  await expect(partial.getByLabel('Amount to refund (TT$)')).toBeVisible();
  await expect(partial.getByLabel('Amount to refund (TT$)')).toHaveValue('');
  await expect(partial).toContainText(CARD_FEE_NOT_REFUNDED);
  const total = (await refundsPanel.locator('dt:has-text("Still refundable") + dd').textContent())!.replace(
    /[^\d.]/g,
    '',
  );
  expect(cents(total)).toBeGreaterThan(0);

  // 'Cancelled' is not offered without a refund on a paid order; the cancel form asks for it. It comes
  // after the refund of a part, folded, its amount not filled in.
  await expect(staff.getByLabel('New status').locator('option', { hasText: 'Cancelled' })).toHaveCount(0);
  const cancel = staff.getByRole('form', { name: 'Cancel and refund' });
  await expect(cancel).toBeHidden();
  const partialTop = (await partial.boundingBox())!.y;
  const fold = staff.getByText('Cancel the order and refund it', { exact: true });
  expect((await fold.boundingBox())!.y).toBeGreaterThan(partialTop);
  await fold.click();
  await expect(cancel.getByLabel('Amount to refund (TT$)')).toHaveValue('');
  await expect(cancel).toContainText(CARD_FEE_NOT_REFUNDED);
  await cancel.getByLabel('Amount to refund (TT$)').fill(total);
  await expect(cancel.getByLabel('Refunded by')).toHaveValue('card');
  await cancel.getByLabel('Reason').fill('Customer changed their mind');
  await cancel.getByRole('button', { name: 'Cancel the order and record the refund' }).click();
  const totalText = `TT$${Number(total).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
  await expect(staff.getByRole('status')).toHaveText(
    `Order ${orderNo} is cancelled, its stock is back and a refund of ${totalText} is recorded.`,
  );
  const refunds = staff.getByRole('region', { name: 'Refunds' }).first();
  await expect(refunds).toContainText(totalText);
  await expect(refunds).toContainText('Customer changed their mind');
  await expect(staff.getByRole('heading', { level: 1 })).toContainText('Cancelled');
  expect(await stockOf(page, product.ProductNo, token)).toBe(stockAfterOrder + 1);
  await expectNoSeriousViolations(staff);
  await staff.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(staff);
  await expectOneMail(staff, ['We have refunded', `on your order ${orderNo}`]);
  await staffContext.close();

  // The customer's order page lists the refund.
  await page.goto(`/orderdetail/${orderNo}`);
  const section = page.getByRole('region', { name: 'Refunds' }).first();
  await expect(page.getByRole('heading', { name: 'Refunds' })).toBeVisible({ timeout: 20_000 });
  await expect(section).toContainText(totalText);
  await expect(section).toContainText('Card');
});

test('a return is approved with its refund and restock: the stock rises by its quantity', async ({ page, browser }) => {
  const customer = await registerCustomer(page, 'Ledger Baptiste');
  const product = await demoProduct(page, plainProduct, 7);
  const placed = await postJson<{ success: boolean; msg: string; OrderNo: number }>(
    page,
    '/api/shop/SaveOrder',
    {
      PMNo: 2,
      OrderProductList: [
        {
          ProductNo: product.ProductNo,
          ProductSKUNo: 0,
          ProductName: product.ProductName,
          Color: '',
          Size: '',
          Quantity: 3,
          Barcode: product.Barcode,
          SalesPrice: product.SalesPrice,
        },
      ],
      Remarks: '',
      CountryNo: 1,
      IsPickup: 0,
      CustomerMobile: customer.mobile,
      CustomerName: customer.name,
      EmailID: customer.email,
      CustomerEmail: customer.email,
      CustomerAddress: '8 Return Road, Sangre Grande',
      CustomerCityNo: 0,
      ODeliverCountryNo: 1,
      StoreNo: 8,
      InvoiceStoreName: 'Online Store',
      ShopNo: 16,
      ShopName: 'Online Store',
      NewOrderDate: new Date().toISOString().slice(0, 10),
      Source: 1,
      IdempotencyKey: `books-test-${customer.mobile}-${Date.now()}`,
    },
    customer.token,
  );
  expect(placed.body.success, placed.body.msg).toBe(true);
  const orderNo = placed.body.OrderNo;

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signIn(staff);
  // The bank transfer's receipt arrives: the order is paid.
  await staff.goto(`/admin/orders/${orderNo}`);
  const transfer = staff.getByRole('region', { name: 'Bank transfer received' });
  const total = (await transfer.getByText(/^TT dollars: the order's total, TT\$/).textContent())!.match(
    /TT\$[\d,.]+\d/,
  )![0];
  await transfer.getByLabel('Amount received').fill(total);
  await transfer.getByLabel('Bank reference').fill(`RBC-${orderNo}`);
  await transfer.getByRole('button', { name: 'Confirm the transfer' }).click();
  await expect(staff.getByRole('status')).toHaveText(`The bank transfer for order ${orderNo} is confirmed.`);
  // It is delivered: returns open once an order has arrived (decision 0058).
  await staff.getByLabel('New status').selectOption('Arrived');
  await staff.getByRole('button', { name: 'Save the status' }).click();
  await expect(staff.getByRole('status')).toHaveText(`Order ${orderNo} is now Arrived.`, { timeout: 20_000 });

  const asked = await postJson<{ success: boolean; RmaNo: number; msg: string }>(
    page,
    '/api/customer/returns',
    {
      firstname: 'Ledger',
      lastname: 'Baptiste',
      email: customer.email,
      telephone: customer.mobile,
      order_id: String(orderNo),
      date_ordered: '',
      product: product.ProductName,
      model: product.Barcode,
      quantity: '2',
      return_reason_id: '1',
      opened: '0',
      comment: '',
      agree: '1',
    },
    customer.token,
  );
  expect(asked.body.success, asked.body.msg).toBe(true);
  const rmaNo = asked.body.RmaNo;
  const stockBefore = await stockOf(page, product.ProductNo, customer.token);

  await staff.goto(`/admin/returns/${rmaNo}`);
  await expect(staff.getByRole('heading', { level: 1, name: new RegExp(`^Return ${rmaNo}`) })).toBeVisible();
  await staff.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(staff);
  await staff.setViewportSize({ width: 1280, height: 900 });
  await expect(staff.getByLabel('Put the 2 returned back in stock')).toBeChecked();
  await expect(staff.getByLabel('Refund the returned units')).toBeChecked();
  const amount = await staff.getByLabel('Amount to refund (TT$)').inputValue();
  expect(cents(amount)).toBeGreaterThan(0);
  await staff.getByLabel('Refunded by').selectOption('bank');
  await staff.getByLabel('Comment to the customer').fill('Sorry it arrived broken.');
  await staff.getByRole('button', { name: 'Approve' }).click();
  const amountText = `TT$${Number(amount).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
  await expect(staff.getByRole('status')).toHaveText(
    `Return ${rmaNo} is approved: ${amountText} is refunded, 2 back in stock.`,
  );
  await expect(staff.getByText('2 units')).toBeVisible();
  expect(await stockOf(page, product.ProductNo, customer.token)).toBe(stockBefore + 2);
  await expectOneMail(staff, [`Your return request ${rmaNo} for 2`, 'is approved']);

  await staff.goto(`/admin/orders/${orderNo}`);
  await expect(staff.getByRole('region', { name: 'Refunds' }).first()).toContainText(`(return ${rmaNo})`);
  await staffContext.close();
});

test('Reports for the demo data: chart, tables and CSV match the orders in the database, at 390 px too', async ({
  page,
}) => {
  await signIn(page);
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Reports' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await page.getByLabel('From date').fill('2026-01-01');
  await page.getByLabel('To date').fill('2026-11-20');
  await page.getByLabel('Group by').selectOption('month');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/from=2026-01-01&to=2026-11-20&by=month/);

  const chart = page.getByRole('img', { name: /Paid sales by month, 2026-01-01 to 2026-11-20/ });
  await expect(chart).toBeVisible();
  await expect(chart.locator('rect')).toHaveCount(11);

  // The figures against the orders as the shop's own orders CSV holds them (read from the database).
  const ordersCsv = await page.request.get('/admin/orders.csv?from=2026-01-01&to=2026-11-20');
  const parsed = Papa.parse<Record<string, string>>((await ordersCsv.text()).replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: true,
  });
  let paidSales = 0;
  let paidOrders = 0;
  for (const row of parsed.data) {
    if (row.PaymentStatus !== 'Paid') continue;
    paidOrders += 1;
    paidSales += cents(row.TotalAmount!);
  }
  expect(paidOrders).toBeGreaterThan(5);
  const paidCard = page.locator('[data-figure="Paid sales"]');
  await expect(paidCard.locator('p')).toHaveText(
    `TT$${(paidSales / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
  );
  await expect(paidCard).toContainText(`${paidOrders} paid orders`);

  // The table by month adds up to the same, and its CSV holds the same figures.
  const monthRows = page.getByRole('region', { name: 'Sales by month' }).getByRole('row');
  await expect(monthRows).toHaveCount(12);
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download “Sales by month” (CSV)' }).click();
  const file = await download;
  const csv = await (await import('node:fs/promises')).readFile((await file.path())!, 'utf8');
  const csvLines = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r\n/);
  expect(csvLines[0]).toBe('Period,PaidOrders,PaidSales,Refunded,Net');
  expect(csvLines.slice(1).reduce((sum, l) => sum + cents(l.split(',')[2]!), 0)).toBe(paidSales);
  for (const table of ['Sales by product', 'Sales by category', 'Sales by payment method'])
    await expect(page.getByRole('region', { name: table }).getByRole('row').nth(1)).toBeVisible();
  const byProductCsv = await page.request.get(
    '/admin/reports.csv?table=products&from=2026-01-01&to=2026-11-20&by=month',
  );
  expect(byProductCsv.headers()['content-type']).toContain('text/csv');
  expect((await byProductCsv.text()).split(/\r\n/)[0]).toContain('ProductNo,Product,Units,Sales,Cost,Margin');

  // At 390 px the page does not scroll sideways; wide tables scroll in their own region.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(chart).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoSeriousViolations(page);
  const box = await chart.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(390);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Awaiting payment (card, bank transfer)' }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Cash to collect' }).first()).toBeVisible();
  await expectNoSidewaysScroll(page);
});
