// The payments area's forms (docs/product.md#refunds): recording a refund, and cancelling a paid order
// with its refund. Checked in the back office's browser and again by the server (docs/decisions/0075);
// what may still be refunded is the server's to say, on the amount field.
import { z } from 'zod';
import { REFUND_METHODS } from '../refunds';
import { choice, money, text } from './fields';

export const refundSchema = z.object({
  // Required, so never null once read.
  amount: money('Amount to refund', { required: true, positive: true }).transform((c) => c ?? 0),
  method: choice('Refunded by', REFUND_METHODS),
  reason: text('Reason', { max: 500 }),
});

export const cancelWithRefundSchema = refundSchema.extend({ comment: text('Comment', { max: 500 }) });
