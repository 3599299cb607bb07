// Adding what the cart already holds (docs/decisions/0060): the line stays as it is; the notice says so
// and offers the quantity the shopper asked for, or the cart where it can be changed.
import type { NavigateFunction } from 'react-router';
import type { ProductVariant } from '../../shop-rules/api/catalogue';
import { alreadyInCart, QUANTITY_SET, setQuantityTo, VIEW_CART } from '../../shop-rules/messages/shop';
import type { SnackbarApi } from '../components/shell/snackbar';
import { lineFromProduct, lineKey } from './cart-line';
import type { CartApi, CartProduct } from './cart-types';

export function offerQuantity(o: {
  cart: CartApi;
  snackbar: SnackbarApi;
  navigate: NavigateFunction;
  product: CartProduct;
  variant: ProductVariant | null;
  quantity: number;
}) {
  const key = lineKey(lineFromProduct(o.product, 1, o.variant));
  const held = o.cart.lines.find((l) => lineKey(l) === key)?.Quantity ?? o.quantity;
  const action =
    held === o.quantity
      ? { label: VIEW_CART, run: () => void o.navigate('/cart') }
      : {
          label: setQuantityTo(o.quantity),
          run: () => {
            o.cart.setQuantity(key, o.quantity);
            o.snackbar.show(QUANTITY_SET);
          },
        };
  o.snackbar.show(alreadyInCart(o.product.ProductName, held), 'status', action);
}
