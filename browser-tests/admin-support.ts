// Shared by the back-office browser tests: signing staff in through the sign-in page, staff of each
// role made by the demo owner on the Staff page.
import { type Browser, expect, type Page } from '@playwright/test';

/** The demo data's owner (seed/demo-staff.ts); demo only, published in the README. */
export const DEMO_OWNER = { email: 'owner@example.test', password: 'demo-owner-password' };
export const STAFF_PASSWORD = 'staff-password-for-tests';

/**
 * A helper's form is filled once the page has woken: a tap before then is kept and carried out later
 * (docs/decisions/0054, tested in early-taps.spec.ts), and Playwright's click was seen to wait forever
 * for the navigation of a sign-in carried out so.
 */
export async function awake(page: Page) {
  // A page without scripts (a context with JavaScript off) has nothing to wake: the capture never ran.
  if (!(await page.evaluate(() => '__early' in window))) return;
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 60_000 });
}

export async function signIn(page: Page, who: { email: string; password: string } = DEMO_OWNER) {
  await page.goto('/admin/login');
  await awake(page);
  await page.getByLabel('E-mail').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

/** The owner moves an order straight to Arrived (cash on delivery, or paid): returns open then (decision 0058). */
export async function markArrived(browser: Browser, orderNo: number) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page);
  await page.goto(`/admin/orders/${orderNo}`);
  await page.getByLabel('New status').selectOption('Arrived');
  await page.getByRole('button', { name: 'Save the status' }).click();
  await expect(page.getByRole('status')).toHaveText(`Order ${orderNo} is now Arrived.`, { timeout: 20_000 });
  await context.close();
}

let counter = 0;

/** A new staff member of the role, added by the demo owner; answers their sign-in. */
export async function newStaff(
  browser: Browser,
  role: 'manager' | 'clerk' | 'driver',
  name = `Test ${role}`,
): Promise<{ email: string; password: string }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page);
  await page.goto('/admin/staff');
  await awake(page);
  const email = `${role}.${Date.now().toString(36)}${++counter}@example.test`;
  const form = page.getByRole('form', { name: 'Add a staff member' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Role').selectOption(role);
  await form.getByLabel('Password').fill(STAFF_PASSWORD);
  await form.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByRole('status')).toContainText('can now sign in');
  await context.close();
  return { email, password: STAFF_PASSWORD };
}

/** Console errors and failed page scripts while a test runs. */
export function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`${m.text()} ${m.location().url}`);
  });
  page.on('response', (r) => {
    if (r.status() === 404 || r.status() >= 500) errors.push(`${r.status()} ${r.url()} on ${page.url()}`);
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}
