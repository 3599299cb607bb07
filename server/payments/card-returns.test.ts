// WiPay's returns as the protocol says (decision 0020): only a signed success with the order's own
// total (plus the documented fee) and currency pays; anything else leaves the order, its payment, its
// history and the stock exactly as they were. The shopper who placed the order may try the card
// again or pay another way; nobody else may.
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderStatusHistory, orders, paymentFlags, payments } from '../../database/schema';
import {
  CARD_RETURN_REASONS,
  NOT_YOUR_ORDER,
  ORDER_NOT_AWAITING_PAYMENT,
  PAYMENT_BEING_CHECKED,
} from '../../shop-rules/card-payment';
import { orderPage } from '../backoffice/orders/order-page';
import { flaggedReturns } from '../backoffice/payments/payment-list';
import { changeOrderStatus } from '../orders/order-status';
import { writeShopSettings } from '../settings/shop-settings';
import { addProduct, orderBody, productStock, waitForMail } from '../test-support/order-fixtures';
import { postJson } from '../test-support/requests';
import { createTestShop, engines, type TestShop } from '../test-support/test-shop';
import { APPROVED_CARD, payOnHostedPage } from '../test-support/wipay-hosted-page';
import { expireAbandonedCardOrders } from './expire-card-orders';
import { wipayHash } from './wipay-hash';

const API_KEY = 'returns-key-kept-on-the-server';
const DECLINED_CARD = '4111111111113333';
const ATTACK = 'Your order is cancelled, call 555-0199 for a refund';

interface Started {
  OrderNo: number;
  url: string;
  PaymentToken: string;
  TotalAmount: number;
}

