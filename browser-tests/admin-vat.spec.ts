// VAT invoices (docs/product.md#vat-invoices): the owner switches VAT on, two orders are shipped, and
// each one's printable invoice shows 12.5 % VAT, the second's number one above the first's.
import { expect, type Page, test } from '@playwright/test';
import { demoProduct, placeOrder, plainProduct, registerCustomer } from './account-support';
import { signIn, watchConsole } from './admin-support';

async function ship(page: Page, orderNo: number) {
  await page.goto(`/admin/orders/${orderNo}`);
  for (const status of ['Processed', 'Shipped']) {
    await page.getByLabel('New status').selectOption(status);
    await page.getByRole('button', { name: 'Save the status' }).click();
    await expect(page.getByRole('status')).toHaveText(`Order ${orderNo} is now ${status}.`, { timeout: 20_000 });
  }
}

/** Opens the order's invoice from its page and answers the invoice number. */
async function invoiceNumber(page: Page, orderNo: number): Promise<number> {
  await page.goto(`/admin/orders/${orderNo}`);
  await page.getByRole('link', { name: /^VAT invoice INV-/ }).click();
  const heading = page.getByRole('heading', { level: 1, name: /VAT invoice INV-\d{6}$/ });
  await expect(heading).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('VAT registration number 100200300')).toBeVisible();
  await expect(page.getByText(/^VAT included at 12\.5 %: TT\$[\d,]+\.\d\d$/)).toBeVisible();
  return Number((await heading.textContent())!.match(/INV-(\d{6})/)![1]);
}

test('with VAT switched on, a shipped order gets an invoice with 12.5 % VAT and the next number', async ({ page }) => {
  test.setTimeout(180_000);
  const errors = watchConsole(page);
  const customer = await registerCustomer(page, 'Kamla Persad');
  const product = await demoProduct(page, plainProduct, 3);
  const first = await placeOrder(page, customer, [{ product, quantity: 1 }]);
  const second = await placeOrder(page, customer, [{ product, quantity: 2 }]);

  await signIn(page);
  await page.goto('/admin/settings');
  const vat = page.getByRole('form', { name: 'VAT' });
  await expect(vat.getByLabel('The shop is VAT registered')).not.toBeChecked();
  await expect(vat.getByLabel('VAT rate in %')).toHaveValue('12.5');
  await vat.getByLabel('The shop is VAT registered').check();
  await vat.getByRole('button', { name: 'Save the VAT settings' }).click();
  await expect(page.getByRole('alert')).toContainText('VAT registration number is required');
  await page.getByRole('form', { name: 'VAT' }).getByLabel('The shop is VAT registered').check();
  await page.getByRole('form', { name: 'VAT' }).getByLabel('VAT registration number').fill('100200300');
  await page.getByRole('form', { name: 'VAT' }).getByLabel('Invoice number given').selectOption('shipped');
  await page.getByRole('form', { name: 'VAT' }).getByRole('button', { name: 'Save the VAT settings' }).click();
  await expect(page.getByRole('status')).toHaveText('The VAT settings are saved.', { timeout: 20_000 });

  await ship(page, first);
  const firstNo = await invoiceNumber(page, first);
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  await ship(page, second);
  expect(await invoiceNumber(page, second)).toBe(firstNo + 1);
  // The refused save (no VAT number) answers 400 on purpose; nothing else may fail.
  expect(errors.filter((e) => !e.includes('status of 400') || !e.includes('/admin/settings'))).toEqual([]);
});
