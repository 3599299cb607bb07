import { formatTT, priceLine, toCents } from '../../shop-rules';
import { discountOncePerLine } from '../../shop-rules/messages/delivery';
import { LineDiscount } from '../components/line-discount';
import { Trash2 } from '../components/shell/more-icons';
import { lineKey } from './cart-line';
import { useCart } from './cart-store';
import type { CartLine } from './cart-types';
import { LineDetails } from './line-details';
import { LineImage } from './line-image';
import { QuantityInput } from './quantity-input';

export function CartTable() {
  const cart = useCart();
  return (
    <table className="cart-table">
      <caption className="visually-hidden">Products in your cart</caption>
      <thead>
        <tr>
          <th scope="col">
            <span className="visually-hidden">Remove</span>
          </th>
          <th scope="col">
            <span className="visually-hidden">Image</span>
          </th>
          <th scope="col">Product</th>
          <th scope="col">Quantity</th>
          <th scope="col">Price</th>
          <th scope="col">Total</th>
        </tr>
      </thead>
      <tbody>
        {cart.lines.map((line) => {
          const key = lineKey(line);
          return (
            <tr key={key} className={line.IsSoldOut ? 'cart-table__row--sold-out' : undefined}>
              <td data-label="Remove">
                <button
                  type="button"
                  className="cart-icon-button"
                  aria-label={`Remove ${line.ProductName}`}
                  onClick={() => cart.remove(key)}
                >
                  <Trash2 aria-hidden="true" size={20} />
                </button>
              </td>
              <td className="cart-table__image">
                <LineImage line={line} size={72} />
              </td>
              <td data-label="Product">
                <LineDetails line={line} />
                {/* Beside the product, so the Total cell holds the line's total alone. */}
                <LineDiscount
                  unitPrice={toCents(line.SalesPrice)}
                  quantity={line.Quantity}
                  total={toCents(line.TotalAmount)}
                />
                <OncePerLine line={line} />
              </td>
              <td data-label="Quantity">
                <QuantityInput
                  value={line.Quantity}
                  onChange={(q) => cart.setQuantity(key, q)}
                  label={`Quantity of ${line.ProductName}`}
                />
              </td>
              <td data-label="Price">{formatTT(toCents(line.SalesPrice))}</td>
              <td data-label="Total">{formatTT(toCents(line.TotalAmount))}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** A percent discount on more than one unit: it came off once, for the line (docs/decisions/0060). */
function OncePerLine({ line }: { line: CartLine }) {
  if (line.Quantity < 2 || !(Number(line.DiscountPercent) > 0)) return null;
  const price = priceLine(line, line.Quantity);
  if (price.rule !== 'unit' || price.discount === 0) return null;
  return <small className="line-discount">{discountOncePerLine(Number(line.DiscountPercent), price.discount)}</small>;
}
