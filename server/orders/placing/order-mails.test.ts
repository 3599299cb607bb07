// SaveOrder renders its two mails from what its transaction writes (docs/decisions/0045); every other
// change renders them from the stored order (recordOrderMails). Both must write the same mails, word
// for word: a delivery to a named city with an option chosen, and a pickup at a pickup point.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cities, mailOutbox, shops } from '../../../database/schema';
import { addProduct, addVariant, newKey, orderBody } from '../../test-support/order-fixtures';
import { postJson } from '../../test-support/requests';
import { createTestShop, engines, type TestShop } from '../../test-support/test-shop';
import { recordOrderMails } from './order-mails';

describe.each(engines)('the mails of a new order match those of the stored order (%s)', (engine) => {
  let shop: TestShop;
  let shirt: number;
  let shirtRedM: number;
  let vase: number;

  beforeAll(async () => {
    shop = await createTestShop(engine);
    const db = shop.database.db;
    shirt = await addProduct(db, { name: 'Linen Shirt', salesPrice: '150.00', stock: 0 });
    shirtRedM = await addVariant(db, shirt, { color: 'Red', size: 'M', stock: 5 });
    vase = await addProduct(db, { name: 'Clay Vase', salesPrice: '80.00', stock: 10 });
    await db.insert(shops).values({
      shopNo: 911,
      name: 'Mail Test Outlet',
      address: '3 Harbour Road, Scarborough',
      phone: '555-0911',
      pickupPoint: true,
    });
  });
  afterAll(async () => {
    await shop?.close();
  });

  const mailsOf = (orderNo: number, q = shop.database.db) =>
    q
      .select({
        kind: mailOutbox.kind,
        to: mailOutbox.toAddress,
        replyTo: mailOutbox.replyTo,
        subject: mailOutbox.subject,
        text: mailOutbox.textBody,
        html: mailOutbox.htmlBody,
      })
      .from(mailOutbox)
      .where(eq(mailOutbox.orderNo, orderNo))
      .orderBy(mailOutbox.mailNo);

  /** What recordOrderMails writes for the stored order, in a transaction rolled back afterwards. */
  async function storedOrderMails(orderNo: number) {
    let rendered: Awaited<ReturnType<typeof mailsOf>> = [];
    await shop.database.db
      .transaction(async (tx) => {
        await tx.delete(mailOutbox).where(eq(mailOutbox.orderNo, orderNo));
        await recordOrderMails(tx, { shopName: shop.config.SHOP_NAME }, orderNo);
        rendered = await mailsOf(orderNo, tx as unknown as typeof shop.database.db);
        throw new Error('roll back');
      })
      .catch((err: Error) => {
        if (err.message !== 'roll back') throw err;
      });
    return rendered;
  }

  it('a delivery to a city, with an option chosen, and remarks', async () => {
    const [city] = await shop.database.db
      .select({ cityNo: cities.cityNo })
      .from(cities)
      .where(sql`${cities.island} = 'Trinidad' AND ${cities.active}`)
      .limit(1);
    const res = await postJson(
      shop.app,
      '/api/shop/SaveOrder',
      orderBody(
        [
          { ProductNo: shirt, ProductSKUNo: shirtRedM, Quantity: 2 },
          { ProductNo: vase, Quantity: 1 },
        ],
        { IdempotencyKey: newKey(), PMNo: 2, CustomerCityNo: city!.cityNo, Remarks: 'Gate <code> 4' },
      ),
    );
    expect(res.json()).toMatchObject({ success: true });
    const written = await mailsOf(res.json().OrderNo);
    expect(written.map((m) => m.kind)).toEqual(['order-confirmation', 'order-shop-copy']);
    expect(written[0]!.text).toContain('2 × Linen Shirt (Red, M)');
    expect(await storedOrderMails(res.json().OrderNo)).toEqual(written);
  });

  it('a pickup at a pickup point, the customer without an address', async () => {
    const res = await postJson(
      shop.app,
      '/api/shop/SaveOrder',
      orderBody([{ ProductNo: vase, Quantity: 3 }], {
        IdempotencyKey: newKey(),
        IsPickup: 1,
        PickupShopNo: 911,
        CustomerEmail: '',
      }),
    );
    expect(res.json()).toMatchObject({ success: true });
    const written = await mailsOf(res.json().OrderNo);
    expect(written.map((m) => [m.kind, m.replyTo])).toEqual([['order-shop-copy', null]]);
    expect(written[0]!.text).toContain('Mail Test Outlet, 3 Harbour Road, Scarborough');
    expect(await storedOrderMails(res.json().OrderNo)).toEqual(written);
  });
});
