import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { SHOP_UTC_OFFSET_HOURS } from '../../../shop-rules/shop-time';

/**
 * The shop's day of a moment, in SQL: the twin of `shopDay` (shop-rules/shop-time.ts) for the reports'
 * queries. Trinidad keeps one offset all year, so it gives the same day as the time-zone database, on
 * every engine.
 */
export const shopDaySql = (at: SQL | AnyPgColumn) =>
  sql`((${at}) at time zone 'UTC' + ${sql.raw(`interval '${SHOP_UTC_OFFSET_HOURS} hours'`)})::date`;
