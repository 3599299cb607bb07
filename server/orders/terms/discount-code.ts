// Discount codes as an order and the checkout's question see them: the code's row turned into the
// shared terms, the uses so far, and the price of the code from shop-rules/discount-codes.ts
// (docs/product.md#discount-codes, docs/decisions/0036).
import { and, count, eq, sql } from 'drizzle-orm';
import { discountCodes, orders } from '../../../database/schema';
import {
  type DiscountKind,
  type DiscountLine,
  type DiscountTerms,
  type DiscountUses,
  normaliseCode,
  priceDiscount,
} from '../../../shop-rules/discount-codes';
import { CODE_UNKNOWN, CODE_USED_BY_MOBILE, CODE_USED_UP } from '../../../shop-rules/messages/discounts';
import { type Cents, toCents } from '../../../shop-rules/money';
import { OrderRefusal } from '../placing/order-refusal';
import type { Queryable } from '../transaction';

export interface StoredDiscountCode {
  codeNo: number;
  terms: DiscountTerms;
  usesLimit: number | null;
  perMobileLimit: number | null;
  uses: number;
}

/** The discount an order carries: which code, what kind, how much off. */
export interface OrderDiscount {
  codeNo: number;
  code: string;
  kind: DiscountKind;
  amount: Cents;
  perMobileLimit: number | null;
}

export async function findDiscountCode(db: Queryable, text: string): Promise<StoredDiscountCode | null> {
  const code = normaliseCode(text);
  if (code === '') return null;
  const [row] = await db.select().from(discountCodes).where(eq(discountCodes.code, code));
  if (!row) return null;
  return {
    codeNo: row.codeNo,
    usesLimit: row.usesLimit,
    perMobileLimit: row.perMobileLimit,
    uses: row.uses,
    terms: {
      code: row.code,
      kind: row.kind,
      percentHundredths: row.percentHundredths,
      amountOff: toCents(row.amountOff),
      minimumOrder: toCents(row.minimumOrder),
      startsOn: row.startsOn,
      endsOn: row.endsOn,
      active: row.active,
      categoryNos: row.categoryNos,
      productNos: row.productNos,
    },
  };
}

/** Orders already placed with the code from this mobile (every order counts, cancelled ones too: 0036). */
export async function ordersByMobile(db: Queryable, codeNo: number, mobile: string): Promise<number> {
  if (mobile.trim() === '') return 0;
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.discountCodeNo, codeNo), eq(orders.customerMobile, mobile.trim())));
  return Number(row?.n ?? 0);
}

export async function usesOf(db: Queryable, stored: StoredDiscountCode, mobile: string): Promise<DiscountUses> {
  return {
    usesLimit: stored.usesLimit,
    uses: stored.uses,
    perMobileLimit: stored.perMobileLimit,
    mobileUses: stored.perMobileLimit === null ? 0 : await ordersByMobile(db, stored.codeNo, mobile),
  };
}

/** Prices the code of an order from the shop's own row; a code that does not apply refuses the order. */
export async function priceOrderDiscount(
  db: Queryable,
  input: { code: string; mobile: string; lines: DiscountLine[]; freight: Cents; today: string },
): Promise<OrderDiscount> {
  const stored = await findDiscountCode(db, input.code);
  if (!stored) throw new OrderRefusal(CODE_UNKNOWN);
  const uses = await usesOf(db, stored, input.mobile);
  const result = priceDiscount(stored.terms, { lines: input.lines, freight: input.freight, today: input.today }, uses);
  if (!result.applies) throw new OrderRefusal(result.reason);
  return {
    codeNo: stored.codeNo,
    code: stored.terms.code,
    kind: result.kind,
    amount: result.discount,
    perMobileLimit: stored.perMobileLimit,
  };
}

/**
 * Counts one use inside the order's transaction. The update raises uses only while it is under the
 * limit, and holds the code's row until the commit, so concurrent orders pass one at a time and a
 * limit of 10 sells exactly 10. The per-mobile count is read after that lock, so it sees every order
 * committed before it. Either refusal throws and the whole order rolls back.
 */
export async function claimDiscountUse(
  tx: Queryable,
  discount: OrderDiscount,
  mobile: string,
  orderNo: number,
): Promise<void> {
  const claimed = await tx
    .update(discountCodes)
    .set({ uses: sql`${discountCodes.uses} + 1` })
    .where(
      and(
        eq(discountCodes.codeNo, discount.codeNo),
        sql`(${discountCodes.usesLimit} IS NULL OR ${discountCodes.uses} < ${discountCodes.usesLimit})`,
      ),
    )
    .returning({ uses: discountCodes.uses });
  if (claimed.length === 0) throw new OrderRefusal(CODE_USED_UP);
  if (discount.perMobileLimit === null) return;
  const [row] = await tx
    .select({ n: count() })
    .from(orders)
    .where(
      and(
        eq(orders.discountCodeNo, discount.codeNo),
        eq(orders.customerMobile, mobile.trim()),
        sql`${orders.orderNo} <> ${orderNo}`,
      ),
    );
  if (Number(row?.n ?? 0) >= discount.perMobileLimit) throw new OrderRefusal(CODE_USED_BY_MOBILE);
}
