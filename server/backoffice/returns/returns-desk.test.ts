import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orders } from '../../../database/schema';
import { bearer, registerCustomer, type TestCustomer } from '../../test-support/customer-fixtures';
import { addProduct, orderBody } from '../../test-support/order-fixtures';
import { getJson, postJson } from '../../test-support/requests';
import { act, type SignedInStaff, staffOf, testBackoffice } from '../../test-support/staff-desk';
import { createTestShop, engines, type TestShop } from '../../test-support/test-shop';
import type { Backoffice } from '../backoffice';
import { weekStart } from '../reports/dashboard';

describe('weekStart', () => {
  it('is the Monday of the week', () => {
    expect(weekStart('2026-11-21')).toBe('2026-11-16'); // a Saturday
    expect(weekStart('2026-11-16')).toBe('2026-11-16');
    expect(weekStart('2026-11-22')).toBe('2026-11-16'); // a Sunday
    expect(weekStart('2027-01-01')).toBe('2026-12-28');
  });
});

describe.each(engines)('returns and the dashboard in the back office (%s)', (engine) => {
  let shop: TestShop;
  let backoffice: Backoffice;
  let clerk: SignedInStaff;
  let customer: TestCustomer;
  let product: number;

  beforeAll(async () => {
    shop = await createTestShop(engine);
    backoffice = testBackoffice(shop.database.db, shop.config);
    clerk = await staffOf(backoffice, 'clerk');
    customer = await registerCustomer(shop.app);
    product = await addProduct(shop.database.db, {
      name: 'Harmonium',
      salesPrice: '2000.00',
      barcode: '123456789012',
      stock: 9,
    });
  });
  afterAll(async () => {
    await shop?.close();
  });

  const askReturn = async (quantity = 1) => {
    const placed = await postJson(
      shop.app,
      '/api/shop/SaveOrder',
      orderBody([{ ProductNo: product, Quantity: 2 }], { CustomerMobile: customer.mobile }),
      { ...customer.auth, 'x-forwarded-for': '10.5.0.1' },
    );
    const orderNo = placed.json().OrderNo;
    // Returns open once the order has arrived (docs/decisions/0058).
    await shop.database.db.update(orders).set({ status: 'Arrived' }).where(eq(orders.orderNo, orderNo));
    const res = await postJson(
      shop.app,
      '/api/customer/returns',
      {
        firstname: 'Anita',
        lastname: 'Ramdass',
        email: 'anita@example.test',
        telephone: customer.mobile,
        order_id: String(orderNo),
        date_ordered: '',
        product: 'Harmonium',
        model: '123456789012',
        quantity: String(quantity),
        return_reason_id: '1',
        opened: '0',
        comment: '',
        agree: '1',
      },
      customer.auth,
    );
    expect(res.json()).toMatchObject({ success: true });
    return { orderNo, rmaNo: res.json().RmaNo as number };
  };
  const decide = (rmaNo: number, fields: Record<string, string>) =>
    act(backoffice, clerk, 'returns', fields, (d, form) => d.returns.decide(rmaNo, form));
  const customerReturns = async () =>
    (await getJson(shop.app, '/api/customer/returns', bearer(customer.token))).json() as {
      RmaNo: number;
      Status: string;
      StaffComment: string;
    }[];

  it('approves a return with a comment the customer reads; it cannot be decided twice', async () => {
    const { rmaNo, orderNo } = await askReturn();
    const d = await backoffice.desk(clerk.page('/admin/returns'), 'returns');
    expect((await d.returns.list(new URLSearchParams('status=Requested'))).rows.map((r) => r.rmaNo)).toContain(rmaNo);
    expect(await d.returns.one(rmaNo)).toMatchObject({
      orderNo,
      productName: 'Harmonium',
      reason: 'Dead On Arrival',
      opened: false,
      status: 'Requested',
    });
    expect(await decide(rmaNo, { decision: 'Maybe' })).toMatchObject({
      ok: false,
      fields: { decision: 'Decision must be one of: Approved, Refused.' },
    });
    expect(await decide(rmaNo, { decision: 'Approved', comment: 'Bring it to the outlet.' })).toEqual({
      ok: true,
      msg: `Return ${rmaNo} is approved.`,
    });
    expect((await customerReturns()).find((r) => r.RmaNo === rmaNo)).toMatchObject({
      Status: 'Approved',
      StaffComment: 'Bring it to the outlet.',
    });
    expect(await decide(rmaNo, { decision: 'Refused', comment: 'changed my mind' })).toMatchObject({
      ok: false,
      status: 409,
      msg: 'This return request has already been decided.',
    });
    const [entry] = await shop.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, 'return'))
      .orderBy(desc(auditLog.entryNo))
      .limit(1);
    expect(entry).toMatchObject({
      action: 'return.approve',
      entityId: String(rmaNo),
      staffUserNo: clerk.staffUserNo,
      before: { status: 'Requested' },
      after: { status: 'Approved' },
    });
  });

  it('refuses a return only with a reason for the customer', async () => {
    const { rmaNo } = await askReturn();
    expect(await decide(rmaNo, { decision: 'Refused', comment: '' })).toMatchObject({
      ok: false,
      msg: 'Please tell the customer why the return is refused.',
    });
    expect((await customerReturns()).find((r) => r.RmaNo === rmaNo)).toMatchObject({ Status: 'Requested' });
    expect(await decide(rmaNo, { decision: 'Refused', comment: 'Opened and used.' })).toMatchObject({ ok: true });
    expect((await customerReturns()).find((r) => r.RmaNo === rmaNo)).toMatchObject({
      Status: 'Refused',
      StaffComment: 'Opened and used.',
    });
  });

  it("counts today's and this week's orders and sales without cancelled ones, orders waiting and low stock", async () => {
    const owner = await staffOf(backoffice, 'owner');
    const d = await backoffice.desk(owner.page('/admin'), 'dashboard');
    const before = await d.dashboard.summary();
    const low = await addProduct(shop.database.db, { name: 'Last Dholak', salesPrice: '10.00', stock: 3 });
    const placed = await postJson(shop.app, '/api/shop/SaveOrder', orderBody([{ ProductNo: low, Quantity: 1 }]), {
      'x-forwarded-for': '10.5.0.2',
    });
    const orderNo = placed.json().OrderNo;
    const after = await d.dashboard.summary();
    const [order] = await shop.database.db.select().from(orders).where(eq(orders.orderNo, orderNo));
    expect(order!.orderDate).toBe(after.today);
    expect(after.todays.orders).toBe(before.todays.orders + 1);
    expect(after.todays.sales).toBe(before.todays.sales + 50_00);
    expect(after.weeks.orders).toBe(before.weeks.orders + 1);
    expect(after.waiting.find((w) => w.status === 'Pending')!.count).toBe(
      before.waiting.find((w) => w.status === 'Pending')!.count + 1,
    );
    expect(after.lowStock).toContainEqual({
      productNo: low,
      name: 'Last Dholak',
      skuNo: null,
      stock: 2,
      option: '',
      level: 5,
    });
    await act(backoffice, owner, 'orders', { status: 'Cancelled' }, (desk, form) =>
      desk.orders.changeStatus(orderNo, form),
    );
    expect((await d.dashboard.summary()).todays).toEqual(before.todays);
  });
});
