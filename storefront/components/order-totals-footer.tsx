// The totals under an order's lines: Sub-Total, Freight (or Freight (pickup)), the discount code's
// line when one was used, and Total. The back office's order table and the VAT invoice both end so.
import type { ReactNode } from 'react';
import { orderDiscountLabel } from '../../shop-rules/discount-codes';
import { type Cents, ttCents } from '../../shop-rules/money';

export interface OrderTotals {
  subTotal: Cents;
  freight: Cents;
  /** The delivery area's extra charge and the area's name (decision 0080); a line only when above 0. */
  areaCharge?: Cents;
  areaName?: string | null;
  isPickup: boolean;
  discountCode: string | null | undefined;
  discount: Cents;
  total: Cents;
}

/** `labelColumns`: how many columns each row's label spans, the amount taking the last. */
export function OrderTotalsFooter({ totals: t, labelColumns }: { totals: OrderTotals; labelColumns: number }) {
  const row = (label: string, amount: ReactNode) => (
    <tr>
      <th scope="row" colSpan={labelColumns} className="num">
        {label}
      </th>
      <td className="num">{amount}</td>
    </tr>
  );
  return (
    <tfoot>
      {row('Sub-Total', ttCents(t.subTotal))}
      {row(t.isPickup ? 'Freight (pickup)' : 'Freight', ttCents(t.freight))}
      {t.areaCharge ? row(`Delivery to ${t.areaName ?? 'the area'}`, ttCents(t.areaCharge)) : null}
      {t.discountCode ? row(orderDiscountLabel(t.discountCode), ttCents(-t.discount)) : null}
      {row('Total', <strong>{ttCents(t.total)}</strong>)}
    </tfoot>
  );
}
