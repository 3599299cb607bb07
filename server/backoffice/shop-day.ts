import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { orderDate } from '../orders/order-date';

/** Today in Trinidad and Tobago, 'yyyy-mm-dd'. */
export const orderShopDay = (at: Date = new Date()) => orderDate(at);

/**
 * The Trinidad day of a moment, in SQL. Trinidad keeps UTC−4 all year (no summer time), so a fixed
 * offset gives the same day as the time-zone database, on every engine.
 */
export const shopDaySql = (at: SQL | AnyPgColumn) => sql`((${at}) at time zone 'UTC' - interval '4 hours')::date`;
