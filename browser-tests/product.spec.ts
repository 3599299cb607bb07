import { expect, test } from '@playwright/test';
import { DHOLAK_WITH_VIDEO, gotoHydrated, KURTA_WITH_VARIANTS, openProduct, watchConsole } from './catalogue-helpers';

test('the gallery starts with the video; previous from the first picture goes back to it', async ({ page }) => {
  const errors = watchConsole(page);
  await openProduct(page, DHOLAK_WITH_VIDEO);
  const gallery = page.getByRole('region', { name: `Pictures of ${DHOLAK_WITH_VIDEO}` });
  const main = gallery.locator('.gallery__main');
  await expect(main.locator('video')).toBeVisible();
  await expect(main.locator('video')).toContainText('Your browser does not support the video tag.');
  await gallery.getByRole('button', { name: 'Next' }).click();
  await expect(main.getByRole('img', { name: `${DHOLAK_WITH_VIDEO}, picture 1` })).toBeVisible();
  await expect(main.locator('video')).toHaveCount(0);
  await gallery.getByRole('button', { name: 'Previous' }).click();
  await expect(main.locator('video')).toBeVisible();
  await gallery.getByRole('button', { name: 'Show picture 2' }).click();
  await expect(main.getByRole('img', { name: `${DHOLAK_WITH_VIDEO}, picture 2` })).toBeVisible();
  await gallery.getByRole('button', { name: 'Show the video' }).click();
  await expect(main.locator('video')).toBeVisible();
  expect(errors).toEqual([]);
});

test('price, badges, facts, share links and the quantity stepper', async ({ page }) => {
  await openProduct(page, DHOLAK_WITH_VIDEO);
  const info = page.locator('.product-info');
  // A discounted product shows its price after the discount, then the list price (decision 0060).
  await expect(info.locator('.product-info__price')).toHaveText(/^TT\$[\d,]+\.\d{2}( instead of TT\$[\d,]+\.\d{2})?$/);
  await expect(info.getByText('UPC')).toBeVisible();
  await expect(info.getByText('Category')).toBeVisible();
  for (const site of ['Facebook', 'WhatsApp', 'X']) {
    const link = info.getByRole('link', { name: `Share on ${site} (opens a new tab)` });
    await expect(link).toHaveAttribute('href', new RegExp(encodeURIComponent('/productdetails/')));
  }
  const decrease = info.getByRole('button', { name: 'Decrease quantity' });
  const quantity = info.getByRole('spinbutton', { name: 'Quantity' });
  await expect(quantity).toHaveValue('1');
  await expect(decrease).toBeDisabled();
  await info.getByRole('button', { name: 'Increase quantity' }).click();
  await info.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(quantity).toHaveValue('3');
  await decrease.click();
  await decrease.click();
  await expect(quantity).toHaveValue('1');
  await expect(decrease).toBeDisabled();
});

test('a product with options needs one chosen before Buy Now', async ({ page }) => {
  await openProduct(page, KURTA_WITH_VARIANTS);
  const options = page.getByRole('group', { name: 'Choose an option' });
  await expect(options).toBeVisible();
  await page.locator('.product-info').getByRole('button', { name: 'Add To Cart' }).click();
  await expect(page.getByRole('alert')).toContainText('Please select a option before adding to cart');
  await page.getByRole('alert').getByRole('button', { name: 'Ok' }).click();
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page.getByRole('alert')).toContainText('Please select a option before adding to cart');
  await expect(page.getByRole('alert').getByRole('button', { name: 'Ok' })).toBeVisible();
  await options.getByRole('radio', { disabled: false }).first().check();
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page).toHaveURL(/\/cart$/);
});

test('five reviews are shown, All Reviews shows every one', async ({ page }) => {
  await openProduct(page, DHOLAK_WITH_VIDEO);
  const tab = page.getByRole('tab', { name: /^Product Review \(\d+\)$/ });
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  const total = Number((await tab.textContent())!.match(/\((\d+)\)/)![1]);
  expect(total).toBeGreaterThan(5);
  const reviews = page.locator('.review-list > li');
  await expect(reviews).toHaveCount(5);
  await expect(reviews.first().getByRole('img', { name: /^Rated \d(\.\d)? out of 5$/ })).toBeVisible();
  await page.getByRole('button', { name: 'All Reviews' }).click();
  await expect(reviews).toHaveCount(total);
  await expect(page.getByRole('button', { name: 'All Reviews' })).toHaveCount(0);
});

