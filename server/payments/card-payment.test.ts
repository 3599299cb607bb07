import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, orderStatusHistory, orders, payments } from '../../database/schema';
import { recordCardNotCompletedMail } from '../mail/card-not-completed-mail';
import { canShip } from '../orders/can-ship';
import { writeShopSettings } from '../settings/shop-settings';
import { addProduct, newKey, orderBody, outboxMails, productStock, waitForMail } from '../test-support/order-fixtures';
import { postJson } from '../test-support/requests';
import { createTestShop, engines, type TestShop } from '../test-support/test-shop';
import { payOnHostedPage as payOnSandbox } from '../test-support/wipay-hosted-page';
import { expireAbandonedCardOrders } from './expire-card-orders';
import { wipayHash } from './wipay-hash';

const API_KEY = 'k3y-never-leaves-the-server';

describe.each(engines)('card payment through the in-process WiPay sandbox (%s)', (engine) => {
  let shop: TestShop;
  let tabla: number;

  beforeAll(async () => {
    shop = await createTestShop(engine, { WIPAY_API_KEY: API_KEY, PUBLIC_BASE_URL: 'https://shop.example.tt' });
    tabla = await addProduct(shop.database.db, { name: 'Tabla Set', salesPrice: '1299.00', stock: 10 });
  });
  afterAll(async () => {
    await shop?.close();
  });

  const db = () => shop.database.db;
  const cardOrder = (fields: Record<string, unknown> = {}, quantity = 1) =>
    postJson(
      shop.app,
      '/api/shop/GetWipayUrl',
      orderBody([{ ProductNo: tabla, Quantity: quantity }], { PMNo: 1, IsWipay: 1, IsPending: 1, ...fields }),
    );
  const receive = (query: Record<string, string>) => postJson(shop.app, '/api/shop/WipayReceive', query);
  const order = async (orderNo: number) => (await db().select().from(orders).where(eq(orders.orderNo, orderNo)))[0]!;
  const paymentsOf = (orderNo: number) => db().select().from(payments).where(eq(payments.orderNo, orderNo));

  /** Pays on the hosted page and reads the redirect back to the shop. */
  async function payOnHostedPage(url: string, cardNumber: string): Promise<Record<string, string>> {
    const back = await payOnSandbox(shop.app, url, cardNumber);
    expect(`${back.origin}${back.pathname}`).toBe('https://shop.example.tt/wipayreceive');
    return Object.fromEntries(back.searchParams);
  }

  it('pays an order end to end: page, card, return, Paid, mail; a replay changes nothing', async () => {
    const start = await cardOrder();
    expect(start.statusCode).toBe(200);
    const answer = start.json();
    expect(answer).toMatchObject({
      success: true,
      url: expect.stringMatching(/^https:\/\/shop\.example\.tt\/wipay-sandbox\/plugins\/payments\/hosted\//),
      msg: expect.any(String),
      TotalAmount: 1339,
    });
    expect(start.body).not.toContain(API_KEY);
    const orderNo: number = answer.OrderNo;
    expect(await order(orderNo)).toMatchObject({
      paymentStatus: 'AwaitingPayment',
      status: 'Pending',
      pmNo: 1,
      totalAmount: '1339.00',
    });
    expect(await paymentsOf(orderNo)).toMatchObject([
      { provider: 'wipay', status: 'AwaitingPayment', originalTotal: '1339.00' },
    ]);
    expect(canShip(await order(orderNo))).toBe(false);
    expect(await productStock(db(), tabla)).toBe(9);

    const query = await payOnHostedPage(answer.url, '4111111111111111');
    expect(query).toMatchObject({ status: 'success', order_id: `TS-${orderNo}`, total: '1387.57' });

    const res = await receive(query);
    expect(res.json()).toEqual({ status: 'success', OrderNo: orderNo });
    expect(await order(orderNo)).toMatchObject({ paymentStatus: 'Paid', status: 'Pending' });
    expect(await paymentsOf(orderNo)).toMatchObject([
      {
        status: 'Paid',
        transactionId: query.transaction_id,
        chargedTotal: '1387.57',
        card: 'XXXXXXXXXXXX1111',
        message: '[1-R1]: Transaction is approved.',
        testMode: true,
      },
    ]);
    expect(canShip(await order(orderNo))).toBe(true);
    // The sandbox takes no money, and the mail says so (decision 0020).
    const mail = await waitForMail(shop.config.outboxDir, [`Order ${orderNo} is paid`, 'kim@example.test']);
    expect(mail).toContain("a TEST card payment in WiPay's sandbox");
    expect(mail).toContain('No card was charged.');
    expect(mail).not.toContain('was charged to your card');
    // VAT invoicing is off: the mail names no invoice.
    expect(mail).not.toContain('VAT invoice');

    const replay = await receive(query);
    expect(replay.json()).toEqual({ status: 'success', OrderNo: orderNo });
    expect(await paymentsOf(orderNo)).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(outboxMails(shop.config.outboxDir).filter((m) => m.includes(`Order ${orderNo} is paid`))).toHaveLength(1);
  });

  it('names the VAT invoice number in the card payment mail while the shop is VAT registered', async () => {
    await writeShopSettings(db(), { vatRegistered: true, vatNumber: '100200300', invoiceNumberWhen: 'paid' });
    try {
      const answer = (await cardOrder()).json();
      const orderNo: number = answer.OrderNo;
      expect((await order(orderNo)).invoiceNo).toBeNull();
      expect((await receive(await payOnHostedPage(answer.url, '4111111111111111'))).json()).toEqual({
        status: 'success',
        OrderNo: orderNo,
      });
      const { invoiceNo } = await order(orderNo);
      expect(invoiceNo).not.toBeNull();
      const [confirmation] = await db()
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.orderNo, orderNo), eq(mailOutbox.kind, 'order-confirmation')));
      expect(confirmation!.subject).toMatch(new RegExp(`^Order ${orderNo} is paid`));
      // TT$1,339.00 includes 1,339.00 × 12.5 / 112.5 = 148.78 of VAT.
      const line = `VAT invoice INV-${String(invoiceNo).padStart(6, '0')} · VAT included at 12.5 %: TT$148.78`;
      expect(confirmation!.textBody).toContain(line);
      expect(confirmation!.htmlBody).toContain(`<p>${line}</p>`);
    } finally {
      await writeShopSettings(db(), { vatRegistered: false });
    }
  });

  it('serves the hosted page under its own CSP inside the shop', async () => {
    const { url } = (await cardOrder()).json();
    const page = await shop.app.inject({ method: 'GET', url: new URL(url).pathname });
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("style-src 'unsafe-inline'");
    expect(csp).not.toContain("default-src 'none'; frame-ancestors 'none'; base-uri 'none'");
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.body).not.toContain(API_KEY);
  });

  it('keeps a declined card order waiting for its card, with its stock; the reply says so in plain words', async () => {
    const before = await productStock(db(), tabla);
    const { url, OrderNo } = (await cardOrder({}, 2)).json();
    expect(await productStock(db(), tabla)).toBe(before - 2);
    const query = await payOnHostedPage(url, '4111111111113333');
    expect(query.status).toBe('failed');
    const declined = {
      status: 'failed',
      msg: 'Order could not be placed!',
      reason: 'Your card was declined, so no money was taken.',
    };
    expect((await receive(query)).json()).toEqual(declined);
    expect(await order(OrderNo)).toMatchObject({ status: 'Pending', paymentStatus: 'AwaitingPayment' });
    expect(await paymentsOf(OrderNo)).toMatchObject([{ status: 'AwaitingPayment', transactionId: null, message: '' }]);
    expect(await productStock(db(), tabla)).toBe(before - 2);
    const history = await db().select().from(orderStatusHistory).where(eq(orderStatusHistory.orderNo, OrderNo));
    expect(history.map((h) => h.status)).toEqual(['Pending']);
    expect(JSON.stringify(history)).not.toContain('declined');

    expect((await receive(query)).json()).toEqual(declined);
    expect(await productStock(db(), tabla)).toBe(before - 2);
  });

  it('refuses a forged hash; the genuine return that follows still pays the order', async () => {
    const before = await productStock(db(), tabla);
    const { url, OrderNo } = (await cardOrder()).json();
    const query = await payOnHostedPage(url, '4111111111111111');
    const forged = { ...query, hash: wipayHash(query.transaction_id!, '1339.00', '123') };
    expect((await receive(forged)).json()).toMatchObject({ status: 'failed', msg: 'Order could not be placed!' });
    expect(await order(OrderNo)).toMatchObject({ status: 'Pending', paymentStatus: 'AwaitingPayment' });
    expect(await productStock(db(), tabla)).toBe(before - 1);

    // The customer really paid: the order is paid, its stock taken once.
    expect((await receive(query)).json()).toEqual({ status: 'success', OrderNo });
    expect(await order(OrderNo)).toMatchObject({ status: 'Pending', paymentStatus: 'Paid' });
    expect(await productStock(db(), tabla)).toBe(before - 1);
    expect((await receive(forged)).json()).toMatchObject({ status: 'failed' });
    expect(await order(OrderNo)).toMatchObject({ status: 'Pending', paymentStatus: 'Paid' });
  });

  it('does not count a success without the hash, or with the total changed', async () => {
    const { url, OrderNo } = (await cardOrder()).json();
    const query = await payOnHostedPage(url, '4111111111111111');
    const { hash: _hash, ...noHash } = query;
    expect((await receive(noHash)).json()).toMatchObject({ status: 'failed' });
    expect(await order(OrderNo)).toMatchObject({ paymentStatus: 'AwaitingPayment', status: 'Pending' });

    const second = (await cardOrder()).json();
    const q2 = await payOnHostedPage(second.url, '4111111111111111');
    const cheaper = { ...q2, hash: wipayHash(q2.transaction_id!, '1.00', API_KEY), total: '1.00' };
    expect((await receive(cheaper)).json()).toMatchObject({ status: 'failed' });
  });

  it('answers failed for an unknown or malformed order and changes nothing', async () => {
    const countPayments = async () => (await db().select({ n: count() }).from(payments))[0]!.n;
    const before = await countPayments();
    for (const body of [
      { status: 'success', order_id: 'TS-99999999', transaction_id: 'x', hash: 'y' },
      { order_id: 'nope' },
      {},
      { status: ['a'] },
    ]) {
      const res = await receive(body as Record<string, string>);
      expect(res.statusCode).toBe(200);
      const reason = 'We could not confirm a card payment for this order.';
      expect(res.json()).toEqual({ status: 'failed', msg: 'Order could not be placed!', reason });
    }
    expect(await countPayments()).toBe(before);
  });

  it('answers a repeated GetWipayUrl with the first answer and one order; a new token replaces it', async () => {
    const key = newKey();
    const { PaymentToken: firstToken, ...first } = (await cardOrder({ IdempotencyKey: key })).json();
    const { PaymentToken: againToken, ...again } = (await cardOrder({ IdempotencyKey: key })).json();
    expect(again).toEqual(first);
    expect(firstToken).toMatch(/^[\w-]{43}$/);
    expect(againToken).toMatch(/^[\w-]{43}$/);
    expect(againToken).not.toBe(firstToken);
    const retry = (PaymentToken: string) =>
      postJson(shop.app, '/api/shop/RetryWipayPayment', { OrderNo: first.OrderNo, PaymentToken });
    expect((await retry(firstToken)).statusCode).toBe(403);
    expect((await retry(againToken)).json()).toMatchObject({ success: true, OrderNo: first.OrderNo });
    expect((await db().select({ n: count() }).from(orders).where(eq(orders.idempotencyKey, key)))[0]!.n).toBe(1);
  });

  it("gives up a card order left unpaid for the setting's 30 minutes, and takes a late genuine payment", async () => {
    const manjira = await addProduct(db(), { name: 'Manjira', salesPrice: '45.00', stock: 4 });
    const start = await postJson(
      shop.app,
      '/api/shop/GetWipayUrl',
      orderBody([{ ProductNo: manjira, Quantity: 1 }], { PMNo: 1 }),
    );
    const { url, OrderNo } = start.json();
    expect(await productStock(db(), manjira)).toBe(3);
    expect(await expireAbandonedCardOrders(db(), new Date())).toBe(0);
    expect(await expireAbandonedCardOrders(db(), new Date(Date.now() + 29 * 60_000))).toBe(0);
    expect(await expireAbandonedCardOrders(db(), new Date(Date.now() + 31 * 60_000))).toBeGreaterThanOrEqual(1);
    expect(await order(OrderNo)).toMatchObject({ status: 'Cancelled', paymentStatus: 'PaymentFailed' });
    expect(await productStock(db(), manjira)).toBe(4);
    const query = await payOnHostedPage(url, '4111111111111111');
    expect((await receive(query)).json()).toEqual({ status: 'success', OrderNo });
    expect(await order(OrderNo)).toMatchObject({ status: 'Pending', paymentStatus: 'Paid' });
    expect(await productStock(db(), manjira)).toBe(3);
  });

  it('mails the customer once when the sweep cancels an unpaid card order; a second sweep writes none', async () => {
    const dholak = await addProduct(db(), { name: 'Dholak', salesPrice: '320.00', stock: 2 });
    const start = await postJson(
      shop.app,
      '/api/shop/GetWipayUrl',
      orderBody([{ ProductNo: dholak, Quantity: 1 }], { PMNo: 1, CustomerEmail: 'sweep@example.test' }),
    );
    const { OrderNo } = start.json();
    const mailsOf = () => db().select().from(mailOutbox).where(eq(mailOutbox.orderNo, OrderNo));
    const before = (await mailsOf()).length;
    const sweep = (minutesLater: number) =>
      expireAbandonedCardOrders(db(), new Date(Date.now() + minutesLater * 60_000), undefined, {
        shopName: 'Sweep Test Shop',
      });
    expect(await sweep(31)).toBeGreaterThanOrEqual(1);
    expect(await order(OrderNo)).toMatchObject({ status: 'Cancelled', paymentStatus: 'PaymentFailed' });
    const written = (await mailsOf()).filter((m) => m.dedupeKey === `card-not-completed:${OrderNo}`);
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({
      kind: 'order-status',
      toAddress: 'sweep@example.test',
      subject: expect.stringMatching(
        new RegExp(`^Order ${OrderNo} is cancelled: the card payment was not completed – `),
      ),
    });
    expect(written[0]!.textBody).toContain(
      `Your order ${OrderNo} has been cancelled because the card payment was not completed within 30 minutes.`,
    );
    expect(written[0]!.textBody).toContain('Dear Kim Ramdass,');
    expect((await mailsOf()).length).toBe(before + 1);
    // The sweep runs again: the order is not cancelled twice, and no second mail is written, not even
    // when the mail is asked for again (its key is in the outbox).
    expect(await sweep(62)).toBe(0);
    await db().transaction((tx) => recordCardNotCompletedMail(tx, undefined, OrderNo, 30));
    expect((await mailsOf()).length).toBe(before + 1);
    await waitForMail(shop.config.outboxDir, [`Your order ${OrderNo} has been cancelled because the card payment`]);
  });

  it('refuses a non-card PMNo at GetWipayUrl', async () => {
    expect((await cardOrder({ PMNo: 3 })).json()).toEqual({
      success: false,
      msg: 'GetWipayUrl is for card payment (PMNo 1).',
    });
  });

  it('cancels the order when WiPay refuses the request, and says why', async () => {
    const cheap = await addProduct(db(), { name: 'Incense Stick', salesPrice: '1.00', stock: 5 });
    const res = await postJson(
      shop.app,
      '/api/shop/GetWipayUrl',
      orderBody([{ ProductNo: cheap, Quantity: 1 }], { PMNo: 1, IsPickup: 1 }),
    );
    expect(res.json()).toEqual({
      success: false,
      msg: expect.stringMatching(/^The card payment could not be started: total must be at least/),
    });
    expect(await productStock(db(), cheap)).toBe(5);
  });
});

