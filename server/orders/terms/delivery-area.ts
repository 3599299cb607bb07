// The delivery areas as the checkout and the order use them (docs/decisions/0080): read in one
// statement; empty when the owner has set none, and then nothing about the order changes.
import { sql } from 'drizzle-orm';
import type { DeliveryAreaRule } from '../../../shop-rules/delivery/delivery-areas';
import { cleanWeekdays } from '../../../shop-rules/delivery/delivery-days';
import { toCents } from '../../../shop-rules/money';
import type { Queryable } from '../transaction';

interface AreaRow {
  area_no: number;
  name: string;
  weekdays: number[];
  extra_charge: string;
  served: boolean;
  city_nos: number[] | null;
}

export async function readDeliveryAreas(q: Queryable): Promise<DeliveryAreaRule[]> {
  const result = (await q.execute(sql`
    SELECT a.area_no, a.name, a.weekdays, a.extra_charge, a.served,
           array_remove(array_agg(c.city_no ORDER BY c.city_no), NULL) AS city_nos
    FROM delivery_areas a LEFT JOIN cities c ON c.delivery_area_no = a.area_no
    GROUP BY a.area_no ORDER BY a.name`)) as unknown as { rows: AreaRow[] };
  return result.rows.map((r) => ({
    areaNo: r.area_no,
    name: r.name,
    weekdays: cleanWeekdays(r.weekdays ?? []),
    extraCharge: toCents(r.extra_charge),
    served: r.served,
    cityNos: r.city_nos ?? [],
  }));
}
