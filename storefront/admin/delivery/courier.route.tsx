// /admin/cash/courier/:settlementNo: a courier's settlement as its dry run matched it, every difference
// listed; applying it pays the matching rows once (docs/product.md#courier-settlements).
import { Link } from 'react-router';
import { ttCents } from '../../../shop-rules/money';
import { answer } from '../shared/action-answer';
import { AdminErrorBoundary } from '../shared/admin-error';
import { ButtonForm, SaveButton } from '../shared/admin-form';
import { FormMessage } from '../shared/form-message';
import { adminMeta } from '../shared/page-title';
import { TableScroll } from '../shared/table-scroll';
import type { Route } from './+types/courier.route';

export const meta = () => adminMeta('Courier settlement');

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const desk = await context.shop.backoffice.desk(request, 'cash');
  return desk.cash.settlement(Number(params.settlementNo));
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return answer(
    await context.shop.backoffice.act(request, 'cash', (desk) => desk.cash.applyCourier(Number(params.settlementNo))),
  );
}

export default function AdminCourier({ loaderData: s, actionData }: Route.ComponentProps) {
  return (
    <>
      <h1>
        Settlement of {s.courier}: {s.fileName}
      </h1>
      <FormMessage result={actionData} />
      <p>
        {s.plan.matched} rows match, {s.plan.differences} differ · collected {ttCents(s.plan.collected)}, fees{' '}
        {ttCents(s.plan.fees)} ·{' '}
        <Link to={`/admin/cash/courier/${s.settlementNo}/csv`} reloadDocument>
          Download the list
        </Link>
      </p>
      <TableScroll label="Settlement rows" cards>
        <table className="admin-table">
          <caption>Each row of the file and what it matched</caption>
          <thead>
            <tr>
              <th scope="col">Line</th>
              <th scope="col">Order</th>
              <th scope="col" className="num">
                Collected
              </th>
              <th scope="col" className="num">
                Fee
              </th>
              <th scope="col" className="num">
                Order total
              </th>
              <th scope="col">Result</th>
            </tr>
          </thead>
          <tbody>
            {s.plan.rows.map((r) => (
              <tr key={r.line} className={r.state === 'matches' ? undefined : 'admin-row--problem'}>
                <td>{r.line}</td>
                <td>{r.orderNo ?? ''}</td>
                <td className="num">{r.collected === null ? '' : ttCents(r.collected)}</td>
                <td className="num">{r.fee === null ? '' : ttCents(r.fee)}</td>
                <td className="num">{r.owed === null ? '' : ttCents(r.owed)}</td>
                <td>{r.problem || 'Matches'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      {s.appliedAt ? (
        <p role="status">Applied.</p>
      ) : (
        <ButtonForm id="apply-settlement" fields={{ settlementNo: s.settlementNo }}>
          {(busy) => <SaveButton busy={busy}>Apply: pay the {s.plan.matched} matching orders</SaveButton>}
        </ButtonForm>
      )}
    </>
  );
}

export { AdminErrorBoundary as ErrorBoundary };
