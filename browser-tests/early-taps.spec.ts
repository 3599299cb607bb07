// No tap lost on a phone (docs/decisions/0054): on the phone profile (390 × 844, touch, 4× slower
// processor, slow mobile link) every control is tapped as soon as it is visible, long before the page
// has woken, and the tap is carried out once when it wakes; text typed and autofilled before then is
// all there when the order is placed, and no address the browser asks for ever holds a form's fields.
import { expect, type Locator, type Page, test } from '@playwright/test';
import { awake, phone } from '../bench/phone-profile';
import { earlyTapNotCarriedOut, SNACKBAR_ACTION } from '../shop-rules/messages/shop';
import { freshMobile } from './account-support';
import { addThroughLink, findProduct, optionsProduct, plainProduct, watchErrors } from './cart-support';
import { KURTA_WITH_VARIANTS } from './catalogue-helpers';
import { holdScripts } from './held-scripts';
import { mailsWith } from './outbox';

test.describe.configure({ timeout: 90_000 });

/** Waits until the control is painted, then taps it at once; says whether the page was still asleep. */
async function tapWhenVisible(page: Page, control: Locator): Promise<boolean> {
  await control.waitFor({ state: 'visible' });
  const early = !(await awake(page));
  await control.tap();
  return early;
}

/** A tap made before the page woke is shown as taken at once, and the mark goes once it is carried out. */
async function expectTakenThenDone(page: Page, control: Locator, early: boolean) {
  if (early)
    await expect(control)
      .toHaveAttribute('data-early-tap', '', { timeout: 2_000 })
      .catch(() => {});
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
  await expect(page.locator('[data-early-tap]')).toHaveCount(0);
}

// Products with this many units or more: the taps must not meet one that other tests' orders sold out.
const STOCKED = 15;

const cartCount = (page: Page) => page.locator('.header-action--cart .cart-count');

test('Add To Cart on a home card, tapped as soon as it is painted, puts the product in the cart once', async ({
  browser,
  request,
}) => {
  const product = await findProduct(request, plainProduct);
  const { page, context } = await phone(browser);
  const errors = watchErrors(page);
  await page.goto('/', { waitUntil: 'commit' });
  const card = page.locator('.product-card').filter({ hasText: product.ProductName }).first();
  const button = card.getByRole('button', { name: 'Add To Cart' });
  const early = await tapWhenVisible(page, button);
  await expectTakenThenDone(page, button, early);
  await expect(cartCount(page)).toHaveText('1');
  // Once the page has nothing left to do (every task the replay queued has run), still one.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null))));
  await expect(cartCount(page)).toHaveText('1');
  expect(errors).toEqual([]);
  await context.close();
});

test('on the product page, + and Add To Cart tapped at once put one line of two units in the cart; Buy Now goes to the cart', async ({
  browser,
  request,
}) => {
  const product = await findProduct(request, plainProduct, 1, STOCKED);
  const { page, context } = await phone(browser);
  await page.goto(`/productdetails/${product.ProductNo}`, { waitUntil: 'commit' });
  const plus = page.getByRole('button', { name: 'Increase quantity' });
  const early = await tapWhenVisible(page, plus);
  const add = page.getByRole('button', { name: 'Add To Cart' }).first();
  await add.tap();
  await expectTakenThenDone(page, add, early);
  await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('2');
  // The counter counts lines; the cart page shows the units.
  await expect(cartCount(page)).toHaveText('1');
  await page.goto('/cart');
  await expect(page.getByRole('table', { name: 'Products in your cart' }).getByRole('spinbutton')).toHaveValue('2');
  await context.close();

  const again = await phone(browser);
  await again.page.goto(`/productdetails/${product.ProductNo}`, { waitUntil: 'commit' });
  await tapWhenVisible(again.page, again.page.getByRole('button', { name: 'Buy Now' }));
  await expect(again.page).toHaveURL(/\/cart$/, { timeout: 30_000 });
  await expect(cartCount(again.page)).toHaveText('1');
  await again.context.close();
});

test('a variant chosen and added before the page wakes is the one in the cart', async ({ browser, request }) => {
  const product = await findProduct(request, optionsProduct);
  const { page, context } = await phone(browser);
  await page.goto(`/productdetails/${product.ProductNo}`, { waitUntil: 'commit' });
  const option = page.locator('.variant-picker input[type=radio]:not([disabled])').first();
  const early = await tapWhenVisible(page, option.locator('xpath=..'));
  await page.getByRole('button', { name: 'Add To Cart' }).first().tap();
  await expectTakenThenDone(page, option, early);
  await expect(option).toBeChecked();
  await expect(cartCount(page)).toHaveText('1');
  await expect(page.getByText('Please select an option first')).toHaveCount(0);
  await context.close();
});

