import type { OrderDetail } from '../../shop-rules/api/account';

/** The order's status changes: date added, status, comment. */
export function OrderStatusHistory({ order }: { order: OrderDetail }) {
  return (
    <section aria-labelledby="order-status-history" className="account-section">
      <h2 id="order-status-history" className="account-section__title">
        Order History
      </h2>
      <div className="table-scroll" role="region" aria-labelledby="order-status-history" tabIndex={0}>
        <table className="account-table">
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
                <td>{h.DateAdded}</td>
                <td>{h.Status}</td>
                <td>{h.Comment}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