test('the review form shows every check of the spec, in order', async ({ page }) => {
  await openProduct(page, DHOLAK_WITH_VIDEO);
  const form = page.getByRole('form', { name: 'Write a review' });
  const submit = form.getByRole('button', { name: 'Submit Review' });
  const notice = page.getByRole('alert');
  await expect(form.getByText('+1(868)', { exact: true })).toBeVisible();
  await expect(form.getByLabel('Mobile', { exact: true })).toHaveAttribute('maxlength', '7');
  await expect(form.getByLabel('Name', { exact: true })).toHaveAttribute('maxlength', '100');
  await expect(form.getByLabel('Review', { exact: true })).toHaveAttribute('maxlength', '1000');

  await submit.click();
  await expect(notice).toHaveText(/Phone Number is invalid\. Please enter 7 digits\./);
  await expect(form.getByLabel('Mobile', { exact: true })).toBeFocused();
  await form.getByLabel('Mobile', { exact: true }).fill('12345');
  await submit.click();
  await expect(notice).toHaveText(/Phone Number is invalid\. Please enter 7 digits\./);
  await form.getByLabel('Mobile', { exact: true }).fill('5551234');
  await submit.click();
  await expect(notice).toHaveText(/Customer Name is required\./);
  await form.getByLabel('Name', { exact: true }).fill('Test Shopper');
  await submit.click();
  await expect(notice).toHaveText(/Title is required\./);
  await form.getByLabel('Title', { exact: true }).fill('Sweet sound');
  await submit.click();
  await expect(notice).toContainText('Review  is required.');
  await form.getByLabel('Review', { exact: true }).fill('Good dholak for the price.');
  await submit.click();
  await expect(notice).toHaveText(/Please choose a rating from 1 to 5 stars\./);
  await notice.getByRole('button', { name: 'Ok' }).click();
  await expect(notice).toBeEmpty();
});

test('a saved review stays on the product page with a thank-you note (after-the-click.spec.ts checks the cart)', async ({
  page,
}) => {
  const errors = watchConsole(page);
  await openProduct(page, DHOLAK_WITH_VIDEO);
  const form = page.getByRole('form', { name: 'Write a review' });
  await form.getByLabel('Mobile', { exact: true }).fill('5557654');
  await form.getByLabel('Name', { exact: true }).fill('Browser Test');
  await form.getByLabel('Title', { exact: true }).fill('Lovely tone');
  await form.getByLabel('Review', { exact: true }).fill('Our bhajan group uses it every week.');
  await form.locator('label').filter({ hasText: '4 stars' }).click();
  await form.getByRole('button', { name: 'Submit Review' }).click();
  await expect(form.getByRole('status')).toHaveText('Thank you for your review. It is now in the list.');
  await expect(page.getByRole('heading', { name: 'Lovely tone' }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/productdetails\/\d+$/);
  expect(errors.filter((e) => !/404/.test(e))).toEqual([]);
});

test('the three carousels appear only with products', async ({ page }) => {
  await openProduct(page, DHOLAK_WITH_VIDEO);
  // The rows are asked for when they come near the screen (docs/decisions/0034).
  await page.locator('.product-carousels').scrollIntoViewIfNeeded();
  await expect(page.getByRole('heading', { name: 'Similar Products' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'New Products' })).toBeVisible();
  const carousel = page.getByRole('region', { name: 'Similar Products' });
  await expect(carousel.locator('article').first()).toBeVisible();
  await expect(carousel.getByRole('button', { name: 'Previous Similar Products' })).toBeDisabled();
  await carousel.getByRole('button', { name: 'Next Similar Products' }).click();
  await expect(carousel.getByRole('button', { name: 'Previous Similar Products' })).toBeEnabled();
  for (const region of await page.locator('.carousel').all()) {
    expect(await region.locator('article').count()).toBeGreaterThan(0);
  }
});

test('an unknown product number is a 404 page', async ({ page }) => {
  const res = await gotoHydrated(page, '/productdetails/987654');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  expect((await page.goto('/productdetails/abc'))?.status()).toBe(404);
});
