// Order confirmations through a real SMTP server started here: the customer's mail and the shop's
// copy, what they say, and that a mail server refusing mail loses neither the order nor the mail.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../database/schema';
import { addProduct, newKey, orderBody, productStock } from '../test-support/order-fixtures';
import { postJson } from '../test-support/requests';
import { startTestSmtpServer } from '../test-support/smtp-server';
import { createTestShop, engines, type TestShop } from '../test-support/test-shop';
import { createDelivery } from './mail-delivery';
import { createMailSender } from './mail-sender';

const SHOP_ORDERS = 'orders@example.test';
const quiet = { info: () => {}, warn: () => {}, error: () => {} };

describe.each(engines)('order confirmation over SMTP (%s)', (engine) => {
  let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
  let shop: TestShop;
  let pan: number;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    shop = await createTestShop(engine, { SMTP_URL: smtp.url });
    pan = await addProduct(shop.database.db, { name: 'Steel Pan', salesPrice: '1250.00', stock: 50 });
  });
  afterAll(async () => {
    await shop?.close();
    await smtp?.close();
  });

  const save = (fields: Record<string, unknown>, quantity = 2) =>
    postJson(
      shop.app,
      '/api/shop/SaveOrder',
      orderBody([{ ProductNo: pan, Quantity: quantity }], { IdempotencyKey: newKey(), ...fields }),
    );
  const mailsOf = (orderNo: number) =>
    shop.database.db.select().from(mailOutbox).where(eq(mailOutbox.orderNo, orderNo)).orderBy(mailOutbox.mailNo);

  it('mails a bank transfer order to the customer with lines, totals, bank details and the WhatsApp receipt step', async () => {
    const { OrderNo } = (await save({ PMNo: 2, CustomerEmail: 'asha@example.test' })).json();
    expect(OrderNo).toEqual(expect.any(Number));
    const mail = await smtp.waitFor('asha@example.test', [`order ${OrderNo}`]);
    expect(mail.body).toContain(`Order ${OrderNo} received`);
    expect(mail.body).toContain('2 × Steel Pan: TT$2,500.00');
    expect(mail.body).toContain('Sub-Total: TT$2,500.00');
    expect(mail.body).toContain('Freight: TT$40.00');
    expect(mail.body).toContain('Total: TT$2,540.00');
    expect(mail.body).toContain('Please transfer TT$2,540.00 to:');
    expect(mail.body).toContain('Bank: Demo Bank of Trinidad and Tobago');
    expect(mail.body).toContain('Account number: 000-000000-0 (demo)');
    expect(mail.body).toContain(`send the receipt by WhatsApp to +1 (868) 555-0101, quoting order number ${OrderNo}`);
    expect(mail.body).toContain('Delivery to: 1 Test Street');
    expect(mail.body).toMatch(/Content-Type: text\/html/i);
    expect(mail.body).toMatch(/Content-Type: text\/plain/i);
    const [row] = await mailsOf(OrderNo);
    expect(mail.messageId).toBe(`<outbox-${row!.mailNo}.${row!.createdAt.getTime().toString(36)}@localhost>`);
  });

  it("sends the shop's copy to the orders address, naming the customer's address", async () => {
    const { OrderNo } = (await save({ PMNo: 2, CustomerEmail: 'ravi@example.test' })).json();
    const copy = await smtp.waitFor(SHOP_ORDERS, [`New order ${OrderNo}`]);
    expect(copy.body).toContain(`New order ${OrderNo}: TT$2,540.00, Bank Transfer, delivery`);
    expect(copy.body).toContain('The customer was mailed this confirmation at ravi@example.test.');
    expect(copy.body).toContain('2 × Steel Pan: TT$2,500.00');
    expect(copy.body).toContain('Total: TT$2,540.00');
    expect(copy.body).toContain('Account number: 000-000000-0 (demo)');
    expect(copy.body).toMatch(/^Reply-To: ravi@example\.test/im);
  });

  it('mails only the shop when the customer gave no e-mail; pickup names the pickup address', async () => {
    const before = smtp.received.length;
    const { OrderNo } = (await save({ PMNo: 3, CustomerEmail: '', EmailID: '', IsPickup: 1 }, 1)).json();
    const copy = await smtp.waitFor(SHOP_ORDERS, [`New order ${OrderNo}`]);
    expect(copy.body).toContain('The customer gave no e-mail address; this is the only copy.');
    expect(copy.body).toContain('Pickup at: Demo Outlet, 45 Example Road (not a real address), Chaguanas, Trinidad');
    expect(copy.body).toContain('Freight (pickup): TT$0.00');
    expect(copy.body).toContain('Payment: Cash on Delivery. Pay TT$1,250.00 when you collect your order.');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(
      smtp.received
        .slice(before)
        .filter((m) => m.body.includes(`order ${OrderNo}`))
        .map((m) => m.to),
    ).toEqual([[SHOP_ORDERS]]);
  });

  it('places the order though the mail server refuses, keeps both mails and delivers them once on the retry', async () => {
    smtp.refuseNext(2);
    const stock = await productStock(shop.database.db, pan);
    const res = await save({ PMNo: 3, CustomerEmail: 'later@example.test' }, 1);
    expect(res.json()).toMatchObject({ success: true, msg: 'Order saved.' });
    const { OrderNo } = res.json();
    expect(await productStock(shop.database.db, pan)).toBe(stock - 1);
    for (let i = 0; i < 100 && (await mailsOf(OrderNo)).some((m) => m.lastError === null); i++)
      await new Promise((resolve) => setTimeout(resolve, 50));
    const failed = await mailsOf(OrderNo);
    expect(failed.map((m) => [m.kind, m.status, m.attempts])).toEqual([
      ['order-confirmation', 'pending', 1],
      ['order-shop-copy', 'pending', 1],
    ]);
    expect(failed[0]!.lastError).toMatch(/451/);

    // As after a restart: another sender on the same database finds them once they are due.
    const sender = createMailSender({
      db: shop.database.db,
      deliver: createDelivery(shop.config),
      log: quiet,
      claimSeconds: 120,
    });
    await sender.sendDue();
    expect((await mailsOf(OrderNo)).map((m) => m.status)).toEqual(['pending', 'pending']); // a minute's wait after the first failure
    await sender.sendDue(new Date(Date.now() + 61_000));
    await smtp.waitFor('later@example.test', [`order ${OrderNo}`, 'Cash on Delivery']);
    await smtp.waitFor(SHOP_ORDERS, [`New order ${OrderNo}`]);
    expect((await mailsOf(OrderNo)).map((m) => [m.status, m.attempts, m.lastError])).toEqual([
      ['sent', 2, null],
      ['sent', 2, null],
    ]);
    await sender.sendDue(new Date(Date.now() + 3_600_000));
    expect(smtp.received.filter((m) => m.to.includes('later@example.test'))).toHaveLength(1);
  });
});