describe.each(engines)('WiPay returns, Try again and Pay another way (%s)', (engine) => {
  let shop: TestShop;
  let product: number;

  beforeAll(async () => {
    shop = await createTestShop(engine, { WIPAY_API_KEY: API_KEY, PUBLIC_BASE_URL: 'https://shop.example.tt' });
    product = await addProduct(shop.database.db, { name: 'Steelpan Stand', salesPrice: '429.00', stock: 100 });
  });
  afterAll(async () => {
    await shop?.close();
  });

  const db = () => shop.database.db;
  /** A card order for pickup (no freight): TT$429.00 a unit. */
  const start = async (quantity = 1, productNo = product): Promise<Started> => {
    const res = await postJson(
      shop.app,
      '/api/shop/GetWipayUrl',
      orderBody([{ ProductNo: productNo, Quantity: quantity }], { PMNo: 1, IsPickup: 1 }),
    );
    expect(res.json()).toMatchObject({ success: true });
    return res.json();
  };
  const pay = async (url: string, card = APPROVED_CARD) =>
    Object.fromEntries((await payOnHostedPage(shop.app, url, card)).searchParams);
  const receive = (query: Record<string, string>) => postJson(shop.app, '/api/shop/WipayReceive', query);
  const retry = (body: Record<string, unknown>) => postJson(shop.app, '/api/shop/RetryWipayPayment', body);
  const change = (body: Record<string, unknown>) => postJson(shop.app, '/api/shop/ChangePaymentMethod', body);

  /** Everything a return could change: the order, its payments, its history, its flags, the stock. */
  /** Its own product for a test that sweeps: the sweep gives back the other tests' stock too. */
  const ownProduct = () => addProduct(db(), { name: 'Steelpan Stand', salesPrice: '429.00', stock: 100 });
  async function rowsOf(orderNo: number, productNo = product) {
    return {
      order: (await db().select().from(orders).where(eq(orders.orderNo, orderNo)))[0],
      payments: await db()
        .select()
        .from(payments)
        .where(eq(payments.orderNo, orderNo))
        .orderBy(asc(payments.paymentNo)),
      history: await db()
        .select()
        .from(orderStatusHistory)
        .where(eq(orderStatusHistory.orderNo, orderNo))
        .orderBy(asc(orderStatusHistory.entryNo)),
      flags: await db().select().from(paymentFlags).where(eq(paymentFlags.orderNo, orderNo)),
      stock: await productStock(db(), productNo),
    };
  }

  it('changes nothing for a failed, errored, unsigned, forged, altered, replayed or unknown return', async () => {
    const mine = await start();
    const other = await start();
    const genuine = await pay(mine.url);
    const otherGenuine = await pay(other.url);
    expect((await receive(otherGenuine)).json()).toEqual({ status: 'success', OrderNo: other.OrderNo });
    const before = await rowsOf(mine.OrderNo);
    const otherBefore = await rowsOf(other.OrderNo);
    expect(before.order).toMatchObject({ status: 'Pending', paymentStatus: 'AwaitingPayment' });
    const id = `TS-${mine.OrderNo}`;
    const { hash: _hash, ...unsigned } = genuine;

    const refused: [string, Record<string, string>][] = [
      ['a failure with no hash (anyone can send one)', { status: 'failed', order_id: id, message: ATTACK }],
      ['an error', { status: 'error', order_id: id, transaction_id: genuine.transaction_id!, message: ATTACK }],
      ['a success without its hash', { ...unsigned, message: ATTACK }],
      [
        'a success signed with the public sandbox key',
        { ...genuine, hash: wipayHash(genuine.transaction_id!, '429.00', '123'), message: ATTACK },
      ],
      [
        'an altered transaction id',
        { ...genuine, transaction_id: genuine.transaction_id!.replace(/\d{14}$/, '20000101000000') },
      ],
      ['an altered hash', { ...genuine, hash: genuine.hash!.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')) }],
      ["another order's paid return replayed here", { ...otherGenuine, order_id: id }],
      ['this payment sent for another order', { ...genuine, order_id: `TS-${other.OrderNo}` }],
      ['a WiPay page this order never asked for', { ...genuine, order_id: `${id}-3` }],
      ['an unknown order', { ...genuine, order_id: 'TS-99999999' }],
      ['a malformed order', { ...genuine, order_id: 'TS-1-x' }],
    ];
    for (const [what, query] of refused) {
      const res = await receive(query);
      expect(res.statusCode, what).toBe(200);
      expect(res.json(), what).toMatchObject({ status: 'failed', msg: 'Order could not be placed!' });
      expect(res.body, what).not.toContain(ATTACK);
      expect(await rowsOf(mine.OrderNo), what).toEqual(before);
      expect(await rowsOf(other.OrderNo), what).toEqual(otherBefore);
    }
    // The shopper's text is nowhere: not on the order, its payment or its history.
    expect(JSON.stringify(await rowsOf(mine.OrderNo))).not.toContain('555-0199');

    // The genuine return still pays the order; the amount recorded is its own total plus the fee.
    expect(genuine.total).toBe('445.72');
    expect((await receive(genuine)).json()).toEqual({ status: 'success', OrderNo: mine.OrderNo });
    const paid = await rowsOf(mine.OrderNo);
    expect(paid.order).toMatchObject({ paymentStatus: 'Paid', status: 'Pending', totalAmount: '429.00' });
    expect(paid.payments).toMatchObject([
      { status: 'Paid', originalTotal: '429.00', chargedTotal: '445.72', testMode: true },
    ]);
    expect(paid.stock).toBe(before.stock);

    // Replayed, it answers the same and changes nothing.
    expect((await receive(genuine)).json()).toEqual({ status: 'success', OrderNo: mine.OrderNo });
    expect(await rowsOf(mine.OrderNo)).toEqual(paid);
  });

  it('does not count a signed return with another total or currency: flagged for the staff only', async () => {
    const cheap = await start();
    const genuine = await pay(cheap.url);
    const before = await rowsOf(cheap.OrderNo);
    const tampered = { ...genuine, total: '0.01', PaymentToken: cheap.PaymentToken };
    const answer = (await receive(tampered)).json();
    // A signed payment may be real money: no second card payment is offered.
    expect(answer).toEqual({
      status: 'failed',
      msg: 'Order could not be placed!',
      reason: CARD_RETURN_REASONS.checking,
    });
    const after = await rowsOf(cheap.OrderNo);
    expect({ ...after, flags: [] }).toEqual(before);
    expect(after.flags).toMatchObject([
      {
        transactionId: genuine.transaction_id,
        reason: 'total',
        expectedTotal: '445.72',
        expectedCurrency: 'TTD',
        returnedTotal: '0.01',
        returnedCurrency: 'TTD',
      },
    ]);
    expect((await receive(tampered)).json()).toMatchObject({ status: 'failed' });
    expect(await rowsOf(cheap.OrderNo)).toEqual(after);

    // It may be real money: no second card payment, no other method, until the staff have looked.
    const checking = { success: false, msg: PAYMENT_BEING_CHECKED };
    const own = { OrderNo: cheap.OrderNo, PaymentToken: cheap.PaymentToken };
    expect((await retry(own)).json()).toEqual(checking);
    expect((await change({ ...own, PMNo: 2 })).json()).toEqual(checking);
    expect(await rowsOf(cheap.OrderNo)).toEqual(after);

    const dollars = await start();
    const inUsd = { ...(await pay(dollars.url)), currency: 'USD' };
    expect((await receive(inUsd)).json()).toMatchObject({ status: 'failed', reason: CARD_RETURN_REASONS.checking });
    expect((await rowsOf(dollars.OrderNo)).flags).toMatchObject([{ reason: 'currency', returnedCurrency: 'USD' }]);

    // Control characters in the unsigned parameters are not stored (PostgreSQL refuses NUL).
    const nul = await start();
    const withNul = { ...(await pay(nul.url)), total: '0.01\u0000', data: 'a\u0000b' };
    const nulAnswer = await receive(withNul);
    expect(nulAnswer.statusCode).toBe(200);
    expect((await rowsOf(nul.OrderNo)).flags).toMatchObject([{ returnedTotal: '0.01' }]);
    const counted = await receive({ ...withNul, total: '445.72' });
    expect(counted.json()).toEqual({ status: 'success', OrderNo: nul.OrderNo });
    expect((await rowsOf(nul.OrderNo)).payments).toMatchObject([{ status: 'Paid', raw: { data: 'ab' } }]);

    // The staff see it on the order and on the payments page; the sweep leaves it to them.
    expect((await orderPage(db(), cheap.OrderNo)).flaggedReturns).toMatchObject([
      { returnedTotal: '0.01', expectedTotal: 445_72 },
    ]);
    expect((await flaggedReturns(db())).map((f) => f.orderNo)).toEqual(
      expect.arrayContaining([cheap.OrderNo, dollars.OrderNo]),
    );
    await expireAbandonedCardOrders(db(), new Date(Date.now() + 3 * 60 * 60 * 1000));
    expect((await rowsOf(cheap.OrderNo)).order).toMatchObject({ status: 'Pending', paymentStatus: 'AwaitingPayment' });
  });

  it('tells the placing browser it may pay again; Try again pays the same order and total on a new page', async () => {
    const o = await start(2);
    expect(o.PaymentToken).toMatch(/^[\w-]{43}$/);
    const taken = await productStock(db(), product);
    const declined = await pay(o.url, DECLINED_CARD);
    expect((await receive(declined)).json()).toEqual({
      status: 'failed',
      msg: 'Order could not be placed!',
      reason: CARD_RETURN_REASONS.declined,
    });
    expect((await receive({ ...declined, PaymentToken: o.PaymentToken })).json()).toEqual({
      status: 'failed',
      msg: 'Order could not be placed!',
      reason: CARD_RETURN_REASONS.declined,
      OrderNo: o.OrderNo,
      TotalAmount: 858,
      CanTryAgain: true,
      CanPayAnotherWay: true,
      IsPickup: true,
    });

    const again = await retry({ OrderNo: o.OrderNo, PaymentToken: o.PaymentToken });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      success: true,
      OrderNo: o.OrderNo,
      TotalAmount: 858,
      url: expect.stringContaining('/wipay-sandbox/plugins/payments/hosted/'),
    });
    const page = await shop.app.inject({ url: new URL(again.json().url).pathname });
    expect(page.body).toContain(`<dt>Order</dt><dd>TS-${o.OrderNo}-2</dd>`);
    expect(page.body).toContain('<dt>Amount</dt><dd>TTD 858.00</dd>');

    const paid = await pay(again.json().url);
    expect(paid).toMatchObject({ order_id: `TS-${o.OrderNo}-2`, total: '889.73' });
    expect((await receive(paid)).json()).toEqual({ status: 'success', OrderNo: o.OrderNo });
    const rows = await rowsOf(o.OrderNo);
    expect(rows.order).toMatchObject({ status: 'Pending', paymentStatus: 'Paid', totalAmount: '858.00' });
    expect(rows.payments).toMatchObject([
      {
        status: 'Paid',
        attempt: 2,
        originalTotal: '858.00',
        chargedTotal: '889.73',
        transactionId: paid.transaction_id,
      },
    ]);
    expect(rows.stock).toBe(taken);
    // Paid: no more tries.
    expect((await retry({ OrderNo: o.OrderNo, PaymentToken: o.PaymentToken })).json()).toEqual({
      success: false,
      msg: 'This order is already paid.',
    });
  });

  it("refuses another browser's token, a missing one and an unknown order, and changes nothing", async () => {
    const mine = await start();
    const theirs = await start();
    const before = await rowsOf(mine.OrderNo);
    const altered = mine.PaymentToken.replace(/.$/, (c) => (c === 'x' ? 'y' : 'x'));
    for (const token of [theirs.PaymentToken, altered, 'x']) {
      const res = await retry({ OrderNo: mine.OrderNo, PaymentToken: token });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ success: false, msg: NOT_YOUR_ORDER });
      expect((await change({ OrderNo: mine.OrderNo, PaymentToken: token, PMNo: 2 })).statusCode).toBe(403);
    }
    expect((await retry({ OrderNo: 99999999, PaymentToken: mine.PaymentToken })).json()).toEqual({
      success: false,
      msg: NOT_YOUR_ORDER,
    });
    expect((await retry({ OrderNo: mine.OrderNo })).statusCode).toBe(400);
    expect((await change({ OrderNo: mine.OrderNo, PaymentToken: mine.PaymentToken, PMNo: 1 })).statusCode).toBe(400);
    expect(await rowsOf(mine.OrderNo)).toEqual(before);
  });

  it('Pay another way: the same order by bank transfer, no longer awaiting a card; mailed as placed', async () => {
    const own = await ownProduct();
    const o = await start(3, own);
    const taken = await productStock(db(), own);
    await receive(await pay(o.url, DECLINED_CARD));
    const done = await change({ OrderNo: o.OrderNo, PaymentToken: o.PaymentToken, PMNo: '2' });
    expect(done.json()).toEqual({
      success: true,
      msg: 'Your order is placed with the payment method you chose.',
      OrderNo: o.OrderNo,
      TotalAmount: 1287,
      PMNo: 2,
    });
    const rows = await rowsOf(o.OrderNo, own);
    expect(rows.order).toMatchObject({ pmNo: 2, paymentStatus: 'Unpaid', status: 'Pending' });
    expect(rows.payments).toMatchObject([
      { status: 'PaymentFailed', message: 'The customer chose Bank Transfer instead.' },
    ]);
    expect(rows.history.at(-1)).toMatchObject({
      status: 'Pending',
      comment: 'The customer chose Bank Transfer instead of the card payment.',
    });
    expect(rows.stock).toBe(taken);
    await waitForMail(shop.config.outboxDir, [`Order ${o.OrderNo} received`, 'Payment: bank transfer']);

    // Sent again: the same answer, nothing changes; the card is no longer offered; the sweep leaves it.
    expect((await change({ OrderNo: o.OrderNo, PaymentToken: o.PaymentToken, PMNo: 2 })).json()).toEqual(done.json());
    expect((await retry({ OrderNo: o.OrderNo, PaymentToken: o.PaymentToken })).json()).toEqual({
      success: false,
      msg: ORDER_NOT_AWAITING_PAYMENT,
    });
    expect((await change({ OrderNo: o.OrderNo, PaymentToken: o.PaymentToken, PMNo: 3 })).json()).toEqual({
      success: false,
      msg: ORDER_NOT_AWAITING_PAYMENT,
    });
    await expireAbandonedCardOrders(db(), new Date(Date.now() + 3 * 60 * 60 * 1000));
    expect(await rowsOf(o.OrderNo, own)).toEqual(rows);
  });

  it('a card payment made after choosing cash on delivery pays the order by card', async () => {
    const o = await start();
    expect((await change({ OrderNo: o.OrderNo, PaymentToken: o.PaymentToken, PMNo: 3 })).json()).toMatchObject({
      success: true,
      PMNo: 3,
    });
    expect((await rowsOf(o.OrderNo)).order).toMatchObject({ pmNo: 3, paymentStatus: 'Unpaid' });
    expect((await receive(await pay(o.url))).json()).toEqual({ status: 'success', OrderNo: o.OrderNo });
    const rows = await rowsOf(o.OrderNo);
    expect(rows.order).toMatchObject({ pmNo: 1, paymentStatus: 'Paid', status: 'Pending' });
    expect(rows.payments).toMatchObject([{ status: 'Paid', chargedTotal: '445.72' }]);
    expect(rows.history.at(-1)!.comment).toMatch(
      /^A card payment arrived after the customer chose Cash on Delivery .*The order is paid by card\.$/,
    );
  });

  it('gives the stock back when the staff cancel an unpaid card order; a later payment is for a refund', async () => {
    const own = await ownProduct();
    const before = await productStock(db(), own);
    const o = await start(2, own);
    const genuine = await pay(o.url);
    expect(
      await changeOrderStatus(db(), {
        orderNo: o.OrderNo,
        status: 'Cancelled',
        comment: 'Customer called',
        staffUserNo: 1,
      }),
    ).toEqual({ ok: true });
    expect(await productStock(db(), own)).toBe(before);
    // The sweep then stops the payment waiting; the staff's cancellation still stands.
    await expireAbandonedCardOrders(db(), new Date(Date.now() + 3 * 60 * 60 * 1000));
    expect((await rowsOf(o.OrderNo, own)).payments).toMatchObject([{ status: 'PaymentFailed' }]);
    expect((await receive(genuine)).json()).toMatchObject({
      status: 'failed',
      msg: CARD_RETURN_REASONS.cancelledOrder,
    });
    const rows = await rowsOf(o.OrderNo, own);
    expect(rows.order).toMatchObject({ status: 'Cancelled', paymentStatus: 'Paid' });
    expect(rows.payments[0]!.message).toMatch(/Refund it\.$/);
    expect(rows.stock).toBe(before);
  });

  it("the sweep gives the stock back after the back office's minutes, not before, once for many servers", async () => {
    await writeShopSettings(db(), { cardPaymentMinutes: 45 });
    try {
      const own = await ownProduct();
      const before = await productStock(db(), own);
      const o = await start(3, own);
      const minutes = (m: number) => new Date(Date.now() + m * 60_000);
      const waiting = await rowsOf(o.OrderNo, own);
      await expireAbandonedCardOrders(db(), minutes(44));
      expect(await rowsOf(o.OrderNo, own)).toEqual(waiting);

      // Three servers sweeping at once: the order is given up once, its stock back once.
      await Promise.all([1, 2, 3].map(() => expireAbandonedCardOrders(db(), minutes(46))));
      const rows = await rowsOf(o.OrderNo, own);
      expect(rows.order).toMatchObject({ status: 'Cancelled', paymentStatus: 'PaymentFailed' });
      expect(rows.history.filter((h) => h.status === 'Cancelled')).toMatchObject([
        { comment: 'Card payment not completed within 45 minutes.', staffUserNo: null },
      ]);
      expect(rows.stock).toBe(before);

      // Try again restarts the clock.
      const late = await start();
      await db()
        .update(payments)
        .set({ attemptedAt: sql`now() - interval '50 minutes'` })
        .where(eq(payments.orderNo, late.OrderNo));
      expect((await retry({ OrderNo: late.OrderNo, PaymentToken: late.PaymentToken })).json()).toMatchObject({
        success: true,
      });
      await expireAbandonedCardOrders(db(), minutes(1));
      expect((await rowsOf(late.OrderNo)).order).toMatchObject({ status: 'Pending', paymentStatus: 'AwaitingPayment' });
    } finally {
      await writeShopSettings(db(), { cardPaymentMinutes: 30 });
    }
  });
});

