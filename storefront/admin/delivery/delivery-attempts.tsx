// An order's delivery attempts on its page (decision 0081): when, which driver, what happened, the
// proof kept; the delivery day and the road state above them.
import type { OrderPage } from '../../../server/storefront-context';
import { MAX_ATTEMPTS } from '../../../shop-rules/delivery/attempts';
import { dayInWords } from '../../../shop-rules/delivery/delivery-days';
import { when } from '../shared/money';
import { TableScroll } from '../shared/table-scroll';

export function DeliveryAttempts({ page }: { page: Pick<OrderPage, 'order' | 'deliveryAttempts'> }) {
  const o = page.order;
  if (o.isPickup || (page.deliveryAttempts.length === 0 && !o.deliveryDate)) return null;
  return (
    <section className="admin-panel" aria-labelledby="road-heading">
      <h2 id="road-heading">Delivery</h2>
      {o.deliveryDate ? <p>Delivery day: {dayInWords(o.deliveryDate)}</p> : null}
      {o.roadState === 'returning' ? (
        <p className="admin-note admin-note--info">
          {MAX_ATTEMPTS} attempts failed: coming back to the shop. Mark it received back under Delivery runs.
        </p>
      ) : o.roadState === 'received-back' ? (
        <p>Received back after {MAX_ATTEMPTS} attempts; its stock is restored.</p>
      ) : null}
      {page.deliveryAttempts.length > 0 ? (
        <TableScroll label="Delivery attempts" cards>
          <table className="admin-table">
            <caption>Every attempt at the door, oldest first</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Driver</th>
                <th scope="col">What happened</th>
                <th scope="col">Proof</th>
              </tr>
            </thead>
            <tbody>
              {page.deliveryAttempts.map((a) => (
                <tr key={a.attemptNo}>
                  <td>{when(a.at)}</td>
                  <td>{a.driver}</td>
                  <td>{a.what}</td>
                  <td>
                    {a.hasPhoto ? (
                      <a
                        href={`/admin/orders/${o.orderNo}/delivery-photos/${a.attemptNo}`}
                        target="_blank"
                        rel="noreferrer"
                      >
                        Photo of attempt {a.attemptNo}
                      </a>
                    ) : (
                      'None'
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      ) : null}
    </section>
  );
}
