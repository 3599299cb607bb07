import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { ProductVariant } from '../../shop-rules/api/catalogue';
import {
  ADD_TO_CART,
  ITEM_ADDED_TO_CART,
  ITEM_SOLD_OUT,
  SELECT_OPTION_FIRST,
  SOLD_OUT,
} from '../../shop-rules/messages/shop';
import { ShoppingCart } from '../components/shell/icons';
import { useSnackbar } from '../components/shell/snackbar';
import { CAPTION_REVERT_MS } from '../lib/ui-timing-and-layout';
import { useCart } from './cart-store';
import type { CartProduct } from './cart-types';

export interface AddToCartButtonProps {
  product: CartProduct;
  /** Units to add; a card adds 1. */
  quantity?: number;
  /**
   * The chosen option. Leave it out on a card: a product with several options then opens its page.
   * The product page passes null while no option is chosen, which asks the shopper to pick one.
   */
  variant?: ProductVariant | null;
  onAdded?(): void;
  className?: string;
}

export function AddToCartButton({ product, quantity = 1, variant, onAdded, className }: AddToCartButtonProps) {
  const cart = useCart();
  const snackbar = useSnackbar();
  const navigate = useNavigate();
  const [justAdded, setJustAdded] = useState(false);

  useEffect(() => {
    if (!justAdded) return;
    const timer = setTimeout(() => setJustAdded(false), CAPTION_REVERT_MS);
    return () => clearTimeout(timer);
  }, [justAdded]);

  function add() {
    const result = cart.add(product, { quantity, variant });
    if (result === 'sold-out') return snackbar.show(ITEM_SOLD_OUT, 'alert');
    if (result === 'needs-variant') {
      const onProductPage = variant !== undefined || 'ProductSKUList' in product;
      if (onProductPage) return snackbar.show(SELECT_OPTION_FIRST, 'alert');
      return void navigate(`/productdetails/${product.ProductNo}`);
    }
    // A line already in the cart stays as it is (docs/product.md#adding-to-the-cart): the shopper is told so,
    // and offered the quantity they asked for, or the cart where it can be changed (docs/decisions/0060).
    if (result === 'already-in-cart') {
      // Loaded when it happens: a first visit carries none of it.
      void import('./already-in-cart').then(({ offerQuantity }) =>
        offerQuantity({ cart, snackbar, navigate, product, variant: variant ?? null, quantity }),
      );
      return;
    }
    setJustAdded(true);
    snackbar.show(ITEM_ADDED_TO_CART);
    onAdded?.();
  }

  // A sold-out product or option says so on the button; pressing it still answers with the spec's
  // message, so the button stays focusable and is only marked unavailable.
  const soldOut = isSoldOut(product, variant);
  return (
    <button
      type="button"
      className={['add-to-cart', soldOut && 'is-sold-out', className].filter(Boolean).join(' ')}
      aria-disabled={soldOut || undefined}
      onClick={add}
    >
      <ShoppingCart aria-hidden="true" size={18} />
      <span>{soldOut ? SOLD_OUT : justAdded ? ITEM_ADDED_TO_CART : ADD_TO_CART}</span>
    </button>
  );
}

/** The product, or the option chosen, cannot be ordered. */
export function isSoldOut(product: CartProduct, variant: ProductVariant | null | undefined): boolean {
  return Boolean(product.IsSoldOut) || Boolean(variant?.IsSoldOut);
}
