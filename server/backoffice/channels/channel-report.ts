// Orders, revenue and average order by channel for a period (docs/product.md#where-orders-come-from):
// orders placed in the period and not cancelled, by order day, grouped by the channel stored on each
// order when it was placed (shop-rules/channels.ts, docs/decisions/0087).
import { and, gte, lte, ne, sql } from 'drizzle-orm';
import type { Database } from '../../../database/connect';
import { orders } from '../../../database/schema';
import { CHANNEL_NAMES, CHANNELS, type Channel } from '../../../shop-rules/channels';
import { type Cents, centsToDecimal, toCents } from '../../../shop-rules/money';
import type { ReportPeriod } from '../reports';
import { toCsv } from '../shared/csv-file';

export interface ChannelRow {
  channel: Channel;
  name: string;
  orders: number;
  revenue: Cents;
  average: Cents;
  /** Of those orders, the ones whose payment is in, and their totals. */
  paidOrders: number;
  paidRevenue: Cents;
}

export async function channelReport(db: Database, period: Pick<ReportPeriod, 'from' | 'to'>): Promise<ChannelRow[]> {
  const rows = await db
    .select({
      channel: orders.channel,
      orders: sql<number>`count(*)::int`,
      revenue: sql<string>`coalesce(sum(${orders.totalAmount}), 0)::text`,
      paidOrders: sql<number>`(count(*) filter (where ${orders.paymentStatus} = 'Paid'))::int`,
      paidRevenue: sql<string>`coalesce(sum(${orders.totalAmount}) filter (where ${orders.paymentStatus} = 'Paid'), 0)::text`,
    })
    .from(orders)
    .where(and(ne(orders.status, 'Cancelled'), gte(orders.orderDate, period.from), lte(orders.orderDate, period.to)))
    .groupBy(orders.channel);
  const byChannel = new Map(rows.map((r) => [r.channel, r]));
  return CHANNELS.map((channel): ChannelRow => {
    const r = byChannel.get(channel);
    const count = r?.orders ?? 0;
    const revenue = toCents(Number(r?.revenue ?? 0));
    return {
      channel,
      name: CHANNEL_NAMES[channel],
      orders: count,
      revenue,
      // To the cent, half up, in whole numbers.
      average: count ? Math.floor((2 * revenue + count) / (2 * count)) : 0,
      paidOrders: r?.paidOrders ?? 0,
      paidRevenue: toCents(Number(r?.paidRevenue ?? 0)),
    };
  });
}

export const CHANNEL_CSV_HEADER = [
  'Channel',
  'Orders',
  'Revenue (TT$)',
  'Average order (TT$)',
  'Paid orders',
  'Paid revenue (TT$)',
];

export function channelCsv(rows: ChannelRow[]): string {
  return toCsv(
    CHANNEL_CSV_HEADER,
    rows.map((r) => [
      r.name,
      String(r.orders),
      centsToDecimal(r.revenue),
      centsToDecimal(r.average),
      String(r.paidOrders),
      centsToDecimal(r.paidRevenue),
    ]),
  );
}
