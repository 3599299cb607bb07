// The back office's one way to write a form (docs/decisions/0075), as the staff meet it: a wrong field
// is marked as it is left and the form is not sent while it is wrong; the same rules answer a form
// posted before the page woke (no JavaScript), with the same words; a right form is saved.
import { expect, type Page, test } from '@playwright/test';
import { CSV_FILE_REQUIRED } from '../shop-rules/messages/backoffice';
import { AMOUNT_REQUIRED, CODE_SHAPE } from '../shop-rules/messages/discounts';
import { signIn } from './admin-support';
import { holdScripts } from './held-scripts';

test.describe.configure({ timeout: 90_000 });

/** Counts the discount form's posts, to show a refused form never left the browser. */
function countPosts(page: Page) {
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname.startsWith('/admin/discounts')) posts.push(r.url());
  });
  return posts;
}

test('a discount code: a wrong field is marked as it is left, and the form waits until it is right', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/admin/discounts/new');
  const posts = countPosts(page);
  const code = page.getByLabel('Code', { exact: true });
  await code.fill('x!');
  await code.blur();
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  await expect(code).toHaveAccessibleDescription(new RegExp(CODE_SHAPE.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  const name = `FORMS${Date.now().toString(36).toUpperCase()}`;
  await code.fill(name);
  await expect(code).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('What the code gives').selectOption('amount');
  await page.getByRole('button', { name: 'Save the discount code' }).click();
  // A rule over two fields, from the same schema the server checks: shown on its field, nothing sent.
  const amount = page.getByLabel('Amount off (TT$)');
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(AMOUNT_REQUIRED)).toBeVisible();
  await expect(amount).toBeFocused();
  expect(posts).toEqual([]);
  await amount.fill('25');
  await page.getByRole('button', { name: 'Save the discount code' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Discount code ${name}` })).toBeVisible();
  expect(posts.length).toBe(1);
});

test('without JavaScript the server answers the same form with the same words, and keeps what was typed', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await signIn(page);
  await page.goto('/admin/discounts/new');
  await page.getByLabel('Code', { exact: true }).fill('NOSCRIPT1');
  await page.getByLabel('What the code gives').selectOption('amount');
  await page.getByLabel('Note for staff').fill('Typed before the page woke');
  const answer = page.waitForResponse((r) => r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Save the discount code' }).click();
  expect((await answer).status()).toBe(400);
  await expect(page.getByRole('alert')).toHaveText(AMOUNT_REQUIRED);
  await expect(page.getByLabel('Amount off (TT$)')).toHaveAttribute('aria-invalid', 'true');
  // What was typed comes back (a field named code is never echoed, as a two-step code is not).
  await expect(page.getByLabel('Note for staff')).toHaveValue('Typed before the page woke');
  await context.close();
});

test('a file chosen before the page wakes stays chosen, and is checked when the form is sent', async ({ page }) => {
  await signIn(page);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // The page's scripts wait until the file is chosen: the page is read, not yet awake.
  const { wake } = await holdScripts(page);
  await page.goto('/admin/products/import', { waitUntil: 'domcontentloaded' });
  await page.getByLabel('CSV file').setInputFiles({
    name: 'early.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('ProductNo,Stock\r\n999999,5\r\n'),
  });
  expect(await page.locator('html[data-hydrated]').count()).toBe(0);
  wake();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 60_000 });
  await page.getByRole('button', { name: 'Check the file' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Import of early\.csv/ })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a field checked as it is left while the page wakes sends nothing: the form goes once, when Save is pressed', async ({
  page,
}) => {
  await signIn(page);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // The page's scripts wait until the code is typed; then the page wakes, but the replay of what was typed
  // waits too: the page listens, and the early-taps capture is still on.
  const { wake, replay } = await holdScripts(page, { holdReplay: true });
  await page.goto('/admin/discounts/new', { waitUntil: 'domcontentloaded' });
  const posts = countPosts(page);
  const name = `WAKING${Date.now().toString(36).toUpperCase()}`;
  const code = page.getByLabel('Code', { exact: true });
  await code.fill(name);
  expect(await page.locator('html[data-hydrated]').count()).toBe(0);
  wake();
  // Awake (Conform now checks the form itself), the typed text not yet replayed.
  await page.locator('form[aria-label="Discount code"][novalidate]').waitFor({ state: 'attached', timeout: 60_000 });
  expect(await page.locator('html[data-hydrated]').count()).toBe(0);
  // Leaving the code field makes Conform check it, through a submit of its own: not a press of Save.
  await page.getByLabel('Percentage off').fill('10');
  replay();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 60_000 });
  await page.getByLabel('What the code gives').selectOption('percent');
  await expect(page.getByRole('heading', { level: 1, name: 'New discount code' })).toBeVisible();
  expect(posts).toEqual([]);
  await page.getByRole('button', { name: 'Save the discount code' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Discount code ${name}` })).toBeVisible();
  expect(posts.length).toBe(1);
  expect(errors).toEqual([]);
});

test('a products CSV sent with no file chosen: the picker is named, in the words the server uses, and nothing is sent', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/admin/products/import');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST') posts.push(r.url());
  });
  await page.getByRole('button', { name: 'Check the file' }).click();
  const picker = page.getByLabel('CSV file');
  await expect(picker).toHaveAttribute('aria-invalid', 'true');
  await expect(picker).toHaveAccessibleDescription(new RegExp(CSV_FILE_REQUIRED));
  expect(posts).toEqual([]);
});
