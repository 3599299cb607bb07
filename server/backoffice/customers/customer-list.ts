// The customer list (docs/product.md#customers): registered customers, newest first, found by a part
// of their name, mobile or e-mail, with their orders counted and what they spent, one page at a time.
import { desc, ilike, or, sql } from 'drizzle-orm';
import type { Database } from '../../../database/connect';
import { customers } from '../../../database/schema';
import { toCents } from '../../../shop-rules/money';
import { likeText, paidTotal, placedOrders } from './customer-figures';

export const CUSTOMERS_PER_PAGE = 50;

export interface CustomerQuery {
  q: string;
  page: number;
}

export function readCustomerQuery(query: URLSearchParams): CustomerQuery {
  const n = query.get('page') ?? '';
  return {
    q: (query.get('q') ?? '').trim().slice(0, 100),
    page: /^\d{1,6}$/.test(n) && Number(n) > 0 ? Number(n) : 1,
  };
}

export async function listCustomers(db: Database, query: CustomerQuery) {
  // A mobile typed with its +1 (868) prefix or dashes still finds the 7 digits the shop keeps.
  const digits = query.q.replace(/\D/g, '');
  const where = query.q
    ? or(
        ilike(customers.name, likeText(query.q)),
        ilike(customers.email, likeText(query.q)),
        ilike(customers.mobile, likeText(query.q)),
        digits.length >= 3 ? ilike(customers.mobile, likeText(digits.slice(-7))) : undefined,
      )
    : undefined;
  const [rows, [count]] = await Promise.all([
    db
      .select({
        customerNo: customers.customerNo,
        name: customers.name,
        mobile: customers.mobile,
        email: customers.email,
        createdAt: customers.createdAt,
        blockedAt: customers.blockedAt,
        orders: placedOrders,
        spent: paidTotal,
      })
      .from(customers)
      .where(where)
      .orderBy(desc(customers.customerNo))
      .limit(CUSTOMERS_PER_PAGE)
      .offset((query.page - 1) * CUSTOMERS_PER_PAGE),
    db.select({ n: sql<number>`count(*)::int` }).from(customers).where(where),
  ]);
  return {
    query,
    page: query.page,
    pageSize: CUSTOMERS_PER_PAGE,
    total: count?.n ?? 0,
    rows: rows.map((r) => ({
      customerNo: r.customerNo,
      name: r.name,
      mobile: r.mobile,
      email: r.email,
      registered: r.createdAt.toISOString(),
      blocked: r.blockedAt !== null,
      orders: r.orders,
      spentCents: toCents(r.spent),
    })),
  };
}
