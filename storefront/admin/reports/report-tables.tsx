// The Reports page's tables, each with its CSV file (docs/product.md#reports).
import type { ReactNode } from 'react';
import type { SalesReport } from '../../../server/storefront-context';
import { ttCents } from '../../../shop-rules/money';
import { TableScroll } from '../shared/table-scroll';

interface Column<T> {
  head: string;
  cell: (row: T) => ReactNode;
  num?: boolean;
}

function ReportTable<T>({
  id,
  title,
  rows,
  columns,
  csvHref,
  rowKey,
}: {
  id: string;
  title: string;
  rows: T[];
  columns: Column<T>[];
  csvHref: string;
  rowKey: (row: T) => string | number;
}) {
  return (
    <section className="admin-report-table" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{title}</h2>
      <p>
        <a href={csvHref} download>
          Download “{title}” (CSV)
        </a>
      </p>
      {rows.length === 0 ? (
        <p>Nothing in this period.</p>
      ) : (
        <TableScroll label={title}>
          <table className="admin-table" id={id}>
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                {columns.map((c) => (
                  <th key={c.head} scope="col" className={c.num ? 'num' : undefined}>
                    {c.head}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={rowKey(r)}>
                  {columns.map((c) => (
                    <td key={c.head} className={c.num ? 'num' : undefined}>
                      {c.cell(r)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}

export function ReportTables({ report: r, csv }: { report: SalesReport; csv: (table: string) => string }) {
  type Margin = { units: number; sales: number; cost: number; margin: number };
  const marginColumns: Column<Margin>[] = [
    { head: 'Units', num: true, cell: (x: Margin) => x.units },
    { head: 'Sales', num: true, cell: (x: Margin) => ttCents(x.sales) },
    { head: 'Cost', num: true, cell: (x: Margin) => ttCents(x.cost) },
    { head: 'Margin', num: true, cell: (x: Margin) => ttCents(x.margin) },
  ];
  return (
    <>
      <ReportTable
        id="report-sales"
        title={`Sales by ${r.period.by}`}
        rows={r.series}
        rowKey={(x) => x.bucket}
        csvHref={csv('sales')}
        columns={[
          {
            head: r.period.by === 'day' ? 'Day' : r.period.by === 'week' ? 'Week from' : 'Month',
            cell: (x) => x.bucket,
          },
          { head: 'Paid orders', num: true, cell: (x) => x.orders },
          { head: 'Paid sales', num: true, cell: (x) => ttCents(x.sales) },
          { head: 'Refunded', num: true, cell: (x) => ttCents(x.refunded) },
          { head: 'Net', num: true, cell: (x) => ttCents(x.net) },
        ]}
      />
      <ReportTable
        id="report-products"
        title="Sales by product"
        rows={r.byProduct}
        rowKey={(x) => x.productNo}
        csvHref={csv('products')}
        columns={[{ head: 'Product', cell: (x) => x.name }, ...marginColumns]}
      />
      <ReportTable
        id="report-categories"
        title="Sales by category"
        rows={r.byCategory}
        rowKey={(x) => x.categoryNo}
        csvHref={csv('categories')}
        columns={[{ head: 'Category', cell: (x) => x.name }, ...marginColumns]}
      />
      <ReportTable
        id="report-methods"
        title="Sales by payment method"
        rows={r.byMethod}
        rowKey={(x) => x.pmNo}
        csvHref={csv('methods')}
        columns={[
          { head: 'Payment method', cell: (x) => x.name },
          { head: 'Orders placed', num: true, cell: (x) => x.placed },
          { head: 'Placed total', num: true, cell: (x) => ttCents(x.placedTotal) },
          { head: 'Paid orders', num: true, cell: (x) => x.paid },
          { head: 'Paid total', num: true, cell: (x) => ttCents(x.paidTotal) },
        ]}
      />
      <ReportTable
        id="report-refunds"
        title="Refunds"
        rows={r.refunds}
        rowKey={(x) => x.refundNo}
        csvHref={csv('refunds')}
        columns={[
          { head: 'Date', cell: (x) => x.day },
          { head: 'Order', cell: (x) => <a href={`/admin/orders/${x.orderNo}`}>{x.orderNo}</a> },
          { head: 'By', cell: (x) => x.methodName },
          { head: 'Amount', num: true, cell: (x) => ttCents(x.amount) },
          { head: 'Reason', cell: (x) => `${x.reason}${x.rmaNo ? ` (return ${x.rmaNo})` : ''}` },
          { head: 'Staff', cell: (x) => x.staffName },
        ]}
      />
    </>
  );
}
