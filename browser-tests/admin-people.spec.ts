// Customers and staff safety in the back office, as an owner and staff see them: the customer list
// finds a customer by mobile; a password-reset mail arrives and its link works once; two-step sign-in
// is set up and then used with a code computed here; a wrong password keeps the e-mail typed
// (docs/product.md#customers, #staff-password-reset, #two-step-sign-in).
import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import {
  RESET_DONE,
  RESET_EMAIL_REQUIRED,
  RESET_LINK_INVALID,
  RESET_REQUESTED,
} from '../shop-rules/messages/backoffice';
import { registerCustomer } from './account-support';
import { awake, DEMO_OWNER, newStaff, signIn } from './admin-support';
import { expectNoSeriousViolations } from './axe-check';

test.describe.configure({ timeout: 120_000 });

/** The newest mail in the shop's outbox folder to this address that holds a reset link, decoded from quoted-printable. */
async function resetLinkMailedTo(email: string): Promise<string> {
  const outbox = process.env.BROWSER_TEST_OUTBOX;
  if (!outbox) throw new Error('BROWSER_TEST_OUTBOX is not set: run through scripts/browser-tests.mjs');
  for (let i = 0; i < 300; i++) {
    const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((f) => f.endsWith('.eml')) : [];
    for (const f of files.sort().reverse()) {
      const text = fs
        .readFileSync(path.join(outbox, f), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
      const link = /https?:\/\/[^\s"<>]+\/admin\/reset-password\?token=[A-Za-z0-9_-]{43}/.exec(text);
      if (text.includes(email) && link) return link[0];
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No reset mail to ${email}`);
}

const codeFor = (key: string, at: number) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(key), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: at,
  });

async function passwordStep(page: Page, who: { email: string; password: string }) {
  await page.goto('/admin/login');
  await awake(page);
  await page.getByLabel('E-mail').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('the customer list finds a customer by mobile, and opens their page', async ({ page }) => {
  const customer = await registerCustomer(page, 'Marisa Bhagwandeen');
  await signIn(page);
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Customers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
  await page.getByLabel('Name, mobile or e-mail').fill(customer.mobile);
  await page.getByRole('button', { name: 'Search' }).click();
  const rows = page.getByRole('region', { name: 'Customer list' }).getByRole('row');
  await expect(rows).toHaveCount(2); // the heading row and the customer
  await expect(rows.nth(1)).toContainText(customer.mobile);
  await expectNoSeriousViolations(page);
  await rows.nth(1).getByRole('link', { name: 'Marisa Bhagwandeen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Marisa Bhagwandeen' })).toBeVisible();
  await expect(page.getByText('No orders placed while signed in.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Block this account' })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('a wrong password keeps the e-mail typed', async ({ page }) => {
  await page.goto('/admin/login');
  await page.getByLabel('E-mail').fill(DEMO_OWNER.email);
  await page.getByLabel('Password').fill('not-the-right-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('E-mail or password is incorrect.');
  await expect(page.getByLabel('E-mail')).toHaveValue(DEMO_OWNER.email);
  await expect(page.getByLabel('Password')).toHaveValue('');
});

test('a password reset mail arrives and its link works once', async ({ page, browser }) => {
  const staff = await newStaff(browser, 'clerk');
  await page.goto('/admin/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  // The sign-in page has an E-mail field too: type only once the new page is there.
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
  // Sent blank, the page names the field in the server's words (one schema, shop-rules/forms/staff.ts).
  await page.getByRole('button', { name: 'Send me a link' }).click();
  await expect(page.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('E-mail')).toHaveAccessibleDescription(new RegExp(RESET_EMAIL_REQUIRED));
  await page.getByLabel('E-mail').fill(staff.email);
  await page.getByRole('button', { name: 'Send me a link' }).click();
  await expect(page.getByRole('status')).toHaveText(RESET_REQUESTED);

  const link = new URL(await resetLinkMailedTo(staff.email));
  const linkPath = `${link.pathname}${link.search}`;
  await page.goto(linkPath);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await expectNoSeriousViolations(page);
  const newPassword = 'a-new-password-from-the-mail';
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('New password again').fill(newPassword);
  await page.getByRole('button', { name: 'Set the new password' }).click();
  await expect(page.getByRole('status')).toHaveText(RESET_DONE);

  await signIn(page, { email: staff.email, password: newPassword });

  const again = await browser.newContext();
  const second = await again.newPage();
  await second.goto(linkPath);
  await expect(second.getByRole('alert')).toHaveText(RESET_LINK_INVALID);
  await again.close();
});

test('two-step sign-in: set up with the key shown once, then sign in with a code computed here', async ({
  page,
  browser,
}) => {
  const staff = await newStaff(browser, 'manager');
  await signIn(page, staff);
  await page.goto('/admin/account');
  await page.getByRole('button', { name: 'Set up two-step sign-in' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const key = (await page.getByTestId('two-step-key').textContent())?.trim() ?? '';
  expect(key).toMatch(/^[A-Z2-7]{32}$/);
  await expectNoSeriousViolations(page);
  const confirm = page.getByRole('form', { name: 'Confirm two-step sign-in' });
  await confirm.getByLabel('Code from your authenticator app').fill(codeFor(key, Date.now()));
  await confirm.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await expect(page.getByText(/Two-step sign-in is on/).first()).toBeVisible();
  await expect(page.getByTestId('two-step-key')).toHaveCount(0);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/admin\/login/);
  await passwordStep(page, staff);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign-in code' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await awake(page);
  await page.getByLabel('Code').fill('000000');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toContainText('That code is not right.');
  // The next 30-second step: the code used to confirm is never accepted twice.
  await awake(page);
  await page.getByLabel('Code').fill(codeFor(key, Date.now() + 30_000));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});
