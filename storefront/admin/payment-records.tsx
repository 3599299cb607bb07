import type { OrderPage } from '../../server/storefront-context';
import { ttCents } from '../../shop-rules/money';
import { when } from './money';
import { StatusBadge } from './status-badge';
import { TableScroll } from './table-scroll';

type Payment = OrderPage['payments'][number];

/** Payments with WiPay's raw answer folded away. */
export function PaymentRecords({
  payments,
  caption,
}: {
  payments: (Payment & { orderNo?: number })[];
  caption: string;
}) {
  if (payments.length === 0) return <p>No payment recorded.</p>;
  return (
    <TableScroll label="Payment records">
      <table className="admin-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Payment</th>
            {payments[0]!.orderNo !== undefined ? <th scope="col">Order</th> : null}
            <th scope="col">Provider</th>
            <th scope="col">Status</th>
            <th scope="col">Payment reference</th>
            <th scope="col" className="num">
              Order total
            </th>
            <th scope="col" className="num">
              Charged
            </th>
            <th scope="col">Card and note</th>
            <th scope="col">Updated</th>
            <th scope="col">WiPay’s full reply</th>
          </tr>
        </thead>
        <tbody>
          {payments.map((p) => (
            <tr key={p.paymentNo}>
              <td>{p.paymentNo}</td>
              {p.orderNo !== undefined ? (
                <td>
                  <a href={`/admin/orders/${p.orderNo}`}>{p.orderNo}</a>
                </td>
              ) : null}
              <td>{p.provider === 'wipay' ? 'WiPay' : p.provider === 'cash' ? 'Cash' : 'Bank transfer'}</td>
              <td>
                <StatusBadge status={p.status} />
                {p.testMode ? (
                  <>
                    {' '}
                    <span className="admin-badge admin-badge--test">Test payment</span>
                  </>
                ) : null}
              </td>
              <td>{p.transactionId ?? ''}</td>
              <td className="num">{ttCents(p.originalTotal)}</td>
              <td className="num">{p.chargedTotal === null ? '' : `${ttCents(p.chargedTotal)} ${p.currency}`}</td>
              <td>{[p.card, p.message].filter(Boolean).join(' · ')}</td>
              <td>{when(p.at)}</td>
              <td>
                {p.raw ? (
                  <details>
                    <summary>Show</summary>
                    <pre className="admin-raw">{p.raw}</pre>
                  </details>
                ) : (
                  ''
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
