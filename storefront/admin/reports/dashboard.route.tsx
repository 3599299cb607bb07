import { Link } from 'react-router';
import { AdminErrorBoundary } from '../shared/admin-error';
import { adminMeta } from '../shared/page-title';
import { TableScroll } from '../shared/table-scroll';
import type { Route } from './+types/dashboard.route';
import { SalesFigures } from './sales-figures';

export const meta = () => adminMeta('Dashboard');

export async function loader({ request, context }: Route.LoaderArgs) {
  const desk = await context.shop.backoffice.desk(request, 'dashboard');
  // Sales and stock are for the owner and managers; a clerk sees the work waiting.
  const seesSales = desk.staff.areas.includes('catalogue');
  const summary = await desk.dashboard.summary();
  return {
    ...summary,
    seesSales,
    seesPayments: desk.staff.areas.includes('payments'),
    seesMails: desk.staff.areas.includes('mails'),
  };
}

type Dashboard = Route.ComponentProps['loaderData'];

export default function AdminDashboard({ loaderData: d }: Route.ComponentProps) {
  return (
    <>
      <h1>Dashboard</h1>
      {d.seesSales ? (
        <section aria-labelledby="sales-heading">
          <h2 id="sales-heading">Orders and sales</h2>
          <SalesFigures title={`Today (${d.today})`} figures={d.todays} />
          <SalesFigures title={`This week (from ${d.weeks.from})`} figures={d.weeks} />
          <p className="admin-hint">
            By the day orders were placed. Paid counts an order once its payment is in, even if it was cancelled later:
            its refund is counted apart. Awaiting payment, cash to collect and orders placed leave cancelled orders out.{' '}
            <Link to="/admin/reports">Reports</Link> give any period.
          </p>
        </section>
      ) : null}
      <OrdersWaiting d={d} />
      <LowStockPanel d={d} />
    </>
  );
}

function OrdersWaiting({ d }: { d: Dashboard }) {
  return (
    <section aria-labelledby="waiting-heading">
      <h2 id="waiting-heading">Orders waiting</h2>
      <div className="admin-cards">
        {d.waiting.map((w) => (
          <div className="admin-card" key={w.status}>
            <h3 className="admin-card-title">{w.status}</h3>
            <p>
              <Link to={`/admin/orders?status=${w.status}`} aria-label={`${w.count} ${w.status} orders`}>
                {w.count}
              </Link>
            </p>
          </div>
        ))}
        {d.seesPayments ? (
          <div className="admin-card">
            <h3 className="admin-card-title">Bank transfers to confirm</h3>
            <p>
              <Link to="/admin/payments" aria-label={`${d.transfersAwaiting} bank transfers to confirm`}>
                {d.transfersAwaiting}
              </Link>
            </p>
          </div>
        ) : null}
        {d.seesMails ? (
          <div className="admin-card">
            <h3 className="admin-card-title">Undelivered mails</h3>
            <p>
              <Link to="/admin/mails" aria-label={`${d.undeliveredMails} undelivered mails`}>
                {d.undeliveredMails}
              </Link>
            </p>
          </div>
        ) : null}
        <div className="admin-card">
          <h3 className="admin-card-title">Return requests</h3>
          <p>
            <Link to="/admin/returns?status=Requested" aria-label={`${d.returnsRequested} return requests to decide`}>
              {d.returnsRequested}
            </Link>
          </p>
        </div>
      </div>
    </section>
  );
}

function LowStockPanel({ d }: { d: Dashboard }) {
  return (
    <>
      {d.seesSales ? (
        <section aria-labelledby="stock-heading">
          <h2 id="stock-heading">Low stock</h2>
          <p>
            {d.outOfStock === 0 ? (
              'Everything on sale is in stock.'
            ) : (
              <Link to="/admin/low-stock">
                {d.outOfStock} products or variants on sale have none left (not marked sold out).
              </Link>
            )}
          </p>
          <p>
            <Link to="/admin/low-stock">
              See the whole Low stock list ({d.lowStockTotal} {d.lowStockTotal === 1 ? 'item' : 'items'})
            </Link>
          </p>
          {d.lowStock.length === 0 ? (
            <p>Nothing is running low.</p>
          ) : (
            <TableScroll label="Low stock" cards>
              <table className="admin-table">
                <caption className="visually-hidden">
                  Products and variants running low: from 1 left up to their low-stock level
                </caption>
                <thead>
                  <tr>
                    <th scope="col">Product</th>
                    <th scope="col">Colour, size</th>
                    <th scope="col" className="num">
                      In stock
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {d.lowStock.map((s) => (
                    <tr key={`${s.productNo}-${s.skuNo ?? ''}`}>
                      <td>
                        <Link to={`/admin/products/${s.productNo}`}>{s.name}</Link>
                      </td>
                      <td>{s.option}</td>
                      <td className="num">{s.stock}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          )}
        </section>
      ) : null}
    </>
  );
}

export { AdminErrorBoundary as ErrorBoundary };
