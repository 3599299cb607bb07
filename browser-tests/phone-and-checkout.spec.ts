// What a shopper sees on a 390 px phone and a 1280 px desktop: no page wider than the screen (logged in
// with a six-line order and long names, or logged out), the cart's remove button clear of the name, every
// product tab whole, the total before the first Place Order; and at checkout the Customer Details block for a
// logged-in shopper, the island set by the city, every pickup point, and a guest's return request.
import { expect, type Page, test } from '@playwright/test';
import {
  demoProduct,
  placeOrder,
  plainProduct,
  postJson,
  registerCustomer,
  signInWithToken,
  type TestCustomer,
} from './account-support';
import { markArrived } from './admin-support';
import { addThroughLink, findProduct, plainProduct as plainCartProduct } from './cart-support';

const LONG_NAME = 'Anastasia Ramdhanie-Maharajsingh Chandrabhansingh Persadsingh-Bissoondialsingh';

async function pageWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

async function expectFits(page: Page, path: string, width: number, ready: string) {
  await page.goto(path);
  await expect(page.getByText(ready).first()).toBeVisible();
  expect(await pageWidth(page), `${path} at ${width} px`).toBeLessThanOrEqual(width);
}

let customer: TestCustomer;
let orderNo: number;
let returnedName: string;
test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  customer = await registerCustomer(page, LONG_NAME);
  const lines = [];
  for (let i = 0; i < 6; i++) lines.push({ product: await demoProduct(page, plainProduct, i), quantity: 1 });
  orderNo = await placeOrder(page, customer, lines);
  await markArrived(browser, orderNo);
  const detail = await page.request.get(`/api/customer/orders/${orderNo}`, {
    headers: { Authorization: `Bearer ${customer.token}` },
  });
  const first = ((await detail.json()) as { Lines: { ProductName: string; Model: string }[] }).Lines[0]!;
  returnedName = first.ProductName;
  const [firstName, ...rest] = LONG_NAME.split(' ');
  const asked = await postJson<{ success: boolean; msg: string }>(
    page,
    '/api/customer/returns',
    {
      firstname: firstName,
      lastname: rest.join(' ').slice(0, 32),
      email: customer.email,
      telephone: customer.mobile,
      order_id: orderNo,
      date_ordered: '',
      product: first.ProductName,
      model: first.Model,
      quantity: 1,
      return_reason_id: 1,
      opened: 0,
      comment: 'A long comment about the parcel that arrived with its box crushed on one side. '.repeat(3),
      agree: 1,
    },
    customer.token,
  );
  expect(asked.body.success, asked.body.msg).toBe(true);
  await page.close();
});

for (const width of [390, 1280]) {
  test(`no account page is wider than ${width} px with a six-line order and long names`, async ({ browser }) => {
    test.slow();
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    await signInWithToken(page, customer);
    const pages: [string, string][] = [
      ['/account', 'Edit Information'],
      ['/editaccountinfo', 'First Name'],
      ['/changepassword', 'Current Password'],
      ['/orderhistory', `#${orderNo}`],
      [`/orderdetail?orderId=${orderNo}`, 'Payment Address'],
      ['/productreturn?list', returnedName],
      [`/productreturn?orderId=${orderNo}`, 'Reason for Return'],
      ['/ordertrack', 'Order Processed'],
      ['/wishlist', 'Wish List'],
    ];
    for (const [path, ready] of pages) await expectFits(page, path, width, ready);
    await context.close();
  });

  test(`no storefront page is wider than ${width} px for a guest`, async ({ browser, request }) => {
    test.slow();
    const product = await findProduct(request, plainCartProduct);
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    const pages: [string, string][] = [
      ['/', 'Add To Cart'],
      ['/search/steelpan', 'Steelpan'],
      [`/productdetails/${product.ProductNo}`, product.ProductName],
      ['/wishlist', 'Wish List'],
      ['/ordertrack', 'Track Order'],
      ['/productreturn', 'Reason for Return'],
      ['/login', 'Login'],
      ['/aboutus', 'About'],
      ['/ourservices', 'Services'],
      ['/deliverypolicy', 'Delivery'],
      ['/termsandcondition', 'Terms'],
      ['/privacypolicy', 'Privacy'],
    ];
    for (const [path, ready] of pages) await expectFits(page, path, width, ready);
    await addThroughLink(page, product);
    expect(await pageWidth(page)).toBeLessThanOrEqual(width);
    await page.goto('/checkout');
    await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
    expect(await pageWidth(page)).toBeLessThanOrEqual(width);
    await context.close();
  });
}

