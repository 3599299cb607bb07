// Reorder: each line of an old order goes back into the cart through the cart module, with its
// quantity and variant, at today's price. Lines that cannot be added are named in the notice.
import { useCallback, useState } from 'react';
import type { OrderLine } from '../../../shop-rules/api/account';
import type { ProductDetail } from '../../../shop-rules/api/catalogue';
import { type AddResult, type CartApi, useCart, useCartPanel } from '../../cart';
import { useSnackbar } from '../../components/shell/snackbar';
import { ApiError, apiGet } from '../../lib/api';
import { failureText } from '../api-failure';

type Outcome = AddResult | 'gone';

async function addLine(cart: CartApi, line: OrderLine): Promise<Outcome> {
  let product: ProductDetail;
  try {
    product = await apiGet<ProductDetail>('/api/Product/loadproduct', { ProductNo: line.ProductNo });
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return 'gone';
    throw err;
  }
  const variant =
    line.ProductSKUNo === null
      ? null
      : (product.ProductSKUList.find((v) => v.ProductSKUNo === line.ProductSKUNo) ?? null);
  // A product sold in one variant only is added without naming it, as its card would.
  const named = product.ProductSKUList.length > 1 ? variant : null;
  return cart.add(product, { quantity: line.Quantity, variant: named });
}

const WHY: Record<Exclude<Outcome, 'added'>, string> = {
  'already-in-cart': 'is already in your cart',
  'sold-out': 'is sold out',
  'needs-variant': 'needs an option chosen on its product page',
  gone: 'is no longer sold',
};

export function reorderNotice(lines: OrderLine[], outcomes: Outcome[]): string {
  const added = outcomes.filter((o) => o === 'added').length;
  const notes = lines.flatMap((line, i) => {
    const o = outcomes[i]!;
    return o === 'added' ? [] : [`${line.ProductName} ${WHY[o]}.`];
  });
  const head =
    added === 0
      ? 'Nothing was added to your cart.'
      : `${added === 1 ? '1 product' : `${added} products`} added to your cart.`;
  return [head, ...notes].join(' ');
}

export function useReorder() {
  const cart = useCart();
  const panel = useCartPanel();
  const snackbar = useSnackbar();
  const [busy, setBusy] = useState(false);

  const reorder = useCallback(
    async (lines: OrderLine[]) => {
      setBusy(true);
      try {
        const outcomes: Outcome[] = [];
        // One after another: the cart's add() reads the cart as the previous add left it.
        for (const line of lines) outcomes.push(await addLine(cart, line));
        const added = outcomes.includes('added');
        snackbar.show(reorderNotice(lines, outcomes), added ? 'status' : 'alert');
        if (added) panel.setOpen(true);
      } catch (err) {
        snackbar.show(failureText(err), 'alert');
      } finally {
        setBusy(false);
      }
    },
    [cart, panel, snackbar],
  );
  return { reorder, busy };
}
