// POST /api/shop/CheckDiscountCode: the checkout pages ask whether a code can be used and get its terms,
// so they price it with shop-rules/discount-codes.ts as the order will be (docs/product.md#discount-codes).
// The goods conditions (minimum, which items) are priced by the page; this answer refuses only what the
// page cannot know: an unknown code, its dates, its uses.
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../../database/connect';
import { products } from '../../../database/schema';
import type { CheckDiscountCodeAnswer } from '../../../shop-rules/api/discounts';
import { codeAvailability } from '../../../shop-rules/discount-codes';
import { CODE_APPLIED, CODE_REQUIRED, CODE_UNKNOWN } from '../../../shop-rules/messages/discounts';
import { shopDay } from '../../../shop-rules/shop-time';
import { parseInput } from '../../http/input/validate';
import { findDiscountCode, usesOf } from './discount-code';

const body = z.object({
  Code: z.preprocess((v) => (v == null ? '' : v), z.string({ message: 'Code must be text.' }).trim().max(30)),
  CustomerMobile: z.preprocess((v) => (v == null ? '' : String(v)), z.string().trim().max(20)),
  ProductNos: z
    .array(z.number().int().min(1).max(2_147_483_647), { message: 'ProductNos must be a list of product numbers.' })
    .max(100)
    .optional(),
});

export function registerCheckDiscountCode(app: FastifyInstance, db: Database) {
  app.post('/api/shop/CheckDiscountCode', async (request): Promise<CheckDiscountCodeAnswer> => {
    const input = parseInput(body, request.body ?? {});
    if (input.Code === '') return { success: false, msg: CODE_REQUIRED };
    const stored = await findDiscountCode(db, input.Code);
    if (!stored) return { success: false, msg: CODE_UNKNOWN };
    const uses = await usesOf(db, stored, input.CustomerMobile);
    const refusal = codeAvailability(stored.terms, shopDay(), uses);
    if (refusal) return { success: false, msg: refusal };
    const nos = [...new Set(input.ProductNos ?? [])];
    const rows = nos.length
      ? await db
          .select({ productNo: products.productNo, categoryNo: products.categoryNo })
          .from(products)
          .where(inArray(products.productNo, nos))
      : [];
    return {
      success: true,
      msg: CODE_APPLIED,
      Terms: stored.terms,
      ProductCategories: Object.fromEntries(rows.map((r) => [String(r.productNo), r.categoryNo])),
    };
  });
}
