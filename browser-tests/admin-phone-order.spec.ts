// The staff enter a phone order, priced as the checkout prices it, and add a product to an order
// before it ships (docs/product.md#phone-orders, #changing-an-order).
import { expect, type Page, test } from '@playwright/test';
import { type DemoProduct, demoProduct, freshMobile, plainProduct, postJson } from './account-support';
import { signIn, watchConsole } from './admin-support';
import { expectNoSeriousViolations } from './axe-check';

test.use({ viewport: { width: 390, height: 900 } });
test.setTimeout(180_000);

const tt = (dollars: number) =>
  `TT$${(Math.round(dollars * 100) / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The suggestion the product list offers for a product, as a click on it would fill the field. */
async function choiceFor(page: Page, listId: string, productNo: number): Promise<string> {
  const values = await page
    .locator(`datalist#${listId} option`)
    .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
  const hit = values.find((v) => v.startsWith(`${productNo} `) || v.startsWith(`${productNo}/`));
  if (!hit) throw new Error(`Product ${productNo} is not in the list`);
  return hit;
}

/** What the checkout charges for these lines (SaveOrder's own pricing), cash on delivery in Trinidad. */
async function checkoutTotal(page: Page, lines: { product: DemoProduct; quantity: number }[]) {
  const { body } = await postJson<{ success: boolean; msg: string; TotalAmount: number }>(page, '/api/shop/SaveOrder', {
    PMNo: 3,
    OrderProductList: lines.map(({ product, quantity }) => ({
      ProductNo: product.ProductNo,
      ProductSKUNo: product.ProductSKUNo ?? 0,
      Quantity: quantity,
    })),
    IsPickup: 0,
    CustomerMobile: freshMobile(),
    CustomerName: 'Price Check',
    CustomerAddress: '1 Queen Street',
    CustomerCityNo: 0,
    ODeliverCountryNo: 1,
    Source: 1,
  });
  expect(body.success, body.msg).toBe(true);
  return body.TotalAmount;
}

test('enters a phone order for two products and sees it in the list; adds a product to it', async ({ page }) => {
  const errors = watchConsole(page);
  const first = await demoProduct(page, plainProduct);
  const second = await demoProduct(page, plainProduct, 1);
  const third = await demoProduct(page, plainProduct, 2);
  const expected = await checkoutTotal(page, [
    { product: first, quantity: 2 },
    { product: second, quantity: 1 },
  ]);

  await signIn(page);
  await page.goto('/admin/orders');
  await page.getByRole('link', { name: 'Enter a phone order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Enter a phone order' })).toBeVisible();
  await expectNoSeriousViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const form = page.getByRole('form', { name: 'Phone order' });
  await form.getByLabel('Customer name').fill('Ravi Phone Order');
  const mobile = freshMobile();
  await form.getByLabel('Mobile (7 digits, +1 868)').fill(mobile);
  await form.getByLabel('Address (for a delivery)').fill('9 Marine Square');
  await form.getByLabel('Payment').selectOption({ label: 'Cash on Delivery' });
  await form
    .getByLabel('Product 1', { exact: true })
    .fill(await choiceFor(page, 'phone-order-products', first.ProductNo));
  await form.getByLabel('Quantity 1', { exact: true }).fill('2');
  await form
    .getByLabel('Product 2', { exact: true })
    .fill(await choiceFor(page, 'phone-order-products', second.ProductNo));
  await form.getByLabel('Quantity 2', { exact: true }).fill('1');
  await form.getByRole('button', { name: 'Enter the order' }).click();

  await expect(page.getByRole('heading', { level: 1, name: /^Order \d+/ })).toBeVisible({ timeout: 30_000 });
  const orderNo = Number(/\/admin\/orders\/(\d+)/.exec(page.url())![1]);
  await expect(page.getByText('Entered by staff')).toBeVisible();

  await page.goto(`/admin/orders?q=${mobile}`);
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: `Order ${orderNo}` }) });
  await expect(row).toContainText('Ravi Phone Order');
  await expect(row).toContainText(tt(expected));
  await expect(row).toContainText('Entered by staff');

  // Before it ships, one more product is added: the order is priced again.
  await page.goto(`/admin/orders/${orderNo}`);
  const edit = page.getByRole('region', { name: 'Change the order' });
  await edit
    .getByLabel('Add a product (name or product number)')
    .fill(await choiceFor(page, 'edit-add-products', third.ProductNo));
  await edit.getByLabel('Quantity to add').fill('1');
  await edit.getByRole('button', { name: 'Save the changes' }).click();
  await expect(page.getByRole('status')).toContainText(`Order ${orderNo} is changed: its total is TT$`);
  const lines = page.getByRole('table', { name: 'Products' });
  await expect(lines).toContainText(third.ProductName);
  const told = (await page.getByRole('status').textContent())!.match(/its total is (TT\$[\d,.]+\d)/)![1]!;
  await expect(lines).toContainText(told);
  expect(told).not.toBe(tt(expected));
  expect(errors).toEqual([]);
});
