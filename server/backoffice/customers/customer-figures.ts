// What the back office counts for a customer (docs/product.md#customers): the orders they placed
// while signed in, cancelled ones left out, and what they spent: the totals of those orders that are
// paid. One definition for the customer list, the customer page and the customers CSV.
import { sql } from 'drizzle-orm';
import { customers, orders } from '../../../database/schema';

const theirs = sql`${orders.customerNo} = ${customers.customerNo} and ${orders.status} <> 'Cancelled'`;

/** Orders placed signed in, not cancelled. */
export const placedOrders = sql<number>`(select count(*)::int from ${orders} where ${theirs})`;

/** The total of those orders that are paid, as numeric text (turned into cents by the caller). */
export const paidTotal = sql<string>`(select coalesce(sum(${orders.totalAmount}), 0)::text from ${orders} where ${theirs} and ${orders.paymentStatus} = 'Paid')`;

/** `%text%` for ilike, its own wildcards taken literally. */
export const likeText = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
