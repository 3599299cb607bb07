// Everything an order is checked and priced against, read in ONE statement before its transaction:
// an earlier order with the same idempotency key, the payment method, the city, the pickup point,
// the shop's settings row, the shop's name and the products with their variants. One round trip
// instead of seven; each part is the same read it was on its own (docs/decisions/0045). It also takes
// the order's number from its sequence, so the order's mails can name it before the order is written
// (docs/decisions/0048): an order refused after this leaves a gap in the numbers, as a rolled-back
// order always did.
import { sql } from 'drizzle-orm';
import type { Database } from '../../../database/connect';
import type { KeyedOrder } from './idempotency';
import type { OrderRequest } from './order-body';
import { type OrderedProducts, orderedProductsFrom, orderedProductsJson } from './ordered-products';

export interface OrderContext {
  /** The order already placed with this idempotency key, if any. */
  earlier: KeyedOrder | null;
  /** null when the shop lists no such method (the three of the spec are then taken). */
  paymentMethodActive: boolean | null;
  /** The city named, when it is on the list and active, with its delivery area (decision 0080). */
  city: { name: string; island: string; area: CityArea | null } | null;
  /** The pickup point named, when it is an open shop marked as one. */
  pickupShop: { name: string; address: string; phone: string } | null;
  /** The stored 'shop' settings row's value (parse it with shopSettingsOf). */
  storedSettings: unknown;
  /** The name of the shop the order names (ShopNo). */
  shopName: string | null;
  ordered: OrderedProducts;
  /** The number the order gets if it is placed. */
  orderNo: number;
}

export interface CityArea {
  areaNo: number;
  name: string;
  weekdays: number[];
  /** numeric(12,2) as text. */
  extraCharge: string;
  served: boolean;
}

interface ContextRow {
  earlier: KeyedOrder | null;
  method_active: boolean | null;
  city: { name: string; island: string; area: CityArea | null } | null;
  pickup_shop: { name: string; address: string; phone: string } | null;
  settings: unknown;
  shop_name: string | null;
  products: unknown;
  order_no: number;
}

export async function readOrderContext(
  db: Database,
  request: OrderRequest,
  idempotencyKey: string | null,
): Promise<OrderContext> {
  const result = (await db.execute(sql`SELECT
    (SELECT json_build_object('orderNo', o.order_no, 'requestHash', o.request_hash, 'firstAnswer', o.first_answer)
       FROM orders o WHERE o.idempotency_key = ${idempotencyKey}::text) AS earlier,
    (SELECT m.active FROM payment_methods m WHERE m.pm_no = ${request.pmNo}::int) AS method_active,
    (SELECT json_build_object('name', c.name, 'island', c.island, 'area',
         (SELECT json_build_object('areaNo', a.area_no, 'name', a.name, 'weekdays', a.weekdays,
                                   'extraCharge', a.extra_charge::text, 'served', a.served)
            FROM delivery_areas a WHERE a.area_no = c.delivery_area_no))
       FROM cities c WHERE c.city_no = ${request.customerCityNo}::int AND c.active) AS city,
    (SELECT json_build_object('name', s.name, 'address', s.address, 'phone', s.phone)
       FROM shops s WHERE s.shop_no = ${request.pickupShopNo}::int AND s.pickup_point AND s.active) AS pickup_shop,
    (SELECT v.value FROM settings v WHERE v.key = 'shop') AS settings,
    (SELECT s.name FROM shops s WHERE s.shop_no = ${request.shopNo}::int) AS shop_name,
    ${orderedProductsJson(request.lines.map((l) => l.productNo))} AS products,
    nextval('orders_order_no_seq')::int AS order_no`)) as unknown as { rows: ContextRow[] };
  const row = result.rows[0]!;
  return {
    earlier: row.earlier,
    paymentMethodActive: row.method_active,
    city: row.city,
    pickupShop: row.pickup_shop,
    storedSettings: row.settings,
    shopName: row.shop_name,
    ordered: orderedProductsFrom(row.products),
    orderNo: row.order_no,
  };
}
