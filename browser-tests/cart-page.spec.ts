import { expect, test } from '@playwright/test';
import { addThroughLink, bundleProduct, findProduct, plainProduct, tt, watchErrors } from './cart-support';

test('an empty cart says so, with a way back to the shop', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/cart');
  await expect(page.getByText('Your Cart is Empty!')).toBeVisible();
  await page.getByRole('link', { name: 'Continue Shopping' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(errors).toEqual([]);
});

test('/cart/{ProductNo} adds the product; a quantity edit reprices the line with its bundle price', async ({
  page,
  request,
}) => {
  const errors = watchErrors(page);
  const product = await findProduct(request, bundleProduct);
  await addThroughLink(page, product);

  const totals = page.getByRole('region', { name: 'Cart Totals' });
  await expect(totals.getByText('Sub-Total').locator('..')).toContainText(
    tt(product.SalesPrice - Math.round((product.SalesPrice * product.DiscountPercent) / 100)),
  );
  await expect(totals.getByText('Freight').locator('..')).toContainText('TT$40.00');

  await page.getByRole('spinbutton', { name: `Quantity of ${product.ProductName}` }).fill('2');
  await expect(totals.getByText('Sub-Total').locator('..')).toContainText(tt(product.SalesPrice2));
  await expect(totals.getByText(/^Total$/).locator('..')).toContainText(tt(product.SalesPrice2 + 40));
  const row = page.getByRole('row').filter({ hasText: product.ProductName });
  await expect(row.getByRole('cell').last()).toHaveText(tt(product.SalesPrice2));
  expect(errors).toEqual([]);
});

test('the cart survives a reload in the same tab and is stored under one key', async ({ page, request }) => {
  const product = await findProduct(request, plainProduct);
  await addThroughLink(page, product);
  await page.reload();
  await expect(
    page.getByRole('table', { name: 'Products in your cart' }).getByRole('link', { name: product.ProductName }),
  ).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(sessionStorage.getItem('cartList') ?? 'null'));
  expect(stored).toMatchObject({ cartList: [{ ProductNo: product.ProductNo, Quantity: 1 }], ItemQuantity: 1 });
  await expect(page.getByRole('button', { name: /^Cart, 1 item$/ })).toBeVisible();
});

test('removing the last line empties the cart', async ({ page, request }) => {
  const product = await findProduct(request, plainProduct, 1);
  await addThroughLink(page, product);
  await page.getByRole('button', { name: `Remove ${product.ProductName}` }).click();
  await expect(page.getByText('Your Cart is Empty!')).toBeVisible();
});
