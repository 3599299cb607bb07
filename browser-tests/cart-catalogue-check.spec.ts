import { expect, type Page, test } from '@playwright/test';
import { type ApiProduct, findProduct, plainProduct, soldOutProduct, tt } from './cart-support';

/** Writes a cart line into the tab's storage as an older visit would have left it. */
async function storeLine(page: Page, product: ApiProduct, salesPrice: number) {
  await page.addInitScript(
    ({ p, price }) => {
      if (sessionStorage.getItem('test-seeded')) return;
      sessionStorage.setItem('test-seeded', '1');
      const line = {
        ProductNo: p.ProductNo,
        ProductName: p.ProductName,
        Barcode: '',
        ProductStyle: '',
        Quantity: 1,
        SalesPrice: price,
        Rate: price,
        SalesPrice2: 0,
        SalesPrice3: 0,
        SalesPrice5: 0,
        DiscountPercent: 0,
        Discount: 0,
        DiscountAmount: 0,
        FreeDelivery: 0,
        FreeDeliveryQuantity: 0,
        RibbonText: '',
        Color: null,
        Size: null,
        ProductSKUNo: null,
        ImageFilePath: '',
        ImageFilePathThumbnail: '',
        Thumbnail: '',
        TotalAmount: price,
        NetAmount: price,
        GrandTotal: price,
      };
      sessionStorage.setItem('cartList', JSON.stringify({ cartList: [line] }));
    },
    { p: product, price: salesPrice },
  );
  await page.goto('/cart');
}

test('a line that sold out since it was added is marked and blocks checkout', async ({ page, request }) => {
  const product = await findProduct(request, soldOutProduct);
  await storeLine(page, product, product.SalesPrice);
  const row = page.getByRole('row').filter({ hasText: product.ProductName });
  await expect(row.getByText('Sold out', { exact: true })).toBeVisible();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Some items in your cart are sold out. Please remove them to check out.' }),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Cart Totals' }).getByRole('button', { name: 'Checkout' }),
  ).toBeDisabled();

  await page.goto('/aboutus'); // on /cart the cart button only closes the panel
  await page.getByRole('button', { name: /^Cart, 1 item$/ }).click();
  const panel = page.getByRole('dialog', { name: 'Shopping Cart' });
  await expect(panel.getByText('Sold out', { exact: true })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Checkout' })).toBeDisabled();
});

test('a changed price is taken over and named on the line', async ({ page, request }) => {
  const product = await findProduct(request, plainProduct, 9);
  await storeLine(page, product, product.SalesPrice + 5);
  const row = page.getByRole('row').filter({ hasText: product.ProductName });
  await expect(
    row.getByText(`Price changed from ${tt(product.SalesPrice + 5)} to ${tt(product.SalesPrice)}`),
  ).toBeVisible();
  await expect(row.getByRole('cell').nth(4)).toHaveText(tt(product.SalesPrice));
});
