// The order pages' clientAction and the payment pages' clientLoader and clientAction, against a
// fetch the tests answer.

import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api';
import { answerFetch, json, offline, pageRequest, sentForm, useMemoryStorage } from '../test-support/browser-globals';
import { WIPAY_ENABLED_KEY } from './payment/card-payment-flag';
import { heldCardOrder, heldCardPaymentToken, holdCardPayment } from './payment/card-payment-token';
import { payAgainAction } from './payment/pay-again';
import * as wipayReceive from './payment/wipay-receive.route';
import * as wipayStart from './payment/wipay-start.route';
import { orderKey } from './sending/idempotency-key';
import type { OrderBody } from './sending/order-body';
import type { OrderOutcome } from './sending/send-order';
import { cardOrderClearsCart, placeOrderAction } from './sending/use-place-order';

const call = <T>(fn: (args: never) => T, request: Request) => fn({ request, params: {} } as never);
const goTo = vi.fn();

beforeEach(() => {
  useMemoryStorage();
  goTo.mockReset();
  vi.stubGlobal('window', { location: { assign: goTo } });
});

const body = { PMNo: 3, IdempotencyKey: 'key-1' } as unknown as OrderBody;
const sending = (outcome: OrderOutcome) => vi.fn(async () => outcome);

describe('placing an order from a page', () => {
  it('sends the body the page built, and forgets the key of a placed order', async () => {
    const key = orderKey('checkout');
    const send = sending({ kind: 'placed', orderNo: 12, total: 429 });
    expect(await placeOrderAction(sentForm(body), 'checkout', {}, send)).toEqual({
      kind: 'placed',
      orderNo: 12,
      total: 429,
      // What the success page shows: the server's number and total, the body's method and delivery.
      order: { orderNo: 12, total: 429, pmNo: 3, isPickup: false },
    });
    expect(send).toHaveBeenCalledWith(body);
    expect(orderKey('checkout')).not.toBe(key);
  });

  it('goes to WiPay keeping the key, holding the payment token and whether payment empties the cart', async () => {
    const key = orderKey('placeorder');
    const send = sending({
      kind: 'pay-by-card',
      url: 'https://wipay.test/pay/1',
      orderNo: 12,
      token: 'tok-12',
      total: 50,
      charged: 53.45,
    });
    await placeOrderAction(sentForm(body), 'placeorder', { clearsCart: false }, send);
    expect(goTo).toHaveBeenCalledWith('https://wipay.test/pay/1');
    expect(orderKey('placeorder')).toBe(key);
    expect(heldCardPaymentToken(12)).toBe('tok-12');
    expect(heldCardOrder(12)).toEqual({ orderNo: 12, total: 50, pmNo: 3, isPickup: false, charged: 53.45 });
    expect(heldCardOrder(13)).toBeNull();
    expect(cardOrderClearsCart()).toBe(false);
  });

  it('mints a new key when the key was used for other details, and keeps it after a refusal', async () => {
    const key = orderKey('checkout');
    await placeOrderAction(sentForm(body), 'checkout', {}, sending({ kind: 'refused', msg: 'Only 0 left of this.' }));
    expect(orderKey('checkout')).toBe(key);
    const answer = await placeOrderAction(
      sentForm(body),
      'checkout',
      {},
      sending({ kind: 'key-conflict', msg: 'Used.' }),
    );
    expect(answer).toEqual({ kind: 'key-conflict', msg: 'Used.' });
    expect(orderKey('checkout')).not.toBe(key);
  });

  it('keeps the key when the server refused the session, so the same order goes again after signing in', async () => {
    const key = orderKey('checkout');
    const ended = sending({ kind: 'session-ended', msg: 'Please log in again.' });
    expect(await placeOrderAction(sentForm(body), 'checkout', {}, ended)).toEqual({
      kind: 'session-ended',
      msg: 'Please log in again.',
    });
    expect(orderKey('checkout')).toBe(key);
  });

  it('logs a failed send and tells the page it failed for want of a connection, keeping the key', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = new TypeError('Failed to fetch');
    const key = orderKey('checkout');
    expect(await placeOrderAction(sentForm(body), 'checkout', {}, sending({ kind: 'failed', error }))).toEqual({
      kind: 'failed',
      offline: true,
      msg: '',
    });
    expect(log).toHaveBeenCalledWith('Order could not be sent', error);
    // Sent again (the order may have reached the shop), it carries the same key (docs/decisions/0055).
    expect(orderKey('checkout')).toBe(key);
  });

  it("says the server's own words when it answered with an error, not that the connection failed", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = new ApiError(503, 'The shop is busy', null);
    expect(await placeOrderAction(sentForm(body), 'checkout', {}, sending({ kind: 'failed', error }))).toEqual({
      kind: 'failed',
      offline: false,
      msg: 'The shop is busy',
    });
  });
});

