// The customer list and page in the back office, and blocking an account (docs/product.md#customers).
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orders } from '../../../database/schema';
import { ACCOUNT_BLOCKED } from '../../../shop-rules/messages/account';
import {
  createOrder,
  fromAddress,
  newAddress,
  registerCustomer,
  type TestCustomer,
} from '../../test-support/customer-fixtures';
import { getJson, postJson } from '../../test-support/requests';
import { act, type SignedInStaff, staffOf, testBackoffice, thrown } from '../../test-support/staff-desk';
import { createTestShop, engines, type TestShop } from '../../test-support/test-shop';
import type { Backoffice } from '../backoffice';

describe.each(engines)('customers in the back office (%s)', (engine) => {
  let shop: TestShop;
  let backoffice: Backoffice;
  let owner: SignedInStaff;
  let manager: SignedInStaff;
  let clerk: SignedInStaff;
  let customer: TestCustomer;

  beforeAll(async () => {
    shop = await createTestShop(engine);
    backoffice = testBackoffice(shop.database.db, shop.config);
    owner = await staffOf(backoffice, 'owner');
    manager = await staffOf(backoffice, 'manager');
    clerk = await staffOf(backoffice, 'clerk');
    customer = await registerCustomer(shop.app, { CustomerName: 'Kamla Persad-Test', EmailID: 'kamla@example.test' });
  });
  afterAll(async () => {
    await shop?.close();
  });

  const login = (c: TestCustomer) =>
    postJson(shop.app, '/api/Auth/CLogin', { Mobile: c.mobile, Password: c.password }, fromAddress(newAddress()));

  it('finds a customer by mobile (with or without its prefix), name or e-mail, with orders and paid total in cents', async () => {
    const db = shop.database.db;
    const paid = await createOrder(db, customer);
    await db.update(orders).set({ paymentStatus: 'Paid' }).where(eq(orders.orderNo, paid.orderNo));
    await createOrder(db, customer); // counted, not paid
    const cancelled = await createOrder(db, customer, { status: 'Cancelled' });
    await db.update(orders).set({ paymentStatus: 'Paid' }).where(eq(orders.orderNo, cancelled.orderNo));
    const [paidRow] = await db
      .select({ total: orders.totalAmount })
      .from(orders)
      .where(eq(orders.orderNo, paid.orderNo));

    const desk = await backoffice.desk(manager.page('/admin/customers'), 'customers');
    for (const q of [customer.mobile, `+1 (868) ${customer.mobile.slice(0, 3)}-${customer.mobile.slice(3)}`]) {
      const list = await desk.customers.list(new URLSearchParams({ q }));
      expect(list.rows).toHaveLength(1);
      expect(list.rows[0]).toMatchObject({
        customerNo: customer.customerNo,
        name: 'Kamla Persad-Test',
        mobile: customer.mobile,
        orders: 2,
        spentCents: Math.round(Number(paidRow!.total) * 100),
        blocked: false,
      });
    }
    expect((await desk.customers.list(new URLSearchParams({ q: 'persad-TEST' }))).rows).toHaveLength(1);
    expect((await desk.customers.list(new URLSearchParams({ q: 'kamla@example' }))).rows).toHaveLength(1);
    expect((await desk.customers.list(new URLSearchParams({ q: 'no such person %' }))).rows).toHaveLength(0);
    const all = await desk.customers.list(new URLSearchParams({ page: '1' }));
    expect(all.total).toBeGreaterThanOrEqual(1);
    expect(all.pageSize).toBe(50);

    const page = await desk.customers.one(customer.customerNo);
    expect(page.orders.map((o) => o.orderNo)).toEqual([cancelled.orderNo, expect.any(Number), paid.orderNo]);
    expect(page.wishlistSize).toBe(0);
    expect(desk.customers.mayBlock).toBe(false);
    expect(await thrown(desk.customers.one(99_999_999))).toMatchObject({ status: 404 });
  });

  it('is not a clerk’s page, and only an owner blocks', async () => {
    expect(await thrown(backoffice.desk(clerk.page('/admin/customers'), 'customers'))).toMatchObject({ status: 403 });
    const refused = act(backoffice, manager, 'customers', { intent: 'block' }, (desk) =>
      desk.customers.setBlocked(customer.customerNo, true),
    );
    expect(await thrown(refused)).toMatchObject({ status: 403 });
  });

  it('a blocked customer cannot log in and their token stops working; unblocked, they can again', async () => {
    expect((await login(customer)).statusCode).toBe(200);
    const profile = () => getJson(shop.app, '/api/customer/profile', customer.auth);
    expect((await profile()).statusCode).toBe(200);

    const blocked = await act(backoffice, owner, 'customers', { intent: 'block' }, (desk) =>
      desk.customers.setBlocked(customer.customerNo, true),
    );
    expect(blocked).toMatchObject({ ok: true });
    const [entry] = await shop.database.db.select().from(auditLog).orderBy(desc(auditLog.entryNo)).limit(1);
    expect(entry).toMatchObject({
      action: 'customer.block',
      entity: 'customer',
      entityId: String(customer.customerNo),
      staffUserNo: owner.staffUserNo,
    });

    const refused = await login(customer);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ success: false, msg: ACCOUNT_BLOCKED });
    // A wrong password says only that it is wrong: the block tells nobody else the account exists.
    const wrong = await postJson(
      shop.app,
      '/api/Auth/CLogin',
      { Mobile: customer.mobile, Password: 'not the password' },
      fromAddress(newAddress()),
    );
    expect(wrong.statusCode).toBe(401);
    const old = await profile();
    expect(old.statusCode).toBe(401);
    expect(old.json().msg).toBe(ACCOUNT_BLOCKED);
    const page = await (await backoffice.desk(owner.page('/admin/customers'), 'customers')).customers.one(
      customer.customerNo,
    );
    expect(page.customer.blockedAt).not.toBeNull();

    expect(
      await act(backoffice, owner, 'customers', { intent: 'block' }, (desk) =>
        desk.customers.setBlocked(customer.customerNo, true),
      ),
    ).toMatchObject({ ok: false, status: 409 });
    await act(backoffice, owner, 'customers', { intent: 'unblock' }, (desk) =>
      desk.customers.setBlocked(customer.customerNo, false),
    );
    expect((await login(customer)).statusCode).toBe(200);
    expect((await profile()).statusCode).toBe(200);
  });
});
