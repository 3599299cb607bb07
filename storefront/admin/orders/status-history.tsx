import type { OrderPage } from '../../../server/storefront-context';
import { when } from '../shared/money';
import { StatusBadge } from '../shared/status-badge';
import { TableScroll } from '../shared/table-scroll';

export function StatusHistory({ history }: { history: OrderPage['history'] }) {
  return (
    <TableScroll label="Status history" cards>
      <table className="admin-table">
        <caption>Status history</caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Status</th>
            <th scope="col">Comment (the customer sees it)</th>
            <th scope="col">By</th>
          </tr>
        </thead>
        <tbody>
          {history.map((h, i) => (
            <tr key={i}>
              <td>{when(h.at)}</td>
              <td>
                <StatusBadge status={h.status} />
              </td>
              <td>{h.comment}</td>
              <td>{h.staffName ?? 'The shop'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
