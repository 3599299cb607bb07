// Before the shopper reviews the cart, each line is checked against the catalogue: sold-out
// products and variants are marked and changed prices taken over (Rate keeps the old one).
import type { ProductDetail } from '../../shop-rules/api/catalogue';
import { ApiError, apiGet } from '../lib/api';
import type { CartState } from './cart-state';
import type { CartLine } from './cart-types';

/** A product as the catalogue answered, 'missing' when it no longer exists, absent when the call failed. */
export type CatalogueAnswers = Map<number, ProductDetail | 'missing'>;

function checkedLine(line: CartLine, product: ProductDetail | 'missing' | undefined): CartLine {
  if (product === undefined) return line;
  if (product === 'missing') return { ...line, IsSoldOut: 1 };
  const variant =
    line.ProductSKUNo === null ? undefined : product.ProductSKUList?.find((v) => v.ProductSKUNo === line.ProductSKUNo);
  const soldOut = !!product.IsSoldOut || !!variant?.IsSoldOut;
  return {
    ...line,
    IsSoldOut: soldOut ? 1 : 0,
    SalesPrice: Number(product.SalesPrice),
    SalesPrice2: Number(product.SalesPrice2) || 0,
    SalesPrice3: Number(product.SalesPrice3) || 0,
    SalesPrice5: Number(product.SalesPrice5) || 0,
    DiscountPercent: Number(product.DiscountPercent) || 0,
    FreeDelivery: Number(product.FreeDelivery) || 0,
    FreeDeliveryQuantity: Number(product.FreeDeliveryQuantity) || 0,
  };
}

export function applyCatalogueAnswers(state: CartState, answers: CatalogueAnswers): CartState {
  return { ...state, lines: state.lines.map((line) => checkedLine(line, answers.get(line.ProductNo))) };
}

export async function fetchCatalogueAnswers(productNos: readonly number[]): Promise<CatalogueAnswers> {
  const answers: CatalogueAnswers = new Map();
  await Promise.all(
    [...new Set(productNos)].map(async (no) => {
      try {
        // The catalogue as it is now: a copy the browser kept may hold the price before a change.
        answers.set(no, await apiGet<ProductDetail>('/api/Product/loadproduct', { ProductNo: no }, { fresh: true }));
      } catch (err) {
        if (err instanceof ApiError && err.status === 404) answers.set(no, 'missing');
        else console.error('Could not check cart product', no, err);
      }
    }),
  );
  return answers;
}

export function hasSoldOutLine(lines: readonly CartLine[]): boolean {
  return lines.some((l) => !!l.IsSoldOut);
}
