import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../database/connect';
import { shops } from '../../database/schema';
import type { PickupPoint, Shop } from '../../shop-rules/api/catalogue';

/** A shop for the direct order page's heading; null when unknown or closed (the page then uses the default shop). */
export async function findShop(db: Database, shopNo: number): Promise<Shop | null> {
  const [row] = await db
    .select({ no: shops.shopNo, name: shops.name })
    .from(shops)
    .where(and(eq(shops.shopNo, shopNo), eq(shops.active, true)));
  return row ? { ShopNo: row.no, ShopName: row.name } : null;
}

/** The open shops marked as pickup points in the back office, in shop number order. */
export async function pickupPoints(db: Database): Promise<PickupPoint[]> {
  const rows = await db
    .select({ no: shops.shopNo, name: shops.name, address: shops.address, phone: shops.phone })
    .from(shops)
    .where(and(eq(shops.pickupPoint, true), eq(shops.active, true)))
    .orderBy(asc(shops.shopNo));
  return rows.map((r) => ({ ShopNo: r.no, ShopName: r.name, Address: r.address, Phone: r.phone }));
}
