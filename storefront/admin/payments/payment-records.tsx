import type { OrderPage } from '../../../server/storefront-context';
import { ttCents } from '../../../shop-rules/money';
import { when } from '../shared/money';
import { StatusBadge } from '../shared/status-badge';
import { TableScroll } from '../shared/table-scroll';

type Payment = OrderPage['payments'][number];

const PROVIDER_NAMES: Record<Payment['provider'], string> = {
  wipay: 'WiPay',
  cash: 'Cash',
  'bank-transfer': 'Bank transfer',
  'card-at-door': 'Card at the door',
  courier: 'Courier',
};
const providerName = (provider: Payment['provider']) => PROVIDER_NAMES[provider];

/**
 * Payments with WiPay's raw answer folded away, in six columns whose text wraps (what was charged under
 * the total, the card and note under the reference), so the table fits the order page's column at
 * 1280 px without scrolling sideways.
 */
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
      <table className="admin-table admin-table--cards">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Payment</th>
            {payments[0]!.orderNo !== undefined ? <th scope="col">Order</th> : null}
            <th scope="col">Status</th>
            <th scope="col" className="num">
              Amount
            </th>
            <th scope="col">Reference, card and note</th>
            <th scope="col">Updated</th>
            <th scope="col">WiPay’s full reply</th>
          </tr>
        </thead>
        <tbody>
          {payments.map((p) => (
            <tr key={p.paymentNo}>
              <td data-label="Payment">
                {p.paymentNo} {providerName(p.provider)}
              </td>
              {p.orderNo !== undefined ? (
                <td data-label="Order">
                  <a href={`/admin/orders/${p.orderNo}`}>{p.orderNo}</a>
                </td>
              ) : null}
              <td data-label="Status">
                <StatusBadge status={p.status} />
                {p.testMode ? (
                  <>
                    {' '}
                    <span className="admin-badge admin-badge--test">Test payment</span>
                  </>
                ) : null}
              </td>
              <td data-label="Amount" className="num">
                {ttCents(p.originalTotal)}
                {p.chargedTotal === null ? null : (
                  <span className="admin-table__second">
                    charged {ttCents(p.chargedTotal)} {p.currency}
                  </span>
                )}
              </td>
              <td data-label="Reference, card and note">
                {p.transactionId ?? ''}
                {p.card || p.message ? (
                  <span className="admin-table__second">{[p.card, p.message].filter(Boolean).join(' · ')}</span>
                ) : null}
              </td>
              <td data-label="Updated">{when(p.at)}</td>
              <td data-label="WiPay’s full reply">
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
