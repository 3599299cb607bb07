// The products and variants an order names, read fresh from the database: their prices, stock and
// state decide the order, never what the browser sent.
import { inArray, sql } from 'drizzle-orm';
import { products, productVariants } from '../../database/schema';
import type { Queryable } from './transaction';

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

export async function loadOrderedProducts(db: Queryable, productNos: number[]) {
  const nos = [...new Set(productNos)];
  if (nos.length === 0)
    return { products: new Map<number, OrderedProduct>(), variants: new Map<number, OrderedVariant[]>() };
  const productRows = await db
    .select({
      productNo: products.productNo,
      categoryNo: products.categoryNo,
      name: products.name,
      brand: products.brand,
      barcode: products.barcode,
      salesPrice: products.salesPrice,
      salesPrice2: products.salesPrice2,
      salesPrice3: products.salesPrice3,
      salesPrice5: products.salesPrice5,
      discountPercent: products.discountPercent,
      freeDelivery: products.freeDelivery,
      freeDeliveryQuantity: products.freeDeliveryQuantity,
      stock: products.stock,
      isSoldOut: products.isSoldOut,
      isActive: products.isActive,
      imagePath: sql<
        string | null
      >`(SELECT i.path FROM product_images i WHERE i.product_no = ${products.productNo} ORDER BY i.sort_order, i.image_no LIMIT 1)`,
    })
    .from(products)
    .where(inArray(products.productNo, nos));
  const variantRows = await db
    .select({
      skuNo: productVariants.skuNo,
      productNo: productVariants.productNo,
      color: productVariants.color,
      size: productVariants.size,
      stock: productVariants.stock,
    })
    .from(productVariants)
    .where(inArray(productVariants.productNo, nos));
  const variants = new Map<number, OrderedVariant[]>();
  for (const v of variantRows) variants.set(v.productNo, [...(variants.get(v.productNo) ?? []), v]);
  return { products: new Map(productRows.map((p) => [p.productNo, p])), variants };
}

/** 'Kurta (Red, M)': the product and the chosen colour and size, as messages and mails name a line. */
export function itemLabel(
  product: { name: string },
  variant: { color: string | null; size: string | null } | null,
): string {
  const option = variant ? [variant.color, variant.size].filter(Boolean).join(', ') : '';
  return option ? `${product.name} (${option})` : product.name;
}
