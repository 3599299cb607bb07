import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, mailOutbox, numberSeries, orders, refunds } from '../../../database/schema';
import { NO_INVOICE_YET, ORDER_NOT_FOUND } from '../../../shop-rules/messages/account';
import { toCents } from '../../../shop-rules/money';
import { shopDay } from '../../../shop-rules/shop-time';
import { vatContained } from '../../../shop-rules/vat';
import { orderDetail } from '../../customers/own-orders/order-detail';
import { readShopSettings } from '../../settings/shop-settings';
import { createOrder, registerCustomer } from '../../test-support/customer-fixtures';
import { addProduct, orderBody } from '../../test-support/order-fixtures';
import { getJson, postJson } from '../../test-support/requests';
import { act, type SignedInStaff, staffOf, testBackoffice, thrown } from '../../test-support/staff-desk';
import { createTestShop, engines, type TestShop } from '../../test-support/test-shop';
import type { Backoffice } from '../backoffice';
import { salesReport } from '../reports/sales-report';

describe.each(engines)('VAT invoices and credit notes (%s)', (engine) => {
  let shop: TestShop;
  let backoffice: Backoffice;
  let owner: SignedInStaff;
  let manager: SignedInStaff;
  let clerk: SignedInStaff;
  let lamp: number;
  let address = 0;

  beforeAll(async () => {
    shop = await createTestShop(engine);
    backoffice = testBackoffice(shop.database.db, shop.config);
    owner = await staffOf(backoffice, 'owner');
    manager = await staffOf(backoffice, 'manager');
    clerk = await staffOf(backoffice, 'clerk');
    lamp = await addProduct(shop.database.db, { name: 'Brass Diya Lamp', salesPrice: '75.00', stock: 100 });
  });
  afterAll(async () => {
    await shop?.close();
  });

  const db = () => shop.database.db;
  const place = async (fields: Record<string, unknown> = {}): Promise<number> => {
    const res = await postJson(
      shop.app,
      '/api/shop/SaveOrder',
      orderBody([{ ProductNo: lamp, Quantity: 1 }], { CustomerMobile: '7123456', ...fields }),
      { 'x-forwarded-for': `10.9.0.${++address}` },
    );
    expect(res.json()).toMatchObject({ success: true });
    return res.json().OrderNo;
  };
  const saveVat = (staff: SignedInStaff, fields: Record<string, string>) =>
    act(backoffice, staff, 'settings', fields, (d, form) => d.settings.saveVat(form));
  const confirm = (orderNo: number) =>
    act(backoffice, owner, 'orders', { intent: 'transfer', reference: `RBL ${orderNo}`, amount: '115.00' }, (d, form) =>
      d.payments.confirmBankTransfer(orderNo, form),
    );
  const setStatus = (orderNo: number, status: string) =>
    act(backoffice, owner, 'orders', { status, comment: '' }, (d, form) => d.orders.changeStatus(orderNo, form));
  const invoiceOf = async (orderNo: number) =>
    (
      await db()
        .select({ invoiceNo: orders.invoiceNo, rate: orders.vatRateBasisPoints })
        .from(orders)
        .where(eq(orders.orderNo, orderNo))
    )[0]!;
  const lastInvoice = async () =>
    (await db().select().from(numberSeries).where(eq(numberSeries.series, 'invoice')))[0]?.lastNo ?? 0;

  it('is off by default, and gives no invoice number while off', async () => {
    expect(await readShopSettings(db())).toMatchObject({
      vatRegistered: false,
      vatRateBasisPoints: 1250,
      invoiceNumberWhen: 'paid',
    });
    const orderNo = await place({ PMNo: 2 });
    expect(await confirm(orderNo)).toMatchObject({ ok: true });
    expect(await invoiceOf(orderNo)).toEqual({ invoiceNo: null, rate: null });
  });

  it('lets only the owner change the VAT settings, audited, and refuses bad ones', async () => {
    const on = { vatRegistered: 'on', vatNumber: '123456789', vatRate: '12.5', invoiceNumberWhen: 'paid' };
    expect((await thrown(saveVat(clerk, on))).status).toBe(403);
    expect((await thrown(saveVat(manager, on))).status).toBe(403);
    expect((await readShopSettings(db())).vatRegistered).toBe(false);
    expect(await saveVat(owner, { ...on, vatNumber: '' })).toMatchObject({
      ok: false,
      fields: { vatNumber: 'VAT registration number is required when the shop is VAT registered.' },
    });
    expect(await saveVat(owner, { ...on, vatRate: '12.555' })).toMatchObject({
      ok: false,
      fields: { vatRate: 'VAT rate must be a percentage from 0 to 50, like 12.5.' },
    });
    expect(await saveVat(owner, { ...on, invoiceNumberWhen: 'never' })).toMatchObject({ ok: false });
    expect((await readShopSettings(db())).vatRegistered).toBe(false);
    expect(await saveVat(owner, on)).toEqual({ ok: true, msg: 'The VAT settings are saved.' });
    expect(await readShopSettings(db())).toMatchObject({
      vatRegistered: true,
      vatNumber: '123456789',
      vatRateBasisPoints: 1250,
      invoiceNumberWhen: 'paid',
    });
    const [entry] = await db().select().from(auditLog).orderBy(desc(auditLog.entryNo)).limit(1);
    expect(entry).toMatchObject({
      action: 'settings.vat',
      entity: 'settings',
      entityId: 'vat',
      before: { vatRegistered: false },
      after: { vatRegistered: true, vatNumber: '123456789', vatRateBasisPoints: 1250 },
    });
  });

  it('numbers orders paid at once consecutively: no gap, no duplicate, each once', async () => {
    const before = await lastInvoice();
    const placed: number[] = [];
    for (let i = 0; i < 6; i++) placed.push(await place({ PMNo: 2 }));
    const answers = await Promise.all(placed.map((o) => confirm(o)));
    for (const a of answers) expect(a).toMatchObject({ ok: true });
    const rows = await db()
      .select({ invoiceNo: orders.invoiceNo, rate: orders.vatRateBasisPoints })
      .from(orders)
      .where(inArray(orders.orderNo, placed));
    const numbers = rows.map((r) => r.invoiceNo!).sort((a, b) => a - b);
    expect(numbers).toEqual(placed.map((_, i) => before + 1 + i));
    expect(rows.every((r) => r.rate === 1250)).toBe(true);
    expect(await lastInvoice()).toBe(before + placed.length);
    const first = rows.find((_, i) => i === 0)!;
    const [mail] = await db()
      .select({ text: mailOutbox.textBody })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.orderNo, placed[0]!), eq(mailOutbox.kind, 'payment-received')));
    const [own] = await db().select({ invoiceNo: orders.invoiceNo }).from(orders).where(eq(orders.orderNo, placed[0]!));
    expect(first.rate).toBe(1250);
    expect(mail?.text).toContain(
      `VAT invoice INV-${String(own!.invoiceNo).padStart(6, '0')} · VAT included at 12.5 %: TT$12.78`,
    );
    // Shipping a paid order keeps its number; a second confirmation is refused and takes none.
    expect(await setStatus(placed[0]!, 'Shipped')).toMatchObject({ ok: true });
    expect(await confirm(placed[1]!)).toMatchObject({ ok: false });
    expect(await lastInvoice()).toBe(before + placed.length);
  });

  it('gives the number on shipping when the setting says so', async () => {
    expect(
      await saveVat(owner, {
        vatRegistered: 'on',
        vatNumber: '123456789',
        vatRate: '12.5',
        invoiceNumberWhen: 'shipped',
      }),
    ).toMatchObject({ ok: true });
    const before = await lastInvoice();
    const orderNo = await place({ PMNo: 2 });
    expect(await confirm(orderNo)).toMatchObject({ ok: true });
    expect((await invoiceOf(orderNo)).invoiceNo).toBeNull();
    expect(await setStatus(orderNo, 'Shipped')).toMatchObject({ ok: true });
    expect(await invoiceOf(orderNo)).toEqual({ invoiceNo: before + 1, rate: 1250 });
    expect(await setStatus(orderNo, 'Arrived')).toMatchObject({ ok: true });
    expect((await invoiceOf(orderNo)).invoiceNo).toBe(before + 1);
  });

  it('shows the invoice with the VAT it contains, and gives each refund a credit note', async () => {
    const [paid] = await db()
      .select({ orderNo: orders.orderNo, invoiceNo: orders.invoiceNo })
      .from(orders)
      .where(eq(orders.vatRateBasisPoints, 1250))
      .orderBy(desc(orders.orderNo))
      .limit(1);
    const d = await backoffice.desk(owner.page(`/admin/orders/${paid!.orderNo}/invoice`), 'orders');
    const invoice = await d.orders.invoice(paid!.orderNo);
    expect(invoice).toMatchObject({
      Number: `INV-${String(paid!.invoiceNo).padStart(6, '0')}`,
      OrderId: paid!.orderNo,
      Shop: { VatNumber: '123456789' },
      VatRate: '12.5 %',
      Total: 115,
      Vat: 12.78, // 11500 × 1250 / 11250 = 1277.78 cents
      CreditNotes: [],
    });
    const refund = await act(
      backoffice,
      owner,
      'payments',
      { method: 'bank', amount: '22.50', reason: 'Dented lid' },
      (desk, form) => desk.payments.refund(paid!.orderNo, form),
    );
    expect(refund).toMatchObject({ ok: true });
    const [row] = await db().select().from(refunds).where(eq(refunds.orderNo, paid!.orderNo));
    expect(row).toMatchObject({ vatRateBasisPoints: 1250 });
    expect(row!.creditNoteNo).toBeGreaterThan(0);
    const [orderRow] = await db().select().from(orders).where(eq(orders.orderNo, paid!.orderNo));
    expect((await orderDetail(db(), orderRow!)).Invoice).toEqual({
      Number: `INV-${String(paid!.invoiceNo).padStart(6, '0')}`,
      VatNumber: '123456789',
      VatIncluded: 'VAT included at 12.5 %: TT$12.78',
    });
    const again = await d.orders.invoice(paid!.orderNo);
    const creditNote = `CN-${String(row!.creditNoteNo).padStart(6, '0')}`;
    expect(again.CreditNotes).toEqual([
      expect.objectContaining({ Number: creditNote, Amount: 22.5, Vat: 2.5, VatRate: '12.5 %', Reason: 'Dented lid' }),
    ]);
    // The customer prints the same invoice from their account; another customer's order, or an order
    // without an invoice number, is not found.
    const anita = await registerCustomer(shop.app, { CustomerName: 'Anita Ramdass' });
    const brian = await registerCustomer(shop.app, { CustomerName: 'Brian Lara' });
    await db().update(orders).set({ customerNo: anita.customerNo }).where(eq(orders.orderNo, paid!.orderNo));
    const invoiceUrl = `/api/customer/orders/${paid!.orderNo}/invoice`;
    const mine = await getJson(shop.app, invoiceUrl, anita.auth);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual(again);
    const theirs = await getJson(shop.app, invoiceUrl, brian.auth);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ msg: ORDER_NOT_FOUND });
    expect((await getJson(shop.app, invoiceUrl)).statusCode).toBe(401);
    const { orderNo: unnumbered } = await createOrder(db(), anita);
    const none = await getJson(shop.app, `/api/customer/orders/${unnumbered}/invoice`, anita.auth);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ msg: NO_INVOICE_YET });

    // Reports: the VAT collected is the VAT of the period's invoices less that of its credit notes.
    const today = shopDay();
    const report = await salesReport(db(), { from: '2000-01-01', to: today, by: 'month' });
    const invoiced = await db()
      .select({ total: orders.totalAmount, rate: orders.vatRateBasisPoints })
      .from(orders)
      .where(and(eq(orders.paymentStatus, 'Paid'), isNotNull(orders.invoiceNo)));
    const expected = invoiced.reduce((sum, o) => sum + vatContained(toCents(o.total), o.rate!), 0);
    expect(expected).toBeGreaterThan(12_78);
    expect(report.totals).toMatchObject({
      vatInvoiced: expected,
      vatCredited: 2_50,
      vatCollected: expected - 2_50,
    });
  });
});
