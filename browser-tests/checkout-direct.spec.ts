import { expect, type Page, test } from '@playwright/test';
import { findProduct, optionsProduct, plainProduct, watchErrors } from './cart-support';

function ordersSent(page: Page) {
  const sent: Record<string, unknown>[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && /\/api\/shop\/saveorder$/i.test(new URL(r.url()).pathname))
      sent.push(JSON.parse(r.postData() ?? '{}'));
  });
  return sent;
}

test('the direct order page sends a one-product order with Source 2 for the default shop', async ({
  page,
  request,
}) => {
  const errors = watchErrors(page);
  const product = await findProduct(request, plainProduct, 10);
  const sent = ordersSent(page);
  await page.goto(`/fborder/${product.ProductNo}/999999`);
  await expect(page.getByRole('heading', { name: 'Create Order' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Shopping Cart' });
  await expect(table.getByRole('columnheader')).toHaveText([
    'S.No',
    'Image',
    'Product Name/Desc',
    'Barcode',
    'Quantity',
    'UnitPrice',
    'Total',
  ]);
  await expect(page.getByRole('button', { name: 'Send Order' })).toBeVisible();

  await page.getByRole('button', { name: 'Send Order' }).click();
  await expect(page.getByRole('alert')).toContainText('Phone Number is invalid. Please enter 7 digits.');
  await page.getByRole('textbox', { name: 'Mobile' }).fill('7654325');
  await page.getByRole('textbox', { name: 'Name' }).fill('Direct Shopper');
  await page.getByRole('textbox', { name: 'Address' }).fill('3 Link Road');
  await page.getByRole('button', { name: 'Send Order' }).click();
  await expect(page.getByRole('alert')).toContainText('Please choose a city from the list.');
  const city = page.getByRole('combobox', { name: 'City' });
  await city.selectOption({ index: 1 });
  await table.getByRole('spinbutton').fill('2');
  await page.getByRole('button', { name: 'Send Order' }).click();
  await expect(page).toHaveURL(/\/success$/);
  expect(sent).toHaveLength(1);
  expect(sent[0]).toMatchObject({
    Source: 2,
    ShopNo: 16,
    PMNo: 3,
    CustomerMobile: '7654325',
    OrderProductList: [{ ProductNo: product.ProductNo, Quantity: 2 }],
  });
  expect(sent[0].CustomerCityNo).toBeGreaterThan(0);
  expect(errors).toEqual([]);
});

test('with card payment on, the direct order page names Wipay', async ({ page, request }) => {
  const product = await findProduct(request, plainProduct, 11);
  await page.goto('/wipaystart');
  // The start page stores its flag once it runs in the browser, then goes home: wait for that.
  await expect(page).toHaveURL(/\/$/);
  await page.goto(`/fborder/${product.ProductNo}`);
  await expect(page.getByText('You will be redirected to Wipay Payment Page')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Place Order Using Wipay' })).toBeVisible();
});

test('the place-order page: Order Now places a cash order, Checkout puts the product in the cart', async ({
  page,
  request,
}) => {
  const errors = watchErrors(page);
  const product = await findProduct(request, plainProduct, 12);
  const sent = ordersSent(page);
  await page.goto(`/placeorder/${product.ProductNo}`);
  await expect(page.getByRole('heading', { name: product.ProductName })).toBeVisible();
  await page.getByRole('button', { name: 'Order Now' }).click();
  await expect(page.getByRole('textbox', { name: 'Mobile' })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('First Name is required.')).toBeVisible();
  expect(sent).toHaveLength(0);

  await page.getByRole('textbox', { name: 'Mobile' }).fill('7654326');
  await page.getByRole('textbox', { name: 'First Name' }).fill('Place');
  await page.getByRole('textbox', { name: 'Last Name' }).fill('Shopper');
  await page.getByRole('textbox', { name: 'Address 1' }).fill('4 Order Street');
  await page.getByRole('combobox', { name: 'City' }).selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Order Now' }).click();
  await expect(page).toHaveURL(/\/success$/);
  expect(sent[0]).toMatchObject({
    PMNo: 3,
    CustomerName: 'Place Shopper',
    CustomerAddress: '4 Order Street',
    OrderProductList: [{ ProductNo: product.ProductNo, Quantity: 1 }],
  });

  await page.goto(`/placeorder/${product.ProductNo}`);
  await page.getByRole('spinbutton', { name: 'Quantity' }).fill('3');
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('complementary', { name: 'Your Order' })).toContainText('Quantity: 3');
  expect(errors).toEqual([]);
});

test('the place-order page asks for an option when the product has several', async ({ page, request }) => {
  const product = await findProduct(request, optionsProduct);
  await page.goto(`/placeorder/${product.ProductNo}`);
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page.getByRole('alert')).toContainText('Please select a option before adding to cart');
});
