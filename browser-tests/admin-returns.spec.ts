// A customer asks to return a product; the owner approves it with a comment, which the customer then
// reads on their My Returns page. A refusal needs a comment.
import { expect, test } from '@playwright/test';
import { demoProduct, placeOrder, plainProduct, postJson, registerCustomer, signInWithToken } from './account-support';
import { markArrived, signIn } from './admin-support';
import { expectNoSeriousViolations } from './axe-check';

interface CustomerReturn {
  RmaNo: number;
  Status: string;
  StaffComment: string;
}

test('a return is approved and the customer sees it', async ({ page, browser }) => {
  const customer = await registerCustomer(page, 'Curtis Baptiste');
  const product = await demoProduct(page, plainProduct, 5);
  const orderNo = await placeOrder(page, customer, [{ product, quantity: 2 }]);
  await markArrived(browser, orderNo);
  const asked = await postJson<{ success: boolean; RmaNo: number; msg: string }>(
    page,
    '/api/customer/returns',
    {
      firstname: 'Curtis',
      lastname: 'Baptiste',
      email: customer.email,
      telephone: customer.mobile,
      order_id: String(orderNo),
      date_ordered: '',
      product: product.ProductName,
      model: product.Barcode,
      quantity: '1',
      return_reason_id: '4',
      opened: '1',
      comment: 'The lid does not close.',
      agree: '1',
    },
    customer.token,
  );
  expect(asked.body.success, asked.body.msg).toBe(true);
  const rmaNo = asked.body.RmaNo;

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signIn(staff);
  await staff.goto('/admin/returns?status=Requested');
  await staff.getByRole('link', { name: `Return ${rmaNo}`, exact: true }).click();
  await expect(staff.getByRole('heading', { level: 1, name: new RegExp(`^Return ${rmaNo}`) })).toBeVisible();
  await expect(staff.getByText('The lid does not close.')).toBeVisible();
  await expect(staff.getByText('Faulty')).toBeVisible();
  await expectNoSeriousViolations(staff);

  // A refusal needs a comment: the schema the server checks says so in the browser, at the comment, and
  // nothing is sent (shop-rules/forms/returns.ts).
  const posts: string[] = [];
  staff.on('request', (r) => {
    if (r.method() === 'POST') posts.push(r.url());
  });
  await staff.getByRole('button', { name: 'Refuse' }).click();
  const comment = staff.getByLabel('Comment to the customer');
  await expect(comment).toHaveAttribute('aria-invalid', 'true');
  await expect(comment).toHaveAccessibleDescription(/Please tell the customer why the return is refused\./);
  await expect(comment).toBeFocused();
  expect(posts).toEqual([]);
  await comment.fill('Bring it to the Chaguanas outlet with the receipt.');
  await expect(comment).not.toHaveAttribute('aria-invalid', 'true');
  await staff.getByRole('button', { name: 'Approve' }).click();
  await expect(staff.getByRole('status')).toHaveText(`Return ${rmaNo} is approved.`);
  await expect(staff.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await staffContext.close();

  // The customer's account: their returns with the shop's decision and comment.
  await signInWithToken(page, customer);
  const res = await page.request.get('/api/customer/returns', {
    headers: { Authorization: `Bearer ${customer.token}` },
  });
  const mine = ((await res.json()) as CustomerReturn[]).find((r) => r.RmaNo === rmaNo);
  expect(mine).toMatchObject({
    Status: 'Approved',
    StaffComment: 'Bring it to the Chaguanas outlet with the receipt.',
  });

  // …and sees it on the page: My Returns, reached from the account menu.
  await page.goto('/account');
  await page.getByRole('navigation', { name: 'Account menu' }).getByRole('link', { name: 'My Returns' }).click();
  await expect(page).toHaveURL(/\/productreturn\?list/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Returns' })).toBeVisible();
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: `#${rmaNo}`, exact: true }) });
  await expect(row).toContainText(`#${orderNo}`);
  await expect(row).toContainText(product.ProductName);
  await expect(row).toContainText('Faulty');
  await expect(row.getByRole('cell').nth(5)).toHaveText('Approved');
  await expect(row).toContainText('Bring it to the Chaguanas outlet with the receipt.');
  await expectNoSeriousViolations(page);
});
