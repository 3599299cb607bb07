// A return request's decision (docs/product.md#refunds): approve or refuse, with a comment the customer
// reads, and when approving, the refund of the returned units and their return to stock. Checked in the
// back office's browser and again by the server (docs/decisions/0075).
import { z } from 'zod';
import { REFUSAL_NEEDS_COMMENT } from '../messages/backoffice';
import { checkbox, choice, fieldMessages, text, whole } from './fields';
import { refundSchema } from './payments';

export const returnDecisionSchema = z
  .object({
    // The button pressed: Approve or Refuse.
    decision: choice('Decision', ['Approved', 'Refused'] as const),
    comment: text('Comment to the customer', { max: 1000 }),
    refund: checkbox(),
    restock: checkbox(),
    lineNo: whole('Order line', 1, 2_147_483_647),
    // The refund's fields, read by refundSchema when an approval refunds (below).
    amount: z.unknown(),
    method: z.unknown(),
    reason: z.unknown(),
  })
  .superRefine((f, ctx) => {
    if (f.decision === 'Refused' && !f.comment)
      ctx.addIssue({ code: 'custom', message: REFUSAL_NEEDS_COMMENT, path: ['comment'] });
    // A refusal leaves the refund aside; an approval that refunds needs a right amount and method.
    if (f.decision !== 'Approved' || !f.refund) return;
    const money = refundSchema.safeParse({ amount: f.amount ?? '', method: f.method ?? '', reason: f.reason ?? '' });
    if (!money.success)
      for (const [path, message] of Object.entries(fieldMessages(money.error.issues)))
        ctx.addIssue({ code: 'custom', message, path: [path] });
  });
