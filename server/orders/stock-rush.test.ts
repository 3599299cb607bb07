// Fifty shoppers order the same product with ten left, all at once: exactly ten orders are placed,
// the other forty hear why, and the stock ends at zero — on each engine.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLines, products } from '../../database/schema';
import { postJson } from '../test-support/requests';
import { createTestShop, engines, type TestShop } from '../test-support/test-shop';
import { addProduct, newKey, orderBody, productStock } from './test-fixtures';

describe.each(engines)('SaveOrder: 50 concurrent orders for 10 in stock (%s)', (engine) => {
  let shop: TestShop;

  beforeAll(async () => {
    shop = await createTestShop(engine);
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('sells exactly 10, refuses 40 with a clear message, and leaves stock 0', async () => {
    const db = shop.database.db;
    const tassa = await addProduct(db, { name: 'Tassa Drum', salesPrice: '450.00', stock: 500 });
    await db.update(products).set({ stock: 10 }).where(eq(products.productNo, tassa));

    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        postJson(
          shop.app,
          '/api/shop/SaveOrder',
          orderBody([{ ProductNo: tassa, Quantity: 1 }], {
            IdempotencyKey: newKey(),
            CustomerName: `Buyer ${i}`,
            CustomerMobile: String(7000000 + i),
          }),
          { 'x-forwarded-for': `10.50.${Math.floor(i / 200)}.${(i % 200) + 1}` },
        ),
      ),
    );

    expect(answers.map((a) => a.statusCode).every((s) => s === 200)).toBe(true);
    const bodies = answers.map((a) => a.json() as { success: boolean; msg?: string; OrderNo?: number });
    const placed = bodies.filter((b) => b.success === true);
    const refused = bodies.filter((b) => b.success === false);
    expect(placed).toHaveLength(10);
    expect(new Set(placed.map((b) => b.OrderNo)).size).toBe(10);
    expect(refused).toHaveLength(40);
    for (const r of refused) expect(r.msg).toBe('Tassa Drum is sold out.');

    expect(await productStock(db, tassa)).toBe(0);
    const [stored] = await db.select({ n: count() }).from(orderLines).where(eq(orderLines.productNo, tassa));
    expect(stored!.n).toBe(10);
  });
});