test('the wishlist heart, the cart icon, Login and Register answer a tap made before the page wakes', async ({
  browser,
  request,
}) => {
  const product = await findProduct(request, plainProduct, 2, STOCKED);
  let visit = await phone(browser);
  await visit.page.goto(`/productdetails/${product.ProductNo}`, { waitUntil: 'commit' });
  const heart = visit.page.getByRole('button', { name: `Wishlist: ${product.ProductName}` }).first();
  const early = await tapWhenVisible(visit.page, heart);
  await expectTakenThenDone(visit.page, heart, early);
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await visit.context.close();

  visit = await phone(browser);
  await visit.page.goto('/', { waitUntil: 'commit' });
  await tapWhenVisible(visit.page, visit.page.locator('.header-action--cart'));
  await expect(visit.page.getByRole('dialog')).toBeVisible({ timeout: 30_000 });
  await visit.context.close();

  for (const name of ['Login', 'Register']) {
    visit = await phone(browser);
    await visit.page.goto('/', { waitUntil: 'commit' });
    await tapWhenVisible(visit.page, visit.page.getByRole('button', { name, exact: true }));
    await expect(visit.page.getByRole('dialog')).toBeVisible({ timeout: 30_000 });
    await expect(visit.page.getByRole('dialog').getByRole('heading', { name })).toBeVisible();
    await visit.context.close();
  }
});

test('Load More and the search box answer a tap made as soon as they show', async ({ browser }) => {
  let visit = await phone(browser);
  await visit.page.goto('/', { waitUntil: 'commit' });
  const more = visit.page.getByRole('button', { name: 'Load More Products...' });
  await more.waitFor();
  const before = await visit.page.locator('.home-products .product-card').count();
  await tapWhenVisible(visit.page, more);
  await expect
    .poll(() => visit.page.locator('.home-products .product-card').count(), { timeout: 30_000 })
    .toBeGreaterThan(before);
  await visit.context.close();

  visit = await phone(browser);
  await visit.page.goto('/', { waitUntil: 'commit' });
  const box = visit.page.getByRole('searchbox').first();
  await box.waitFor();
  await box.tap();
  await box.pressSequentially('kurta');
  await box.press('Enter');
  // Before the page wakes the box is a plain form (/search?q=), after it the router's /search/{text}.
  await expect(visit.page).toHaveURL(/\/search(\/|\?q=)kurta/i, { timeout: 30_000 });
  await expect(visit.page.getByRole('link', { name: KURTA_WITH_VARIANTS }).first()).toBeVisible();
  await visit.context.close();
});

test('Place Order tapped at once on checkout, with typed and autofilled details: one order, nothing in a URL', async ({
  browser,
  request,
}) => {
  const product = await findProduct(request, plainProduct, 3, STOCKED);
  const { page, context } = await phone(browser);
  const errors = watchErrors(page);
  await addThroughLink(page, product);
  const mobile = freshMobile();
  const email = `early.${mobile}@example.com`;
  const urls: string[] = [];
  page.on('request', (r) => urls.push(r.url()));
  page.on('framenavigated', (f) => urls.push(f.url()));
  await page.goto('/checkout', { waitUntil: 'commit' });
  const mobileBox = page.getByRole('textbox', { name: /^Mobile/ });
  await mobileBox.waitFor();
  const early = !(await awake(page));
  await mobileBox.pressSequentially(mobile);
  // Autofill puts whole values in at once.
  await page.getByRole('textbox', { name: /^Name/ }).fill('Early Tapper');
  await page.getByRole('textbox', { name: /^Email/ }).fill(email);
  await page.getByRole('textbox', { name: /^Address/ }).pressSequentially('12 Quick Street, Arima');
  await page.getByRole('button', { name: 'Place Order' }).first().tap();
  await expect(page.getByRole('heading', { name: 'Your Order has been successfully placed!' })).toBeVisible({
    timeout: 45_000,
  });
  await expect(page.getByTestId('order-number')).toHaveText(/\d+/);
  test.info().annotations.push({ type: 'typed before the page woke', description: String(early) });
  for (const url of urls) {
    expect(url).not.toContain(mobile);
    expect(url).not.toContain(encodeURIComponent(email));
    expect(url).not.toMatch(/[?&](mobile|name|email|address)=/);
  }
  // The order holds what was typed, whole: the shop's mail about it names them.
  const orderNo = (await page.getByTestId('order-number').textContent())!.trim();
  await expect.poll(() => mailsWith([`order ${orderNo} `, email]).length, { timeout: 45_000 }).toBeGreaterThan(0);
  const mail = mailsWith([`order ${orderNo} `, email])[0]!;
  for (const typed of ['Dear Early Tapper,', '12 Quick Street, Arima', `+1(868)${mobile}`])
    expect(mail).toContain(typed);
  expect(errors).toEqual([]);
  await context.close();
});

