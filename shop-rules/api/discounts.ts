// POST /api/shop/CheckDiscountCode: whether a code can be used, and its terms, so the page prices it with
// shop-rules/discount-codes.ts exactly as the server will when the order is placed.
import type { DiscountTerms } from '../discount-codes';

export interface CheckDiscountCodeRequest {
  Code: string;
  /** The shopper's mobile, when typed: the per-mobile limit is checked with it. */
  CustomerMobile?: string;
  /** The products in the cart, so the answer can say which categories they are in. */
  ProductNos?: number[];
}

export type CheckDiscountCodeAnswer =
  | {
      success: true;
      msg: string;
      Terms: DiscountTerms;
      /** The category of each product asked about, for codes limited to some categories. */
      ProductCategories: Record<string, number>;
    }
  | { success: false; msg: string };