test('on a phone the cart remove button never covers the name, and every product tab is whole', async ({
  browser,
  request,
}) => {
  const product = await findProduct(request, plainCartProduct);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await addThroughLink(page, product);
  const cart = page.getByRole('table', { name: 'Products in your cart' });
  const name = (await cart.getByRole('link', { name: product.ProductName }).last().boundingBox())!;
  const remove = (await cart.getByRole('button', { name: `Remove ${product.ProductName}` }).boundingBox())!;
  const overlaps =
    remove.x < name.x + name.width &&
    name.x < remove.x + remove.width &&
    remove.y < name.y + name.height &&
    name.y < remove.y + remove.height;
  expect(overlaps).toBe(false);

  await page.goto(`/productdetails/${product.ProductNo}`);
  const tabs = page.getByRole('tab');
  await expect(tabs.first()).toBeVisible();
  for (const tab of await tabs.all()) {
    const box = (await tab.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(await tab.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  }
  await expect(page.getByRole('tab', { name: 'Delivery & Pickup' })).toBeVisible();
  await context.close();
});

test('on a phone the order total shows before the first Place Order button', async ({ browser, request }) => {
  const product = await findProduct(request, plainCartProduct);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await addThroughLink(page, product);
  await page.goto('/checkout');
  const total = page.locator('.order-summary__grand');
  await expect(total).toBeVisible();
  const firstButton = page
    .getByRole('button', { name: /^Place Order/ })
    .filter({ visible: true })
    .first();
  await expect(firstButton).toBeVisible();
  const totalBox = (await total.boundingBox())!;
  const buttonBox = (await firstButton.boundingBox())!;
  expect(totalBox.y + totalBox.height).toBeLessThanOrEqual(buttonBox.y);
  await context.close();
});

test('checkout: Customer Details instead of the form, the island follows the city, every pickup point', async ({
  page,
  request,
}) => {
  const product = await findProduct(request, plainCartProduct);
  await signInWithToken(page, customer);
  await addThroughLink(page, product);
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Customer Details' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Customer Information' })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: /^Name/ })).toHaveCount(0);

  await page.getByLabel('City').selectOption({ label: 'Scarborough' });
  const island = page.getByRole('group', { name: 'Deliver to' });
  await expect(island.getByRole('radio', { name: 'Tobago' })).toBeChecked();
  await expect(island.getByRole('radio', { name: 'Trinidad' })).toBeDisabled();
  await expect(island.getByText('Set by the city (Scarborough).')).toBeVisible();
  await page.getByLabel('City').selectOption({ label: 'Chaguanas' });
  await expect(island.getByRole('radio', { name: 'Trinidad' })).toBeChecked();

  await page.getByRole('radio', { name: 'Pickup', exact: true }).check();
  const points = page.getByRole('group', { name: 'Pick up at' });
  await expect(points.getByRole('radio')).toHaveCount(2);
  await expect(points.getByText('Demo Tobago Outlet')).toBeVisible();
  await expect(points.getByText('21 Placeholder Street, Scarborough, Tobago (demo address)')).toBeVisible();
  await expect(points.getByRole('link', { name: '+1(868) 555-0121' })).toBeVisible();
  await expect(points.getByText('Online Store (Demo)')).toBeVisible();
});

test('SaveOrder refuses Scarborough with Trinidad ticked, with a clear message', async ({ page, request }) => {
  const cities = (await (await request.get('/api/Trini/GetCityList')).json()) as {
    ODeliverCityNo: number;
    ODeliverCityName: string;
  }[];
  const scarborough = cities.find((c) => c.ODeliverCityName === 'Scarborough');
  expect(scarborough).toBeDefined();
  const product = await demoProduct(page, plainProduct);
  const answer = await postJson<{ success: boolean; msg: string }>(page, '/api/shop/SaveOrder', {
    PMNo: 3,
    OrderProductList: [{ ProductNo: product.ProductNo, Quantity: 1 }],
    IsPickup: 0,
    CustomerMobile: '6205555',
    CustomerName: 'Island Test',
    CustomerEmail: 'island@example.test',
    CustomerAddress: '1 Bay Road',
    CustomerCityNo: scarborough!.ODeliverCityNo,
    ODeliverCountryNo: 1,
  });
  expect(answer.status).toBe(400);
  expect(answer.body.msg).toBe('Scarborough is in Tobago. Please choose Tobago as the island, or another city.');
});

test('a guest requests a return with the order number and the mobile it was placed with', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/ordertrack');
  await page.getByRole('link', { name: 'Request a return' }).click();
  await expect(page).toHaveURL(/\/productreturn$/);
  await page.getByRole('textbox', { name: /First Name/ }).fill('Anastasia');
  await page.getByRole('textbox', { name: /Last Name/ }).fill('Ramdhanie');
  await page.getByRole('textbox', { name: /E-Mail/i }).fill(customer.email);
  await page.getByRole('textbox', { name: /Mobile the order was placed with/ }).fill(customer.mobile);
  await page.getByRole('textbox', { name: /Order ID/ }).fill(String(orderNo));
  const detail = await page.request.get(`/api/customer/orders/${orderNo}`, {
    headers: { Authorization: `Bearer ${customer.token}` },
  });
  const line = ((await detail.json()) as { Lines: { ProductName: string; Model: string }[] }).Lines[1]!;
  await page.getByRole('textbox', { name: /Product Name/ }).fill(line.ProductName);
  await page.getByRole('textbox', { name: /Product Code/ }).fill(line.Model);
  await page.getByRole('radio', { name: 'Dead On Arrival' }).check();
  await page.getByRole('checkbox', { name: /I have read and agree/ }).check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'Return request received' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Track an order' })).toBeVisible();
  await context.close();
});
