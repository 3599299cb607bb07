// The /cart page (docs/product.md#cart-page-and-panel): the lines with editable quantities, Cart Totals, and two
// shelves.

import { useEffect } from 'react';
import { Link } from 'react-router';
import { CART_EMPTY, ITEM_ADDED_TO_CART, ITEM_SOLD_OUT } from '../../shop-rules';
import { useSnackbar } from '../components/shell/snackbar';
import type { Route } from './+types/cart.route';
import { useAddFromLink } from './add-from-link';
import { useCart } from './cart-store';
import { CartTable } from './cart-table';
import { CartTotalsBox } from './cart-totals-box';
import { ProductShelf } from './product-shelf';
import './cart.css';
import { useParams } from 'react-router';
import { privatePageMeta } from '../lib/seo';

function CartPage({ productNo }: { productNo?: string }) {
  const cart = useCart();
  const snackbar = useSnackbar();
  const { ready, refresh } = cart;

  useAddFromLink(productNo, '/cart', (product) => {
    const result = cart.add(product);
    if (result === 'needs-variant') return `/productdetails/${product.ProductNo}`;
    if (result === 'sold-out') snackbar.show(ITEM_SOLD_OUT, 'alert');
    else snackbar.show(ITEM_ADDED_TO_CART);
  });

  useEffect(() => {
    if (ready) void refresh();
  }, [ready, refresh]);

  return (
    <div className="cart-page">
      <h1>Shopping Cart</h1>
      {!ready ? (
        <p className="cart-page__loading" aria-busy="true">
          Loading your cart…
        </p>
      ) : cart.lines.length === 0 ? (
        <div className="cart-page__empty">
          <p>{CART_EMPTY}</p>
          <Link to="/" className="cart-action">
            Continue Shopping
          </Link>
        </div>
      ) : (
        <div className="cart-page__body">
          <div className="cart-page__table">
            <CartTable />
          </div>
          <CartTotalsBox />
        </div>
      )}
      <ProductShelf kind="BestSellers" title="Best Sellers" />
      <ProductShelf kind="NewProducts" title="New Products" />
    </div>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta('Shopping Cart', matches);
}

export default function CartRoute() {
  const { ProductNo } = useParams();
  return <CartPage productNo={ProductNo} />;
}
