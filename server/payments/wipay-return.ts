// The parameters WiPay's redirect brings back (wipay-protocol.md section 2), as the return page posts
// them to WipayReceive. They are untrusted: only the hash, computed with the shop's own stored total
// and secret key, can make them count as a payment.
import { z } from 'zod';
import { toCents } from '../../shop-rules/money';
import { centsToDecimal } from '../orders/numeric';
import { parseInput } from '../http/validate';
import { sameHash, wipayHash } from './wipay-hash';

// Anything odd becomes 'absent' rather than a 400: the answer to a bad return is simply 'failed'.
const param = z
  .preprocess((v) => (typeof v === 'number' ? String(v) : v), z.string().trim().max(1000).optional())
  .catch(undefined);

const returnParams = z.object({
  status: param,
  order_id: param,
  transaction_id: param,
  total: param,
  currency: param,
  message: param,
  date: param,
  card: param,
  hash: param,
  customer_name: param,
  customer_email: param,
  customer_phone: param,
  customer_address: param,
  data: param,
});

export type WipayReturn = z.infer<typeof returnParams>;

export function readWipayReturn(body: unknown): WipayReturn {
  return parseInput(returnParams, body);
}

/** The parameters worth keeping with the payment: all but the customer's details, which the order has. */
export function rawOfReturn(r: WipayReturn) {
  const { customer_name: _n, customer_email: _e, customer_phone: _p, customer_address: _a, ...kept } = r;
  return Object.fromEntries(Object.entries(kept).filter(([, v]) => v !== undefined));
}

export type ReturnVerdict =
  | { paid: true; transactionId: string }
  | { paid: false; reason: string };

export function judgeReturn(r: WipayReturn, expected: { orderId: string; originalTotal: string; apiKey: string }): ReturnVerdict {
  if (r.status !== 'success') {
    return { paid: false, reason: `Card payment ${r.status === 'error' ? 'errored' : 'failed'}${r.message ? `: ${r.message}` : '.'}` };
  }
  const transactionId = r.transaction_id ?? '';
  // WiPay's transaction ids embed the order_id; one from another order's payment cannot be replayed here.
  if (!transactionId || !transactionId.includes(`-${expected.orderId}-`)) {
    return { paid: false, reason: 'Card payment return refused: the transaction does not belong to this order.' };
  }
  const hash = wipayHash(transactionId, centsToDecimal(toCents(expected.originalTotal)), expected.apiKey);
  if (!r.hash || !sameHash(hash, r.hash)) return { paid: false, reason: 'Card payment return refused: the hash does not match.' };
  return { paid: true, transactionId };
}

/** The amount WiPay says it debited, in cents, or null when it is missing or not an amount. */
export function chargedCents(r: WipayReturn): number | null {
  if (!r.total || !/^\d{1,10}(\.\d{1,2})?$/.test(r.total)) return null;
  return toCents(r.total);
}