describe.each(engines)('card payment with WiPay unreachable (%s)', (engine) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop(engine, { WIPAY_BASE_URL: 'http://127.0.0.1:9' });
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('answers a clear message, cancels the order, restores stock and lets the same checkout try again', async () => {
    const db = shop.database.db;
    const product = await addProduct(db, { name: 'Harmonium', salesPrice: '900.00', stock: 3 });
    const key = newKey();
    const body = orderBody([{ ProductNo: product, Quantity: 1 }], { PMNo: 1, IdempotencyKey: key });
    const res = await postJson(shop.app, '/api/shop/GetWipayUrl', body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: false,
      msg: 'The card payment service could not be reached. Please try again, or choose another payment method.',
    });
    expect(await productStock(db, product)).toBe(3);
    const cancelled = await db.select().from(orders).where(eq(orders.customerName, 'Kim Ramdass'));
    expect(cancelled.map((o) => [o.status, o.paymentStatus, o.idempotencyKey])).toEqual([
      ['Cancelled', 'PaymentFailed', null],
    ]);
    expect((await postJson(shop.app, '/api/shop/GetWipayUrl', body)).json()).toMatchObject({ success: false });
    expect(await db.select({ n: count() }).from(orders).where(eq(orders.customerName, 'Kim Ramdass'))).toEqual([
      { n: 2 },
    ]);
    expect((await shop.app.inject({ url: '/wipay-sandbox/' })).statusCode).toBe(404);
  });
});
