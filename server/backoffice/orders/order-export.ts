// Orders and customers as CSV (docs/product.md#csv-exports): the orders the order list's filters
// find (every page of them), and the customers, with their orders counted. Both hold customers'
// personal data, so only owners and managers may take them (../staff/roles.ts, decision 0037).
import { asc, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Database } from '../../../database/connect';
import { cities, customers, orderLines, orders, shops } from '../../../database/schema';
import type { PaymentMethodNo } from '../../../shop-rules/constants';
import { toCents } from '../../../shop-rules/money';
import { orderSourceName, PAYMENT_METHOD_NAMES } from '../../../shop-rules/order-constants';
import { shopDay } from '../../../shop-rules/shop-time';
import { likeText, paidTotal, placedOrders } from '../customers';
import { toCsv } from '../shared/csv-file';
import type { OrderFilters } from './order-filters';
import { orderConditions } from './order-list';

/** More than any shop here takes in years; a larger export would be a job, not a download. */
export const EXPORT_MAX_ROWS = 100_000;

const amount = (v: string) => (toCents(v) / 100).toFixed(2);

const ORDER_COLUMNS = [
  'OrderNo',
  'OrderDate',
  'Status',
  'PaymentStatus',
  'PaymentMethod',
  'Source',
  'DeliveryOrPickup',
  'Island',
  'City',
  'PickupPoint',
  'CustomerName',
  'CustomerMobile',
  'CustomerEmail',
  'CustomerAddress',
  'Items',
  'Units',
  'ItemTotal',
  'Freight',
  'DiscountCode',
  'Discount',
  'TotalAmount',
  'Remarks',
] as const;

export async function exportOrders(db: Database, filters: OrderFilters): Promise<string> {
  const items = sql<string>`(select coalesce(string_agg(
      ${orderLines.quantity} || ' × ' || ${orderLines.productName}
        || coalesce(' (' || nullif(concat_ws(', ', nullif(${orderLines.color}, ''), nullif(${orderLines.size}, '')), '') || ')', ''),
      '; ' order by ${orderLines.lineNo}), '') from ${orderLines} where ${orderLines.orderNo} = ${orders.orderNo})`;
  const units = sql<number>`(select coalesce(sum(${orderLines.quantity}), 0)::int from ${orderLines} where ${orderLines.orderNo} = ${orders.orderNo})`;
  const rows = await db
    .select({
      o: orders,
      city: cities.name,
      pickupShop: shops.name,
      items,
      units,
    })
    .from(orders)
    .leftJoin(cities, eq(cities.cityNo, orders.customerCityNo))
    .leftJoin(shops, eq(shops.shopNo, orders.pickupShopNo))
    .where(orderConditions(filters))
    .orderBy(desc(orders.orderNo))
    .limit(EXPORT_MAX_ROWS);
  return toCsv(
    ORDER_COLUMNS,
    rows.map(({ o, city, pickupShop, items: lines, units: count }) => [
      String(o.orderNo),
      o.orderDate,
      o.status,
      o.paymentStatus,
      PAYMENT_METHOD_NAMES[o.pmNo as PaymentMethodNo] ?? String(o.pmNo),
      orderSourceName(o.source),
      o.isPickup ? 'Pickup' : 'Delivery',
      o.deliverCountryNo === 1 ? 'Trinidad' : 'Tobago',
      city ?? '',
      o.isPickup ? (pickupShop ?? '') : '',
      o.customerName,
      o.customerMobile,
      o.customerEmail || o.emailId,
      o.customerAddress,
      lines,
      String(count),
      amount(o.itemTotal),
      amount(o.freight),
      o.discountCode ?? '',
      amount(o.discount),
      amount(o.totalAmount),
      o.remarks,
    ]),
  );
}

const CUSTOMER_COLUMNS = [
  'CustomerNo',
  'CustomerName',
  'FirstName',
  'LastName',
  'Mobile',
  'Email',
  'Telephone',
  'Address',
  'Registered',
  'Orders',
  'TotalSpent',
] as const;

/** Every registered customer (or those whose name, mobile or e-mail holds `q`), oldest first. */
export async function exportCustomers(db: Database, q: string): Promise<string> {
  const text = q.trim();
  // The same figures as the customer list (customer-figures.ts): orders placed signed in and not
  // cancelled; spent, those of them that are paid.
  const rows = await db
    .select({ c: customers, placed: placedOrders, spent: paidTotal })
    .from(customers)
    .where(
      text
        ? or(
            ilike(customers.name, likeText(text)),
            ilike(customers.mobile, likeText(text)),
            ilike(customers.email, likeText(text)),
          )
        : undefined,
    )
    .orderBy(asc(customers.customerNo))
    .limit(EXPORT_MAX_ROWS);
  return toCsv(
    CUSTOMER_COLUMNS,
    rows.map(({ c, placed: n, spent: total }) => [
      String(c.customerNo),
      c.name,
      c.firstName,
      c.lastName,
      c.mobile,
      c.email,
      c.telephone,
      c.address,
      shopDay(c.createdAt),
      String(n),
      amount(total),
    ]),
  );
}
