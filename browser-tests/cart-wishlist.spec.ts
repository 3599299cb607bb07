import { expect, test } from '@playwright/test';
import { type ApiProduct, findProduct, plainProduct, registerAndSignIn, tt, watchErrors } from './cart-support';

test('an empty wish list says so and leads to /home', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/wishlist');
  await expect(page.getByText('Your WishList is Empty!')).toBeVisible();
  await page.getByRole('link', { name: 'Continue Shopping' }).click();
  await expect(page).toHaveURL(/\/home$/);
  expect(errors).toEqual([]);
});

test('/wishlist/{ProductNo} adds the product and shows the table; Action adds to cart and removes', async ({
  page,
  request,
}) => {
  const errors = watchErrors(page);
  const product = await findProduct(request, plainProduct, 2);
  await page.goto(`/wishlist/${product.ProductNo}`);
  await page.waitForURL(/\/wishlist$/);
  const table = page.getByRole('table', { name: 'Products in your wish list' });
  await expect(table.getByRole('columnheader')).toHaveText([
    'S.No',
    'Image',
    'Product Name',
    'Style',
    'Barcode',
    'Stock',
    'Unit Price',
    'Action',
  ]);
  const row = table.getByRole('row').filter({ hasText: product.ProductName });
  await expect(row.getByRole('cell').first()).toHaveText('1');
  await expect(row).toContainText('In Stock');
  await expect(row).toContainText(tt(product.SalesPrice));
  expect(
    await page.evaluate(() =>
      JSON.parse(localStorage.getItem('wishList') ?? '[]').map((i: { ProductNo: number }) => i.ProductNo),
    ),
  ).toEqual([product.ProductNo]);

  await row.getByRole('button', { name: 'Add To Cart' }).click();
  await expect(page.getByRole('button', { name: /^Cart, 1 item$/ })).toBeVisible();

  await row.getByRole('button', { name: `Remove ${product.ProductName} from wish list` }).click();
  await expect(page.getByText('Your WishList is Empty!')).toBeVisible();
  expect(errors).toEqual([]);
});

test('the heart on a product card toggles it in and out of the wish list', async ({ page, request }) => {
  const firstPage = (await (
    await request.get('/api/trini/GetProducts?HomePageProducts=1&MaxRecords=15&PageNo=1')
  ).json()) as ApiProduct[];
  const product = firstPage[0];
  await page.goto('/');
  const heart = page.getByRole('button', { name: `Wishlist: ${product.ProductName}` }).first();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('status').filter({ hasText: 'Added to your wishlist.' })).toBeVisible();
  await page.goto('/wishlist');
  await expect(
    page.getByRole('table', { name: 'Products in your wish list' }).getByRole('link', { name: product.ProductName }),
  ).toBeVisible();
  await page.goto('/');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await page.goto('/wishlist');
  await expect(page.getByText('Your WishList is Empty!')).toBeVisible();
});

test("a guest's wish list joins the account's at login and then lives on the server", async ({ page, request }) => {
  const product = await findProduct(request, plainProduct, 3);
  await page.goto(`/wishlist/${product.ProductNo}`);
  await page.waitForURL(/\/wishlist$/);
  await expect(page.getByRole('row').filter({ hasText: product.ProductName })).toBeVisible();

  const { token } = await registerAndSignIn(page);
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: product.ProductName })).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('wishList'))).toBeNull();
  const server = await request.get('/api/customer/wishlist', { headers: { Authorization: `Bearer ${token}` } });
  expect(((await server.json()) as ApiProduct[]).map((p) => p.ProductNo)).toEqual([product.ProductNo]);

  await page.getByRole('button', { name: `Remove ${product.ProductName} from wish list` }).click();
  await expect(page.getByText('Your WishList is Empty!')).toBeVisible();
  const after = await request.get('/api/customer/wishlist', { headers: { Authorization: `Bearer ${token}` } });
  expect(await after.json()).toEqual([]);
});