describe.each(engines)('the card fee under the split fee structure (%s)', (engine) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop(engine, { WIPAY_FEE_STRUCTURE: 'split', PUBLIC_BASE_URL: 'https://shop.example.tt' });
  });
  afterAll(async () => {
    await shop?.close();
  });

  it("records the order's total plus half the fee as charged", async () => {
    const product = await addProduct(shop.database.db, { name: 'Tassa Drum', salesPrice: '429.00', stock: 5 });
    const o = (
      await postJson(
        shop.app,
        '/api/shop/GetWipayUrl',
        orderBody([{ ProductNo: product, Quantity: 1 }], { PMNo: 1, IsPickup: 1 }),
      )
    ).json();
    const query = Object.fromEntries((await payOnHostedPage(shop.app, o.url)).searchParams);
    expect(query.total).toBe('437.36');
    expect((await postJson(shop.app, '/api/shop/WipayReceive', query)).json()).toEqual({
      status: 'success',
      OrderNo: o.OrderNo,
    });
    const [payment] = await shop.database.db.select().from(payments).where(eq(payments.orderNo, o.OrderNo));
    expect(payment).toMatchObject({ originalTotal: '429.00', chargedTotal: '437.36', feeStructure: 'split' });
    // A return claiming the whole fee under split is not what this payment was charged.
    const other = (
      await postJson(
        shop.app,
        '/api/shop/GetWipayUrl',
        orderBody([{ ProductNo: product, Quantity: 1 }], { PMNo: 1, IsPickup: 1 }),
      )
    ).json();
    const q2 = Object.fromEntries((await payOnHostedPage(shop.app, other.url)).searchParams);
    expect((await postJson(shop.app, '/api/shop/WipayReceive', { ...q2, total: '445.72' })).json()).toMatchObject({
      status: 'failed',
    });
  });
});
