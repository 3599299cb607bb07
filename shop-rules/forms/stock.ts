// A stock adjustment by hand (docs/product.md#stock-history): units to add or take away, with a reason.
// Checked in the back office's browser and again by the server (docs/decisions/0075); whether a variant
// must be chosen and whether enough is in stock are the server's to say.
import { z } from 'zod';
import { text, whole } from './fields';

export const NO_STOCK_CHANGE = 'Give the number of units to add (like 5) or take away (like -2).';

export const stockAdjustSchema = z.object({
  skuNo: whole('Variant', 1, 2_147_483_647),
  change: whole('Change', -9_999_999, 9_999_999, { required: true }).transform((n, ctx) => {
    if (n) return n;
    ctx.addIssue({ code: 'custom', message: NO_STOCK_CHANGE });
    return z.NEVER;
  }),
  note: text('Reason', { max: 200, required: true }),
});