test('Place Order pressed as the page moves under the finger still places the order, once', async ({
  page,
  request,
}) => {
  const product = await findProduct(request, plainProduct, 6, STOCKED);
  await addThroughLink(page, product);
  const { wake } = await holdScripts(page);
  await page.goto('/checkout', { waitUntil: 'domcontentloaded' });
  const mobile = freshMobile();
  const email = `moved.${mobile}@example.com`;
  await page.getByRole('textbox', { name: /^Mobile/ }).fill(mobile);
  await page.getByRole('textbox', { name: /^Name/ }).fill('Moving Page');
  await page.getByRole('textbox', { name: /^Email/ }).fill(email);
  await page.getByRole('textbox', { name: /^Address/ }).fill('4 Shifting Road, Arima');
  const placeOrder = page.getByRole('button', { name: 'Place Order' }).first();
  await placeOrder.scrollIntoViewIfNeeded();
  const box = (await placeOrder.boundingBox())!;
  // The finger goes down on Place Order; as the page wakes the summary fills in above it and the button
  // moves away; the finger lifts where it went down, now over something else.
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  // (Moved by a style, not a new element: the page must still hydrate as the server drew it.)
  await placeOrder.evaluate((button) => {
    button.style.transform = 'translateY(200px)';
  });
  await page.mouse.up();
  await expect(placeOrder).toHaveAttribute('data-early-tap', '');
  wake();
  await expect(page.getByRole('heading', { name: 'Your Order has been successfully placed!' })).toBeVisible({
    timeout: 30_000,
  });
  const orderNo = (await page.getByTestId('order-number').textContent())!.trim();
  // Placed once: one confirmation to the shopper.
  await expect.poll(() => mailsWith([`order ${orderNo} `, email]).length, { timeout: 30_000 }).toBeGreaterThan(0);
  expect(mailsWith([`\nTo: ${email}`, 'Dear Moving Page,'])).toHaveLength(1);
});

test('a payment method chosen before the page wakes shows its tick at once, and the page then says what it means', async ({
  browser,
  request,
}) => {
  const product = await findProduct(request, plainProduct, 4, STOCKED);
  const { page, context } = await phone(browser);
  await addThroughLink(page, product);
  await page.goto('/checkout', { waitUntil: 'commit' });
  const transfer = page.getByRole('radio', { name: 'Bank Transfer' });
  const early = await tapWhenVisible(page, transfer);
  // The browser's own tick stays: seen before anything of the page has woken.
  if (early) await expect(transfer).toBeChecked({ timeout: 1_000 });
  await expectTakenThenDone(page, transfer, early);
  await expect(transfer).toBeChecked();
  // The page heard the choice: it shows what a transfer asks of the shopper.
  await expect(page.getByText(/send the receipt of your transfer by WhatsApp/)).toBeVisible();
  test.info().annotations.push({ type: 'tapped before the page woke', description: String(early) });
  await context.close();
});

test('a tick made while the page wakes stays ticked when the page draws itself again before the replay', async ({
  page,
  request,
}) => {
  const product = await findProduct(request, plainProduct, 5, STOCKED);
  await addThroughLink(page, product);
  // The page's scripts wait until the address is typed (so the replay has text to put back), and the
  // replay waits until the tick is made: the page listens, the replay has not run.
  const { wake, replay } = await holdScripts(page, { holdReplay: true });
  await page.goto('/checkout', { waitUntil: 'domcontentloaded' });
  await page.getByRole('textbox', { name: 'Address' }).fill('3 Waking Street, Arima');
  wake();
  await page.waitForFunction(() => (window as unknown as { __early?: { h?: boolean } }).__early?.h === true);
  const pickup = page.getByRole('radio', { name: 'Pickup' });
  await pickup.check();
  // Typing draws the form again: the tick must not go.
  await page.getByRole('textbox', { name: 'Name' }).fill('Waking Shopper');
  await expect(pickup).toBeChecked();
  replay();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
  await expect(pickup).toBeChecked();
  await expect(page.getByRole('group', { name: 'Pick up at' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Address' })).toHaveValue('3 Waking Street, Arima');
});

test('a tap whose button is gone when the page wakes is pressed nowhere else, and the shop says so', async ({
  page,
  request,
}) => {
  const product = await findProduct(request, plainProduct, 0, STOCKED);
  // The replay waits while the shopper, the page awake, goes to the home page: the tapped button is gone,
  // and the home page has Add To Cart buttons of its own.
  const { wake, replay } = await holdScripts(page, { holdReplay: true });
  await page.goto(`/productdetails/${product.ProductNo}`, { waitUntil: 'domcontentloaded' });
  const addToCart = page.locator('.product-info').getByRole('button', { name: 'Add To Cart' });
  await addToCart.click();
  await expect(addToCart).toHaveAttribute('data-early-tap', '');
  wake();
  await page.waitForFunction(() => (window as unknown as { __early?: { h?: boolean } }).__early?.h === true);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.locator('header a[href="/"]').first().click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByRole('button', { name: 'Add To Cart' }).first()).toBeVisible();
  replay();
  await expect(page.getByRole('alert').filter({ hasText: 'could not be carried out' })).toHaveText(
    earlyTapNotCarriedOut('Add To Cart') + SNACKBAR_ACTION,
  );
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  await expect(cartCount(page)).toHaveText('0');
});
