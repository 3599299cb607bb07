import { Link } from 'react-router';
import { formatTT, toCents } from '../../shop-rules';
import { CartIsland } from './cart-island';
import { hasSoldOutLine } from './cart-refresh';
import { useCart } from './cart-store';
import { SoldOutNote } from './sold-out-note';

export function CartTotalsBox() {
  const { totals, lines } = useCart();
  const blocked = hasSoldOutLine(lines);
  return (
    <section className="cart-totals" aria-labelledby="cart-totals-title">
      <h2 id="cart-totals-title">Cart Totals</h2>
      <CartIsland />
      <dl>
        <div>
          <dt>Sub-Total</dt>
          <dd>{formatTT(toCents(totals.ItemTotal))}</dd>
        </div>
        <div>
          <dt>Freight</dt>
          <dd>{formatTT(toCents(totals.Freight))}</dd>
        </div>
        <div className="cart-totals__grand">
          <dt>Total</dt>
          <dd>{formatTT(toCents(totals.ItemGrandTotal))}</dd>
        </div>
      </dl>
      <SoldOutNote lines={lines} />
      {blocked ? (
        <button type="button" className="cart-action" disabled>
          Checkout
        </button>
      ) : (
        <Link to="/checkout" className="cart-action">
          Checkout
        </Link>
      )}
    </section>
  );
}
