import { describe, expect, it } from 'vitest';
import { refundTooHigh } from './messages/refunds';
import { isRefundMethod, paidCents, refundableCents } from './refunds';

describe('refunds', () => {
  it('counts what was paid only once the payment is in, without the card fee', () => {
    expect(paidCents({ paymentStatus: 'Paid', totalCents: 540_00 })).toBe(540_00);
    expect(paidCents({ paymentStatus: 'AwaitingPayment', totalCents: 540_00 })).toBe(0);
    expect(paidCents({ paymentStatus: 'Unpaid', totalCents: 540_00 })).toBe(0);
  });

  it('never leaves less than nothing to refund', () => {
    expect(refundableCents(540_00, 100_00)).toBe(440_00);
    expect(refundableCents(540_00, 540_00)).toBe(0);
    expect(refundableCents(0, 5_00)).toBe(0);
  });

  it('knows its methods and says how much is left', () => {
    expect(['card', 'bank', 'cash', 'cheque', 1].map(isRefundMethod)).toEqual([true, true, true, false, false]);
    expect(refundTooHigh(600_00, 540_00)).toBe(
      'At most TT$540.00 can be refunded: that is what was paid less the refunds already made. TT$600.00 is more.',
    );
  });
});
