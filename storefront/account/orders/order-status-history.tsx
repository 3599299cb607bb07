import type { OrderDetail } from '../../../shop-rules/api/account';

/** The order's status changes: date added, status, comment. */
export function OrderStatusHistory({ order }: { order: OrderDetail }) {
  return (
    <section aria-labelledby="order-status-history" className="account-section">
      <h2 id="order-status-history" className="account-section__title">
        Order History
      </h2>
      <div className="table-scroll" role="region" aria-labelledby="order-status-history" tabIndex={0}>
        <table className="account-table account-table--cards">
          <thead>
            <tr>
              <th scope="col">Date Added</th>
              <th scope="col">Status</th>
              <th scope="col">Comment</th>
            </tr>
          </thead>
          <tbody>
            {order.History.map((h, i) => (
              <tr key={i}>
                <td data-label="Date Added">{h.DateAdded}</td>
                <td data-label="Status">{h.Status}</td>
                <td data-label="Comment">{h.Comment}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
