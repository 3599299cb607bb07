// Stock in the back office (docs/product.md#stock-history, #low-stock): every change of a figure is in
// the product's history with its reason, who and the order; an adjustment by hand needs a reason and
// never leaves less than none; the Low stock list, the product list's stock filter and the dashboard
// agree with the figures; the daily stock mail goes once a shop day, whichever server tries.
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, lowStockMails, mailOutbox, products, stockMovements } from '../../../database/schema';
import { expireAbandonedCardOrders } from '../../payments/expire-card-orders';
import { addProduct, addVariant, orderBody, productStock, variantStock } from '../../test-support/order-fixtures';
import { postJson } from '../../test-support/requests';
import { act, type SignedInStaff, staffOf, testBackoffice } from '../../test-support/staff-desk';
import { createTestShop, engines, type TestShop } from '../../test-support/test-shop';
import type { Backoffice } from '../backoffice';
import { sendLowStockMail } from './low-stock-mail';

describe.each(engines)('stock in the back office (%s)', (engine) => {
  let shop: TestShop;
  let backoffice: Backoffice;
  let owner: SignedInStaff;
  let manager: SignedInStaff;
  let address = 0;

  beforeAll(async () => {
    shop = await createTestShop(engine, {
      WIPAY_API_KEY: 'stock-test-key',
      PUBLIC_BASE_URL: 'https://shop.example.tt',
    });
    backoffice = testBackoffice(shop.database.db, shop.config);
    owner = await staffOf(backoffice, 'owner');
    manager = await staffOf(backoffice, 'manager');
  });
  afterAll(async () => {
    await shop?.close();
  });

  const db = () => shop.database.db;
  const desk = () => backoffice.desk(manager.page('/admin/products'), 'catalogue');
  const history = async (productNo: number) =>
    (await (await desk()).stock.history(productNo, new URLSearchParams())).rows.map((r) => [
      r.item,
      r.change,
      r.stockAfter,
      r.reasonLabel,
      r.orderNo,
      r.staffName,
      r.note,
    ]);
  const order = async (lines: Parameters<typeof orderBody>[0], fields: Record<string, unknown> = {}) => {
    const res = await postJson(shop.app, '/api/shop/SaveOrder', orderBody(lines, fields), {
      'x-forwarded-for': `10.32.0.${++address}`,
    });
    expect(res.json()).toMatchObject({ success: true });
    return res.json().OrderNo as number;
  };
  const adjust = (productNo: number, fields: Record<string, string>) =>
    act(backoffice, manager, 'catalogue', fields, (d, form) => d.stock.adjust(productNo, form));

  it('records an order, its cancel and an unpaid card order given up, each with its order and who', async () => {
    const drum = await addProduct(db(), { name: 'Tassa Drum', salesPrice: '300.00', stock: 9 });
    const kurta = await addProduct(db(), { name: 'Kurta', salesPrice: '80.00', stock: 5 });
    const red = await addVariant(db(), kurta, { color: 'Red', size: 'M', stock: 5 });
    const first = await order([
      { ProductNo: drum, Quantity: 2 },
      { ProductNo: kurta, ProductSKUNo: red, Quantity: 1 },
    ]);
    await act(backoffice, owner, 'orders', { status: 'Cancelled', comment: 'Customer called' }, (d, form) =>
      d.orders.changeStatus(first, form),
    );
    const card = await postJson(
      shop.app,
      '/api/shop/GetWipayUrl',
      orderBody([{ ProductNo: drum, Quantity: 3 }], { PMNo: 1 }),
      { 'x-forwarded-for': `10.32.1.${++address}` },
    );
    const cardOrder = card.json().OrderNo as number;
    expect(await expireAbandonedCardOrders(db(), new Date(Date.now() + 31 * 60_000))).toBeGreaterThanOrEqual(1);
    expect(await history(drum)).toEqual([
      ['', 3, 9, 'Card order not paid in time', cardOrder, null, ''],
      ['', -3, 6, 'Order placed', cardOrder, null, ''],
      ['', 2, 9, 'Order cancelled', first, 'Test owner', ''],
      ['', -2, 7, 'Order placed', first, null, ''],
    ]);
    expect(await history(kurta)).toEqual([
      ['Red, M', 1, 5, 'Order cancelled', first, 'Test owner', ''],
      ['Red, M', -1, 4, 'Order placed', first, null, ''],
    ]);
    expect(await productStock(db(), drum)).toBe(9);
  });

  it('adjusts stock by hand with a reason, never below none, and logs who did it', async () => {
    const lamp = await addProduct(db(), { name: 'Deya Lamp', salesPrice: '12.00', stock: 4 });
    expect(await adjust(lamp, { change: '6', note: 'Delivery from the supplier' })).toEqual({
      ok: true,
      msg: 'Deya Lamp: 6 added; 10 in stock now.',
    });
    expect(await adjust(lamp, { change: '-11', note: 'Broken' })).toMatchObject({
      ok: false,
      status: 400,
      msg: 'Only 10 of Deya Lamp in stock: you cannot take away 11.',
      fields: { change: 'Only 10 in stock.' },
    });
    expect(await adjust(lamp, { change: '-2', note: '' })).toMatchObject({
      ok: false,
      fields: { note: 'Reason is required.' },
    });
    expect(await adjust(lamp, { change: '0', note: 'Counted' })).toMatchObject({
      ok: false,
      fields: { change: expect.any(String) },
    });
    expect(await adjust(lamp, { change: '-3', note: 'Two broken in the window, one given away' })).toMatchObject({
      ok: true,
    });
    expect(await history(lamp)).toEqual([
      ['', -3, 7, 'Adjusted by hand', null, 'Test manager', 'Two broken in the window, one given away'],
      ['', 6, 10, 'Adjusted by hand', null, 'Test manager', 'Delivery from the supplier'],
    ]);
    expect(await productStock(db(), lamp)).toBe(7);
    const shirt = await addProduct(db(), { name: 'Carnival Shirt', salesPrice: '60.00', stock: 2 });
    const small = await addVariant(db(), shirt, { size: 'S', stock: 2 });
    expect(await adjust(shirt, { change: '3', note: 'Found in the back' })).toMatchObject({
      ok: false,
      fields: { skuNo: 'Please choose which variant to adjust.' },
    });
    expect(await adjust(shirt, { skuNo: String(small), change: '3', note: 'Found in the back' })).toMatchObject({
      ok: true,
    });
    expect([await variantStock(db(), small), await productStock(db(), shirt)]).toEqual([5, 5]);
    const entries = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'product.stock-adjust'), eq(auditLog.entityId, String(lamp))))
      .orderBy(asc(auditLog.entryNo));
    expect(entries.map((e) => [e.staffUserNo, e.before, e.after])).toEqual([
      [
        manager.staffUserNo,
        { skuNo: null, stock: 4 },
        { skuNo: null, stock: 10, change: 6, reason: 'Delivery from the supplier' },
      ],
      [
        manager.staffUserNo,
        { skuNo: null, stock: 10 },
        { skuNo: null, stock: 7, change: -3, reason: 'Two broken in the window, one given away' },
      ],
    ]);
  });

  it('records the stock set on the product form, removed variants included', async () => {
    const [{ categoryNo }] = (await db().select({ categoryNo: products.categoryNo }).from(products).limit(1)) as [
      { categoryNo: number },
    ];
    const save = (productNo: number | null, fields: Record<string, string>) =>
      act(
        backoffice,
        manager,
        'catalogue',
        { name: 'Pholourie Mix', categoryNo: String(categoryNo), salesPrice: '15', isActive: 'on', ...fields },
        async (d, form) => String(await d.catalogue.saveProduct(productNo, form)),
      );
    const made = await save(null, { stock: '7', lowStockAt: '3' });
    const mix = Number((made as { msg: string }).msg);
    expect(await history(mix)).toEqual([['', 7, 7, 'Set on the product form', null, 'Test manager', '']]);
    const [row] = await db()
      .select({ lowStockAt: products.lowStockAt })
      .from(products)
      .where(eq(products.productNo, mix));
    expect(row!.lowStockAt).toBe(3);
    await save(mix, {
      'variant.0.size': '1 kg',
      'variant.0.stock': '4',
      'variant.1.size': '2 kg',
      'variant.1.stock': '2',
    });
    const variants = (await (await desk()).catalogue.product(mix)).variants;
    expect(await productStock(db(), mix)).toBe(6);
    await save(mix, {
      'variant.0.skuNo': String(variants[0]!.skuNo),
      'variant.0.size': '1 kg',
      'variant.0.stock': '5',
      'variant.1.skuNo': String(variants[1]!.skuNo),
      'variant.1.size': '2 kg',
      'variant.1.stock': '2',
      'variant.1.remove': 'on',
    });
    expect((await history(mix)).slice(0, 4)).toEqual([
      ['1 kg', 1, 5, 'Set on the product form', null, 'Test manager', ''],
      ['2 kg', -2, 0, 'Set on the product form', null, 'Test manager', ''],
      ['2 kg', 2, 2, 'Set on the product form', null, 'Test manager', ''],
      ['1 kg', 4, 4, 'Set on the product form', null, 'Test manager', ''],
    ]);
    expect(await productStock(db(), mix)).toBe(5);
  });

  it('lists what is low by each product’s level or the shop’s, filters the product list, and links the dashboard’s figures', async () => {
    const settings = await backoffice.desk(owner.page('/admin/settings'), 'settings');
    const shopLevel = (await settings.settings.shop()).lowStockAt;
    expect(shopLevel).toBe(5);
    const plenty = await addProduct(db(), { name: 'Sorrel Plenty', salesPrice: '5.00', stock: 50 });
    const fewOwnLevel = await addProduct(db(), {
      name: 'Sorrel Own Level',
      salesPrice: '5.00',
      stock: 8,
      lowStockAt: 10,
    });
    const none = await addProduct(db(), { name: 'Sorrel None', salesPrice: '5.00', stock: 0 });
    const hidden = await addProduct(db(), { name: 'Sorrel Hidden', salesPrice: '5.00', stock: 1, isActive: false });
    const sized = await addProduct(db(), { name: 'Sorrel Sizes', salesPrice: '5.00', stock: 22 });
    await addVariant(db(), sized, { size: 'Big', stock: 20 });
    const smallSku = await addVariant(db(), sized, { size: 'Small', stock: 2 });
    const d = await desk();
    const low = await d.stock.lowStock(new URLSearchParams());
    const listed = (no: number) => low.rows.filter((r) => r.productNo === no).map((r) => [r.option, r.stock, r.level]);
    expect(listed(plenty)).toEqual([]);
    expect(listed(fewOwnLevel)).toEqual([['', 8, 10]]);
    expect(listed(none)).toEqual([['', 0, 5]]);
    expect(listed(hidden)).toEqual([]);
    expect(listed(sized)).toEqual([['Small', 2, 5]]);
    expect(low.rows.find((r) => r.skuNo === smallSku)).toBeTruthy();
    // The list is the database's: every row's stock is at or below its level, and the count is all of them.
    const counted = (await db().execute(sql`
      select count(*)::int as n from (
        select 1 from products p where p.is_active and not p.is_sold_out and p.stock <= coalesce(p.low_stock_at, 5)
          and not exists (select 1 from product_variants v where v.product_no = p.product_no)
        union all
        select 1 from product_variants v join products p on p.product_no = v.product_no
         where p.is_active and not p.is_sold_out and v.stock <= coalesce(p.low_stock_at, 5)) l`)) as unknown as {
      rows: { n: number }[];
    };
    const n = counted.rows[0]!.n;
    expect(low.total).toBe(n);

    const list = async (stock: string) =>
      (await d.catalogue.products(new URLSearchParams({ q: 'Sorrel', stock }))).rows.map((r) => r.name).sort();
    expect(await list('out')).toEqual(['Sorrel None']);
    expect(await list('low')).toEqual(['Sorrel Hidden', 'Sorrel Own Level', 'Sorrel Sizes']);
    expect(await list('in')).toEqual(['Sorrel Plenty']);
    expect(await list('')).toHaveLength(5);

    const dashboard = await (await backoffice.desk(manager.page('/admin'), 'dashboard')).dashboard.summary();
    expect(dashboard.outOfStock).toBe(low.noneLeft);
    expect(dashboard.lowStockTotal).toBe(low.total);
    expect(dashboard.lowStock.every((r) => r.stock >= 1 && r.stock <= r.level)).toBe(true);
  });

  it('mails what fell low once a shop day, from 7:00, and nothing on a day when nothing fell low', async () => {
    const bhaji = await addProduct(db(), { name: 'Bhaji Bundle', salesPrice: '10.00', stock: 7 });
    const pepper = await addProduct(db(), { name: 'Pepper Plant', salesPrice: '10.00', stock: 3 });
    await order([{ ProductNo: bhaji, Quantity: 3 }]);
    await order([{ ProductNo: pepper, Quantity: 1 }]);
    // The next 8:00 in Trinidad (UTC−4), a day at most after the orders above.
    const next8 = new Date();
    next8.setUTCHours(12, 0, 0, 0);
    if (next8 <= new Date()) next8.setUTCDate(next8.getUTCDate() + 1);
    const deps = { db: db(), shopName: 'Test Shop', publicBaseUrl: 'https://shop.example.tt' };
    expect(await sendLowStockMail(deps, new Date(next8.getTime() - 2 * 3600_000))).toBeNull();
    const mails = () => db().select().from(mailOutbox).where(eq(mailOutbox.kind, 'low-stock'));
    const outcomes = await Promise.all([sendLowStockMail(deps, next8), sendLowStockMail(deps, next8)]);
    expect(outcomes.filter((o) => o === null)).toHaveLength(1);
    const [mail, ...more] = await mails();
    expect(more).toEqual([]);
    expect(mail).toMatchObject({
      toAddress: 'orders@example.test',
      subject: expect.stringMatching(/^Low stock: \d+ items? fell low – /),
    });
    expect(mail!.textBody).toContain(`- Bhaji Bundle: 4 left (low at 5), product ${bhaji}`);
    expect(mail!.textBody).not.toContain('Pepper Plant'); // it was low before: it did not fall low today
    expect(mail!.textBody).toContain('https://shop.example.tt/admin/low-stock');
    expect(await sendLowStockMail(deps, new Date(next8.getTime() + 3600_000))).toBeNull();
    expect(await sendLowStockMail(deps, new Date(next8.getTime() + 24 * 3600_000))).toBe(0);
    expect(await mails()).toHaveLength(1);
    expect((await db().select().from(lowStockMails)).map((r) => r.items)).toEqual([expect.any(Number), 0]);
    expect(await db().select().from(stockMovements).where(eq(stockMovements.productNo, bhaji))).toHaveLength(1);
  });
});
