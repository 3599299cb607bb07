import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, mailOutbox, orderLines, orders } from '../../../database/schema';
import { toCents } from '../../../shop-rules/money';
import { addProduct, addVariant, orderBody, productStock, variantStock } from '../../test-support/order-fixtures';
import { postJson } from '../../test-support/requests';
import { act, type SignedInStaff, staffOf, testBackoffice } from '../../test-support/staff-desk';
import { createTestShop, engines, type TestShop } from '../../test-support/test-shop';
import type { Backoffice } from '../backoffice';

describe.each(engines)('orders the staff enter and lines they add (%s)', (engine) => {
  let shop: TestShop;
  let backoffice: Backoffice;
  let owner: SignedInStaff;
  let clerk: SignedInStaff;
  let lamp: number;
  let shirt: number;
  let redShirt: number;
  let key = 0;

  beforeAll(async () => {
    shop = await createTestShop(engine);
    backoffice = testBackoffice(shop.database.db, shop.config);
    owner = await staffOf(backoffice, 'owner');
    clerk = await staffOf(backoffice, 'clerk');
    lamp = await addProduct(shop.database.db, { name: 'Brass Diya Lamp', salesPrice: '75.00', stock: 50 });
    shirt = await addProduct(shop.database.db, {
      name: 'Carnival Shirt',
      salesPrice: '119.99',
      discountPercent: '10',
      stock: 20,
    });
    redShirt = await addVariant(shop.database.db, shirt, { color: 'Red', size: 'M', stock: 8 });
  });
  afterAll(async () => {
    await shop?.close();
  });

  const db = () => shop.database.db;
  const fields = (more: Record<string, string> = {}) => ({
    orderKey: `staff-test-${++key}-key`,
    name: 'Asha Mohammed',
    mobile: '7345678',
    email: 'asha@example.test',
    delivery: 'delivery',
    island: '1',
    address: '4 Frederick Street',
    cityNo: '0',
    pmNo: '3',
    'product-1': `${lamp} Brass Diya Lamp`,
    'quantity-1': '2',
    'product-2': `${shirt}/${redShirt} Carnival Shirt (Red, M)`,
    'quantity-2': '3',
    remarks: 'Called at noon',
    ...more,
  });
  const enter = (staff: SignedInStaff, f: Record<string, string>) =>
    act(backoffice, staff, 'orders', f, (d, form) => d.orders.enterOrder(form));
  const orderNoOf = (r: unknown) => {
    expect(r).toBeInstanceOf(Response);
    const at = (r as Response).headers.get('location') ?? '';
    expect(at).toMatch(/^\/admin\/orders\/\d+$/);
    return Number(at.split('/').pop());
  };

  it('enters a phone order priced as the checkout prices it, stock taken, mails written once, audited', async () => {
    const lampBefore = await productStock(db(), lamp);
    const res = await postJson(
      shop.app,
      '/api/shop/SaveOrder',
      orderBody([
        { ProductNo: lamp, Quantity: 2 },
        { ProductNo: shirt, ProductSKUNo: redShirt, Quantity: 3 },
      ]),
      { 'x-forwarded-for': '10.8.0.1' },
    );
    const checkoutTotal = toCents(res.json().TotalAmount);

    const f = fields();
    const orderNo = orderNoOf(await enter(clerk, f));
    const [order] = await db().select().from(orders).where(eq(orders.orderNo, orderNo));
    expect(order).toMatchObject({
      source: 3,
      customerName: 'Asha Mohammed',
      customerMobile: '7345678',
      customerEmail: 'asha@example.test',
      pmNo: 3,
      status: 'Pending',
      paymentStatus: 'Unpaid',
      remarks: 'Called at noon',
    });
    expect(toCents(order!.totalAmount)).toBe(checkoutTotal);
    const lines = await db().select().from(orderLines).where(eq(orderLines.orderNo, orderNo));
    expect(lines.map((l) => [l.productName, l.color, l.quantity]).sort()).toEqual([
      ['Brass Diya Lamp', null, 2],
      ['Carnival Shirt', 'Red', 3],
    ]);
    expect(await productStock(db(), lamp)).toBe(lampBefore - 4);
    expect(await variantStock(db(), redShirt)).toBe(8 - 6);
    const mails = await db().select({ kind: mailOutbox.kind }).from(mailOutbox).where(eq(mailOutbox.orderNo, orderNo));
    expect(mails.map((m) => m.kind).sort()).toEqual(['order-confirmation', 'order-shop-copy']);
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.enter'), eq(auditLog.entityId, String(orderNo))));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.staffUserNo).toBe(clerk.staffUserNo);

    // The same form sent again (a second press): the same order, nothing taken twice.
    expect(orderNoOf(await enter(clerk, f))).toBe(orderNo);
    expect(await productStock(db(), lamp)).toBe(lampBefore - 4);
    expect(await db().select().from(mailOutbox).where(eq(mailOutbox.orderNo, orderNo))).toHaveLength(2);

    // In the list, with its source.
    const list = await (await backoffice.desk(owner.page('/admin/orders'), 'orders')).orders.list(
      new URLSearchParams(`q=${orderNo}&source=3`),
    );
    expect(list.rows.map((r) => [r.orderNo, r.total])).toEqual([[orderNo, checkoutTotal]]);
  });

  it('refuses bad input and what the checkout refuses as form messages, saving nothing', async () => {
    const count = async () => (await db().select().from(orders)).length;
    const before = await count();
    const lampBefore = await productStock(db(), lamp);
    expect(await enter(owner, fields({ mobile: '12345' }))).toMatchObject({
      ok: false,
      status: 400,
      msg: 'Phone Number is invalid. Please enter 7 digits.',
    });
    expect(await enter(owner, fields({ name: '' }))).toMatchObject({ ok: false, status: 400 });
    expect(await enter(owner, fields({ email: 'not-mail' }))).toMatchObject({
      ok: false,
      status: 400,
      fields: { email: expect.any(String) },
    });
    expect(await enter(owner, fields({ pmNo: '1' }))).toMatchObject({
      ok: false,
      status: 400,
      fields: { pmNo: expect.any(String) },
    });
    expect(await enter(owner, fields({ 'product-1': 'a lamp' }))).toMatchObject({
      ok: false,
      status: 400,
      fields: { 'product-1': 'Choose a product from the list, or type its product number.' },
    });
    expect(await enter(owner, fields({ 'quantity-1': 'two' }))).toMatchObject({ ok: false, status: 400 });
    expect(
      await enter(owner, fields({ 'product-1': '', 'quantity-1': '', 'product-2': '', 'quantity-2': '' })),
    ).toMatchObject({
      ok: false,
      status: 400,
    });
    // The shirt has variants: one must be chosen. The red one has 2 left.
    expect(await enter(owner, fields({ 'product-2': `${shirt} Carnival Shirt` }))).toMatchObject({
      ok: false,
      status: 409,
    });
    expect(await enter(owner, fields({ 'quantity-2': '5' }))).toMatchObject({
      ok: false,
      status: 409,
      msg: 'Only 2 left of Carnival Shirt (Red, M).',
    });
    expect(await count()).toBe(before);
    expect(await productStock(db(), lamp)).toBe(lampBefore);
  });

  it('adds a line to an order before it ships: priced again, stock taken, audited', async () => {
    const orderNo = orderNoOf(await enter(owner, fields({ 'product-2': '', 'quantity-2': '' })));
    const pot = await addProduct(db(), { name: 'Clay Pot', salesPrice: '20.00', stock: 10 });
    const edit = (f: Record<string, string>) =>
      act(backoffice, clerk, 'orders', { intent: 'edit', ...f }, (d, form) => d.orders.editLines(orderNo, form));
    const desk = await backoffice.desk(clerk.page('/admin/orders'), 'orders');
    const page = await desk.orders.page(orderNo);
    const lampLine = `quantity-${page.lines[0]!.lineNo}`;
    expect(await edit({ [lampLine]: '2', 'add-product': 'pot', 'add-quantity': '1' })).toMatchObject({
      ok: false,
      status: 400,
      fields: { 'add-product': expect.any(String) },
    });
    expect(await edit({ [lampLine]: '2', 'add-product': String(pot), 'add-quantity': '11' })).toMatchObject({
      ok: false,
      status: 409,
      msg: 'Only 10 left of Clay Pot.',
    });
    expect(await edit({ [lampLine]: '2', 'add-product': String(pot), 'add-quantity': '3' })).toMatchObject({
      ok: true,
    });
    expect(await productStock(db(), pot)).toBe(7);
    const after = await desk.orders.page(orderNo);
    expect(after.lines.map((l) => [l.name, l.quantity, l.lineTotal])).toEqual([
      ['Brass Diya Lamp', 2, 150_00],
      ['Clay Pot', 3, 60_00],
    ]);
    expect(after.order.itemTotal).toBe(210_00);
    // The same product again joins its line.
    expect(
      await edit({
        [lampLine]: '2',
        [`quantity-${after.lines[1]!.lineNo}`]: '3',
        'add-product': `${lamp} Brass Diya Lamp`,
      }),
    ).toMatchObject({
      ok: true,
    });
    const again = await desk.orders.page(orderNo);
    expect(again.lines.map((l) => [l.name, l.quantity])).toEqual([
      ['Brass Diya Lamp', 3],
      ['Clay Pot', 3],
    ]);
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.edit'), eq(auditLog.entityId, String(orderNo))))
      .limit(1);
    expect(entry).toMatchObject({
      staffUserNo: clerk.staffUserNo,
      after: { added: [{ item: 'Clay Pot', quantity: 3 }] },
    });
  });
});
