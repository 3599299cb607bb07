// Order history, order detail, reorder, product return and order tracking with orders placed in the test.
import { expect, type Page, test } from '@playwright/test';
import {
  demoProduct,
  field,
  firstVariant,
  placeOrder,
  plainProduct,
  productWithOptions,
  registerCustomer,
  signInWithToken,
  type TestCustomer,
  watchErrors,
} from './account-support';
import { markArrived } from './admin-support';
import { expectNoSeriousViolations } from './axe-check';

// One account for the whole file: registrations per address are limited. Each test places its own orders.
let customer: TestCustomer;
test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  customer = await registerCustomer(page, 'Nadia Mohammed');
  await page.close();
});

async function openOrder(page: Page, orderNo: number) {
  await page.goto('/orderhistory');
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: `#${orderNo}` }) });
  await row.getByRole('link', { name: `View order ${orderNo}` }).click();
  await expect(page).toHaveURL(new RegExp(`/orderdetail\\?orderId=${orderNo}$`));
  await expect(page.getByRole('heading', { name: 'Order Details' })).toBeVisible();
}

test('order history and order detail show an order placed by the customer; reorder puts its lines back in the cart', async ({
  page,
}) => {
  const errors = watchErrors(page);
  const plain = await demoProduct(page, plainProduct);
  const withOptions = await demoProduct(page, productWithOptions);
  const variant = await firstVariant(page, withOptions.ProductNo);
  const orderNo = await placeOrder(page, customer, [
    { product: plain, quantity: 2 },
    { product: withOptions, quantity: 1, variant },
  ]);
  await signInWithToken(page, customer);

  await page.goto('/orderhistory');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: `#${orderNo}` }) });
  await expect(row.getByRole('cell').nth(0)).toHaveText('Nadia Mohammed');
  await expect(row.getByRole('cell').nth(1)).toHaveText('3');
  await expect(row.getByRole('cell').nth(2)).toHaveText('Pending');
  await expect(row.getByRole('cell').nth(3)).toHaveText(/^TT\$[\d,]+\.\d{2}$/);
  await expect(row.getByRole('cell').nth(4)).toHaveText(/^\d{4}-\d{2}-\d{2}$/);
  const view = row.getByRole('link', { name: `View order ${orderNo}` });
  await view.hover();
  await expect(row.locator('.tooltip')).toHaveText('View');
  await expect(row.locator('.tooltip')).toBeVisible();

  await openOrder(page, orderNo);
  await expect(page.getByText(`#${orderNo}`, { exact: true })).toBeVisible();
  await expect(page.getByText('Cash on Delivery')).toBeVisible();
  await expect(page.getByText('Flat Shipping Rate').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Payment Address' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Shipping Address' })).toBeVisible();
  await expect(page.getByText('12 Frederick Street, Port of Spain').first()).toBeVisible();
  const products = page.getByRole('region', { name: 'Products' });
  const plainRow = products.getByRole('row').filter({ hasText: plain.ProductName });
  await expect(plainRow.getByRole('cell').nth(0)).toHaveText(plain.Barcode);
  await expect(plainRow.getByRole('cell').nth(1)).toHaveText('2');
  await expect(products.getByRole('rowheader', { name: 'Sub-Total' })).toBeVisible();
  await expect(products.getByRole('rowheader', { name: 'Total', exact: true })).toBeVisible();
  const history = page.getByRole('region', { name: 'Order History' });
  await expect(history.getByRole('cell', { name: 'Pending' })).toBeVisible();

  await page.getByRole('button', { name: 'Reorder all products' }).click();
  await expect(page.getByRole('status').filter({ hasText: '2 products added to your cart.' })).toBeVisible();
  await page.goto('/cart');
  const cart = page.getByRole('table', { name: 'Products in your cart' });
  await expect(cart.getByRole('link', { name: plain.ProductName })).toBeVisible();
  await expect(cart.getByRole('link', { name: withOptions.ProductName })).toBeVisible();
  const quantities = await cart
    .getByRole('spinbutton')
    .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
  expect(quantities.sort()).toEqual(['1', '2']);
  if (variant.Color) await expect(cart.getByText(variant.Color).first()).toBeVisible();

  // The same lines again: already in the cart, nothing doubled.
  await openOrder(page, orderNo);
  await page.getByRole('button', { name: `Reorder ${plain.ProductName}` }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: `${plain.ProductName} is already in your cart.` }),
  ).toBeVisible();

  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/orderhistory$/);
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/account$/);
  expect(errors).toEqual([]);
});

