// Every /admin page refuses anonymous visitors and customer tokens; posted changes need the session's
// CSRF token; sign-in is rate limited; the audit log records each change.
import { type APIRequestContext, expect, test } from '@playwright/test';
import { parseSetCookie } from 'cookie';
import { registerCustomer } from './account-support';
import { DEMO_OWNER, signIn } from './admin-support';

const PAGES = [
  '/admin',
  '/admin/account',
  '/admin/orders',
  '/admin/orders/1',
  '/admin/orders/1/slip',
  '/admin/orders/slips',
  '/admin/payments',
  '/admin/returns',
  '/admin/returns/1',
  '/admin/products',
  '/admin/products/new',
  '/admin/products/1',
  '/admin/categories',
  '/admin/banners',
  '/admin/banners/11',
  '/admin/design',
  '/admin/design/new',
  '/admin/design/1',
  '/admin/reviews',
  '/admin/settings',
  '/admin/settings/lists',
  '/admin/staff',
  '/admin/audit',
  '/admin/customers',
  '/admin/customers/1',
];

// The pages with forms: a post without a staff session must change nothing and go to the sign-in page.
const ACTIONS = [
  '/admin/account',
  '/admin/orders',
  '/admin/orders/1',
  '/admin/payments',
  '/admin/returns/1',
  '/admin/products/new',
  '/admin/products/1',
  '/admin/categories',
  '/admin/banners/11',
  '/admin/design/new',
  '/admin/design/1',
  '/admin/reviews',
  '/admin/settings',
  '/admin/settings/lists',
  '/admin/staff',
  '/admin/customers/1',
];

async function refuses(request: APIRequestContext, headers: Record<string, string>) {
  for (const path of PAGES) {
    for (const url of [path, `${path}.data`]) {
      const res = await request.get(url, { headers, maxRedirects: 0 });
      const body = await res.text();
      const redirected =
        res.status() === 302 ||
        (res.status() === 202 && body.includes('/admin/login')) ||
        (res.status() === 200 && url.endsWith('.data') && body.includes('/admin/login'));
      expect(redirected, `${url} answered ${res.status()}`).toBe(true);
      if (res.status() === 302) expect(res.headers().location).toMatch(/^\/admin\/login/);
    }
  }
  for (const path of ACTIONS) {
    const post = await request.post(path, {
      headers,
      form: { intent: 'status', status: 'Cancelled' },
      maxRedirects: 0,
    });
    expect(post.status(), `POST ${path}`).toBe(302);
    expect(post.headers().location).toMatch(/^\/admin\/login/);
  }
}

test('every /admin page refuses an anonymous request and a customer token', async ({ page, playwright, baseURL }) => {
  const anonymous = await playwright.request.newContext({ baseURL });
  await refuses(anonymous, {});
  const customer = await registerCustomer(page, 'Dexter Lewis');
  await refuses(anonymous, { Authorization: `Bearer ${customer.token}`, Cookie: `shop_staff=${customer.token}` });
  const login = await anonymous.get('/admin/login');
  expect(login.headers()['cache-control']).toBe('private, no-store');
  expect(login.headers()['x-robots-tag']).toBe('noindex, nofollow');
  const cookies = login
    .headersArray()
    .filter((h) => h.name.toLowerCase() === 'set-cookie')
    .map((h) => parseSetCookie(h.value));
  expect(cookies.find((c) => c.name === 'shop_staff_signin')).toEqual({
    name: 'shop_staff_signin',
    value: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    path: '/',
    maxAge: 3600,
    httpOnly: true,
    sameSite: 'strict',
  });
  await anonymous.dispose();
});

test('a change posted without the session CSRF token, or from another site, is refused and changes nothing', async ({
  page,
}) => {
  await signIn(page);
  // Order 1's own entries: other tests change other records meanwhile.
  const before = await page.goto('/admin/audit?entity=order&id=1');
  expect(before?.status()).toBe(200);
  const total = await page.getByRole('table').locator('caption').textContent();
  const noToken = await page.request.post('/admin/orders/1', {
    form: { intent: 'status', status: 'Cancelled', comment: 'forged' },
    maxRedirects: 0,
  });
  expect(noToken.status()).toBe(403);
  const csrf = await page.locator('input[name="_csrf"]').first().inputValue();
  const crossSite = await page.request.post('/admin/orders/1', {
    form: { _csrf: csrf, intent: 'status', status: 'Cancelled', comment: 'forged' },
    headers: { 'Sec-Fetch-Site': 'cross-site' },
    maxRedirects: 0,
  });
  expect(crossSite.status()).toBe(403);
  await page.goto('/admin/audit?entity=order&id=1');
  await expect(page.getByRole('table').locator('caption')).toHaveText(total!);
  await page.goto('/admin/orders/1');
  await expect(page.getByRole('heading', { level: 1, name: /^Order 1\b/ })).toBeVisible();
  await expect(page.getByText('forged')).toHaveCount(0);
});

test('sign-in is rate limited per account', async ({ page }) => {
  const email = `nobody.${Date.now()}@example.test`;
  for (let i = 0; i < 5; i++) {
    await page.goto('/admin/login');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill(`wrong password ${i}`);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('E-mail or password is incorrect.');
  }
  await page.goto('/admin/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill('wrong password 6');
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST'),
    page.getByRole('button', { name: 'Sign in' }).click(),
  ]);
  expect(response.status()).toBe(429);
  await expect(page.getByRole('alert')).toContainText('Too many sign-in attempts');
});

test('the audit log records each change with who made it and the record before and after', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/settings/lists');
  const city = `Test Village ${Date.now().toString(36)}`;
  await page.getByLabel('Name of the new city').fill(city);
  await page.getByLabel('Island of the new city').selectOption('Tobago');
  await page.getByRole('button', { name: 'Add the new city' }).click();
  await expect(page.getByRole('status')).toHaveText(`${city} added.`);
  await page.getByLabel(`Name of ${city}`).fill(`${city} North`);
  await page.getByRole('button', { name: `Save ${city}` }).click();
  await expect(page.getByRole('status')).toHaveText(`${city} North saved.`);

  await page.goto('/admin/audit?entity=city');
  const rows = page.getByRole('row');
  // Shown in words: 'city.update' is 'City changed', each field on a line of its own.
  const update = rows.filter({ hasText: 'City changed' }).first();
  await expect(update).toContainText(`Demo Owner (${DEMO_OWNER.email})`);
  await update.getByText('Show').click();
  await expect(update.getByText(new RegExp(`^Name: ${city}$`, 'm'))).toBeVisible();
  await expect(update.getByText(new RegExp(`^Name: ${city} North$`, 'm'))).toBeVisible();
  await expect(rows.filter({ hasText: 'City added' }).first()).toBeVisible();
  await page.goto('/admin/audit');
  await expect(page.getByRole('row').filter({ hasText: 'Staff sign in' }).first()).toBeVisible();
});
