// /admin/reports?from=…&to=…&by=day|week|month: the shop's figures for a period (docs/product.md#reports).
import { Form } from 'react-router';
import { ttCents } from '../../../shop-rules/money';
import { AdminErrorBoundary } from '../shared/admin-error';
import { SelectField, TextField } from '../shared/field';
import { adminMeta } from '../shared/page-title';
import type { Route } from './+types/reports.route';
import { ReportTables } from './report-tables';
import { SalesChartFigure } from './sales-chart';

export const meta = () => adminMeta('Reports');

export async function loader({ request, context }: Route.LoaderArgs) {
  const desk = await context.shop.backoffice.desk(request, 'reports');
  return desk.reports.sales(new URL(request.url).searchParams);
}

export default function AdminReports({ loaderData: r }: Route.ComponentProps) {
  const p = r.period;
  const csv = (table: string) =>
    `/admin/reports.csv?${new URLSearchParams({ table, from: p.from, to: p.to, by: p.by })}`;
  const t = r.totals;
  return (
    <>
      <h1>Reports</h1>
      {r.problem ? (
        <p className="admin-note admin-note--error" role="alert">
          {r.problem}
        </p>
      ) : null}
      <Form method="get" className="admin-panel" aria-label="Report period">
        <div className="admin-filters">
          <TextField label="From date" name="from" type="date" required defaultValue={p.from} />
          <TextField label="To date" name="to" type="date" required defaultValue={p.to} />
          <SelectField label="Group by" name="by" defaultValue={p.by}>
            <option value="day">Day</option>
            <option value="week">Week (from Monday)</option>
            <option value="month">Month</option>
          </SelectField>
        </div>
        <button type="submit" className="admin-button">
          Show
        </button>
      </Form>
      <section aria-labelledby="totals-heading">
        <h2 id="totals-heading">
          {p.from} to {p.to}
        </h2>
        <div className="admin-cards">
          {[
            ['Paid sales', ttCents(t.sales), `${t.orders} paid orders`],
            ['Refunded', ttCents(t.refunded), 'recorded in the period'],
            ['Net', ttCents(t.net), 'paid sales less refunds'],
            ['Margin', ttCents(t.margin), `products ${ttCents(t.itemSales)} less cost ${ttCents(t.cost)}`],
            ['Freight', ttCents(t.freight), 'in paid sales'],
            [
              'VAT collected',
              ttCents(t.vatCollected),
              `in VAT invoices ${ttCents(t.vatInvoiced)} less credit notes ${ttCents(t.vatCredited)}`,
            ],
          ].map(([title, amount, note]) => (
            <div className="admin-card" key={title} data-figure={title}>
              <h3 className="admin-card-title">{title}</h3>
              <p>{amount}</p>
              <small>{note}</small>
            </div>
          ))}
        </div>
        <p className="admin-hint">
          Paid sales are the totals (products and freight) of the orders placed in the period whose payment is in, by
          order day, even if cancelled later: refunds are counted on the day they were recorded. The margin uses each
          product&apos;s purchase price as it is now.
        </p>
      </section>
      <SalesChartFigure chart={r.chart} />
      <ReportTables report={r} csv={csv} />
    </>
  );
}

export { AdminErrorBoundary as ErrorBoundary };
