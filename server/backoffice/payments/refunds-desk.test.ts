// Refunds in the back office (docs/product.md#refunds): never above what was paid (also when two are
// recorded at once), only by staff whose role handles money, each in the audit log with the customer's
// mail; a paid order is cancelled with its refund; an approved return refunds and restocks.
import { and, asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, mailOutbox, orders, refunds } from '../../../database/schema';
import { bearer, registerCustomer, type TestCustomer } from '../../test-support/customer-fixtures';
import { addProduct, orderBody, productStock } from '../../test-support/order-fixtures';
import { getJson, postJson } from '../../test-support/requests';
import { act, type SignedInStaff, staffOf, testBackoffice, thrown } from '../../test-support/staff-desk';
import { createTestShop, engines, type TestShop } from '../../test-support/test-shop';
import type { Backoffice } from '../backoffice';

describe.each(engines)('refunds in the back office (%s)', (engine) => {
  let shop: TestShop;
  let backoffice: Backoffice;
  let owner: SignedInStaff;
  let manager: SignedInStaff;
  let clerk: SignedInStaff;
  let customer: TestCustomer;
  let tabla: number;
  let address = 0;

  beforeAll(async () => {
    shop = await createTestShop(engine);
    backoffice = testBackoffice(shop.database.db, shop.config);
    owner = await staffOf(backoffice, 'owner');
    manager = await staffOf(backoffice, 'manager');
    clerk = await staffOf(backoffice, 'clerk');
    customer = await registerCustomer(shop.app, { EmailID: 'refund.customer@example.test' });
    tabla = await addProduct(shop.database.db, {
      name: 'Tabla Pair',
      salesPrice: '250.00',
      barcode: '555000111222',
      stock: 40,
    });
  });
  afterAll(async () => {
    await shop?.close();
  });

  const db = () => shop.database.db;
  // Returns open once the order has arrived (docs/decisions/0058).
  const arrived = (orderNo: number) =>
    db().update(orders).set({ status: 'Arrived' }).where(eq(orders.orderNo, orderNo));

  /** A bank-transfer order of the customer, confirmed paid by the owner: 2 × 250 + 40 freight. */
  const paidOrder = async (quantity = 2): Promise<{ orderNo: number; total: number }> => {
    const placed = await postJson(
      shop.app,
      '/api/shop/SaveOrder',
      orderBody([{ ProductNo: tabla, Quantity: quantity }], {
        PMNo: 2,
        CustomerMobile: customer.mobile,
        CustomerEmail: 'refund.customer@example.test',
      }),
      { ...customer.auth, 'x-forwarded-for': `10.8.0.${++address}` },
    );
    expect(placed.json()).toMatchObject({ success: true });
    const orderNo = placed.json().OrderNo as number;
    const [row] = await db().select({ total: orders.totalAmount }).from(orders).where(eq(orders.orderNo, orderNo));
    // The whole total, as the bank transfer form asks (docs/decisions/0033).
    const fields = { reference: `FCB-${orderNo}`, amount: row!.total };
    const confirmed = await act(backoffice, owner, 'orders', fields, (d, form) =>
      d.payments.confirmBankTransfer(orderNo, form),
    );
    expect(confirmed).toMatchObject({ ok: true });
    return { orderNo, total: Math.round(Number(row!.total) * 100) };
  };

  const refund = (staff: SignedInStaff, orderNo: number, fields: Record<string, string>) =>
    act(backoffice, staff, 'orders', fields, (d, form) => d.payments.refund(orderNo, form));

  const refundsOf = (orderNo: number) => db().select().from(refunds).where(eq(refunds.orderNo, orderNo));
  const auditOf = (orderNo: number, action: string) =>
    db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, String(orderNo)), eq(auditLog.action, action)))
      .orderBy(desc(auditLog.entryNo));
  const mailsOf = (orderNo: number, kind: string) =>
    db()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.orderNo, orderNo), eq(mailOutbox.kind, kind)))
      // In the order they were written: the sender's updates move rows about in PostgreSQL's table.
      .orderBy(asc(mailOutbox.mailNo));

  it('refuses a refund above what was paid, and one of an order nothing was paid on', async () => {
    const { orderNo, total } = await paidOrder();
    expect(total).toBe(540_00);
    const tooMuch = await refund(owner, orderNo, { amount: '540.01', method: 'bank', reason: 'Too much' });
    expect(tooMuch).toMatchObject({
      ok: false,
      status: 409,
      msg: 'At most TT$540.00 can be refunded: that is what was paid less the refunds already made. TT$540.01 is more.',
      fields: { amount: expect.stringContaining('At most TT$540.00') },
    });
    expect(await refundsOf(orderNo)).toEqual([]);
    expect(await auditOf(orderNo, 'order.refund')).toEqual([]);

    const unpaid = await postJson(
      shop.app,
      '/api/shop/SaveOrder',
      orderBody([{ ProductNo: tabla, Quantity: 1 }], { PMNo: 3, CustomerMobile: customer.mobile }),
      { ...customer.auth, 'x-forwarded-for': `10.8.0.${++address}` },
    );
    expect(await refund(owner, unpaid.json().OrderNo, { amount: '1.00', method: 'cash' })).toMatchObject({
      ok: false,
      msg: 'Nothing was paid on this order, so there is nothing to refund.',
    });
    expect(await refund(owner, orderNo, { amount: '0', method: 'cash' })).toMatchObject({
      ok: false,
      fields: { amount: 'Amount to refund must be more than 0.' },
    });
    expect(await refund(owner, orderNo, { amount: '5', method: 'cheque' })).toMatchObject({
      ok: false,
      fields: { method: 'Refunded by must be one of: card, bank, cash.' },
    });
  });

  it('adds partial refunds up to what was paid, each in the audit log with a mail to the customer', async () => {
    const { orderNo } = await paidOrder();
    expect(await refund(manager, orderNo, { amount: '100.00', method: 'bank', reason: 'Late delivery' })).toEqual({
      ok: true,
      msg: `A refund of TT$100.00 is recorded for order ${orderNo}.`,
    });
    expect(await refund(owner, orderNo, { amount: '440.00', method: 'cash', reason: '' })).toMatchObject({ ok: true });
    expect(await refund(owner, orderNo, { amount: '0.01', method: 'cash' })).toMatchObject({
      ok: false,
      msg: 'Everything paid on this order is refunded already: TT$0.01 cannot be refunded.',
    });
    const rows = await refundsOf(orderNo);
    expect(rows.map((r) => [r.amount, r.method, r.reason])).toEqual([
      ['100.00', 'bank', 'Late delivery'],
      ['440.00', 'cash', ''],
    ]);
    const entries = await auditOf(orderNo, 'order.refund');
    expect(entries).toHaveLength(2);
    expect(entries.map((e) => e.after)).toEqual([
      expect.objectContaining({ amount: 440_00, method: 'cash', refunded: 540_00, refundNo: rows[1]!.refundNo }),
      expect.objectContaining({ amount: 100_00, method: 'bank', refunded: 100_00, refundNo: rows[0]!.refundNo }),
    ]);
    expect(entries.map((e) => e.staffUserNo)).toEqual([owner.staffUserNo, manager.staffUserNo]);
    const mails = await mailsOf(orderNo, 'order-refund');
    expect(mails).toHaveLength(2);
    expect(mails[0]!.toAddress).toBe('refund.customer@example.test');
    expect(mails[0]!.textBody).toContain(`We have refunded TT$100.00 on your order ${orderNo}`);

    // The customer's order detail lists them.
    const detail = (await getJson(shop.app, `/api/customer/orders/${orderNo}`, bearer(customer.token))).json();
    expect(detail.Refunded).toBe(540);
    expect(detail.Refunds).toMatchObject([
      { Amount: 100, Method: 'Bank transfer', Reason: 'Late delivery', RmaNo: null },
      { Amount: 440, Method: 'Cash', Reason: '' },
    ]);
  });

  it('never lets refunds recorded at the same time pass what was paid', async () => {
    const { orderNo } = await paidOrder();
    const results = await Promise.all(
      [1, 2, 3].map(() => refund(owner, orderNo, { amount: '300.00', method: 'bank', reason: 'Twice?' })),
    );
    expect(results.filter((r) => 'ok' in r && r.ok)).toHaveLength(1);
    expect(results.filter((r) => 'ok' in r && !r.ok)).toHaveLength(2);
    expect((await refundsOf(orderNo)).map((r) => r.amount)).toEqual(['300.00']);
    expect(await auditOf(orderNo, 'order.refund')).toHaveLength(1);
  });

  it('a clerk cannot record a refund nor cancel a paid order', async () => {
    const { orderNo } = await paidOrder();
    const denied = await thrown(refund(clerk, orderNo, { amount: '10.00', method: 'cash' }));
    expect(denied.status).toBe(403);
    const cancelled = await thrown(
      act(backoffice, clerk, 'orders', { amount: '540.00', method: 'bank' }, (d, form) =>
        d.payments.cancelWithRefund(orderNo, form),
      ),
    );
    expect(cancelled.status).toBe(403);
    // The status form refuses a cancel while the payment is not refunded, whoever asks.
    for (const staff of [clerk, owner])
      expect(
        await act(backoffice, staff, 'orders', { status: 'Cancelled' }, (d, form) =>
          d.orders.changeStatus(orderNo, form),
        ),
      ).toMatchObject({
        ok: false,
        msg: 'This order is paid: give the amount to refund and how it is paid back, or record the refund first.',
      });
    expect(await refundsOf(orderNo)).toEqual([]);
    const [row] = await db().select({ status: orders.status }).from(orders).where(eq(orders.orderNo, orderNo));
    expect(row!.status).toBe('Pending');
  });

  it('cancels a paid order with its refund: stock back, refund recorded, audit and mail', async () => {
    const stockBefore = await productStock(db(), tabla);
    const { orderNo } = await paidOrder();
    expect(await productStock(db(), tabla)).toBe(stockBefore - 2);
    const done = await act(
      backoffice,
      owner,
      'orders',
      { amount: '500.00', method: 'bank', reason: 'Out of the colour asked', comment: 'Sorry!' },
      (d, form) => d.payments.cancelWithRefund(orderNo, form),
    );
    expect(done).toEqual({
      ok: true,
      msg: `Order ${orderNo} is cancelled, its stock is back and a refund of TT$500.00 is recorded. TT$40.00 of what was paid is not refunded.`,
    });
    expect(await productStock(db(), tabla)).toBe(stockBefore);
    const [row] = await db()
      .select({ status: orders.status, paymentStatus: orders.paymentStatus })
      .from(orders)
      .where(eq(orders.orderNo, orderNo));
    expect(row).toEqual({ status: 'Cancelled', paymentStatus: 'Paid' });
    expect((await refundsOf(orderNo)).map((r) => r.amount)).toEqual(['500.00']);
    expect(await auditOf(orderNo, 'order.cancel')).toHaveLength(1);
    expect(await auditOf(orderNo, 'order.refund')).toHaveLength(1);
    expect(await mailsOf(orderNo, 'order-refund')).toHaveLength(1);
    // The rest can still be refunded on its own.
    expect(await refund(owner, orderNo, { amount: '40.00', method: 'bank' })).toMatchObject({ ok: true });
  });

  it('approves a return with its refund and restock, once, with one mail', async () => {
    const { orderNo } = await paidOrder(3);
    await arrived(orderNo);
    const asked = await postJson(
      shop.app,
      '/api/customer/returns',
      {
        firstname: 'Anita',
        lastname: 'Ramdass',
        email: 'anita.returns@example.test',
        telephone: customer.mobile,
        order_id: String(orderNo),
        date_ordered: '',
        product: 'Tabla Pair',
        model: '555000111222',
        quantity: '2',
        return_reason_id: '1',
        opened: '0',
        comment: '',
        agree: '1',
      },
      customer.auth,
    );
    const rmaNo = asked.json().RmaNo as number;
    const d = await backoffice.desk(owner.page('/admin/returns'), 'returns');
    const request = await d.returns.one(rmaNo);
    expect(request.settlement).toMatchObject({ paid: 790_00, refundable: 790_00, restocked: 0 });
    expect(request.settlement.lines).toMatchObject([{ quantity: 3, unitCents: 250_00 }]);

    // A clerk may decide returns but not give money back.
    const byClerk = await act(
      backoffice,
      clerk,
      'returns',
      { decision: 'Approved', refund: 'on', amount: '500', method: 'cash' },
      (desk, form) => desk.returns.decide(rmaNo, form),
    );
    expect(byClerk).toMatchObject({ ok: false, msg: 'Refunds are recorded by an owner or a manager.' });

    const stockBefore = await productStock(db(), tabla);
    const decided = await act(
      backoffice,
      owner,
      'returns',
      { decision: 'Approved', comment: 'Thanks', refund: 'on', restock: 'on', amount: '500.00', method: 'cash' },
      (desk, form) => desk.returns.decide(rmaNo, form),
    );
    expect(decided).toEqual({ ok: true, msg: `Return ${rmaNo} is approved: TT$500.00 is refunded, 2 back in stock.` });
    expect(await productStock(db(), tabla)).toBe(stockBefore + 2);
    expect(await refundsOf(orderNo)).toMatchObject([
      { rmaNo, amount: '500.00', method: 'cash', reason: `Return ${rmaNo}` },
    ]);
    expect(await auditOf(orderNo, 'order.refund')).toHaveLength(1);
    const mails = await mailsOf(orderNo, 'return-decision');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.toAddress).toBe('anita.returns@example.test');
    expect(mails[0]!.textBody).toContain(`Your return request ${rmaNo} for 2 × Tabla Pair`);
    expect(mails[0]!.textBody).toContain('We have refunded TT$500.00');
    expect(await mailsOf(orderNo, 'order-refund')).toHaveLength(0);
    expect((await d.returns.one(rmaNo)).settlement).toMatchObject({ restocked: 2, refundable: 290_00 });
    // Decided once: no second refund, restock or mail.
    expect(
      await act(backoffice, owner, 'returns', { decision: 'Approved', restock: 'on' }, (desk, form) =>
        desk.returns.decide(rmaNo, form),
      ),
    ).toMatchObject({ ok: false, status: 409 });
    expect(await productStock(db(), tabla)).toBe(stockBefore + 2);
    expect(await mailsOf(orderNo, 'return-decision')).toHaveLength(1);
  });

  it('mails the customer once when a return is refused, and leaves money and stock alone', async () => {
    const { orderNo } = await paidOrder(1);
    await arrived(orderNo);
    const asked = await postJson(
      shop.app,
      '/api/customer/returns',
      {
        firstname: 'Anita',
        lastname: 'Ramdass',
        email: 'anita.refused@example.test',
        telephone: customer.mobile,
        order_id: String(orderNo),
        date_ordered: '',
        product: 'Tabla Pair',
        model: '555000111222',
        quantity: '1',
        return_reason_id: '1',
        opened: '1',
        comment: '',
        agree: '1',
      },
      customer.auth,
    );
    const rmaNo = asked.json().RmaNo as number;
    const stockBefore = await productStock(db(), tabla);
    // The refund and restock choices belong to an approval: a refusal leaves them aside.
    const decided = await act(
      backoffice,
      owner,
      'returns',
      { decision: 'Refused', comment: 'Used.', refund: 'on', restock: 'on', amount: '250.00', method: 'cash' },
      (desk, form) => desk.returns.decide(rmaNo, form),
    );
    expect(decided).toEqual({ ok: true, msg: `Return ${rmaNo} is refused.` });
    expect(await productStock(db(), tabla)).toBe(stockBefore);
    expect(await refundsOf(orderNo)).toEqual([]);
    const mails = await mailsOf(orderNo, 'return-decision');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain(`Your return ${rmaNo} is refused`);
    expect(mails[0]!.textBody).toContain('Note from the shop: Used.');
  });
});
