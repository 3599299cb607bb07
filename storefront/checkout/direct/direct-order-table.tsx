// The direct order page's cart table (docs/product.md#direct-order-page): one product with an editable quantity.
import { type CartTotalsInDollars, formatTT, toCents } from '../../../shop-rules';
import { variantLabel } from '../../cart/cart-line';
import type { CartLine } from '../../cart/cart-types';
import { LineNotices } from '../../cart/line-details';
import { LineImage } from '../../cart/line-image';
import { QuantityInput } from '../../cart/quantity-input';
import { DiscountTotalRow } from '../fields/discount-code-field';
import type { DiscountCodeState } from '../fields/use-discount-code';

export function DirectOrderTable({
  lines,
  totals,
  onQuantity,
  discount,
}: {
  lines: CartLine[];
  totals: CartTotalsInDollars;
  onQuantity(q: number): void;
  discount?: DiscountCodeState;
}) {
  return (
    <div className="direct-order__cart">
      <table className="cart-table">
        <caption>Shopping Cart</caption>
        <thead>
          <tr>
            <th scope="col">S.No</th>
            <th scope="col">Image</th>
            <th scope="col">Product Name/Desc</th>
            <th scope="col">Barcode</th>
            <th scope="col">Quantity</th>
            <th scope="col">UnitPrice</th>
            <th scope="col">Total</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, i) => (
            <tr key={line.ProductNo}>
              <td>{i + 1}</td>
              <td>
                <LineImage line={line} size={64} />
              </td>
              <td>
                <div className="line-details">
                  <span className="line-details__name">{line.ProductName}</span>
                  {variantLabel(line) ? <span className="line-details__option">{variantLabel(line)}</span> : null}
                  <LineNotices line={line} />
                </div>
              </td>
              <td>{line.Barcode}</td>
              <td>
                <QuantityInput value={line.Quantity} onChange={onQuantity} label={`Quantity of ${line.ProductName}`} />
              </td>
              <td>{formatTT(toCents(line.SalesPrice))}</td>
              <td>{formatTT(toCents(line.TotalAmount))}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="order-summary__totals direct-order__totals">
        <div>
          <dt>Sub Total</dt>
          <dd>{formatTT(toCents(totals.ItemTotal))}</dd>
        </div>
        <div>
          <dt>Freight</dt>
          <dd>{formatTT(toCents(totals.Freight))}</dd>
        </div>
        {discount ? <DiscountTotalRow state={discount} /> : null}
        <div className="order-summary__grand">
          <dt>Total</dt>
          <dd>{formatTT(toCents(totals.ItemGrandTotal) - (discount?.discount ?? 0))}</dd>
        </div>
      </dl>
    </div>
  );
}