describe('the payment pages', () => {
  it('/wipaystart marks this browser for card payment and goes home', async () => {
    const answer = (await wipayStart.clientLoader()) as Response;
    expect(localStorage.getItem(WIPAY_ENABLED_KEY)).toMatch(/^\d+$/);
    expect(answer.headers.get('Location')).toBe('/');
  });

  it("hands WiPay's return to the server with this tab's payment token; once paid, forgets the order", async () => {
    holdCardPayment(12, 'tok-12', { orderNo: 12, total: 10, pmNo: 1, isPickup: false });
    orderKey('checkout');
    const sent = answerFetch(() => json({ status: 'success', OrderNo: 12 }));
    const stage = await call(
      wipayReceive.clientLoader,
      pageRequest('/wipayreceive?status=success&order_id=TS-12&total=10.00&hash=h'),
    );
    // The success page gets the number and the total this tab kept when it went to WiPay.
    expect(stage).toEqual({ kind: 'placed', order: { orderNo: 12, total: 10, pmNo: 1, isPickup: false } });
    expect(sent[0]).toMatchObject({
      method: 'POST',
      body: { status: 'success', order_id: 'TS-12', total: '10.00', hash: 'h', PaymentToken: 'tok-12' },
    });
    expect(heldCardPaymentToken(12)).toBeUndefined();
    expect(sessionStorage.getItem('orderKey:checkout')).toBeNull();
  });

  it('shows a decline with what the server allows, and a return it could not check as failed', async () => {
    holdCardPayment(12, 'tok-12');
    const declined = {
      status: 'failed',
      msg: 'Declined',
      OrderNo: 12,
      CanTryAgain: true,
      CanPayAnotherWay: true,
      TotalAmount: 10,
    };
    answerFetch(() => json(declined));
    const request = pageRequest('/wipayreceive?status=failed&order_id=TS-12');
    expect(await call(wipayReceive.clientLoader, request)).toEqual({
      kind: 'failed',
      answer: declined,
      token: 'tok-12',
    });
    expect(heldCardPaymentToken(12)).toBe('tok-12');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    answerFetch(() => json({ msg: 'Bad hash' }, 400));
    expect(await call(wipayReceive.clientLoader, request)).toEqual({ kind: 'failed', answer: null });
  });

  it('tries the card again on a new WiPay page', async () => {
    const sent = answerFetch(() =>
      json({ success: true, url: 'https://wipay.test/pay/2', msg: '', OrderNo: 12, TotalAmount: 10 }),
    );
    const answer = await payAgainAction(sentForm({ OrderNo: 12, PaymentToken: 'tok-12', again: 'card' }));
    expect(answer).toEqual({ going: 'card' });
    expect(sent[0]!.body).toEqual({ OrderNo: 12, PaymentToken: 'tok-12' });
    expect(goTo).toHaveBeenCalledWith('https://wipay.test/pay/2');
  });

  it('pays another way and forgets the card order; a refusal or no answer is said in words', async () => {
    holdCardPayment(12, 'tok-12', { orderNo: 12, total: 10, pmNo: 1, isPickup: true });
    const sent = answerFetch(() => json({ success: true, msg: '', OrderNo: 12, TotalAmount: 10, PMNo: 2 }));
    const other = { OrderNo: 12, PaymentToken: 'tok-12', again: 'other', PMNo: 2 };
    expect(await payAgainAction(sentForm(other))).toEqual({
      paid: true,
      order: { orderNo: 12, total: 10, pmNo: 2, isPickup: true },
    });
    expect(sent[0]!.body).toEqual({ OrderNo: 12, PaymentToken: 'tok-12', PMNo: 2 });
    expect(heldCardPaymentToken(12)).toBeUndefined();
    answerFetch(() => json({ success: false, msg: 'The order is already paid.' }));
    expect(await payAgainAction(sentForm(other))).toEqual({ problem: 'The order is already paid.' });
    answerFetch(offline);
    expect(await payAgainAction(sentForm(other))).toEqual({
      problem: 'The request could not be sent. Please check your connection and try again.',
    });
    expect(goTo).not.toHaveBeenCalled();
  });
});
