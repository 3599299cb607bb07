// The discount code on the checkout and direct order pages (docs/product.md#discount-codes): the server
// says whether the code can be used and sends its terms; the page prices it with the shared module,
// again whenever the cart changes, exactly as the server will when the order arrives.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { toCents } from '../../../shop-rules';
import type { CheckDiscountCodeAnswer } from '../../../shop-rules/api/discounts';
import {
  type DiscountResult,
  type DiscountTerms,
  normaliseCode,
  priceDiscount,
} from '../../../shop-rules/discount-codes';
import { CODE_REQUIRED } from '../../../shop-rules/messages/discounts';
import { shopDay } from '../../../shop-rules/shop-time';
import type { CartLine } from '../../cart/cart-types';
import { apiPost } from '../../lib/api';

export interface AppliedCode {
  terms: DiscountTerms;
  categories: Record<string, number>;
  /** The products the answer was asked for: a product added later makes the page ask again. */
  askedFor: readonly number[];
}

export interface DiscountCodeState {
  text: string;
  setText(text: string): void;
  checking: boolean;
  /** Why the code typed cannot be used; null when there is nothing to say. */
  problem: string | null;
  /** The code's price for this cart; null when no code is applied. */
  result: DiscountResult | null;
  apply(): Promise<void>;
  remove(): void;
  /** What the order sends: the code, only while it applies. */
  codeToSend: string | null;
  discount: number;
}

export function useDiscountCode(
  lines: readonly CartLine[],
  freight: number,
  mobile: string,
  post: typeof apiPost = apiPost,
  /** A code the page was opened with (a checkout link's `coupon=`): applied once the cart has lines. */
  openedWith: string | null = null,
): DiscountCodeState {
  const [text, setText] = useState(openedWith ?? '');
  const [checking, setChecking] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [applied, setApplied] = useState<AppliedCode | null>(null);

  const apply = useCallback(async () => {
    const code = normaliseCode(text);
    if (code === '') {
      setApplied(null);
      setRefusal(CODE_REQUIRED);
      return;
    }
    setChecking(true);
    try {
      const askedFor = lines.map((l) => l.ProductNo);
      const answer = await post<CheckDiscountCodeAnswer>('/api/shop/CheckDiscountCode', {
        Code: code,
        CustomerMobile: mobile.trim(),
        ProductNos: askedFor,
      });
      if (answer.success) {
        setApplied({ terms: answer.Terms, categories: answer.ProductCategories, askedFor });
        setRefusal(null);
      } else {
        setApplied(null);
        setRefusal(answer.msg);
      }
    } catch (err) {
      setApplied(null);
      setRefusal(err instanceof Error ? err.message : String(err));
    } finally {
      setChecking(false);
    }
  }, [text, mobile, lines, post]);

  // A code for some categories must know the category of every product in the cart.
  const unknownProduct = applied !== null && lines.some((l) => !applied.askedFor.includes(l.ProductNo));
  useEffect(() => {
    if (unknownProduct && !checking) void apply();
  }, [unknownProduct, checking, apply]);

  const triedOpenedWith = useRef(false);
  useEffect(() => {
    if (!openedWith || triedOpenedWith.current || lines.length === 0) return;
    triedOpenedWith.current = true;
    void apply();
  }, [openedWith, lines.length, apply]);

  const remove = useCallback(() => {
    setApplied(null);
    setRefusal(null);
    setText('');
  }, []);

  const result = useMemo(() => {
    if (!applied) return null;
    return priceDiscount(applied.terms, {
      lines: lines.map((l) => ({
        productNo: l.ProductNo,
        categoryNo: applied.categories[String(l.ProductNo)] ?? null,
        total: toCents(l.TotalAmount),
      })),
      freight: toCents(freight),
      today: shopDay(),
    });
  }, [applied, lines, freight]);

  const applies = result?.applies === true;
  return {
    text,
    setText,
    checking,
    problem: refusal ?? (result && !result.applies ? result.reason : null),
    result,
    apply,
    remove,
    codeToSend: applies ? result.code : null,
    discount: applies ? result.discount : 0,
  };
}
