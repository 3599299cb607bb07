// /admin/discounts: every discount code, what it gives, its dates and its uses so far.
import { Link } from 'react-router';
import { DISCOUNT_KIND_LABELS } from '../../../shop-rules/discount-codes';
import { ttCents } from '../../../shop-rules/money';
import { AdminErrorBoundary } from '../shared/admin-error';
import { adminMeta } from '../shared/page-title';
import { TableScroll } from '../shared/table-scroll';
import type { Route } from './+types/discounts.route';

export const meta = () => adminMeta('Discount codes');

export async function loader({ request, context }: Route.LoaderArgs) {
  const desk = await context.shop.backoffice.desk(request, 'discounts');
  return { codes: await desk.discounts.list() };
}

const percentText = (hundredths: number) => `${hundredths / 100} %`;

export default function AdminDiscounts({ loaderData: { codes } }: Route.ComponentProps) {
  return (
    <>
      <h1>Discount codes</h1>
      <p>
        Shoppers type a code at checkout or on the direct order page. <Link to="/admin/discounts/new">New code</Link>
      </p>
      {codes.length === 0 ? (
        <p>No discount codes yet.</p>
      ) : (
        <TableScroll label="Discount codes" cards>
          <table className="admin-table">
            <caption className="visually-hidden">Discount codes</caption>
            <thead>
              <tr>
                <th scope="col">Code</th>
                <th scope="col">Gives</th>
                <th scope="col" className="num">
                  Minimum order
                </th>
                <th scope="col">Dates</th>
                <th scope="col" className="num">
                  Used
                </th>
                <th scope="col">Offered</th>
              </tr>
            </thead>
            <tbody>
              {codes.map((c) => (
                <tr key={c.codeNo}>
                  <td>
                    <Link to={`/admin/discounts/${c.codeNo}`}>{c.code}</Link>
                  </td>
                  <td>
                    {c.kind === 'percent'
                      ? `${percentText(c.percentHundredths)} off`
                      : c.kind === 'amount'
                        ? `${ttCents(c.amountOff)} off`
                        : DISCOUNT_KIND_LABELS[c.kind]}
                  </td>
                  <td className="num">{c.minimumOrder ? ttCents(c.minimumOrder) : 'None'}</td>
                  <td>{c.startsOn || c.endsOn ? `${c.startsOn ?? 'now'} to ${c.endsOn ?? 'no end'}` : 'Any day'}</td>
                  <td className="num">
                    {c.uses}
                    {c.usesLimit !== null ? ` of ${c.usesLimit}` : ''}
                  </td>
                  <td>{c.active ? 'Yes' : 'No'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </>
  );
}

export { AdminErrorBoundary as ErrorBoundary };
