// SaveOrder writes the order and its two mails in one transaction: an acknowledged order always has
// its mails in the outbox, and a failure after the order row was written leaves neither (as a full
// disk or a lost database connection would).
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, orders } from '../../database/schema';
import { addProduct, newKey, orderBody, productStock, waitForMail } from '../test-support/order-fixtures';
import { postJson } from '../test-support/requests';
import { createTestShop, engines, type TestShop } from '../test-support/test-shop';

describe.each(engines)('order mails in the order transaction (%s)', (engine) => {
  let shop: TestShop;
  let vase: number;

  beforeAll(async () => {
    shop = await createTestShop(engine);
    vase = await addProduct(shop.database.db, { name: 'Clay Vase', salesPrice: '80.00', stock: 10 });
  });
  afterAll(async () => {
    await shop?.close();
  });

  const db = () => shop.database.db;
  const save = (key: string, email = 'asha@example.test') =>
    postJson(
      shop.app,
      '/api/shop/SaveOrder',
      orderBody([{ ProductNo: vase, Quantity: 1 }], { IdempotencyKey: key, PMNo: 2, CustomerEmail: email }),
    );
  const mailsOf = (orderNo: number) =>
    db().select().from(mailOutbox).where(eq(mailOutbox.orderNo, orderNo)).orderBy(mailOutbox.mailNo);
  const allMails = async () => (await db().select({ n: count() }).from(mailOutbox))[0]!.n;

  it('stores the confirmation and shop copy with the order; the sender delivers them, Message-ID and all', async () => {
    const res = await save(newKey());
    expect(res.json()).toMatchObject({ success: true, msg: 'Order saved.' });
    const { OrderNo } = res.json();
    const rows = await mailsOf(OrderNo);
    expect(rows.map((m) => [m.kind, m.toAddress, m.replyTo])).toEqual([
      ['order-confirmation', 'asha@example.test', null],
      ['order-shop-copy', 'orders@example.test', 'asha@example.test'],
    ]);
    expect(rows[0]!.subject).toBe(`Order ${OrderNo} received – Trini Shop (demo)`);
    expect(rows[0]!.textBody).toContain('1 × Clay Vase: TT$80.00');
    expect(rows[1]!.subject).toBe(`New order ${OrderNo}: TT$120.00, Bank Transfer, delivery`);

    const mail = await waitForMail(shop.config.outboxDir, [`Order ${OrderNo} received`, 'To: asha@example.test']);
    expect(mail).toContain(
      `Message-ID: <outbox-${rows[0]!.mailNo}.${rows[0]!.createdAt.getTime().toString(36)}@localhost>`,
    );
    for (let i = 0; i < 100 && (await mailsOf(OrderNo)).some((m) => m.status !== 'sent'); i++)
      await new Promise((r) => setTimeout(r, 50));
    expect((await mailsOf(OrderNo)).map((m) => [m.status, m.attempts])).toEqual([
      ['sent', 1],
      ['sent', 1],
    ]);
  });

  it('a failure after the order row leaves neither order, nor mail, nor stock taken; the retry saves all', async () => {
    const key = newKey();
    const stock = await productStock(db(), vase);
    const mailsBefore = await allMails();
    // The shop copy's insert fails: the order, its lines, its stock and the customer's mail were written before it.
    await db().execute(
      sql.raw(`create function refuse_shop_copy() returns trigger language plpgsql
      as $$ begin raise exception 'disk full (injected)'; end $$`),
    );
    await db().execute(
      sql.raw(`create trigger refuse_shop_copy before insert on mail_outbox for each row
      when (new.kind = 'order-shop-copy') execute function refuse_shop_copy()`),
    );
    try {
      const res = await save(key);
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ success: false, msg: 'Something went wrong on our side. Please try again.' });
    } finally {
      await db().execute(sql.raw('drop trigger refuse_shop_copy on mail_outbox'));
      await db().execute(sql.raw('drop function refuse_shop_copy()'));
    }
    expect(await db().select().from(orders).where(eq(orders.idempotencyKey, key))).toEqual([]);
    expect(await allMails()).toBe(mailsBefore);
    expect(await productStock(db(), vase)).toBe(stock);

    // The client's retry with the same key is the first real order, with both mails.
    const again = await save(key);
    expect(again.json()).toMatchObject({ success: true });
    expect((await mailsOf(again.json().OrderNo)).map((m) => m.kind)).toEqual(['order-confirmation', 'order-shop-copy']);
    expect(await productStock(db(), vase)).toBe(stock - 1);
  });

  it('writes only the shop copy when the customer gave no address', async () => {
    const { OrderNo } = (await save(newKey(), '')).json();
    expect((await mailsOf(OrderNo)).map((m) => [m.kind, m.toAddress, m.replyTo])).toEqual([
      ['order-shop-copy', 'orders@example.test', null],
    ]);
  });
});
