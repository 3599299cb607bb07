import { expect, test } from '@playwright/test';
import { addThroughLink, findProduct, plainProduct, tt, watchErrors } from './cart-support';
import { gotoHydrated } from './catalogue-helpers';

const cartButton = (page: import('@playwright/test').Page) => page.getByRole('button', { name: /^Cart, \d+ items?$/ });

test('the empty panel offers ContinueShopping, which goes home and closes it', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/aboutus');
  await cartButton(page).click();
  const panel = page.getByRole('dialog', { name: 'Shopping Cart' });
  await expect(panel.getByText('No products in the cart')).toBeVisible();
  const link = panel.getByRole('link', { name: 'Continue Shopping' });
  await expect(link).toHaveText('ContinueShopping');
  await link.click();
  await expect(panel).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
  expect(errors).toEqual([]);
});

test('the panel lists the cart and closes by its button, Escape, the overlay and a link', async ({ page, request }) => {
  const product = await findProduct(request, plainProduct);
  await addThroughLink(page, product);
  await gotoHydrated(page, '/');
  const panel = page.getByRole('dialog', { name: 'Shopping Cart' });

  await cartButton(page).click();
  await expect(panel.getByRole('link', { name: product.ProductName })).toBeVisible();
  await expect(panel.getByRole('button', { name: `Remove ${product.ProductName}` })).toBeVisible();
  await expect(panel.getByText('Total', { exact: true }).locator('..')).toContainText(
    tt(product.SalesPrice - Math.round((product.SalesPrice * product.DiscountPercent) / 100)),
  );
  await panel.getByRole('button', { name: 'Close cart' }).click();
  await expect(panel).toBeHidden();
  await expect(cartButton(page)).toBeFocused();

  // Each time the panel is seen open first, as a shopper sees it before closing it: a click on the
  // overlay in the same instant as the opening one is not a click outside the panel yet.
  await cartButton(page).click();
  await expect(panel).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();

  await cartButton(page).click();
  await expect(panel).toBeVisible();
  // The overlay, left of the 350 px panel. The dialog library starts listening for clicks outside the
  // panel a moment after it has drawn it (so the opening click cannot close it), and on a loaded
  // machine a test can click inside that moment: a click then is tried again, as a shopper would.
  await expect(async () => {
    await page.mouse.click(10, 300);
    await expect(panel).toBeHidden({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });

  await cartButton(page).click();
  await expect(panel).toBeVisible();
  await panel.getByRole('link', { name: 'View Cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(panel).toBeHidden();

  // On /cart the cart button only closes the panel; it does not open it.
  await cartButton(page).click();
  await expect(panel).toBeHidden();
});

test('the panel is 350 px wide and Checkout leads to /checkout', async ({ page, request }) => {
  const product = await findProduct(request, plainProduct);
  await addThroughLink(page, product);
  await gotoHydrated(page, '/');
  await cartButton(page).click();
  const panel = page.getByRole('dialog', { name: 'Shopping Cart' });
  expect((await panel.boundingBox())?.width).toBe(350);
  await panel.getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(panel).toBeHidden();
});
