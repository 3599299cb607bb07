// The Reports page's figures against SQL written here directly on the seeded demo orders (and a refund
// recorded in the test), to the cent; its CSV files; who may open it; the dashboard's money apart.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { act, type SignedInStaff, staffOf, testBackoffice, thrown } from '../../test-support/staff-desk';
import { createTestShop, engines, type TestShop } from '../../test-support/test-shop';
import type { Backoffice } from '../backoffice';
import { readCsv } from '../shared/csv-file';
import { bucketOf, bucketsOf, readReportPeriod } from './sales-report';

describe('the report period', () => {
  it('reads dates, falls back to the month so far and names what is wrong', () => {
    expect(readReportPeriod(new URLSearchParams(''), '2026-11-20')).toEqual({
      period: { from: '2026-11-01', to: '2026-11-20', by: 'day' },
      problem: null,
    });
    expect(readReportPeriod(new URLSearchParams('from=2026-01-01&to=2026-11-30'), '2026-11-20').period.by).toBe('week');
    expect(readReportPeriod(new URLSearchParams('from=2026-11-30&to=2026-11-01'), '2026-11-20').problem).toBe(
      'From date must not be after To date.',
    );
    expect(readReportPeriod(new URLSearchParams('from=2026-02-30'), '2026-11-20').problem).toBe(
      'From date must be a date like 2026-03-05.',
    );
    expect(readReportPeriod(new URLSearchParams('from=2026-01-01&to=2026-12-31&by=day'), '2026-11-20')).toEqual({
      period: { from: '2026-01-01', to: '2026-12-31', by: 'week' },
      problem: 'By day shows at most 92 days: this period is shown by week.',
    });
  });

  it('buckets days by Monday weeks and months, every bucket once', () => {
    expect(bucketOf('2026-11-22', 'week')).toBe('2026-11-16');
    expect(bucketOf('2026-11-22', 'month')).toBe('2026-11-01');
    expect(bucketsOf({ from: '2026-10-30', to: '2026-11-03', by: 'week' })).toEqual(['2026-10-26', '2026-11-02']);
    expect(bucketsOf({ from: '2026-10-30', to: '2026-11-03', by: 'day' })).toHaveLength(5);
  });
});

