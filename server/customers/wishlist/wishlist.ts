// The customer's wishlist, kept on the server (docs/product.md#wishlist): product cards with the
// wishlist page's columns. A guest's list lives in the browser and is merged in after login.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../database/connect';
import { products, wishlistItems } from '../../../database/schema';
import type { WishlistRow } from '../../../shop-rules/api/account';
import type { ProductCard } from '../../../shop-rules/api/catalogue';
import { selectProductCards } from '../../catalogue/lists/product-cards-query';

export const WISHLIST_MERGE_MAX = 200;
const WISHLIST_SHOWN_MAX = 500;

export const IN_STOCK: WishlistRow['Stock'] = 'In Stock';
export const OUT_OF_STOCK: WishlistRow['Stock'] = 'Out Of Stock';

function wishlistRow(card: ProductCard): WishlistRow {
  return {
    ...card,
    Image: card.ImageFilePathThumbnail,
    Style: card.ProductStyle,
    Stock: card.IsSoldOut ? OUT_OF_STOCK : IN_STOCK,
    UnitPrice: card.SalesPrice,
  };
}

/** Newest first; products the shop has taken off sale drop out of the list. */
export async function readWishlist(db: Database, customerNo: number): Promise<WishlistRow[]> {
  const mine = sql`(SELECT w.created_at FROM ${wishlistItems} w WHERE w.customer_no = ${customerNo} AND w.product_no = ${products.productNo})`;
  const cards = await selectProductCards(db, {
    where: sql`${mine} IS NOT NULL`,
    orderBy: [sql`${mine} DESC`, sql`${products.productNo} DESC`],
    limit: WISHLIST_SHOWN_MAX,
  });
  return cards.map(wishlistRow);
}

/** The products among these that exist and are on sale. */
async function productsOnSale(db: Database, productNos: number[]): Promise<number[]> {
  if (!productNos.length) return [];
  const rows = await db
    .select({ productNo: products.productNo })
    .from(products)
    .where(and(inArray(products.productNo, productNos), eq(products.isActive, true)));
  return rows.map((r) => r.productNo);
}

/** Adds one product; false when there is no such product on sale. Adding twice changes nothing. */
export async function addToWishlist(db: Database, customerNo: number, productNo: number): Promise<boolean> {
  const [found] = await productsOnSale(db, [productNo]);
  if (found === undefined) return false;
  await db.insert(wishlistItems).values({ customerNo, productNo }).onConflictDoNothing();
  return true;
}

export async function removeFromWishlist(db: Database, customerNo: number, productNo: number): Promise<void> {
  await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.customerNo, customerNo), eq(wishlistItems.productNo, productNo)));
}

/** The guest's list from browser storage joins the account's; products no longer on sale are skipped. */
export async function mergeIntoWishlist(db: Database, customerNo: number, productNos: number[]): Promise<void> {
  const onSale = await productsOnSale(db, [...new Set(productNos)]);
  if (!onSale.length) return;
  await db
    .insert(wishlistItems)
    .values(onSale.map((productNo) => ({ customerNo, productNo })))
    .onConflictDoNothing();
}