test('a return request from the order page: prefilled, checked field by field, saved with an RMA number', async ({
  page,
  browser,
}) => {
  const plain = await demoProduct(page, plainProduct, 1);
  const orderNo = await placeOrder(page, customer, [{ product: plain, quantity: 3 }]);
  await markArrived(browser, orderNo);
  await signInWithToken(page, customer);
  await page.goto(`/orderdetail/${orderNo}`);
  await page.getByRole('link', { name: `Return ${plain.ProductName}` }).click();
  await expect(page).toHaveURL(new RegExp(`/productreturn\\?orderId=${orderNo}&product=${plain.ProductNo}`));
  await expect(page.getByText('Please complete the form below to request an RMA number.')).toBeVisible();

  await expect(field(page, 'First Name')).toHaveValue('Nadia');
  await expect(field(page, 'Last Name')).toHaveValue('Mohammed');
  await expect(field(page, 'E-Mail')).toHaveValue(customer.email);
  await expect(field(page, 'Telephone')).toHaveValue(customer.mobile);
  await expect(field(page, 'Order ID')).toHaveValue(String(orderNo));
  await expect(field(page, 'Order Date')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  await expect(field(page, 'Product Name')).toHaveValue(plain.ProductName);
  await expect(field(page, 'Product Code')).toHaveValue(plain.Barcode);
  await expect(field(page, 'Quantity')).toHaveValue('3');
  const reasons = page.getByRole('group', { name: 'Reason for Return' }).getByRole('radio');
  await expect(reasons).toHaveCount(5);
  await expect(page.getByRole('group', { name: 'Product is opened' }).getByRole('radio', { name: 'No' })).toBeChecked();

  // Every problem is named at its field.
  await field(page, 'Last Name').fill('');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(field(page, 'Last Name')).toBeFocused();
  await expect(page.getByText('Last Name is required.')).toBeVisible();
  await expect(page.getByText('Please choose a reason for return.')).toBeVisible();
  await expect(page.getByText('You must agree to the Terms & Conditions.')).toBeVisible();
  await field(page, 'Last Name').fill('Mohammed');
  await page.getByRole('radio', { name: 'Faulty, please supply details' }).check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Please supply details of the fault or the reason for return.')).toBeVisible();
  await field(page, 'Faulty or other details').fill('The left speaker crackles at any volume.');
  await field(page, 'Quantity').fill('1');
  await page.getByRole('group', { name: 'Product is opened' }).getByRole('radio', { name: 'Yes' }).check();

  // The agreement opens in a dialog with a Cancel button.
  await page.getByRole('button', { name: 'Terms & Conditions' }).click();
  const terms = page.getByRole('dialog', { name: 'Terms & Conditions' });
  await expect(terms).toBeVisible();
  await expectNoSeriousViolations(page, 'dialog');
  await terms.getByRole('button', { name: 'Cancel' }).click();
  await expect(terms).toBeHidden();
  await page.getByRole('checkbox', { name: /I have read and agree to the Terms & Conditions/ }).check();

  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'Return request received' })).toBeVisible();
  await expect(page.getByText(/Your return request has been received\. Your RMA number is \d+\./)).toBeVisible();
  await expect(page.locator('.rma-number')).toHaveText(/^\d+$/);
});

test('order tracking: a customer picks an order; a guest looks one up by order id and mobile', async ({
  page,
  browser,
}) => {
  const plain = await demoProduct(page, plainProduct, 2);
  const first = await placeOrder(page, customer, [{ product: plain, quantity: 1 }]);
  const second = await placeOrder(page, customer, [{ product: plain, quantity: 2 }]);
  await signInWithToken(page, customer);

  await page.goto('/ordertrack');
  const picker = field(page, 'Your order');
  await expect(picker).toHaveValue(String(second));
  await expect(page.getByRole('heading', { name: `Order #${second}` })).toBeVisible();
  const steps = page.locator('.track-steps').first().getByRole('listitem');
  await expect(steps).toHaveText([/Order Processed/, /Order Shipped/, /Order Enroute/, /Order Arrived/]);
  await expect(steps.first()).toContainText('Not yet');
  await picker.selectOption(String(first));
  await expect(page).toHaveURL(new RegExp(`/ordertrack\\?orderId=${first}$`));
  await expect(page.getByRole('heading', { name: `Order #${first}` })).toBeVisible();
  await expect(page.getByText('Status: Pending.').first()).toBeVisible();

  // A guest in another browser: order id and mobile.
  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  await guest.goto('/ordertrack', { waitUntil: 'networkidle' });
  await expect(guest.getByRole('heading', { name: 'Track your order' })).toBeVisible();
  await field(guest, 'Order ID').fill(String(first));
  await field(guest, 'Mobile').fill('6000000');
  await guest.getByRole('button', { name: 'Track Order' }).click();
  await expect(
    guest.getByRole('alert').filter({ hasText: 'No order found with that order id and mobile.' }),
  ).toBeVisible();
  await field(guest, 'Mobile').fill(customer.mobile);
  await guest.getByRole('button', { name: 'Track Order' }).click();
  await expect(guest.getByRole('heading', { name: `Order #${first}` })).toBeVisible();
  await expect(guest.locator('.track-steps').getByRole('listitem')).toHaveCount(4);
  await expectNoSeriousViolations(guest);
  await guestContext.close();
});

for (const width of [390, 1280]) {
  test(`account pages at ${width} px: no serious or critical accessibility problem, no console error`, async ({
    browser,
  }) => {
    test.slow(); // seven pages, each analysed by axe
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    const errors = watchErrors(page);
    const orderNo = await placeOrder(page, customer, [{ product: await demoProduct(page, plainProduct), quantity: 1 }]);
    await signInWithToken(page, customer);
    const pages: [string, string][] = [
      ['/account', 'Edit Information'],
      ['/editaccountinfo', 'First Name'],
      ['/changepassword', 'Current Password'],
      ['/orderhistory', `#${orderNo}`],
      [`/orderdetail?orderId=${orderNo}`, 'Payment Address'],
      [`/productreturn?orderId=${orderNo}`, 'Reason for Return'],
      ['/ordertrack', 'Order Processed'],
    ];
    for (const [path, text] of pages) {
      await page.goto(path);
      await expect(page.getByText(text).first()).toBeVisible();
      await expectNoSeriousViolations(page);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
}

test('the account pages render a meaningful shell on the server, before any script runs', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/orderhistory');
  await expect(page.getByRole('heading', { level: 1, name: 'Order History' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Account menu' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading your account' })).toBeAttached();
  await page.goto('/ordertrack');
  await expect(field(page, 'Order ID')).toBeVisible();
  await context.close();
});
