import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../../database/schema';
import {
  addProduct,
  addVariant,
  newKey,
  orderBody,
  productStock,
  variantStock,
} from '../../test-support/order-fixtures';
import { postJson } from '../../test-support/requests';
import { createTestShop, engines, type TestShop } from '../../test-support/test-shop';

describe.each(engines)('SaveOrder: one order per idempotency key, and the last unit once (%s)', (engine) => {
  let shop: TestShop;
  let mug: number;

  beforeAll(async () => {
    shop = await createTestShop(engine);
    mug = await addProduct(shop.database.db, { name: 'Steel Mug', salesPrice: '25.00', stock: 100 });
  });
  afterAll(async () => {
    await shop?.close();
  });

  const save = (body: unknown, headers: Record<string, string> = {}) =>
    postJson(shop.app, '/api/shop/SaveOrder', body, headers);
  const ordersWithKey = async (key: string) =>
    (await shop.database.db.select({ n: count() }).from(orders).where(eq(orders.idempotencyKey, key)))[0]!.n;

  it('answers a repeat of the same order with the first answer and keeps one order', async () => {
    const key = newKey();
    const body = orderBody([{ ProductNo: mug, Quantity: 2 }], { IdempotencyKey: key });
    const first = await save(body);
    expect(first.json()).toMatchObject({ success: true });
    const stock = await productStock(shop.database.db, mug);
    const again = await save(body);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await ordersWithKey(key)).toBe(1);
    expect(await productStock(shop.database.db, mug)).toBe(stock);
  });

  it('takes the key from the Idempotency-Key header too, and ignores amounts and key spelling', async () => {
    const key = newKey();
    const first = await save(orderBody([{ ProductNo: mug, Quantity: 1 }]), { 'idempotency-key': key });
    const respelled = {
      pmno: 3,
      orderproductlist: [{ productno: mug, quantity: '1', TotalAmount: 999 }],
      customermobile: '7654321',
      customername: 'Kim Ramdass',
      customeremail: 'kim@example.test',
      customeraddress: '1 Test Street',
      TotalAmount: 5,
      Freight: 99,
      NewOrderDate: '2030-01-01',
    };
    const again = await save(respelled, { 'idempotency-key': key });
    expect(again.json()).toEqual(first.json());
    expect(await ordersWithKey(key)).toBe(1);
  });

  it('refuses the same key with different details: 409 and nothing changes', async () => {
    const key = newKey();
    await save(orderBody([{ ProductNo: mug, Quantity: 1 }], { IdempotencyKey: key }));
    const stock = await productStock(shop.database.db, mug);
    const other = await save(orderBody([{ ProductNo: mug, Quantity: 3 }], { IdempotencyKey: key }));
    expect(other.statusCode).toBe(409);
    expect(other.json()).toEqual({ success: false, msg: 'This order was already sent with different details.' });
    expect(await ordersWithKey(key)).toBe(1);
    expect(await productStock(shop.database.db, mug)).toBe(stock);
  });

  it('keeps one order when the same order arrives several times at once', async () => {
    const key = newKey();
    const body = orderBody([{ ProductNo: mug, Quantity: 1 }], { IdempotencyKey: key });
    const stock = await productStock(shop.database.db, mug);
    const answers = await Promise.all(Array.from({ length: 5 }, () => save(body)));
    const bodies = answers.map((a) => a.json());
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(bodies.every((b) => b.success === true && b.OrderNo === bodies[0].OrderNo)).toBe(true);
    expect(await ordersWithKey(key)).toBe(1);
    expect(await productStock(shop.database.db, mug)).toBe(stock - 1);
  });

  it('lets exactly one of two concurrent orders take the last unit', async () => {
    const db = shop.database.db;
    const last = await addProduct(db, { name: 'Last Dholak', salesPrice: '300.00', stock: 1 });
    const answers = await Promise.all([
      save(orderBody([{ ProductNo: last, Quantity: 1 }], { IdempotencyKey: newKey() })),
      save(orderBody([{ ProductNo: last, Quantity: 1 }], { IdempotencyKey: newKey(), CustomerName: 'Other Buyer' })),
    ]);
    const bodies = answers.map((a) => a.json());
    expect(bodies.filter((b) => b.success === true)).toHaveLength(1);
    expect(bodies.filter((b) => b.success === false)).toEqual([{ success: false, msg: 'Last Dholak is sold out.' }]);
    expect(await productStock(db, last)).toBe(0);
  });

  it('lets exactly one of two concurrent orders take the last unit of a variant', async () => {
    const db = shop.database.db;
    const sari = await addProduct(db, { name: 'Sari', salesPrice: '200.00', stock: 3 });
    const gold = await addVariant(db, sari, { color: 'Gold', stock: 1 });
    await addVariant(db, sari, { color: 'Silver', stock: 2 });
    const answers = await Promise.all(
      ['One', 'Two', 'Three'].map((name) =>
        save(orderBody([{ ProductNo: sari, ProductSKUNo: gold, Quantity: 1 }], { CustomerName: name })),
      ),
    );
    expect(answers.map((a) => a.json().success).filter(Boolean)).toHaveLength(1);
    expect(await variantStock(db, gold)).toBe(0);
    expect(await productStock(db, sari)).toBe(2);
  });

  it('never sells more than the stock under a burst of orders', async () => {
    const db = shop.database.db;
    const drum = await addProduct(db, { name: 'Baby Drum Set', salesPrice: '80.00', stock: 3 });
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        save(orderBody([{ ProductNo: drum, Quantity: 1 }], { CustomerName: `Buyer ${i}` })),
      ),
    );
    const bodies = answers.map((a) => a.json());
    expect(bodies.filter((b) => b.success === true)).toHaveLength(3);
    for (const refused of bodies.filter((b) => b.success === false))
      expect(refused.msg).toMatch(/^Baby Drum Set is sold out\.$|^Only \d left of Baby Drum Set\.$/);
    expect(await productStock(db, drum)).toBe(0);
  });
});
