import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, mailOutbox, orderStatusHistory, orders, payments } from '../../../database/schema';
import { addProduct, orderBody, productStock, waitForMail } from '../../test-support/order-fixtures';
import { postJson } from '../../test-support/requests';
import { act, type SignedInStaff, staffOf, testBackoffice, thrown } from '../../test-support/staff-desk';
import { createTestShop, engines, type TestShop } from '../../test-support/test-shop';
import type { Backoffice } from '../backoffice';
import { recordStatusMail } from './customer-order-mails';

describe.each(engines)('orders in the back office (%s)', (engine) => {
  let shop: TestShop;
  let backoffice: Backoffice;
  let owner: SignedInStaff;
  let clerk: SignedInStaff;
  let lamp: number;
  let address = 0;

  beforeAll(async () => {
    shop = await createTestShop(engine);
    backoffice = testBackoffice(shop.database.db, shop.config);
    owner = await staffOf(backoffice, 'owner');
    clerk = await staffOf(backoffice, 'clerk');
    lamp = await addProduct(shop.database.db, { name: 'Brass Diya Lamp', salesPrice: '75.00', stock: 50 });
  });
  afterAll(async () => {
    await shop?.close();
  });

  const db = () => shop.database.db;
  const place = async (fields: Record<string, unknown> = {}, quantity = 1): Promise<number> => {
    const res = await postJson(
      shop.app,
      '/api/shop/SaveOrder',
      orderBody([{ ProductNo: lamp, Quantity: quantity }], { CustomerMobile: '7123456', ...fields }),
      { 'x-forwarded-for': `10.7.0.${++address}` },
    );
    expect(res.json()).toMatchObject({ success: true });
    return res.json().OrderNo;
  };
  const desk = (staff: SignedInStaff) => backoffice.desk(staff.page('/admin/orders'), 'orders');
  const setStatus = (staff: SignedInStaff, orderNo: number, status: string, comment = '') =>
    act(backoffice, staff, 'orders', { status, comment }, (d, form) => d.orders.changeStatus(orderNo, form));
  /** The subjects of the order's mails of one kind in the outbox, oldest first. */
  const customerMails = async (orderNo: number, kind: string) =>
    (
      await db()
        .select({ subject: mailOutbox.subject })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.orderNo, orderNo), eq(mailOutbox.kind, kind)))
        .orderBy(mailOutbox.mailNo)
    ).map((m) => m.subject);
  const guestTrack = async (orderNo: number) =>
    (
      await postJson(
        shop.app,
        '/api/shop/TrackOrder',
        { OrderId: orderNo, Mobile: '7123456' },
        { 'x-forwarded-for': `10.7.1.${++address}` },
      )
    ).json();

  it('finds orders by number, mobile and name, and filters them', async () => {
    const orderNo = await place({ CustomerName: 'Vishnu Rampersad', PMNo: 2, IsPickup: 1, ODeliverCountryNo: 2 });
    const d = await desk(clerk);
    const list = (q: string) => d.orders.list(new URLSearchParams(q));
    expect((await list(`q=${orderNo}`)).rows.map((r) => r.orderNo)).toContain(orderNo);
    expect((await list('q=rampersad')).rows.map((r) => r.orderNo)).toEqual([orderNo]);
    expect(
      (
        await list('q=7123456&pmNo=2&delivery=pickup&island=tobago&source=1&status=Pending&paymentStatus=Unpaid')
      ).rows.map((r) => r.orderNo),
    ).toEqual([orderNo]);
    expect((await list('q=rampersad&pmNo=3')).rows).toEqual([]);
    expect((await list('q=rampersad&from=2000-01-01&to=2000-01-02')).rows).toEqual([]);
    const bad = await list('status=Lost&from=2026-02-30&q=rampersad');
    expect(bad.problems).toEqual([
      'Status must be one of: Pending, Processed, Shipped, Enroute, Arrived, Cancelled.',
      'From date must be a date like 2026-03-05.',
    ]);
    expect(bad.rows.map((r) => r.orderNo)).toEqual([orderNo]);
    const page = await d.orders.page(orderNo);
    expect(page.order).toMatchObject({
      customerName: 'Vishnu Rampersad',
      isPickup: true,
      island: 'Tobago',
      paymentMethod: 'Bank Transfer',
      total: 75_00,
    });
    expect(page.lines).toMatchObject([{ name: 'Brass Diya Lamp', quantity: 1, lineTotal: 75_00 }]);
    expect(page.nextStatuses).toEqual(['Processed', 'Cancelled']);
    expect(page.shipBlocker).toBe('The bank transfer for this order has not been confirmed.');
    expect((await thrown(d.orders.page(99_999_999))).status).toBe(404);
  });

  it('moves an order Pending to Arrived with comments, audited, tracked by the customer, mailed on Shipped and Arrived', async () => {
    const orderNo = await place();
    const steps = ['Processed', 'Shipped', 'Enroute', 'Arrived'];
    for (const [i, step] of steps.entries()) {
      expect(await setStatus(owner, orderNo, step, `Note ${step}`)).toEqual({
        ok: true,
        msg: `Order ${orderNo} is now ${step}.`,
      });
      const track = await guestTrack(orderNo);
      expect(track.Status).toBe(step);
      expect(track.Steps.map((s: { Done: boolean }) => s.Done)).toEqual(steps.map((_, k) => k <= i));
    }
    const history = await db()
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderNo, orderNo))
      .orderBy(orderStatusHistory.entryNo);
    expect(history.map((h) => [h.status, h.comment, h.staffUserNo])).toEqual([
      ['Pending', 'Order placed.', null],
      ...steps.map((s) => [s, `Note ${s}`, owner.staffUserNo]),
    ]);
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, String(orderNo))))
      .orderBy(auditLog.entryNo);
    expect(
      audit.map((a) => [
        a.action,
        a.staffUserNo,
        (a.before as { status: string }).status,
        (a.after as { status: string }).status,
      ]),
    ).toEqual([
      ['order.status', owner.staffUserNo, 'Pending', 'Processed'],
      ['order.status', owner.staffUserNo, 'Processed', 'Shipped'],
      ['order.status', owner.staffUserNo, 'Shipped', 'Enroute'],
      ['order.status', owner.staffUserNo, 'Enroute', 'Arrived'],
    ]);
    expect(
      await waitForMail(shop.config.outboxDir, [
        `Your order ${orderNo} has been shipped.`,
        'Note from the shop: Note Shipped',
      ]),
    ).toContain('/ordertrack');
    expect(
      await waitForMail(shop.config.outboxDir, [
        `Your order ${orderNo} has arrived.`,
        'Note from the shop: Note Arrived',
      ]),
    ).toBeTruthy();
  });

  it('refuses a wrong step, an unknown status and a long comment, changing nothing', async () => {
    const orderNo = await place();
    const before = (await db().select().from(auditLog)).length;
    expect(await setStatus(owner, orderNo, 'Lost')).toMatchObject({
      ok: false,
      status: 400,
      fields: { status: expect.stringMatching(/^New status must be one of/) },
    });
    expect(await setStatus(owner, orderNo, 'Processed', 'x'.repeat(501))).toMatchObject({
      ok: false,
      msg: 'Comment must be at most 500 characters.',
    });
    expect(await setStatus(owner, orderNo, 'Pending')).toMatchObject({
      ok: false,
      msg: 'An order status can only move forward.',
    });
    expect(
      await act(backoffice, owner, 'orders', { status: 'Processed' }, (d, form) =>
        d.orders.changeStatus(99_999_999, form),
      ),
    ).toMatchObject({ ok: false, status: 404 });
    expect((await db().select().from(orders).where(eq(orders.orderNo, orderNo)))[0]).toMatchObject({
      status: 'Pending',
    });
    expect(await db().select().from(auditLog)).toHaveLength(before);
  });

  it('cancels with the stock back once, audited; a shipped order cannot be cancelled', async () => {
    const stock = await productStock(db(), lamp);
    const orderNo = await place({}, 4);
    expect(await productStock(db(), lamp)).toBe(stock - 4);
    expect(await setStatus(clerk, orderNo, 'Cancelled', 'Customer called')).toEqual({
      ok: true,
      msg: `Order ${orderNo} is cancelled and its stock is back.`,
    });
    expect(await productStock(db(), lamp)).toBe(stock);
    expect(await setStatus(clerk, orderNo, 'Cancelled')).toMatchObject({ ok: false });
    expect(await productStock(db(), lamp)).toBe(stock);
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'order.cancel'))
      .orderBy(desc(auditLog.entryNo))
      .limit(1);
    expect(entry).toMatchObject({
      entityId: String(orderNo),
      staffUserNo: clerk.staffUserNo,
      after: { status: 'Cancelled', comment: 'Customer called' },
    });
    const shipped = await place();
    await setStatus(owner, shipped, 'Shipped');
    expect(await setStatus(owner, shipped, 'Cancelled')).toMatchObject({
      ok: false,
      msg: 'Only a Pending or Processed order can be cancelled.',
    });
  });

  it('confirms a bank transfer for an owner, not for a clerk, then lets it ship', async () => {
    const orderNo = await place({ PMNo: 2 });
    const confirm = (staff: SignedInStaff, reference: string, amount = '115.00', receivedAt = '') =>
      act(backoffice, staff, 'orders', { intent: 'transfer', reference, amount, receivedAt }, (d, form) =>
        d.payments.confirmBankTransfer(orderNo, form),
      );
    expect((await thrown(confirm(clerk, 'RBL 1'))).status).toBe(403);
    expect(await confirm(owner, '')).toMatchObject({ ok: false, status: 400, msg: 'Bank reference is required.' });
    expect(await confirm(owner, 'RBL 1', '')).toMatchObject({
      ok: false,
      status: 400,
      fields: { amount: 'Amount received is required.' },
    });
    expect(await confirm(owner, 'RBL 1', '-5')).toMatchObject({
      ok: false,
      status: 400,
      fields: { amount: 'Amount received must be an amount in TT dollars, like 1299.00.' },
    });
    expect(await confirm(owner, 'RBL 1', '0')).toMatchObject({
      ok: false,
      fields: { amount: 'Amount received must be more than 0.' },
    });
    expect(await confirm(owner, 'RBL 1', '100.00')).toMatchObject({
      ok: false,
      status: 400,
      fields: {
        amount: "The amount must be the order's total, TT$115.00. Record the payment once all of it has arrived.",
      },
    });
    expect(await confirm(owner, 'RBL 1', '115.00', '2099-01-01T10:00')).toMatchObject({
      ok: false,
      fields: { receivedAt: 'The time cannot be in the future.' },
    });
    expect(await confirm(owner, 'RBL 1', '115.00', '2026-02-30T10:00')).toMatchObject({
      ok: false,
      fields: { receivedAt: 'Received on must be a date and time like 2026-03-05 14:30.' },
    });
    expect((await db().select().from(orders).where(eq(orders.orderNo, orderNo)))[0]?.paymentStatus).toBe('Unpaid');
    expect(await setStatus(owner, orderNo, 'Shipped')).toMatchObject({
      ok: false,
      msg: 'The bank transfer for this order has not been confirmed.',
    });
    expect(await confirm(owner, 'RBL 778899')).toEqual({
      ok: true,
      msg: `The bank transfer for order ${orderNo} is confirmed.`,
    });
    expect(await confirm(owner, 'again')).toMatchObject({ ok: false });
    const d = await backoffice.desk(owner.page('/admin/payments'), 'payments');
    expect((await d.payments.list(new URLSearchParams(`q=${orderNo}`))).rows).toMatchObject([
      { orderNo, provider: 'bank-transfer', status: 'Paid', message: 'RBL 778899', originalTotal: 115_00 },
    ]);
    expect((await d.payments.awaitingReceipt()).map((o) => o.orderNo)).not.toContain(orderNo);
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'payment.bank-transfer-paid'))
      .orderBy(desc(auditLog.entryNo))
      .limit(1);
    expect(entry).toMatchObject({
      entityId: String(orderNo),
      before: { paymentStatus: 'Unpaid' },
      after: { paymentStatus: 'Paid', reference: 'RBL 778899', amount: 115_00 },
    });
    expect(await customerMails(orderNo, 'payment-received')).toEqual([
      `Payment received for order ${orderNo} – ${shop.config.SHOP_NAME}`,
    ]);
    expect(await setStatus(owner, orderNo, 'Shipped')).toMatchObject({ ok: true });
  });

  it("counts each order's own units in the list", async () => {
    const three = await place({}, 3);
    const one = await place({}, 1);
    const d = await desk(clerk);
    const rows = (await d.orders.list(new URLSearchParams('q=7123456'))).rows;
    expect(rows.find((r) => r.orderNo === three)?.units).toBe(3);
    expect(rows.find((r) => r.orderNo === one)?.units).toBe(1);
  });

  it('records the cash collected for a cash order: Paid, audited, mailed once; bad amounts and times refused', async () => {
    const orderNo = await place({}, 2);
    const collect = (staff: SignedInStaff, fields: Record<string, string>, o = orderNo) =>
      act(backoffice, staff, 'orders', { intent: 'cash', collectedBy: 'Courier Ravi', ...fields }, (d, form) =>
        d.payments.recordCash(o, form),
      );
    expect(await (await desk(owner)).orders.page(orderNo)).toMatchObject({
      canRecordCash: true,
      canConfirmTransfer: false,
    });
    expect((await thrown(collect(clerk, { amount: '190.00' }))).status).toBe(403);
    for (const [amount, message] of [
      ['', 'Amount collected is required.'],
      ['abc', 'Amount collected must be an amount in TT dollars, like 1299.00.'],
      ['0.00', 'Amount collected must be more than 0.'],
      ['189.99', "The amount must be the order's total, TT$190.00. Record the payment once all of it has arrived."],
      ['1,000', "The amount must be the order's total, TT$190.00. Record the payment once all of it has arrived."],
    ] as const) {
      expect(await collect(owner, { amount })).toMatchObject({ ok: false, status: 400, fields: { amount: message } });
    }
    expect(await collect(owner, { amount: '190', collectedBy: '' })).toMatchObject({
      ok: false,
      fields: { collectedBy: 'Collected by is required.' },
    });
    expect(await collect(owner, { amount: '190', receivedAt: '2020-01-01T09:00' })).toMatchObject({
      ok: false,
      fields: { receivedAt: 'The time cannot be before the order was placed.' },
    });
    const transferOrder = await place({ PMNo: 2 });
    expect(await collect(owner, { amount: '115.00' }, transferOrder)).toMatchObject({
      ok: false,
      msg: 'This order is not paid in cash.',
    });
    expect(await db().select().from(payments).where(eq(payments.orderNo, orderNo))).toEqual([]);

    expect(await collect(owner, { amount: 'TT$190.00' })).toEqual({
      ok: true,
      msg: `The cash for order ${orderNo} is recorded: it is paid.`,
    });
    expect(await collect(owner, { amount: '190.00' })).toMatchObject({
      ok: false,
      msg: 'This order is already paid, or it is cancelled.',
    });
    expect((await db().select().from(orders).where(eq(orders.orderNo, orderNo)))[0]?.paymentStatus).toBe('Paid');
    expect(await db().select().from(payments).where(eq(payments.orderNo, orderNo))).toMatchObject([
      {
        provider: 'cash',
        status: 'Paid',
        originalTotal: '190.00',
        chargedTotal: '190.00',
        message: 'Collected by Courier Ravi',
        raw: { collectedBy: 'Courier Ravi', recordedBy: owner.staffUserNo },
      },
    ]);
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payment.cash-collected'), eq(auditLog.entityId, String(orderNo))));
    expect(entry).toMatchObject({
      staffUserNo: owner.staffUserNo,
      before: { paymentStatus: 'Unpaid' },
      after: { paymentStatus: 'Paid', amount: 190_00, collectedBy: 'Courier Ravi' },
    });
    expect(await customerMails(orderNo, 'payment-received')).toEqual([
      `Payment received for order ${orderNo} – ${shop.config.SHOP_NAME}`,
    ]);
    const page = await (await desk(owner)).orders.page(orderNo);
    expect(page.canRecordCash).toBe(false);
    expect(page.order.paymentStatus).toBe('Paid');
  });

  it('mails the customer once at each status, also when a step is posted twice', async () => {
    const orderNo = await place();
    for (const step of ['Processed', 'Processed', 'Shipped', 'Enroute', 'Arrived'])
      await setStatus(owner, orderNo, step);
    const name = shop.config.SHOP_NAME;
    expect(await customerMails(orderNo, 'order-status')).toEqual([
      `Order ${orderNo} is being prepared – ${name}`,
      `Order ${orderNo} is on its way – ${name}`,
      `Order ${orderNo} is out for delivery – ${name}`,
      `Order ${orderNo} has arrived – ${name}`,
    ]);
    const cancelled = await place();
    await setStatus(owner, cancelled, 'Cancelled', 'Out of stock at the supplier');
    expect(await customerMails(cancelled, 'order-status')).toEqual([`Order ${cancelled} is cancelled – ${name}`]);
    // The outbox itself keeps one mail per key, whoever writes it.
    await db().transaction((tx) =>
      recordStatusMail(tx, { shopName: name, publicBaseUrl: shop.config.publicBaseUrl }, cancelled, 'Cancelled', 'x'),
    );
    expect(await customerMails(cancelled, 'order-status')).toHaveLength(1);
  });

  it('moves several orders at once through the single-change rules, and gives their slips', async () => {
    const a = await place();
    const b = await place({}, 2);
    const unpaidTransfer = await place({ PMNo: 2 });
    const move = (fields: Record<string, string | string[]>, staff = clerk) =>
      act(backoffice, staff, 'orders', fields, (d, form) => d.orders.moveOrders(form));
    expect(await move({ status: 'Shipped' })).toMatchObject({
      ok: false,
      status: 400,
      msg: 'Please tick at least one order.',
    });
    expect(await move({ order: [String(a)], status: 'Lost' })).toMatchObject({ ok: false, status: 400 });
    expect(
      await move({
        order: [String(a), String(b), String(unpaidTransfer), 'x'],
        status: 'Shipped',
        comment: 'Courier run 3',
      }),
    ).toEqual({
      ok: true,
      msg: `Orders ${a}, ${b} are now Shipped. Not moved: order ${unpaidTransfer}: The bank transfer for this order has not been confirmed.`,
    });
    expect(await move({ order: [String(unpaidTransfer)], status: 'Shipped' })).toMatchObject({
      ok: false,
      status: 409,
    });
    for (const orderNo of [a, b]) {
      const [row] = await db().select().from(orders).where(eq(orders.orderNo, orderNo));
      expect(row?.status).toBe('Shipped');
      const audit = await db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'order.status'), eq(auditLog.entityId, String(orderNo))));
      expect(audit).toMatchObject([
        { staffUserNo: clerk.staffUserNo, after: { status: 'Shipped', comment: 'Courier run 3' } },
      ]);
      expect(await customerMails(orderNo, 'order-status')).toEqual([
        `Order ${orderNo} is on its way – ${shop.config.SHOP_NAME}`,
      ]);
    }
    const d = await desk(clerk);
    const slips = await d.orders.slips(new URLSearchParams(`order=${a}&order=${b}&order=${unpaidTransfer}`));
    expect(slips.slips.map((s) => [s.order.orderNo, s.lines[0]?.quantity])).toEqual([
      [a, 1],
      [b, 2],
      [unpaidTransfer, 1],
    ]);
    expect((await thrown(d.orders.slips(new URLSearchParams('')))).status).toBe(400);
    expect((await thrown(d.orders.slips(new URLSearchParams('order=99999999')))).status).toBe(404);
  });

  it('changes an order before it ships: priced again, stock following, audited; a paid one shows the difference', async () => {
    const pot = await addProduct(db(), { name: 'Clay Pot', salesPrice: '20.00', stock: 10 });
    const lampBefore = await productStock(db(), lamp);
    const res = await postJson(
      shop.app,
      '/api/shop/SaveOrder',
      orderBody(
        [
          { ProductNo: lamp, Quantity: 3 },
          { ProductNo: pot, Quantity: 2 },
        ],
        { CustomerMobile: '7123456' },
      ),
      { 'x-forwarded-for': `10.7.0.${++address}` },
    );
    const orderNo = res.json().OrderNo as number;
    expect(await productStock(db(), pot)).toBe(8);
    const edit = (fields: Record<string, string>, o = orderNo) =>
      act(backoffice, owner, 'orders', { intent: 'edit', ...fields }, (d, form) => d.orders.editLines(o, form));
    const page = await (await desk(clerk)).orders.page(orderNo);
    expect(page.canEdit).toBe(true);
    const [lampLine, potLine] = page.lines.map((l) => `quantity-${l.lineNo}`) as [string, string];
    const auditCount = (await db().select().from(auditLog)).length;
    expect(await edit({ [lampLine]: 'x', [potLine]: '2' })).toMatchObject({
      ok: false,
      status: 400,
      fields: { [lampLine]: expect.stringMatching(/^Quantity must be a whole number from 0 to \d+\.$/) },
    });
    expect(await edit({ [lampLine]: '3', [potLine]: '2' })).toMatchObject({ ok: false, msg: 'Nothing was changed.' });
    expect(await edit({ [lampLine]: '0', [potLine]: '0' })).toMatchObject({
      ok: false,
      msg: 'An order keeps at least one product. To drop them all, cancel the order.',
    });
    // The order's own 2 pots count as available: 10 in all, not the 8 left on the shelf.
    expect(await edit({ [lampLine]: '3', [potLine]: '11' })).toMatchObject({
      ok: false,
      status: 409,
      msg: 'Only 10 left of Clay Pot.',
    });
    expect(await productStock(db(), pot)).toBe(8);
    expect(await productStock(db(), lamp)).toBe(lampBefore - 3);
    expect((await db().select().from(auditLog)).length).toBe(auditCount);

    const changed = await edit({ [lampLine]: '1', [potLine]: '0' });
    expect(changed).toMatchObject({
      ok: true,
      msg: expect.stringMatching(new RegExp(`^Order ${orderNo} is changed: its total is TT\\$`)),
    });
    expect(await productStock(db(), lamp)).toBe(lampBefore - 1);
    expect(await productStock(db(), pot)).toBe(10);
    const after = await (await desk(clerk)).orders.page(orderNo);
    expect(after.lines.map((l) => [l.name, l.quantity, l.lineTotal])).toEqual([['Brass Diya Lamp', 1, 75_00]]);
    expect(after.order.itemTotal).toBe(75_00);
    expect(after.order.total).toBe(after.order.itemTotal + after.order.freight);
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.edit'), eq(auditLog.entityId, String(orderNo))));
    expect(entry).toMatchObject({ staffUserNo: owner.staffUserNo, after: { total: after.order.total } });

    // Paid by bank transfer, then one lamp fewer: the page says what to refund.
    const paidOrder = await place({ PMNo: 2 }, 2);
    const paidPage = await (await desk(owner)).orders.page(paidOrder);
    await act(
      backoffice,
      owner,
      'orders',
      { amount: String(paidPage.order.total / 100), reference: 'RBL 9' },
      (d, form) => d.payments.confirmBankTransfer(paidOrder, form),
    );
    const line = `quantity-${paidPage.lines[0]!.lineNo}`;
    expect(await edit({ [line]: '1' }, paidOrder)).toMatchObject({
      ok: true,
      msg: expect.stringContaining('It is paid: refund TT$75.00 to the customer.'),
    });
    expect((await (await desk(owner)).orders.page(paidOrder)).balance).toBe(
      'It is paid: refund TT$75.00 to the customer.',
    );

    await setStatus(owner, paidOrder, 'Shipped');
    expect(await edit({ [line]: '2' }, paidOrder)).toMatchObject({
      ok: false,
      status: 409,
      msg: 'Only a Pending or Processed order can be changed.',
    });
  });
});
