// What is running low (docs/product.md#low-stock): products on sale (shown, not marked sold out)
// without variants, and variants of such products, whose stock is at or below their level: the
// product's own low-stock level, else the shop's (settings). None left counts as low. The dashboard,
// the Low stock page, the product list's stock filter and the daily stock mail all read it here.
import { and, eq, lte, not, or, type SQL, sql } from 'drizzle-orm';
import { products, productVariants } from '../../../database/schema';
import type { StockFilter } from '../../../shop-rules/stock';
import type { Queryable } from '../../orders/transaction';

export interface LowStockItem {
  productNo: number;
  name: string;
  /** null: the product's own stock (it has no variants). */
  skuNo: number | null;
  /** 'Red, M' for a variant, '' for the product. */
  option: string;
  stock: number;
  level: number;
}

const levelOf = (shopLevel: number) => sql`coalesce(${products.lowStockAt}, ${shopLevel}::int)`;
const hasVariants = sql`exists (select 1 from ${productVariants} where ${productVariants.productNo} = ${products.productNo})`;

/** The rows of the list: both kinds in one query. */
function lowStockQuery(shopLevel: number) {
  const level = sql`coalesce(p.low_stock_at, ${shopLevel}::int)`;
  return sql`
    select p.product_no as "productNo", p.name, null::int as "skuNo", '' as option, p.stock, ${level} as level
      from ${products} p
     where p.is_active and not p.is_sold_out and p.stock <= ${level}
       and not exists (select 1 from ${productVariants} v where v.product_no = p.product_no)
    union all
    select p.product_no, p.name, v.sku_no, concat_ws(', ', nullif(v.color, ''), nullif(v.size, '')), v.stock, ${level}
      from ${productVariants} v join ${products} p on p.product_no = v.product_no
     where p.is_active and not p.is_sold_out and v.stock <= ${level}`;
}

async function rowsOf<T>(db: Queryable, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The list, a page at a time, with how many there are and how many have none left. */
export async function lowStockList(
  db: Queryable,
  shopLevel: number,
  page: { limit: number; offset: number; runningLow?: boolean },
): Promise<{ rows: LowStockItem[]; total: number; noneLeft: number }> {
  const base = lowStockQuery(shopLevel);
  const [rows, [counts]] = await Promise.all([
    rowsOf<LowStockItem>(
      db,
      sql`select * from (${base}) l where l.stock >= ${page.runningLow ? 1 : 0} order by l.stock, l.name, l."productNo", l."skuNo" nulls first limit ${page.limit} offset ${page.offset}`,
    ),
    rowsOf<{ total: number; none_left: number }>(
      db,
      sql`select count(*)::int as total, count(*) filter (where l.stock = 0)::int as none_left from (${base}) l`,
    ),
  ]);
  return {
    rows: rows.map((r) => ({ ...r, stock: Number(r.stock), level: Number(r.level) })),
    total: counts?.total ?? 0,
    noneLeft: counts?.none_left ?? 0,
  };
}

/**
 * The product list's stock filter: sold out (marked so, or none left at all), low (some of it at or
 * below its level: the product's stock, or one variant's), in stock (the rest).
 */
export function stockFilterCondition(filter: StockFilter, shopLevel: number): SQL | undefined {
  const level = levelOf(shopLevel);
  const out = or(eq(products.isSoldOut, true), lte(products.stock, 0));
  const lowVariant = sql`exists (select 1 from ${productVariants} where ${productVariants.productNo} = ${products.productNo} and ${productVariants.stock} <= ${level})`;
  const low = or(and(not(hasVariants), sql`${products.stock} <= ${level}`), lowVariant);
  if (filter === 'out') return out;
  if (filter === 'low') return and(not(out!), low);
  return and(not(out!), not(low!));
}
