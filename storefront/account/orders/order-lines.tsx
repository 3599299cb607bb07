// The products of an order, with Reorder and Return for each line, and the order's totals.

import { Link } from 'react-router';
import type { OrderDetail, OrderLine } from '../../../shop-rules/api/account';
import { orderDiscountLabel } from '../../../shop-rules/discount-codes';
import { RETURNS_OPEN_ON_ARRIVAL } from '../../../shop-rules/messages/account';
import { CARD_CHARGED_LABEL, CARD_FEE_LABEL } from '../../../shop-rules/messages/payments';
import { toCents, ttDollars as tt } from '../../../shop-rules/money';
import { LineDiscount } from '../../components/line-discount';
import { ShoppingCart } from '../../components/shell/icons';
import { RotateCcw } from '../../components/shell/more-icons';
import { useReorder } from './reorder';

export function returnPath(orderId: number, line: OrderLine): string {
  const q = new URLSearchParams({ orderId: String(orderId), product: String(line.ProductNo) });
  if (line.ProductSKUNo !== null) q.set('sku', String(line.ProductSKUNo));
  return `/productreturn?${q}`;
}

function lineName(line: OrderLine): string {
  return [line.ProductName, line.Color, line.Size].filter(Boolean).join(', ');
}

export function OrderLines({ order }: { order: OrderDetail }) {
  const { reorder, busy } = useReorder();
  return (
    <section aria-labelledby="order-products" className="account-section">
      <h2 id="order-products" className="account-section__title">
        Products
      </h2>
      <div className="table-scroll" role="region" aria-labelledby="order-products" tabIndex={0}>
        <table className="account-table account-table--cards">
          <thead>
            <tr>
              <th scope="col">Product Name</th>
              <th scope="col">Model</th>
              <th scope="col" className="num">
                Quantity
              </th>
              <th scope="col" className="num">
                Price
              </th>
              <th scope="col" className="num">
                Total
              </th>
              <th scope="col">Action</th>
            </tr>
          </thead>
          <tbody>
            {order.Lines.map((line, i) => (
              <tr key={`${line.ProductNo}-${line.ProductSKUNo ?? 0}-${i}`}>
                <th scope="row" className="account-table__title">
                  <Link to={`/productdetails/${line.ProductNo}`} className="tap-target">
                    {line.ProductName}
                  </Link>
                  {line.Color ? <small className="line-option">Colour: {line.Color}</small> : null}
                  {line.Size ? <small className="line-option">Size: {line.Size}</small> : null}
                </th>
                <td data-label="Model">{line.Model}</td>
                <td data-label="Quantity" className="num">
                  {line.Quantity}
                </td>
                <td data-label="Price" className="num">
                  {tt(line.Price)}
                </td>
                <td data-label="Total" className="num">
                  {tt(line.Total)}
                  <LineDiscount unitPrice={toCents(line.Price)} quantity={line.Quantity} total={toCents(line.Total)} />
                </td>
                <td className="account-table__actions">
                  <div className="line-actions">
                    <button
                      type="button"
                      className="icon-button has-tooltip"
                      disabled={busy}
                      onClick={() => reorder([line])}
                      aria-label={`Reorder ${lineName(line)}`}
                    >
                      <ShoppingCart aria-hidden="true" size={20} />
                      <span className="tooltip" aria-hidden="true">
                        Reorder
                      </span>
                    </button>
                    {order.Status !== 'Arrived' ? null : (
                      <Link
                        to={returnPath(order.OrderId, line)}
                        className="icon-button has-tooltip"
                        aria-label={`Return ${lineName(line)}`}
                      >
                        <RotateCcw aria-hidden="true" size={20} />
                        <span className="tooltip" aria-hidden="true">
                          Return
                        </span>
                      </Link>
                    )}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={4}>
                Sub-Total
              </th>
              <td className="num">{tt(order.SubTotal)}</td>
              <td />
            </tr>
            <tr>
              <th scope="row" colSpan={4}>
                {order.ShippingMethod}
              </th>
              <td className="num">{tt(order.Shipping)}</td>
              <td />
            </tr>
            {order.AreaCharge ? (
              <tr>
                <th scope="row" colSpan={4}>
                  Delivery area charge
                </th>
                <td className="num">{tt(order.AreaCharge)}</td>
                <td />
              </tr>
            ) : null}
            {order.DiscountCode ? (
              <tr>
                <th scope="row" colSpan={4}>
                  {orderDiscountLabel(order.DiscountCode)}
                </th>
                <td className="num">{tt(-order.Discount)}</td>
                <td />
              </tr>
            ) : null}
            <tr>
              <th scope="row" colSpan={4}>
                Total
              </th>
              <td className="num">{tt(order.Total)}</td>
              <td />
            </tr>
            {order.Charged !== undefined && order.CardFee !== undefined ? (
              <>
                <tr>
                  <th scope="row" colSpan={4}>
                    {CARD_FEE_LABEL}
                  </th>
                  <td className="num">{tt(order.CardFee)}</td>
                  <td />
                </tr>
                <tr>
                  <th scope="row" colSpan={4}>
                    {CARD_CHARGED_LABEL}
                  </th>
                  <td className="num">{tt(order.Charged)}</td>
                  <td />
                </tr>
              </>
            ) : null}
          </tfoot>
        </table>
      </div>
      {order.Status === 'Cancelled' || order.Status === 'Arrived' ? null : (
        <p className="field-hint">{RETURNS_OPEN_ON_ARRIVAL}</p>
      )}
      <button type="button" className="button" disabled={busy} onClick={() => reorder(order.Lines)}>
        <ShoppingCart aria-hidden="true" size={18} /> Reorder all products
      </button>
    </section>
  );
}