describe.each(engines)('reports in the back office (%s)', (engine) => {
  let shop: TestShop;
  let backoffice: Backoffice;
  let owner: SignedInStaff;
  let clerk: SignedInStaff;

  beforeAll(async () => {
    shop = await createTestShop(engine);
    backoffice = testBackoffice(shop.database.db, shop.config);
    owner = await staffOf(backoffice, 'owner');
    clerk = await staffOf(backoffice, 'clerk');
  });
  afterAll(async () => {
    await shop?.close();
  });

  /** Rows of a query written here by hand, whatever the engine answers. */
  const rows = async <T>(query: ReturnType<typeof sql>): Promise<T[]> => {
    const answer = (await shop.database.db.execute(query)) as unknown as { rows: T[] };
    return answer.rows;
  };
  const cents = (text: string) => Math.round(Number(text) * 100);
  const FROM = '2026-01-01';
  const TO = '2026-11-30';
  const reports = () => backoffice.desk(owner.page('/admin/reports'), 'reports');

  it('gives paid sales, margin, methods and refunds equal to SQL on the demo orders', async () => {
    // A refund today on the newest paid demo order, so the refunds have something to show.
    const [paid] = await rows<{ order_no: number }>(
      sql`select order_no from orders where payment_status = 'Paid' order by order_no desc limit 1`,
    );
    expect(paid).toBeDefined();
    const refunded = await act(
      backoffice,
      owner,
      'orders',
      { amount: '12.34', method: 'bank', reason: 'Dented box' },
      (d, form) => d.payments.refund(paid!.order_no, form),
    );
    expect(refunded).toMatchObject({ ok: true });

    const d = await reports();
    const report = await d.reports.sales(new URLSearchParams(`from=${FROM}&to=${TO}&by=month`));
    expect(report.problem).toBeNull();

    const [expected] = await rows<{ orders: number; sales: string; items: string; freight: string }>(sql`
      select count(*)::int as orders, coalesce(sum(total_amount), 0)::text as sales,
             coalesce(sum(item_total), 0)::text as items, coalesce(sum(freight), 0)::text as freight
      from orders where payment_status = 'Paid' and order_date between ${FROM} and ${TO}`);
    expect(expected!.orders).toBeGreaterThan(5);
    const [cost] = await rows<{ cost: string; items: string }>(sql`
      select coalesce(sum(l.quantity * p.purchase_price), 0)::text as cost, coalesce(sum(l.line_total), 0)::text as items
      from order_lines l join orders o on o.order_no = l.order_no join products p on p.product_no = l.product_no
      where o.payment_status = 'Paid' and o.order_date between ${FROM} and ${TO}`);
    const [refunds] = await rows<{ total: string }>(sql`
      select coalesce(sum(amount), 0)::text as total from refunds
      where (created_at at time zone 'UTC' - interval '4 hours')::date between ${FROM} and ${TO}`);
    expect(report.totals).toEqual({
      orders: expected!.orders,
      sales: cents(expected!.sales),
      items: cents(expected!.items),
      freight: cents(expected!.freight),
      refunded: cents(refunds!.total),
      net: cents(expected!.sales) - cents(refunds!.total),
      itemSales: cents(cost!.items),
      cost: cents(cost!.cost),
      margin: cents(cost!.items) - cents(cost!.cost),
      // The demo shop is not VAT registered: no invoice carries VAT (vat-invoices.test.ts has the sums).
      vatInvoiced: 0,
      vatCredited: 0,
      vatCollected: 0,
    });
    expect(report.totals.cost).toBeGreaterThan(0);

    // By month: every month of the period, the paid sales of its orders.
    const months = await rows<{ month: string; orders: number; sales: string }>(sql`
      select to_char(order_date, 'YYYY-MM') as month, count(*)::int as orders, sum(total_amount)::text as sales
      from orders where payment_status = 'Paid' and order_date between ${FROM} and ${TO} group by 1 order by 1`);
    expect(report.series).toHaveLength(11);
    for (const m of months)
      expect(report.series.find((s) => s.bucket === `${m.month}-01`)).toMatchObject({
        orders: m.orders,
        sales: cents(m.sales),
      });
    expect(report.series.reduce((sum, s) => sum + s.sales, 0)).toBe(report.totals.sales);

    // By product and category: the lines of paid orders; their sums are the products' total.
    const byProduct = await rows<{ product_no: number; units: number; sales: string; cost: string }>(sql`
      select l.product_no, sum(l.quantity)::int as units, sum(l.line_total)::text as sales,
             sum(l.quantity * p.purchase_price)::text as cost
      from order_lines l join orders o on o.order_no = l.order_no join products p on p.product_no = l.product_no
      where o.payment_status = 'Paid' and o.order_date between ${FROM} and ${TO} group by l.product_no`);
    expect(report.byProduct).toHaveLength(byProduct.length);
    for (const p of byProduct)
      expect(report.byProduct.find((r) => r.productNo === p.product_no)).toMatchObject({
        units: p.units,
        sales: cents(p.sales),
        cost: cents(p.cost),
        margin: cents(p.sales) - cents(p.cost),
      });
    expect(report.byCategory.reduce((sum, c) => sum + c.sales, 0)).toBe(report.totals.itemSales);
    expect(report.byCategory.reduce((sum, c) => sum + c.units, 0)).toBe(
      report.byProduct.reduce((sum, p) => sum + p.units, 0),
    );

    // By payment method: orders placed (not cancelled) and paid.
    const methods = await rows<{ pm_no: number; placed: number; paid: string }>(sql`
      select pm_no, (count(*) filter (where status <> 'Cancelled'))::int as placed,
             coalesce(sum(total_amount) filter (where payment_status = 'Paid'), 0)::text as paid
      from orders where order_date between ${FROM} and ${TO} group by pm_no order by pm_no`);
    expect(report.byMethod.map((m) => [m.pmNo, m.placed, m.paidTotal])).toEqual(
      methods.map((m) => [m.pm_no, m.placed, cents(m.paid)]),
    );
    expect(report.refunds.some((r) => r.orderNo === paid!.order_no && r.amount === 12_34)).toBe(true);

    // The chart: one bar per month, an image with its title and description.
    expect(report.chart.bars).toHaveLength(11);
    expect(report.chart.title).toBe(`Paid sales by month, ${FROM} to ${TO}`);
    expect(report.chart.desc).toContain('Paid sales by month, 11 bars');
  });

  it('hands out each table as CSV with the same figures', async () => {
    const d = await reports();
    const query = `from=${FROM}&to=${TO}&by=month`;
    const report = await d.reports.sales(new URLSearchParams(query));
    const sales = await readCsv(await d.reports.csv(new URLSearchParams(`${query}&table=sales`)));
    expect(sales.header).toEqual(['Period', 'PaidOrders', 'PaidSales', 'Refunded', 'Net']);
    expect(sales.records.reduce((sum, r) => sum + cents(r.cells[2]!), 0)).toBe(report.totals.sales);
    const products = await readCsv(await d.reports.csv(new URLSearchParams(`${query}&table=products`)));
    expect(products.records).toHaveLength(report.byProduct.length);
    expect(products.records.reduce((sum, r) => sum + cents(r.cells[5]!), 0)).toBe(report.totals.margin);
    for (const table of ['categories', 'methods', 'refunds'])
      expect(
        (await readCsv(await d.reports.csv(new URLSearchParams(`${query}&table=${table}`)))).header.length,
      ).toBeGreaterThan(3);
    const unknown = await thrown(d.reports.csv(new URLSearchParams(`${query}&table=secrets`)));
    expect(unknown.status).toBe(404);
  });

  it('is for owners and managers, not clerks', async () => {
    const denied = await thrown(backoffice.desk(clerk.page('/admin/reports'), 'reports'));
    expect(denied.status).toBe(403);
    const manager = await staffOf(backoffice, 'manager');
    await expect(backoffice.desk(manager.page('/admin/reports'), 'reports')).resolves.toBeDefined();
  });

  it('separates paid sales from orders awaiting payment and cash to collect on the dashboard', async () => {
    const d = await backoffice.desk(owner.page('/admin'), 'dashboard');
    const summary = await d.dashboard.summary();
    const week = summary.weeks;
    const [expected] = await rows<{ paid: string; awaiting: string; cash: string; placed: string }>(sql`
      select coalesce(sum(total_amount) filter (where payment_status = 'Paid'), 0)::text as paid,
             coalesce(sum(total_amount) filter (where status <> 'Cancelled' and payment_status <> 'Paid' and pm_no <> 3), 0)::text as awaiting,
             coalesce(sum(total_amount) filter (where status <> 'Cancelled' and payment_status <> 'Paid' and pm_no = 3), 0)::text as cash,
             coalesce(sum(total_amount) filter (where status <> 'Cancelled'), 0)::text as placed
      from orders where order_date between ${week.from} and ${summary.today}`);
    expect(week.paid.sales).toBe(cents(expected!.paid));
    expect(week.awaitingPayment.sales).toBe(cents(expected!.awaiting));
    expect(week.cashToCollect.sales).toBe(cents(expected!.cash));
    expect(week.sales).toBe(cents(expected!.placed));
    // The refund recorded today is counted today.
    expect(summary.todays.refunded).toBeGreaterThanOrEqual(12_34);
  });
});
