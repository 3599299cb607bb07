// The products and variants an order names, read fresh from the database: their prices, stock and
// state decide the order, never what the browser sent.
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../transaction';

export interface OrderedProduct {
  productNo: number;
  categoryNo: number;
  name: string;
  brand: string;
  barcode: string;
  salesPrice: string;
  salesPrice2: string | null;
  salesPrice3: string | null;
  salesPrice5: string | null;
  discountPercent: string;
  freeDelivery: boolean;
  freeDeliveryQuantity: number;
  stock: number;
  isSoldOut: boolean;
  isActive: boolean;
  imagePath: string | null;
}

export interface OrderedVariant {
  skuNo: number;
  productNo: number;
  color: string | null;
  size: string | null;
  stock: number;
}

export interface OrderedProducts {
  products: Map<number, OrderedProduct>;
  variants: Map<number, OrderedVariant[]>;
}

/**
 * The products numbered, each with its variants, as one JSON value (null for none): a column of the
 * order's one read before its transaction (order-context.ts) or a statement of its own. Money stays text,
 * as the database writes it.
 */
export function orderedProductsJson(productNos: number[]): SQL {
  const nos = [...new Set(productNos)];
  if (nos.length === 0) return sql`NULL::json`;
  return sql`(SELECT json_agg(json_build_object(
      'productNo', p.product_no, 'categoryNo', p.category_no, 'name', p.name, 'brand', p.brand,
      'barcode', p.barcode, 'salesPrice', p.sales_price::text, 'salesPrice2', p.sales_price2::text,
      'salesPrice3', p.sales_price3::text, 'salesPrice5', p.sales_price5::text,
      'discountPercent', p.discount_percent::text, 'freeDelivery', p.free_delivery,
      'freeDeliveryQuantity', p.free_delivery_quantity, 'stock', p.stock, 'isSoldOut', p.is_sold_out,
      'isActive', p.is_active,
      'imagePath', (SELECT i.path FROM product_images i WHERE i.product_no = p.product_no ORDER BY i.sort_order, i.image_no LIMIT 1),
      'variants', (SELECT json_agg(json_build_object('skuNo', v.sku_no, 'productNo', v.product_no, 'color', v.color,
        'size', v.size, 'stock', v.stock) ORDER BY v.sku_no) FROM product_variants v WHERE v.product_no = p.product_no)))
    FROM products p WHERE p.product_no IN ${nos})`;
}

type ProductJson = OrderedProduct & { variants: OrderedVariant[] | null };

/** The JSON of orderedProductsJson as the maps pricing reads. */
export function orderedProductsFrom(json: unknown): OrderedProducts {
  const products = new Map<number, OrderedProduct>();
  const variants = new Map<number, OrderedVariant[]>();
  for (const { variants: own, ...product } of (json ?? []) as ProductJson[]) {
    products.set(product.productNo, product);
    if (own) variants.set(product.productNo, own);
  }
  return { products, variants };
}

export async function loadOrderedProducts(db: Queryable, productNos: number[]): Promise<OrderedProducts> {
  const result = (await db.execute(sql`SELECT ${orderedProductsJson(productNos)} AS products`)) as unknown as {
    rows: { products: unknown }[];
  };
  return orderedProductsFrom(result.rows[0]?.products);
}

/** 'Kurta (Red, M)': the product and the chosen colour and size, as messages and mails name a line. */
export function itemLabel(
  product: { name: string },
  variant: { color: string | null; size: string | null } | null,
): string {
  const option = variant ? [variant.color, variant.size].filter(Boolean).join(', ') : '';
  return option ? `${product.name} (${option})` : product.name;
}
