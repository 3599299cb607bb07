import { count, eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cities,
  customers,
  orderLines,
  orderStatusHistory,
  orders,
  paymentMethods,
  shops,
  stockMovements,
} from '../../../database/schema';
import { CUSTOMER_NAME_REQUIRED, NO_PRODUCT_ADDED, PHONE_INVALID } from '../../../shop-rules/messages/forms';
import { QUANTITY_INVALID } from '../../../shop-rules/messages/shop';
import { installErrorHandling } from '../../http/errors';
import {
  addProduct,
  addVariant,
  orderBody,
  productStock,
  variantStock,
  waitForMail,
} from '../../test-support/order-fixtures';
import { csrfHeaders, postJson } from '../../test-support/requests';
import { createTestShop, engines, type TestShop } from '../../test-support/test-shop';
import { registerOrderRoutes } from '../routes';

describe.each(engines)('POST /api/shop/SaveOrder (%s)', (engine) => {
  let shop: TestShop;
  const p: Record<string, number> = {};

  beforeAll(async () => {
    shop = await createTestShop(engine);
    const db = shop.database.db;
    p.plain = await addProduct(db, { name: 'Plain Mug', salesPrice: '100.00' });
    p.bundle = await addProduct(db, {
      name: 'Bundle Tea',
      salesPrice: '100.00',
      salesPrice2: '190.00',
      salesPrice3: '280.00',
      salesPrice5: '442.00',
      stock: 100,
    });
    p.free = await addProduct(db, { name: 'Free Fan', salesPrice: '50.00', freeDelivery: true });
    p.discounted = await addProduct(db, { name: 'Discount Soap', salesPrice: '12.50', discountPercent: '15.00' });
    p.soldOut = await addProduct(db, { name: 'Gone Lamp', salesPrice: '10.00', isSoldOut: true, stock: 5 });
    p.empty = await addProduct(db, { name: 'Empty Shelf', salesPrice: '10.00', stock: 0 });
    p.low = await addProduct(db, { name: 'Last Tabla', salesPrice: '10.00', stock: 2 });
    p.inactive = await addProduct(db, { name: 'Old Radio', salesPrice: '10.00', isActive: false });
    p.kurta = await addProduct(db, { name: 'Kurta', salesPrice: '150.00', stock: 2, brand: 'Kurta House' });
    p.red = await addVariant(db, p.kurta, { color: 'Red', size: 'M', stock: 2 });
    p.blue = await addVariant(db, p.kurta, { color: 'Blue', size: 'L', stock: 0 });
    p.huge = await addProduct(db, { name: 'Island', salesPrice: '9000000000.00', stock: 5 });
    p.other = await addProduct(db, { name: 'Other', salesPrice: '10.00' });
    p.otherSku = await addVariant(db, p.other, { color: 'Green', stock: 3 });
  });
  afterAll(async () => {
    await shop?.close();
  });

  const save = (body: unknown) => postJson(shop.app, '/api/shop/SaveOrder', body);
  const orderRow = async (orderNo: number) =>
    (await shop.database.db.select().from(orders).where(eq(orders.orderNo, orderNo)))[0]!;
  const orderCount = async () => (await shop.database.db.select({ n: count() }).from(orders))[0]!.n;

  it('stores the real total though the body says TotalAmount 1, with its lines and a Pending history row', async () => {
    const res = await save(
      orderBody([{ ProductNo: p.plain!, Quantity: 1, SalesPrice: 1, TotalAmount: 1 }], { TotalAmount: 1, Freight: 0 }),
    );
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer).toEqual({ success: true, msg: 'Order saved.', OrderNo: expect.any(Number), TotalAmount: 140 });
    const order = await orderRow(answer.OrderNo);
    expect(order).toMatchObject({
      itemTotal: '100.00',
      freight: '40.00',
      totalAmount: '140.00',
      status: 'Pending',
      paymentStatus: 'Unpaid',
      pmNo: 3,
      customerNo: null,
    });
    const lines = await shop.database.db.select().from(orderLines).where(eq(orderLines.orderNo, answer.OrderNo));
    expect(lines).toMatchObject([
      { productNo: p.plain, productName: 'Plain Mug', quantity: 1, unitPrice: '100.00', lineTotal: '100.00' },
    ]);
    const history = await shop.database.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderNo, answer.OrderNo));
    expect(history.map((h) => h.status)).toEqual(['Pending']);
    expect(await productStock(shop.database.db, p.plain!)).toBe(9);
  });

  it.each([
    [1, 100_00],
    [2, 190_00],
    [3, 280_00],
    [4, 373_00],
    [5, 442_00],
    [6, 530_00],
  ])('prices %i units of a product with bundle prices from its own prices', async (q, cents) => {
    const res = await save(orderBody([{ ProductNo: p.bundle!, Quantity: q, TotalAmount: 1 }]));
    expect(res.json()).toMatchObject({ success: true, TotalAmount: (cents + 40_00) / 100 });
  });

  it('applies the discount once per line', async () => {
    // 12.50 × 15% = 1.875 → 2 off: 10.50 + 40
    expect((await save(orderBody([{ ProductNo: p.discounted!, Quantity: 1 }]))).json()).toMatchObject({
      TotalAmount: 50.5,
    });
  });

  it('charges freight 60 to Tobago, 0 and 30 with a free-delivery line, 0 for pickup', async () => {
    expect(
      (await save(orderBody([{ ProductNo: p.plain!, Quantity: 1 }], { ODeliverCountryNo: 2 }))).json(),
    ).toMatchObject({ TotalAmount: 160 });
    const both = [
      { ProductNo: p.plain!, Quantity: 1 },
      { ProductNo: p.free!, Quantity: 1 },
    ];
    expect((await save(orderBody(both))).json()).toMatchObject({ TotalAmount: 150 });
    expect((await save(orderBody(both, { ODeliverCountryNo: 2 }))).json()).toMatchObject({ TotalAmount: 180 });
    const pickup = (
      await save(orderBody([{ ProductNo: p.plain!, Quantity: 1 }], { ODeliverCountryNo: 2, IsPickup: 1 }))
    ).json();
    expect(pickup).toMatchObject({ TotalAmount: 100 });
    expect(await orderRow(pickup.OrderNo)).toMatchObject({ isPickup: true, freight: '0.00' });
  });

  it('mails a bank transfer order with the bank details and where to send the receipt', async () => {
    const res = await save(
      orderBody([{ ProductNo: p.plain!, Quantity: 2 }], { PMNo: 2, CustomerEmail: 'bank@example.test' }),
    );
    const { OrderNo } = res.json();
    const mail = await waitForMail(shop.config.outboxDir, [`order ${OrderNo}`, 'bank@example.test']);
    expect(mail).toContain('2 × Plain Mug: TT$200.00');
    expect(mail).toContain('Total: TT$240.00');
    expect(mail).toContain('Demo Bank of Trinidad and Tobago');
    expect(mail).toContain('000-000000-0 (demo)');
    expect(mail).toContain('send the receipt by WhatsApp to +1 (868) 555-0101');
  });

  it('mails to EmailID when the form gave no e-mail', async () => {
    const { OrderNo } = (
      await save(
        orderBody([{ ProductNo: p.plain!, Quantity: 1 }], { CustomerEmail: '', EmailID: 'session@example.test' }),
      )
    ).json();
    expect(await waitForMail(shop.config.outboxDir, [`order ${OrderNo}`, 'session@example.test'])).toContain(
      'Cash on Delivery',
    );
  });

  it("checks phone, mobile, name and products in the spec order, with the browser's messages, saving nothing", async () => {
    const before = await orderCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ CustomerMobile: '', CustomerName: '', OrderProductList: [] }, PHONE_INVALID],
      [{ CustomerMobile: '123456', CustomerName: '' }, PHONE_INVALID],
      [{ CustomerMobile: '1234567', CustomerName: '  ', OrderProductList: [] }, CUSTOMER_NAME_REQUIRED],
      [{ CustomerMobile: '1234567', OrderProductList: [] }, NO_PRODUCT_ADDED],
      [{ CustomerMobile: '1234567', OrderProductList: undefined }, NO_PRODUCT_ADDED],
    ];
    for (const [fields, msg] of cases) {
      const res = await save(orderBody([{ ProductNo: p.plain!, Quantity: 1 }], fields));
      expect(res.statusCode, msg).toBe(400);
      expect(res.json()).toMatchObject({ success: false, msg });
    }
    expect(await orderCount()).toBe(before);
  });

  it('answers malformed bodies with 400 and a clear message, never 500', async () => {
    const line = { ProductNo: p.plain!, Quantity: 1 };
    const cases: [unknown, string | RegExp][] = [
      [orderBody([{ ...line, Quantity: 0 }]), QUANTITY_INVALID],
      [orderBody([{ ...line, Quantity: 1.5 }]), QUANTITY_INVALID],
      [orderBody([{ ...line, Quantity: 'two' }]), QUANTITY_INVALID],
      [orderBody([{ ...line, ProductNo: 'abc' as never }]), /^OrderProductList\[0\]\.ProductNo: /],
      [orderBody([{ ...line, ProductNo: 99_999_999_999 }]), /^OrderProductList\[0\]\.ProductNo: /],
      [orderBody([line], { OrderProductList: 'x' }), /OrderProductList must be a list/],
      [orderBody([line], { PMNo: 7 }), /^PMNo: /],
      [orderBody([line], { ODeliverCountryNo: 3 }), /^ODeliverCountryNo: /],
      [orderBody([line], { CustomerEmail: 'not-an-email' }), /^CustomerEmail: /],
      [orderBody([line], { NewDeliveryDate: '2026-02-30' }), /^NewDeliveryDate: /],
      [orderBody([line], { IdempotencyKey: 'short' }), /^IdempotencyKey: /],
      [[line], /JSON object/],
    ];
    for (const [body, msg] of cases) {
      const res = await save(body);
      expect(res.statusCode, String(msg)).toBe(400);
      expect(res.json().success).toBe(false);
      expect(res.json().msg).toMatch(msg);
    }
    const notJson = await shop.app.inject({
      method: 'POST',
      url: '/api/shop/SaveOrder',
      payload: '{"PMNo":',
      headers: { ...csrfHeaders(), 'content-type': 'application/json' },
    });
    expect(notJson.statusCode).toBe(400);
  });

  it('refuses sold-out, short, unknown and withdrawn products by name, with 200 and nothing saved', async () => {
    const before = await orderCount();
    const cases: [number, number, string][] = [
      [p.soldOut!, 1, 'Gone Lamp is sold out.'],
      [p.empty!, 1, 'Empty Shelf is sold out.'],
      [p.low!, 3, 'Only 2 left of Last Tabla.'],
      [99_999_999, 1, 'Product 99999999 is not available.'],
      [p.inactive!, 1, 'Old Radio is no longer available.'],
      [p.huge!, 2, 'This order is too large to be placed online. Please call the shop.'],
    ];
    for (const [ProductNo, Quantity, msg] of cases) {
      const res = await save(
        orderBody([
          { ProductNo: p.plain!, Quantity: 1 },
          { ProductNo, Quantity },
        ]),
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: false, msg });
    }
    // Two lines of the same product count together.
    const twice = await save(
      orderBody([
        { ProductNo: p.low!, Quantity: 2 },
        { ProductNo: p.low!, Quantity: 1 },
      ]),
    );
    expect(twice.json()).toEqual({ success: false, msg: 'Only 2 left of Last Tabla.' });
    expect(await orderCount()).toBe(before);
    expect(await productStock(shop.database.db, p.low!)).toBe(2);
  });

  it('requires a variant of a product that has them, and one of that product', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{}, 'Please choose a colour or size for Kurta.'],
      [{ ProductSKUNo: p.otherSku }, 'That colour or size of Kurta is not available. Please choose another.'],
      [{ Color: 'Purple', Size: 'M' }, 'That colour or size of Kurta is not available. Please choose another.'],
      [{ ProductSKUNo: p.blue }, 'Kurta (Blue, L) is sold out.'],
    ];
    for (const [fields, msg] of cases) {
      expect((await save(orderBody([{ ProductNo: p.kurta!, Quantity: 1, ...fields }]))).json()).toEqual({
        success: false,
        msg,
      });
    }
    expect(
      (await save(orderBody([{ ProductNo: p.plain!, Quantity: 1, ProductSKUNo: p.otherSku }]))).json(),
    ).toMatchObject({ success: false });
  });

  it('takes the variant chosen by ProductSKUNo or by Color and Size, from the variant and the product', async () => {
    const bySku = (await save(orderBody([{ ProductNo: p.kurta!, ProductSKUNo: p.red!, Quantity: 1 }]))).json();
    expect(bySku).toMatchObject({ success: true, TotalAmount: 190 });
    const byName = (await save(orderBody([{ ProductNo: p.kurta!, Color: 'red', Size: 'm', Quantity: 1 }]))).json();
    expect(byName).toMatchObject({ success: true });
    const [line] = await shop.database.db.select().from(orderLines).where(eq(orderLines.orderNo, byName.OrderNo));
    expect(line).toMatchObject({ skuNo: p.red, color: 'Red', size: 'M' });
    expect(await variantStock(shop.database.db, p.red!)).toBe(0);
    expect(await productStock(shop.database.db, p.kurta!)).toBe(0);
    expect((await save(orderBody([{ ProductNo: p.kurta!, ProductSKUNo: p.red!, Quantity: 1 }]))).json()).toEqual({
      success: false,
      msg: 'Kurta (Red, M) is sold out.',
    });
  });

  it("writes an order of several items in one statement: each variant, its product's sum, the history; a shortfall keeps none", async () => {
    const db = shop.database.db;
    const sari = await addProduct(db, { name: 'Sari', salesPrice: '200.00', stock: 9 });
    const red = await addVariant(db, sari, { color: 'Red', stock: 5 });
    const gold = await addVariant(db, sari, { color: 'Gold', stock: 4 });
    const diya = await addProduct(db, { name: 'Diya', salesPrice: '5.00', stock: 10 });
    const client = (db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const query = client.query;
    const sent: string[] = [];
    client.query = (...args: unknown[]) => {
      const text = args[0];
      sent.push(typeof text === 'string' ? text : String((text as { text?: string }).text));
      return query.apply(client, args);
    };
    let placed: { success: boolean; OrderNo: number };
    try {
      placed = (
        await save(
          orderBody([
            { ProductNo: diya, Quantity: 3 },
            { ProductNo: sari, ProductSKUNo: gold, Quantity: 1 },
            { ProductNo: sari, ProductSKUNo: red, Quantity: 2 },
          ]),
        )
      ).json();
    } finally {
      client.query = query;
    }
    expect(placed.success).toBe(true);
    // The order row, its lines and its stock went in one statement (docs/decisions/0048).
    const writes = sent.filter((q) => /insert into "orders"/.test(q));
    expect(writes).toHaveLength(1);
    expect(writes[0]).toMatch(/UPDATE product_variants[\s\S]*UPDATE products[\s\S]*shop_stock_ran_short/);
    expect([await variantStock(db, red), await variantStock(db, gold), await productStock(db, sari)]).toEqual([
      3, 3, 6,
    ]);
    expect(await productStock(db, diya)).toBe(7);
    const history = await db
      .select({
        skuNo: stockMovements.skuNo,
        item: stockMovements.item,
        change: stockMovements.change,
        left: stockMovements.stockAfter,
      })
      .from(stockMovements)
      .where(eq(stockMovements.orderNo, placed.OrderNo));
    expect(history).toEqual(
      expect.arrayContaining([
        { skuNo: red, item: 'Red', change: -2, left: 3 },
        { skuNo: gold, item: 'Gold', change: -1, left: 3 },
        { skuNo: null, item: '', change: -3, left: 7 },
      ]),
    );
    expect(history).toHaveLength(3);

    const before = await orderCount();
    const short = await save(
      orderBody([
        { ProductNo: diya, Quantity: 1 },
        { ProductNo: sari, ProductSKUNo: red, Quantity: 1 },
        { ProductNo: sari, ProductSKUNo: gold, Quantity: 4 },
      ]),
    );
    expect(short.json()).toEqual({ success: false, msg: 'Only 3 left of Sari (Gold).' });
    expect(await orderCount()).toBe(before);
    expect([await variantStock(db, red), await variantStock(db, gold), await productStock(db, sari)]).toEqual([
      3, 3, 6,
    ]);
    expect(await productStock(db, diya)).toBe(7);
  });

  it('matches field names ignoring case and fills the documented defaults', async () => {
    const res = await save({
      pmno: '3',
      orderproductlist: [{ productno: String(p.plain), quantity: '1' }],
      customermobile: 7654321,
      customername: 'Ann',
    });
    const { OrderNo } = res.json();
    expect(await orderRow(OrderNo)).toMatchObject({
      shopNo: 16,
      storeNo: 8,
      invoiceStoreName: 'Online Store',
      source: 1,
      customerMobile: '7654321',
      deliverCountryNo: 1,
    });
  });

  it("names the product's brand as the shop of a direct order with no shop given", async () => {
    const { OrderNo } = (
      await save(orderBody([{ ProductNo: p.bundle!, Quantity: 1 }], { Source: 2, ShopName: '', ShopNo: undefined }))
    ).json();
    expect(await orderRow(OrderNo)).toMatchObject({ source: 2, shopNo: 16, shopName: 'Test Brand' });
    const named = (
      await save(orderBody([{ ProductNo: p.bundle!, Quantity: 1 }], { Source: 2, ShopName: 'Chaguanas Outlet' }))
    ).json();
    expect(await orderRow(named.OrderNo)).toMatchObject({ shopName: 'Chaguanas Outlet' });
  });

  it('refuses a payment method the staff switched off', async () => {
    const db = shop.database.db;
    await db.update(paymentMethods).set({ active: false }).where(eq(paymentMethods.pmNo, 2));
    expect((await save(orderBody([{ ProductNo: p.plain!, Quantity: 1 }], { PMNo: 2 }))).json()).toEqual({
      success: false,
      msg: 'This payment method is not available. Please choose another.',
    });
    await db.update(paymentMethods).set({ active: true }).where(eq(paymentMethods.pmNo, 2));
    expect((await save(orderBody([{ ProductNo: p.plain!, Quantity: 1 }], { PMNo: true }))).json()).toMatchObject({
      success: false,
      msg: 'PMNo: PMNo must be a whole number from 1 to 3.',
    });
  });

  it('refuses an unknown city and sends card orders to GetWipayUrl', async () => {
    expect((await save(orderBody([{ ProductNo: p.plain!, Quantity: 1 }], { CustomerCityNo: 99_999 }))).json()).toEqual({
      success: false,
      msg: 'Please choose a city from the list.',
    });
    expect((await save(orderBody([{ ProductNo: p.plain!, Quantity: 1 }], { PMNo: 1 }))).json()).toEqual({
      success: false,
      msg: 'Card payment orders are sent to /api/shop/GetWipayUrl.',
    });
  });

  it('refuses a city on the other island with a 400, and takes it when the island agrees or for pickup', async () => {
    const db = shop.database.db;
    const [town] = await db.insert(cities).values({ name: 'Test Scarborough', island: 'Tobago' }).returning();
    const before = await orderCount();
    const wrong = await save(
      orderBody([{ ProductNo: p.free!, Quantity: 1 }], { CustomerCityNo: town!.cityNo, ODeliverCountryNo: 1 }),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      success: false,
      msg: 'Test Scarborough is in Tobago. Please choose Tobago as the island, or another city.',
    });
    expect(await orderCount()).toBe(before);
    const right = await save(
      orderBody([{ ProductNo: p.free!, Quantity: 1 }], { CustomerCityNo: town!.cityNo, ODeliverCountryNo: 2 }),
    );
    expect(right.json()).toMatchObject({ success: true });
    const pickup = await save(
      orderBody([{ ProductNo: p.free!, Quantity: 1 }], { CustomerCityNo: town!.cityNo, IsPickup: 1 }),
    );
    expect(pickup.json()).toMatchObject({ success: true });
  });

  it('stores the pickup point chosen, and refuses a shop that is not one', async () => {
    const db = shop.database.db;
    await db.insert(shops).values([
      {
        shopNo: 901,
        name: 'Test Tobago Outlet',
        address: '1 Bay Road, Scarborough',
        phone: '555-0901',
        pickupPoint: true,
      },
      { shopNo: 902, name: 'Test Back Store', address: '2 Back Road', phone: '555-0902' },
    ]);
    const line = [{ ProductNo: p.free!, Quantity: 1 }];
    const res = await save(orderBody(line, { IsPickup: 1, PickupShopNo: 901 }));
    expect(res.json()).toMatchObject({ success: true });
    expect(await orderRow(res.json().OrderNo)).toMatchObject({ isPickup: true, pickupShopNo: 901 });
    const mail = await waitForMail(shop.config.outboxDir, [`order ${res.json().OrderNo}`, 'Pickup at']);
    expect(mail).toContain('Pickup at: Test Tobago Outlet, 1 Bay Road, Scarborough. Please call 555-0901');
    expect((await save(orderBody(line, { IsPickup: 1, PickupShopNo: 902 }))).json()).toEqual({
      success: false,
      msg: 'Please choose a pickup point from the list.',
    });
  });

  it('links the order to the customer the resolver names', async () => {
    const db = shop.database.db;
    const [customer] = await db
      .insert(customers)
      .values({ mobile: '7000001', name: 'Resolver Test', passwordHash: 'x' })
      .returning();
    const app = Fastify();
    installErrorHandling(app);
    registerOrderRoutes(app, { db, config: shop.config, customerNo: async () => customer!.customerNo });
    const res = await app.inject({
      method: 'POST',
      url: '/api/shop/SaveOrder',
      payload: orderBody([{ ProductNo: p.bundle!, Quantity: 1 }]),
    });
    expect(await orderRow(res.json().OrderNo)).toMatchObject({ customerNo: customer!.customerNo });
    await app.close();
  });
});
