// Signed WiPay returns whose total or currency was not what the payment should be charged: not
// counted as paid, kept for the staff to check with WiPay (decision 0020).
import type { FlaggedReturn } from '../../../server/storefront-context';
import { ttCents } from '../../../shop-rules/money';
import { when } from '../shared/money';
import { TableScroll } from '../shared/table-scroll';

export function FlaggedReturns({ flags, showOrder }: { flags: FlaggedReturn[]; showOrder?: boolean }) {
  if (flags.length === 0) return null;
  return (
    <div className="admin-note admin-note--error" role="note">
      <p>
        <strong>Card returns not counted as paid.</strong> WiPay signed these payments, but the amount or currency they
        came back with is not what the order should have been charged. Check each transaction in WiPay&apos;s dashboard
        before shipping or refunding.
      </p>
      <TableScroll label="Card returns not counted">
        <table className="admin-table">
          <caption className="visually-hidden">Card returns not counted as paid</caption>
          <thead>
            <tr>
              {showOrder ? <th scope="col">Order</th> : null}
              <th scope="col">Payment reference</th>
              <th scope="col">Expected</th>
              <th scope="col">The return said</th>
              <th scope="col">Received</th>
            </tr>
          </thead>
          <tbody>
            {flags.map((f) => (
              <tr key={f.flagNo}>
                {showOrder ? (
                  <td>
                    <a href={`/admin/orders/${f.orderNo}`}>{f.orderNo}</a>
                  </td>
                ) : null}
                <td>{f.transactionId}</td>
                <td>
                  {ttCents(f.expectedTotal)} {f.expectedCurrency}
                </td>
                <td>
                  {f.returnedTotal || '(no total)'} {f.returnedCurrency || '(no currency)'}
                </td>
                <td>{when(f.at)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </div>
  );
}
