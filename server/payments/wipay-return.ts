// The parameters WiPay's redirect brings back (docs/product.md#the-return-from-wipay), as the return page posts
// them to WipayReceive. They are untrusted: only the hash, computed with the shop's own stored total
// and secret key, can make them count as a payment, and then only when the unsigned total and
// currency are what the order's payment should have been charged (decision 0020).
import { z } from 'zod';
import { type CardFeeStructure, cardFee } from '../../shop-rules/card-fee';
import type { CardReturnReason } from '../../shop-rules/card-payment';
import { type Cents, centsToDecimal, toCents } from '../../shop-rules/money';
import { parseInput } from '../http/input/validate';
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
  // Not WiPay's: the placing browser's token (decision 0020), to learn whether it may pay again.
  PaymentToken: param,
});

export type WipayReturn = z.infer<typeof returnParams>;

export function readWipayReturn(body: unknown): WipayReturn {
  return parseInput(returnParams, body);
}

/** Unsigned text kept for the staff: without control characters (PostgreSQL refuses NUL in text). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes.
export const printable = (text: string) => text.replace(/[\u0000-\u001f\u007f]/g, '');

const WIPAY_MESSAGE = /^\[\d{1,3}-R\d{1,3}\]: [A-Za-z0-9 .,'()-]{1,200}$/;
const MASKED_CARD = /^[X*x\d -]{4,32}$/;

/**
 * What a verified return may leave on the payment: WiPay's message and masked card only when they
 * look like WiPay's (they are unsigned), and the raw parameters under their own label, without the
 * customer's details (the order has them) and without the browser's token.
 */
export function keptOfReturn(r: WipayReturn) {
  const {
    customer_name: _n,
    customer_email: _e,
    customer_phone: _p,
    customer_address: _a,
    PaymentToken: _t,
    ...kept
  } = r;
  return {
    message: r.message && WIPAY_MESSAGE.test(r.message) ? r.message : '',
    card: r.card && MASKED_CARD.test(r.card) ? r.card : null,
    raw: Object.fromEntries(Object.entries(kept).flatMap(([k, v]) => (v === undefined ? [] : [[k, printable(v)]]))),
  };
}

export interface ExpectedReturn {
  /** The order_id WiPay was given for this page ('TS-12' or 'TS-12-2'). */
  orderId: string;
  /** The order's own total as sent to WiPay ('1339.00'), the one the hash covers. */
  originalTotal: string;
  currency: string;
  feeStructure: CardFeeStructure;
  apiKey: string;
}

export type ReturnVerdict =
  | { paid: true; transactionId: string; charged: Cents }
  /** Signed by WiPay, but the unsigned total or currency is not what this payment should be charged. */
  | {
      paid: false;
      flag: { transactionId: string; reason: 'total' | 'currency'; expected: Cents };
      reason: CardReturnReason;
    }
  | { paid: false; flag?: undefined; reason: CardReturnReason };

/** The plain reason of a failed or errored return, from WiPay's status and response code ('[2-R17]: …'). */
function notPaidReason(r: WipayReturn): CardReturnReason {
  if (r.status === 'error') return 'error';
  if (r.status !== 'failed') return 'unverified';
  return /^\[\d{1,3}-R17\]/.test(r.message ?? '') ? 'cancelled' : 'declined';
}

export function judgeReturn(r: WipayReturn, expected: ExpectedReturn): ReturnVerdict {
  if (r.status !== 'success') return { paid: false, reason: notPaidReason(r) };
  const transactionId = r.transaction_id ?? '';
  // WiPay's transaction ids embed the order_id; one from another order's payment cannot be replayed here.
  if (!transactionId || transactionId.length > 200 || !transactionId.includes(`-${expected.orderId}-`))
    return { paid: false, reason: 'unverified' };
  const originalCents = toCents(expected.originalTotal);
  const hash = wipayHash(transactionId, centsToDecimal(originalCents), expected.apiKey);
  if (!r.hash || !sameHash(hash, r.hash)) return { paid: false, reason: 'unverified' };
  // The hash covers the original total only: the total charged must be that plus the documented fee.
  const charged = cardFee(originalCents, expected.feeStructure).chargedCents;
  const returned = amountCents(r.total);
  if (returned !== charged)
    return { paid: false, reason: 'checking', flag: { transactionId, reason: 'total', expected: charged } };
  if (r.currency !== expected.currency)
    return { paid: false, reason: 'checking', flag: { transactionId, reason: 'currency', expected: charged } };
  return { paid: true, transactionId, charged };
}

/** An amount with at most two decimals in cents, or null when it is missing or not an amount. */
function amountCents(total: string | undefined): Cents | null {
  if (!total || !/^\d{1,10}(\.\d{1,2})?$/.test(total)) return null;
  return toCents(total);
}
