// Sends an order to the documented endpoint for its payment method and reads the answer.

import { PAYMENT_METHOD_CARD } from '../../../shop-rules';
import type { SaveOrderAnswer, WipayUrlAnswer } from '../../../shop-rules/api/orders';
import { ApiError, apiPost } from '../../lib/api';
import type { OrderBody } from './order-body';

export type OrderOutcome =
  /** total: the server's TotalAmount in TT dollars. */
  | { kind: 'placed'; orderNo: number | null; total: number | null }
  /** token: lets this browser pay the order again or another way after a decline (decision 0020). */
  | {
      kind: 'pay-by-card';
      url: string;
      orderNo: number | null;
      token: string | null;
      total: number | null;
      /** What the card will be charged, fee included. */
      charged: number | null;
    }
  | { kind: 'refused'; msg: string }
  /** The key was already used with other details: a fresh key lets the shopper send this order. */
  | { kind: 'key-conflict'; msg: string }
  /** The server refused the customer's token (401): nothing was saved; sign in again and resend. */
  | { kind: 'session-ended'; msg: string }
  | { kind: 'failed'; error: unknown };

export async function sendOrder(body: OrderBody, post: typeof apiPost = apiPost): Promise<OrderOutcome> {
  const card = body.PMNo === PAYMENT_METHOD_CARD;
  try {
    const answer = await post<SaveOrderAnswer | WipayUrlAnswer>(
      card ? '/api/shop/GetWipayUrl' : '/api/shop/SaveOrder',
      body,
    );
    if (answer?.success !== true) return { kind: 'refused', msg: answer?.msg ?? '' };
    if (card) {
      if (!('url' in answer) || !answer.url) return { kind: 'refused', msg: answer.msg ?? '' };
      const orderNo = answer.OrderNo ?? null;
      const total = answer.TotalAmount ?? null;
      const charged = answer.Charged ?? null;
      return { kind: 'pay-by-card', url: answer.url, orderNo, token: answer.PaymentToken ?? null, total, charged };
    }
    return { kind: 'placed', orderNo: answer.OrderNo ?? null, total: answer.TotalAmount ?? null };
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) return { kind: 'key-conflict', msg: error.message };
    if (error instanceof ApiError && error.status === 401) return { kind: 'session-ended', msg: error.message };
    return { kind: 'failed', error };
  }
}
