import type { OrderDetail } from '../../../shop-rules/api/account';
import { formatTT, toCents } from '../../../shop-rules/money';

/** Money the shop gave back on the order (docs/product.md#refunds); nothing when there is none. */
export function OrderRefunds({ order }: { order: OrderDetail }) {
  if (!order.Refunds?.length) return null;
  return (
    <section aria-labelledby="order-refunds" className="account-section">
      <h2 id="order-refunds" className="account-section__title">
        Refunds
      </h2>
      <p>Refunded in all: {formatTT(toCents(order.Refunded))}</p>
      <div className="table-scroll" role="region" aria-labelledby="order-refunds" tabIndex={0}>
        <table className="account-table account-table--cards">
          <thead>
            <tr>
              <th scope="col">Date Added</th>
              <th scope="col">Amount</th>
              <th scope="col">Refunded by</th>
              <th scope="col">Reason</th>
            </tr>
          </thead>
          <tbody>
            {order.Refunds.map((r, i) => (
              <tr key={i}>
                <td data-label="Date Added">{r.DateAdded}</td>
                <td data-label="Amount">{formatTT(toCents(r.Amount))}</td>
                <td data-label="Refunded by">{r.Method}</td>
                <td data-label="Reason">
                  {r.Reason}
                  {r.RmaNo ? ` (return #${r.RmaNo})` : ''}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
