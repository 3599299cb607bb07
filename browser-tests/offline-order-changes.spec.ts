// An order kept on the phone while the shop changed (docs/decisions/0055, 0066), on the phone profile:
// when the price moved while it waited, nothing is sent until the shopper agrees to the new total; when
// the shop refuses it once the link is back, the shopper is told why and nothing waits any more.
import { type Browser, expect, type Page, test } from '@playwright/test';
import { phone } from '../bench/phone-profile';
import { freshMobile } from './account-support';
import { signIn } from './admin-support';
import { type ApiProduct, addThroughLink, findProduct, plainProduct } from './cart-support';

test.describe.configure({ timeout: 150_000 });

const hydrated = (page: Page) => page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
const field = (page: Page, name: string) => page.getByRole('textbox', { name: new RegExp(`^${name}`) });

/** The owner changes one field of a product in the back office, in a browser of their own; gives the old value. */
async function ownerSets(browser: Browser, product: ApiProduct, label: string, value: string): Promise<string> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await signIn(page);
    await page.goto(`/admin/products/${product.ProductNo}`);
    const form = page.getByRole('form', { name: 'Edit the product' });
    const input = form.getByLabel(label, { exact: true });
    const before = await input.inputValue();
    await input.fill(value);
    await form.getByRole('button', { name: 'Save the product' }).click();
    await expect(page.getByRole('status')).toContainText('The product is saved');
    return before;
  } finally {
    await context.close();
  }
}

/** A phone with the product in its cart, the checkout filled in and the order placed offline. */
async function orderWaitingOffline(browser: Browser, product: ApiProduct) {
  const shopper = await phone(browser);
  const { page, offline } = shopper;
  await addThroughLink(page, product);
  await page.goto('/checkout');
  await hydrated(page);
  const email = `changed.${freshMobile()}@example.com`;
  await field(page, 'Mobile').fill(freshMobile());
  await field(page, 'Name').fill('Waiting Shopper');
  await field(page, 'Email').fill(email);
  await field(page, 'Address').fill('9 Long Wait Street, Point Fortin');
  await offline(true);
  await page.getByRole('button', { name: 'Place Order' }).first().click();
  await expect(page.getByTestId('waiting-order')).toContainText('Your order is waiting to be sent');
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/shop/SaveOrder')) sent.push(r.url());
  });
  return { ...shopper, sent };
}

test('an order kept offline whose price changed meanwhile waits until the shopper agrees to the new total', async ({
  browser,
  request,
}) => {
  const product = await findProduct(request, plainProduct, 24);
  const { page, context, offline, sent } = await orderWaitingOffline(browser, product);
  const was = await ownerSets(browser, product, 'Sales price', (product.SalesPrice + 10).toFixed(2));
  try {
    await offline(false);
    const waiting = page.getByTestId('waiting-order');
    await expect(waiting.getByRole('alert')).toContainText('The prices changed since you placed this order', {
      timeout: 30_000,
    });
    // The new total is the old one and the TT$10 the price went up by.
    const said = (await waiting.getByRole('alert').textContent()) ?? '';
    const [, now, was] = /now TT\$([\d,.]+) \(was TT\$([\d,.]+)\)/.exec(said) ?? [];
    expect(Number(now?.replace(/,/g, '')) - Number(was?.replace(/,/g, ''))).toBeCloseTo(10, 2);
    // Nothing went to the shop before the shopper agreed.
    expect(sent).toEqual([]);
    await expect(page.getByRole('heading', { name: 'Your Order has been successfully placed!' })).toHaveCount(0);

    await waiting.getByRole('button', { name: 'Send at the new total' }).click();
    await expect(page.getByRole('heading', { name: 'Your Order has been successfully placed!' })).toBeVisible({
      timeout: 30_000,
    });
    expect(sent.length).toBeGreaterThanOrEqual(1);
    // Placed at the total the shopper agreed to.
    await expect(page.getByRole('main')).toContainText(`TT$${now}`);
    await expect(page.getByTestId('waiting-order')).toHaveCount(0);
  } finally {
    await ownerSets(browser, product, 'Sales price', was);
    await context.close();
  }
});

test('an order kept offline that the shop refuses once the link is back says why, and waits no more', async ({
  browser,
  request,
}) => {
  const product = await findProduct(request, plainProduct, 25);
  const { page, context, offline, sent } = await orderWaitingOffline(browser, product);
  const was = await ownerSets(browser, product, 'Stock', '0');
  try {
    await offline(false);
    await expect(page.getByText(/^Your order was not placed\./)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('waiting-order')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('shop:queuedOrder'))).toBeNull();
    await expect(page.getByRole('heading', { name: 'Your Order has been successfully placed!' })).toHaveCount(0);
    expect(sent.length).toBeGreaterThanOrEqual(1);
  } finally {
    await ownerSets(browser, product, 'Stock', was);
    await context.close();
  }
});
