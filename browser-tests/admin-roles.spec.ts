// Roles: a clerk handles orders and returns only; a manager has no staff or settings pages.
import { expect, test } from '@playwright/test';
import { newStaff, signIn } from './admin-support';
import { expectNoSeriousViolations } from './axe-check';

test('a clerk cannot open products or settings (403), and their menu does not offer them', async ({
  page,
  browser,
}) => {
  const clerk = await newStaff(browser, 'clerk');
  await signIn(page, clerk);
  const menu = page.getByRole('navigation', { name: 'Back office' });
  await expect(menu.getByRole('link', { name: 'Orders' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Returns' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Products' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Settings' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Undelivered mails' })).toHaveCount(0);

  for (const path of [
    '/admin/products',
    '/admin/products/1',
    '/admin/products/new',
    '/admin/settings',
    '/admin/settings/lists',
    '/admin/staff',
    '/admin/audit',
    '/admin/payments',
    '/admin/mails',
    '/admin/categories',
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(403);
    await expect(page.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();
  }
  await expectNoSeriousViolations(page);
  const orders = await page.goto('/admin/orders');
  expect(orders?.status()).toBe(200);
});

test('a manager runs the catalogue and the orders but not the staff or the settings', async ({ page, browser }) => {
  const manager = await newStaff(browser, 'manager');
  await signIn(page, manager);
  for (const path of ['/admin/products', '/admin/orders', '/admin/payments', '/admin/mails', '/admin/returns'])
    expect((await page.goto(path))?.status(), path).toBe(200);
  for (const path of ['/admin/settings', '/admin/staff', '/admin/audit'])
    expect((await page.goto(path))?.status(), path).toBe(403);
});
