// Edit Information and Change Password save, and what they save lasts.
import { expect, test } from '@playwright/test';
import { field, registerCustomer, signInWithToken, watchErrors } from './account-support';

test('edit information: the checks name each field, the save lasts and the header shows the new name', async ({
  page,
}) => {
  const errors = watchErrors(page);
  const customer = await registerCustomer(page, 'Trevor Joseph');
  await signInWithToken(page, customer);
  await page.goto('/account');
  await page.getByRole('link', { name: /Edit Information/ }).click();
  await expect(page).toHaveURL(/\/editaccountinfo$/);
  await expect(field(page, 'First Name')).toHaveValue('Trevor');
  await expect(field(page, 'Last Name')).toHaveValue('Joseph');
  await expect(field(page, 'Email')).toHaveValue(customer.email);
  await expect(field(page, 'Telephone')).toHaveValue(customer.mobile);

  await field(page, 'First Name').fill('');
  await field(page, 'Email').fill('not-an-email');
  await field(page, 'Telephone').fill('765-43');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(field(page, 'First Name')).toBeFocused();
  await expect(page.getByText('First Name is required.')).toBeVisible();
  await expect(page.getByText('Email is not a valid e-mail address.')).toBeVisible();
  await expect(field(page, 'Email')).toHaveAttribute('aria-invalid', 'true');
  // Every field's problem at once, from the schema the API checks too (shop-rules/forms/account.ts).
  await expect(field(page, 'Telephone')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Phone Number is invalid. Please enter 7 digits.')).toBeVisible();

  await field(page, 'First Name').fill('Trevorine');
  await field(page, 'Last Name').fill('Joseph-Williams');
  await field(page, 'Email').fill(`trevorine.${customer.mobile}@example.test`);
  await field(page, 'Telephone').fill('7654321');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('status').filter({ hasText: 'Your account information has been saved.' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Trevorine Joseph-Williams' })).toBeVisible();

  await page.reload();
  await page.goto('/editaccountinfo');
  await expect(field(page, 'First Name')).toHaveValue('Trevorine');
  await expect(field(page, 'Last Name')).toHaveValue('Joseph-Williams');
  await expect(field(page, 'Email')).toHaveValue(`trevorine.${customer.mobile}@example.test`);
  await expect(field(page, 'Telephone')).toHaveValue('7654321');
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/account$/);
  expect(errors).toEqual([]);
});

test('change password: the current one is checked, the new one works after logging out, the old one no longer does', async ({
  page,
}) => {
  const customer = await registerCustomer(page, 'Shivani Rampersad');
  await signInWithToken(page, customer);
  await page.goto('/changepassword');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Please enter your current password.')).toBeVisible();
  await expect(page.getByText('Please enter a new password.')).toBeVisible();
  await expect(page.getByText('Please confirm your new password.')).toBeVisible();

  await field(page, 'Current Password').fill('wrong-password');
  await field(page, 'Password').fill('sorrel-and-ginger');
  await field(page, 'Password Confirm').fill('sorrel-and-ginger');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Your current password is incorrect.')).toBeVisible();
  await expect(field(page, 'Current Password')).toBeFocused();

  await field(page, 'Current Password').fill(customer.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('status').filter({ hasText: 'Your password has been changed.' })).toBeVisible();
  // The session goes on with the new token the change answered.
  await page.goto('/editaccountinfo');
  await expect(field(page, 'First Name')).toHaveValue('Shivani');

  await page.getByRole('navigation', { name: 'Account menu' }).getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await field(dialog, 'Mobile').fill(customer.mobile);
  await field(dialog, 'Password').fill(customer.password);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Mobile or password is incorrect.');
  await field(dialog, 'Password').fill('sorrel-and-ginger');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Shivani Rampersad' })).toBeVisible();
});
