// Automated accessibility checks (axe, WCAG 2.1 AA) on the cart, wish list and order pages.
import { expect, type Page, test } from '@playwright/test';
import { axeViolations } from './axe-check';
import { addThroughLink, findProduct, plainProduct } from './cart-support';

async function violations(page: Page, selector: string) {
  const found = await axeViolations(page, { include: selector, tags: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] });
  return found.map((v) => v.text);
}

test('cart page, cart panel, checkout and wish list pass axe', async ({ page, request }) => {
  const product = await findProduct(request, plainProduct, 13);
  await addThroughLink(page, product);
  expect(await violations(page, 'main')).toEqual([]);

  await page.goto('/wipaystart');
  // The start page stores its flag once it runs in the browser, then goes home: wait for that.
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/checkout');
  await page.getByRole('radio', { name: 'Bank Transfer' }).check();
  await page.getByRole('radio', { name: 'Pickup' }).check();
  await expect(page.getByRole('complementary', { name: 'Your Order' })).toContainText(product.ProductName);
  expect(await violations(page, 'main')).toEqual([]);

  await page.getByRole('button', { name: /^Cart, 1 item$/ }).click();
  await expect(page.getByRole('dialog', { name: 'Shopping Cart' })).toBeVisible();
  expect(await violations(page, '.cart-panel')).toEqual([]);
  await page.keyboard.press('Escape');

  await page.goto(`/wishlist/${product.ProductNo}`);
  await page.waitForURL(/\/wishlist$/);
  await expect(page.getByRole('row').filter({ hasText: product.ProductName })).toBeVisible();
  expect(await violations(page, 'main')).toEqual([]);
});

test('direct order and place-order pages pass axe, errors shown', async ({ page, request }) => {
  const product = await findProduct(request, plainProduct, 14);
  await page.goto(`/fborder/${product.ProductNo}`);
  expect(await violations(page, 'main')).toEqual([]);
  await page.goto(`/placeorder/${product.ProductNo}`);
  await page.getByRole('button', { name: 'Order Now' }).click();
  await expect(page.getByText('First Name is required.')).toBeVisible();
  expect(await violations(page, 'main')).toEqual([]);
});

test('the cart panel works from the keyboard alone', async ({ page, request }) => {
  const product = await findProduct(request, plainProduct, 15);
  await addThroughLink(page, product);
  await page.goto('/aboutus');
  const cartButton = page.getByRole('button', { name: /^Cart, 1 item$/ });
  await cartButton.focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'Shopping Cart' });
  await expect(panel).toBeVisible();
  // Focus is trapped inside the open panel.
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Tab');
    expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(cartButton).toBeFocused();
});
