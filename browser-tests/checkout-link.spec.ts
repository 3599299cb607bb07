// Checkout links (docs/product.md#checkout-links): a link with two items, one of them a variant, a
// discount code and one sold-out item fills the cart with the two, says why the third was not added,
// and opens checkout with the code applied. The order placed keeps the link's utm_source=instagram and
// counts under Instagram; its transfer receipt is refused as HTML, taken as a JPEG, and the owner opens
// it from the order page.
import { expect, test } from '@playwright/test';
import { checkoutLink, linkSoldOut } from '../shop-rules/checkout-link';
import { feedItemId } from '../shop-rules/feeds';
import { CODE_APPLIED } from '../shop-rules/messages/discounts';
import { RECEIPT_BUTTON, RECEIPT_NOT_A_RECEIPT, RECEIPT_SENT } from '../shop-rules/receipts';
import { signIn } from './admin-support';
import { findProduct, optionsProduct, plainProduct, soldOutProduct, watchErrors } from './cart-support';

test.setTimeout(180_000);

// A code of this try's own: a second try (decision 0104) must not meet the code its first try made.
const CODE = `POSTLINK${Date.now().toString(36).toUpperCase()}`;

test('a checkout link with two items, a variant, a code and a sold-out item', async ({ browser, request, baseURL }) => {
  const staff = await browser.newContext();
  const admin = await staff.newPage();
  await signIn(admin);
  await admin.goto('/admin/discounts/new');
  const form = admin.getByRole('form', { name: 'Discount code' });
  await form.getByLabel('Code', { exact: true }).fill(CODE);
  await form.getByLabel('What the code gives').selectOption('percent');
  await form.getByLabel('Percentage off').fill('10');
  await form.getByRole('button', { name: 'Save the discount code' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: `Discount code ${CODE}` })).toBeVisible({
    timeout: 30_000,
  });
  await staff.close();

  const plain = await findProduct(request, (p) => plainProduct(p) && p.SalesPrice >= 20 && p.SalesPrice < 2000);
  const withOptions = await findProduct(request, optionsProduct);
  const soldOut = await findProduct(request, soldOutProduct);
  const detail = await (await request.get(`/api/Product/loadproduct?ProductNo=${withOptions.ProductNo}`)).json();
  const variant = (detail.ProductSKUList as { ProductSKUNo: number; Stock: number; Color: string | null }[]).find(
    (v) => v.Stock > 0,
  )!;
  const link = checkoutLink(
    baseURL!,
    [
      { id: feedItemId({ productNo: plain.ProductNo, skuNo: null }), quantity: 2 },
      { id: feedItemId({ productNo: withOptions.ProductNo, skuNo: variant.ProductSKUNo }), quantity: 1 },
      { id: feedItemId({ productNo: soldOut.ProductNo, skuNo: null }), quantity: 1 },
    ],
    { source: 'instagram', medium: 'social', campaign: 'test' },
    CODE,
  );

  const shopper = await browser.newContext();
  const page = await shopper.newPage();
  const errors = watchErrors(page);
  await page.goto(link);
  const refused = page.getByTestId('link-refused');
  await expect(refused).toContainText(linkSoldOut(soldOut.ProductName), { timeout: 30_000 });
  const added = page.getByTestId('link-added');
  await expect(added).toContainText(`2 × ${plain.ProductName}`);
  await expect(added).toContainText(`1 × ${withOptions.ProductName}`);
  await page.getByRole('link', { name: 'Continue to checkout' }).click();
  await expect(page).toHaveURL(new RegExp(`/checkout\\?coupon=${CODE}$`));

  const summary = page.getByRole('complementary', { name: 'Your Order' });
  await expect(summary).toContainText(plain.ProductName, { timeout: 30_000 });
  await expect(summary).toContainText(withOptions.ProductName);
  await expect(summary).not.toContainText(soldOut.ProductName);
  await expect(page.getByText(CODE_APPLIED)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('textbox', { name: 'Discount code' })).toHaveValue(CODE);

  // The order keeps the link's source (utm_source=instagram) and counts under Instagram.
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/shop/SaveOrder')) sent.push(r.postData() ?? '');
  });
  await page.getByRole('radio', { name: 'Bank Transfer' }).check();
  await page.getByRole('textbox', { name: 'Mobile' }).fill('7654329');
  await page.getByRole('textbox', { name: 'Name' }).fill('Link Shopper');
  await page.getByRole('textbox', { name: 'Email' }).fill('link@example.test');
  await page.getByRole('textbox', { name: 'Address' }).fill('3 Frederick Street, Port of Spain');
  await page.getByRole('button', { name: 'Place Order' }).first().click();
  await expect(page).toHaveURL(/\/success$/, { timeout: 30_000 });
  const orderNo = Number(await page.getByTestId('order-number').textContent());
  expect(JSON.parse(sent[0]!)).toMatchObject({ UtmSource: 'instagram', UtmMedium: 'social', UtmCampaign: 'test' });

  // The transfer receipt: an HTML page named .jpg is refused, a JPEG is taken.
  const file = page.getByLabel('Receipt (photo or PDF)');
  await file.setInputFiles({
    name: 'receipt.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('<html><body>no</body></html>'),
  });
  await page.getByRole('button', { name: RECEIPT_BUTTON }).click();
  await expect(page.getByTestId('receipt-answer')).toHaveText(RECEIPT_NOT_A_RECEIPT);
  const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(1000, 3), Buffer.from([0xff, 0xd9])]);
  await file.setInputFiles({ name: 'receipt.jpg', mimeType: 'image/jpeg', buffer: jpeg });
  await page.getByRole('button', { name: RECEIPT_BUTTON }).click();
  await expect(page.getByTestId('receipt-answer')).toHaveText(RECEIPT_SENT);
  expect(errors).toEqual([]);
  await shopper.close();

  const back = await browser.newContext();
  const owner = await back.newPage();
  await signIn(owner);
  await owner.goto('/admin/channels');
  const instagram = owner.getByRole('table', { name: 'Sales by channel' }).getByRole('row', { name: /^Instagram/ });
  await expect(instagram.getByRole('cell').first()).not.toHaveText('0');
  await owner.goto(`/admin/orders/${orderNo}`);
  const receipts = owner.getByRole('region', { name: 'Transfer receipts' });
  await expect(receipts.getByRole('link', { name: /Receipt \d+ \(photo/ })).toBeVisible();
  const href = await receipts.getByRole('link').first().getAttribute('href');
  const file1 = await owner.request.get(href!);
  expect(file1.status()).toBe(200);
  expect(file1.headers()['content-type']).toBe('image/jpeg');
  await back.close();
});
