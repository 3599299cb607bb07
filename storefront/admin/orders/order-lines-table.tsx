import type { OrderPage } from '../../../server/storefront-context';
import { ttCents } from '../../../shop-rules/money';
import { lineDiscount } from '../../../shop-rules/pricing';
import { OrderTotalsFooter } from '../../components/order-totals-footer';
import { TableScroll } from '../shared/table-scroll';

/** The order's lines and totals; the order page and the packing slip show the same table. */
export function OrderLinesTable({ page }: { page: Pick<OrderPage, 'lines' | 'order'> }) {
  const { order, lines } = page;
  return (
    <TableScroll label="Products and totals">
      <table className="admin-table">
        <caption>Products</caption>
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col">Colour, size</th>
            <th scope="col">Barcode</th>
            <th scope="col" className="num">
              Quantity
            </th>
            <th scope="col" className="num">
              Unit price
            </th>
            <th scope="col" className="num">
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((l) => (
            <tr key={l.lineNo}>
              <td>
                {l.name} <span className="admin-hint">(no. {l.productNo})</span>
              </td>
              <td>{l.option}</td>
              <td>{l.barcode}</td>
              <td className="num">{l.quantity}</td>
              <td className="num">{ttCents(l.unitPrice)}</td>
              <td className="num">
                {ttCents(l.lineTotal)}
                <LineDiscountNote cents={lineDiscount(l.unitPrice, l.quantity, l.lineTotal)} />
              </td>
            </tr>
          ))}
        </tbody>
        <OrderTotalsFooter
          labelColumns={5}
          totals={{
            subTotal: order.itemTotal,
            freight: order.freight,
            areaCharge: order.areaCharge,
            areaName: order.areaName,
            isPickup: order.isPickup,
            discountCode: order.discountCode,
            discount: order.discount,
            total: order.total,
          }}
        />
      </table>
    </TableScroll>
  );
}

/** A discounted line's discount as its own amount, on the order page and the invoice. */
function LineDiscountNote({ cents }: { cents: number }) {
  if (cents === 0) return null;
  return <span className="admin-hint line-discount">Discount −{ttCents(cents)}</span>;
}
