// Where a pickup order is collected: the pickup point chosen at checkout, or (for an order that named
// none, or one from before pickup points) the pickup address and phone of the shop's settings.
import { eq } from 'drizzle-orm';
import type { Database } from '../../../database/connect';
import { shops } from '../../../database/schema';
import type { ShopSettings } from '../../../shop-rules/settings';

export interface PickupPlace {
  address: string;
  phone: string;
}

type Queryable = Pick<Database, 'select'>;

export async function pickupPlace(
  db: Queryable,
  order: { isPickup: boolean; pickupShopNo: number | null },
  settings: Pick<ShopSettings, 'pickupAddress' | 'pickupPhone'>,
): Promise<PickupPlace | null> {
  if (!order.isPickup || order.pickupShopNo === null) return pickupPlaceOf(order, null, settings);
  const [shop] = await db
    .select({ name: shops.name, address: shops.address, phone: shops.phone })
    .from(shops)
    .where(eq(shops.shopNo, order.pickupShopNo));
  return pickupPlaceOf(order, shop ?? null, settings);
}

/** The same, from the pickup point's row already read (null for none or not found). */
export function pickupPlaceOf(
  order: { isPickup: boolean },
  shop: { name: string; address: string; phone: string } | null,
  settings: Pick<ShopSettings, 'pickupAddress' | 'pickupPhone'>,
): PickupPlace | null {
  if (!order.isPickup) return null;
  if (!shop) return { address: settings.pickupAddress, phone: settings.pickupPhone };
  return { address: [shop.name, shop.address].filter(Boolean).join(', '), phone: shop.phone || settings.pickupPhone };
}
