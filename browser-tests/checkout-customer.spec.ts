import { expect, test } from '@playwright/test';
import { addThroughLink, findProduct, plainProduct, registerAndSignIn } from './cart-support';

test('Login and Register open their dialogs; Guest stays the default', async ({ page }) => {
  await page.goto('/checkout');
  await expect(page.getByRole('radio', { name: 'Guest' })).toBeChecked();
  await page.getByRole('radio', { name: 'Login' }).check();
  await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('radio', { name: 'Register' }).check();
  await expect(page.getByRole('dialog', { name: 'Register' })).toBeVisible();
});

test('a logged-in customer sees Customer Details instead of the form; the order carries them', async ({
  page,
  request,
}) => {
  const product = await findProduct(request, plainProduct, 16);
  await addThroughLink(page, product);
  const { mobile } = await registerAndSignIn(page, 'Logged Shopper');
  await page.goto('/checkout');
  const details = page.getByRole('region', { name: 'Customer Details' });
  await expect(details).toContainText(`+1(868)${mobile}`);
  await expect(details).toContainText('Logged Shopper');
  await expect(page.getByRole('radio', { name: 'Guest' })).toHaveCount(0);
  // Customer Details instead of the form, not both.
  await expect(page.getByRole('heading', { name: 'Customer Information' })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Mobile' })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveCount(0);

  const sent: Record<string, unknown>[] = [];
  page.on('request', (r) => {
    if (/\/api\/shop\/saveorder$/i.test(new URL(r.url()).pathname)) sent.push(JSON.parse(r.postData() ?? '{}'));
  });
  await page.getByRole('textbox', { name: 'Address' }).fill('5 Account Avenue');
  await page.getByRole('button', { name: 'Place Order' }).first().click();
  await expect(page).toHaveURL(/\/success$/);
  expect(sent[0]).toMatchObject({
    EmailID: `${mobile}@example.test`,
    CustomerMobile: mobile,
    CustomerName: 'Logged Shopper',
    CustomerEmail: `${mobile}@example.test`,
  });
});

test('on a narrow screen the second Place Order button under Your Order places the order', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const product = await findProduct(request, plainProduct, 17);
  await addThroughLink(page, product);
  await page.goto('/checkout');
  await page.getByRole('textbox', { name: 'Mobile' }).fill('7654327');
  await page.getByRole('textbox', { name: 'Name' }).fill('Narrow Shopper');
  await page.getByRole('textbox', { name: 'Email' }).fill('narrow@example.test');
  await page.getByRole('textbox', { name: 'Address' }).fill('6 Small Street');
  await page.getByRole('complementary', { name: 'Your Order' }).getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/success$/);
});
