// The sticky 'Your Order' box beside the checkout form.
import type { ReactNode } from 'react';
import type { CartTotalsInDollars } from '../../shop-rules';
import { formatTT, NO_PRODUCTS_IN_CART, toCents } from '../../shop-rules';
import type { CardFeeStructure } from '../../shop-rules/card-fee';
import { lineKey } from '../cart/cart-line';
import type { CartLine } from '../cart/cart-types';
import { LineNotices } from '../cart/line-details';
import { LineImage } from '../cart/line-image';
import { LineDiscount } from '../components/line-discount';
import { DiscountTotalRow } from './fields/discount-code-field';
import type { DiscountCodeState } from './fields/use-discount-code';
import { CardChargeRows } from './payment/card-fee-note';

export function OrderSummary({
  lines,
  totals,
  ready = true,
  cardFee,
  discount,
  areaCharge,
  children,
}: {
  lines: CartLine[];
  totals: CartTotalsInDollars;
  ready?: boolean;
  /** Paying by card: the fee and what the card is charged are shown under the total. */
  cardFee?: CardFeeStructure;
  /** The discount code, shown as its own line and taken off the total. */
  discount?: DiscountCodeState;
  /** The delivery area's extra charge, its own line (decision 0080). */
  areaCharge?: { label: string; cents: number } | null;
  children?: ReactNode;
}) {
  const total = toCents(totals.ItemGrandTotal) - (discount?.discount ?? 0) + (areaCharge?.cents ?? 0);
  return (
    <aside className="order-summary" aria-labelledby="order-summary-title">
      <h2 id="order-summary-title">Your Order</h2>
      {!ready ? <p aria-busy="true">Loading your cart…</p> : lines.length === 0 ? <p>{NO_PRODUCTS_IN_CART}</p> : null}
      <ul className="order-summary__lines">
        {lines.map((line) => (
          <li key={lineKey(line)} className="order-summary__line">
            <LineImage line={line} size={56} />
            <div className="order-summary__text">
              <span className="order-summary__name">{line.ProductName}</span>
              {line.Color ? <span className="order-summary__option">Colour: {line.Color}</span> : null}
              {line.Size ? <span className="order-summary__option">Size: {line.Size}</span> : null}
              <span className="order-summary__option">Quantity: {line.Quantity}</span>
              <LineNotices line={line} />
            </div>
            <span className="order-summary__amount">
              {formatTT(toCents(line.TotalAmount))}
              <LineDiscount
                unitPrice={toCents(line.SalesPrice)}
                quantity={line.Quantity}
                total={toCents(line.TotalAmount)}
              />
            </span>
          </li>
        ))}
      </ul>
      <dl className="order-summary__totals">
        <div>
          <dt>Sub-Total</dt>
          <dd>{formatTT(toCents(totals.ItemTotal))}</dd>
        </div>
        <div>
          <dt>Freight</dt>
          <dd>{formatTT(toCents(totals.Freight))}</dd>
        </div>
        {areaCharge && areaCharge.cents > 0 ? (
          <div>
            <dt>{areaCharge.label}</dt>
            <dd>{formatTT(areaCharge.cents)}</dd>
          </div>
        ) : null}
        {discount ? <DiscountTotalRow state={discount} /> : null}
        <div className="order-summary__grand">
          <dt>Total</dt>
          <dd>{formatTT(total)}</dd>
        </div>
        {cardFee ? <CardChargeRows total={total} structure={cardFee} /> : null}
      </dl>
      {children}
    </aside>
  );
}
