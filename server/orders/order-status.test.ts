import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderStatusHistory, orders, payments } from '../../database/schema';
import { addProduct, orderBody, productStock } from '../test-support/order-fixtures';
import { postJson } from '../test-support/requests';
import { createTestShop, engines, type TestShop } from '../test-support/test-shop';
import { canShip, shipBlocker } from './can-ship';
import { cancelOrder } from './cancel-order';
import { changeOrderStatus } from './order-status';
import { recordReceivedPayment } from './received-payment';

describe('canShip', () => {
  it('ships cash on delivery at once, card and bank transfer only once paid, nothing cancelled', () => {
    expect(canShip({ pmNo: 3, status: 'Pending', paymentStatus: 'Unpaid' })).toBe(true);
    expect(canShip({ pmNo: 1, status: 'Pending', paymentStatus: 'AwaitingPayment' })).toBe(false);
    expect(canShip({ pmNo: 1, status: 'Processed', paymentStatus: 'PaymentFailed' })).toBe(false);
    expect(canShip({ pmNo: 1, status: 'Processed', paymentStatus: 'Paid' })).toBe(true);
    expect(canShip({ pmNo: 2, status: 'Pending', paymentStatus: 'Unpaid' })).toBe(false);
    expect(canShip({ pmNo: 2, status: 'Pending', paymentStatus: 'Paid' })).toBe(true);
    expect(shipBlocker({ pmNo: 1, status: 'Cancelled', paymentStatus: 'Paid' })).toBe('This order is cancelled.');
  });
});

describe.each(engines)('back office order services (%s)', (engine) => {
  let shop: TestShop;
  let lamp: number;

  beforeAll(async () => {
    shop = await createTestShop(engine);
    lamp = await addProduct(shop.database.db, { name: 'Brass Lamp', salesPrice: '60.00', stock: 20 });
  });
  afterAll(async () => {
    await shop?.close();
  });

  const db = () => shop.database.db;
  const place = async (fields: Record<string, unknown> = {}, quantity = 1): Promise<number> => {
    const res = await postJson(
      shop.app,
      '/api/shop/SaveOrder',
      orderBody([{ ProductNo: lamp, Quantity: quantity }], fields),
    );
    return res.json().OrderNo;
  };
  const order = async (orderNo: number) => (await db().select().from(orders).where(eq(orders.orderNo, orderNo)))[0]!;
  const history = async (orderNo: number) =>
    (
      await db()
        .select()
        .from(orderStatusHistory)
        .where(eq(orderStatusHistory.orderNo, orderNo))
        .orderBy(orderStatusHistory.entryNo)
    ).map((h) => h.status);

  it('moves a cash order forward step by step, recording each step, never backwards', async () => {
    const orderNo = await place();
    expect(await changeOrderStatus(db(), { orderNo, status: 'Processed', staffUserNo: null })).toEqual({ ok: true });
    expect(await changeOrderStatus(db(), { orderNo, status: 'Shipped', comment: 'Courier A' })).toEqual({ ok: true });
    expect(await changeOrderStatus(db(), { orderNo, status: 'Processed' })).toEqual({
      ok: false,
      msg: 'An order status can only move forward.',
    });
    expect(await changeOrderStatus(db(), { orderNo, status: 'Lost' })).toMatchObject({
      ok: false,
      msg: expect.stringMatching(/^The status must be one of/),
    });
    expect(await changeOrderStatus(db(), { orderNo, status: 'Cancelled' })).toEqual({
      ok: false,
      msg: 'Only a Pending or Processed order can be cancelled.',
    });
    expect(await changeOrderStatus(db(), { orderNo: 99_999_999, status: 'Processed' })).toEqual({
      ok: false,
      msg: 'No such order.',
    });
    expect(await history(orderNo)).toEqual(['Pending', 'Processed', 'Shipped']);
  });

  it('does not ship a bank transfer order before the transfer is confirmed, then does', async () => {
    const orderNo = await place({ PMNo: 2 });
    expect(await changeOrderStatus(db(), { orderNo, status: 'Shipped' })).toEqual({
      ok: false,
      msg: 'The bank transfer for this order has not been confirmed.',
    });
    const transfer = (o: number, reference: string, amount = 100_00) =>
      recordReceivedPayment(db(), { orderNo: o, method: 'bank-transfer', amount, reference });
    expect(await transfer(orderNo, 'RBL 1', 99_99)).toEqual({
      ok: false,
      field: 'amount',
      msg: "The amount must be the order's total, TT$100.00. Record the payment once all of it has arrived.",
    });
    expect(await transfer(orderNo, 'RBL 123456')).toEqual({ ok: true, total: 100_00 });
    expect(await transfer(orderNo, 'again')).toMatchObject({ ok: false });
    expect(await order(orderNo)).toMatchObject({ paymentStatus: 'Paid' });
    expect(await db().select().from(payments).where(eq(payments.orderNo, orderNo))).toMatchObject([
      {
        provider: 'bank-transfer',
        status: 'Paid',
        originalTotal: '100.00',
        chargedTotal: '100.00',
        message: 'RBL 123456',
      },
    ]);
    expect(await changeOrderStatus(db(), { orderNo, status: 'Shipped' })).toEqual({ ok: true });
    expect(await transfer(await place(), 'x')).toEqual({
      ok: false,
      msg: 'This order is not paid by bank transfer.',
    });
  });

  it('cancels an order once, giving its stock back once', async () => {
    const before = await productStock(db(), lamp);
    const orderNo = await place({}, 3);
    expect(await productStock(db(), lamp)).toBe(before - 3);
    expect(await cancelOrder(db(), { orderNo, comment: 'Customer called', staffUserNo: null })).toEqual({ ok: true });
    expect(await cancelOrder(db(), { orderNo, comment: 'again' })).toMatchObject({ ok: false });
    expect(await changeOrderStatus(db(), { orderNo, status: 'Cancelled' })).toMatchObject({ ok: false });
    expect(await productStock(db(), lamp)).toBe(before);
    expect(await order(orderNo)).toMatchObject({ status: 'Cancelled' });
    expect(await history(orderNo)).toEqual(['Pending', 'Cancelled']);
    expect(await changeOrderStatus(db(), { orderNo, status: 'Processed' })).toEqual({
      ok: false,
      msg: 'This order is cancelled.',
    });
  });
});
