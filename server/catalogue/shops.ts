import { and, eq } from 'drizzle-orm';
import type { Database } from '../../database/connect';
import { shops } from '../../database/schema';
import type { Shop } from '../../shop-rules/api/catalogue';

/** A shop for the direct order page's heading; null when unknown or closed (the page then uses the default shop). */
export async function findShop(db: Database, shopNo: number): Promise<Shop | null> {
  const [row] = await db
    .select({ no: shops.shopNo, name: shops.name })
    .from(shops)
    .where(and(eq(shops.shopNo, shopNo), eq(shops.active, true)));
  return row ? { ShopNo: row.no, ShopName: row.name } : null;
}
