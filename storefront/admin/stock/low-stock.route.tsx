// /admin/low-stock: every product and variant on sale at or below its low-stock level, none left
// first (docs/product.md#low-stock). The dashboard's stock figures link here.
import { Link } from 'react-router';
import { AdminErrorBoundary } from '../shared/admin-error';
import { adminMeta } from '../shared/page-title';
import { Pager } from '../shared/pager';
import { TableScroll } from '../shared/table-scroll';
import type { Route } from './+types/low-stock.route';

export const meta = () => adminMeta('Low stock');

export async function loader({ request, context }: Route.LoaderArgs) {
  const desk = await context.shop.backoffice.desk(request, 'catalogue');
  return desk.stock.lowStock(new URL(request.url).searchParams);
}

export default function AdminLowStock({ loaderData: list }: Route.ComponentProps) {
  return (
    <>
      <h1>Low stock</h1>
      <p>
        Products and variants on sale (shown, not marked sold out) with as many as their low-stock level or fewer left.
        The level is the product&apos;s own, else the shop&apos;s ({list.shopLevel}, under{' '}
        <Link to="/admin/settings">Settings</Link>). Each morning the shop is mailed what fell low since the last stock
        mail.
      </p>
      {list.total === 0 ? (
        <p role="status">Nothing is low.</p>
      ) : (
        <TableScroll label="Low stock list" cards>
          <table className="admin-table">
            <caption>
              {list.total} {list.total === 1 ? 'product or variant' : 'products or variants'} low, {list.noneLeft} with
              none left
            </caption>
            <thead>
              <tr>
                <th scope="col">Product</th>
                <th scope="col">Colour, size</th>
                <th scope="col" className="num">
                  In stock
                </th>
                <th scope="col" className="num">
                  Low at
                </th>
              </tr>
            </thead>
            <tbody>
              {list.rows.map((r) => (
                <tr key={`${r.productNo}-${r.skuNo ?? ''}`}>
                  <td>
                    <Link to={`/admin/products/${r.productNo}`}>{r.name}</Link> ({r.productNo})
                  </td>
                  <td>{r.option}</td>
                  <td className="num">{r.stock === 0 ? 'None left' : r.stock}</td>
                  <td className="num">{r.level}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      <Pager page={list.page} pageSize={list.pageSize} total={list.total} label="Low stock list" />
    </>
  );
}

export { AdminErrorBoundary as ErrorBoundary };
