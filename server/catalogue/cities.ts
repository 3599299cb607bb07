import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../database/connect';
import { cities } from '../../database/schema';
import type { City } from '../../shop-rules/api/catalogue';

/** Delivery cities for the checkout's City dropdown: Trinidad's, then Tobago's, each in the staff's order. */
export async function deliveryCities(db: Database): Promise<City[]> {
  const rows = await db
    .select({ no: cities.cityNo, name: cities.name, island: cities.island })
    .from(cities)
    .where(eq(cities.active, true))
    .orderBy(asc(sql`${cities.island} <> 'Trinidad'`), asc(cities.sortOrder), asc(cities.name), asc(cities.cityNo));
  return rows.map((r) => ({
    ODeliverCityNo: r.no,
    ODeliverCityName: r.name,
    Island: r.island === 'Tobago' ? 'Tobago' : 'Trinidad',
  }));
}
