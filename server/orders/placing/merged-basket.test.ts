// An order costs what its items cost, however the basket is written, and holds at most the shop's cap
// of one item (docs/decisions/0021): SaveOrder and GetWipayUrl alike.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLines, orders, payments } from '../../../database/schema';
import { writeShopSettings } from '../../settings/shop-settings';
import {
  addProduct,
  addVariant,
  orderBody,
  productStock,
  type TestLine,
  variantStock,
} from '../../test-support/order-fixtures';
import { postJson } from '../../test-support/requests';
import { createTestShop, engines, type TestShop } from '../../test-support/test-shop';

describe.each(engines)('duplicate lines and the cap on one item (%s)', (engine) => {
  let shop: TestShop;
  const p: Record<string, number> = {};

  beforeAll(async () => {
    shop = await createTestShop(engine);
    const db = shop.database.db;
    // The product of the report: 25 % off, so a discount per line made three lines of 1 cheaper than one of 3.
    p.quarterOff = await addProduct(db, {
      name: 'Quarter Off Fridge',
      salesPrice: '9999.00',
      discountPercent: '25.00',
      stock: 100,
    });
    p.kurta = await addProduct(db, { name: 'Kurta', salesPrice: '150.00', discountPercent: '10.00', stock: 40 });
    p.red = await addVariant(db, p.kurta, { color: 'Red', size: 'M', stock: 40 });
    p.plenty = await addProduct(db, { name: 'Plenty Rice', salesPrice: '20.00', stock: 500 });
  });
  afterAll(async () => {
    await shop?.close();
  });

  const db = () => shop.database.db;
  const saveOrder = (lines: TestLine[]) => postJson(shop.app, '/api/shop/SaveOrder', orderBody(lines));
  const startCard = (lines: TestLine[]) =>
    postJson(shop.app, '/api/shop/GetWipayUrl', orderBody(lines, { PMNo: 1, IsWipay: 1, IsPending: 1 }));
  const orderOf = async (orderNo: number) => (await db().select().from(orders).where(eq(orders.orderNo, orderNo)))[0]!;
  const linesOf = (orderNo: number) => db().select().from(orderLines).where(eq(orderLines.orderNo, orderNo));
  const orderCount = async () => (await db().select({ n: count() }).from(orders))[0]!.n;
  const threeOfOne = () => [1, 1, 1].map((Quantity) => ({ ProductNo: p.quarterOff!, Quantity }));

  describe.each([
    ['SaveOrder', saveOrder],
    ['GetWipayUrl', startCard],
  ] as const)('%s', (_name, send) => {
    it('charges 3 lines of 1 of a 25 %-off product exactly what 1 line of 3 costs, and stores one line', async () => {
      const stockBefore = await productStock(db(), p.quarterOff!);
      const split = (await send(threeOfOne())).json();
      const whole = (await send([{ ProductNo: p.quarterOff!, Quantity: 3 }])).json();
      // 3 × 9,999 − 2,500 (25 % once) + 40 freight
      expect(split).toMatchObject({ success: true, TotalAmount: 27_537 });
      expect(whole).toMatchObject({ success: true, TotalAmount: 27_537 });
      const stored = await orderOf(split.OrderNo);
      expect(stored).toMatchObject({ itemTotal: '27497.00', freight: '40.00', totalAmount: '27537.00' });
      expect(await linesOf(split.OrderNo)).toMatchObject([
        { productNo: p.quarterOff, quantity: 3, unitPrice: '9999.00', lineTotal: '27497.00' },
      ]);
      expect(await productStock(db(), p.quarterOff!)).toBe(stockBefore - 6);
    });

    it('takes a variant named by ProductSKUNo and by Color and Size as one item', async () => {
      const before = await variantStock(db(), p.red!);
      const answer = (
        await send([
          { ProductNo: p.kurta!, ProductSKUNo: p.red!, Quantity: 1 },
          { ProductNo: p.kurta!, Color: 'red', Size: 'm', Quantity: 2 },
        ])
      ).json();
      // 3 × 150 − 15 (10 % once) + 40
      expect(answer).toMatchObject({ success: true, TotalAmount: 475 });
      expect(await linesOf(answer.OrderNo)).toMatchObject([
        { skuNo: p.red, color: 'Red', size: 'M', quantity: 3, lineTotal: '435.00' },
      ]);
      expect(await variantStock(db(), p.red!)).toBe(before - 3);
    });

    it('refuses more than 20 of one item, also when only the merged lines reach it, and changes nothing', async () => {
      const orders = await orderCount();
      const stock = await productStock(db(), p.plenty!);
      const variantLeft = await variantStock(db(), p.red!);
      const rice = (Quantity: number) => ({ ProductNo: p.plenty!, Quantity });
      const oneRedKurta = () => ({ ProductNo: p.kurta!, ProductSKUNo: p.red!, Quantity: 1 });
      const cases: [TestLine[], string][] = [
        [[rice(21)], 'At most 20 of Plenty Rice can be ordered at once.'],
        [[rice(15), rice(6)], 'At most 20 of Plenty Rice can be ordered at once.'],
        [[rice(1), ...Array.from({ length: 21 }, oneRedKurta)], 'At most 20 of Kurta (Red, M) can be ordered at once.'],
      ];
      for (const [lines, msg] of cases) {
        const res = await send(lines);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ success: false, msg });
      }
      expect(await orderCount()).toBe(orders);
      expect(await productStock(db(), p.plenty!)).toBe(stock);
      expect(await variantStock(db(), p.red!)).toBe(variantLeft);
      expect((await send([rice(12), rice(8)])).json()).toMatchObject({ success: true, TotalAmount: 440 });
    });
  });

  it("stores a card order's expected charge as the merged basket's total", async () => {
    const answer = (await startCard(threeOfOne())).json();
    const payment = await db().select().from(payments).where(eq(payments.orderNo, answer.OrderNo));
    expect(payment).toMatchObject([{ originalTotal: '27537.00' }]);
  });

  it('follows the cap the shop sets in the back office', async () => {
    await writeShopSettings(db(), { maxQuantityPerLine: 5 });
    try {
      expect(
        (
          await saveOrder([
            { ProductNo: p.plenty!, Quantity: 3 },
            { ProductNo: p.plenty!, Quantity: 3 },
          ])
        ).json(),
      ).toEqual({ success: false, msg: 'At most 5 of Plenty Rice can be ordered at once.' });
      expect((await startCard([{ ProductNo: p.plenty!, Quantity: 6 }])).json()).toEqual({
        success: false,
        msg: 'At most 5 of Plenty Rice can be ordered at once.',
      });
      expect((await saveOrder([{ ProductNo: p.plenty!, Quantity: 5 }])).json()).toMatchObject({ success: true });
    } finally {
      await writeShopSettings(db(), { maxQuantityPerLine: 20 });
    }
  });
});
