// The products CSV's columns (docs/product.md#products-csv): one row per product, or one per variant
// with the product's fields repeated. The export writes these; the import reads the same, so a file
// exported and imported again changes nothing. Names follow the shop's API where it has one.
import { asc, inArray } from 'drizzle-orm';
import type { Database } from '../../../database/connect';
import { categories, productImages, products, productVariants } from '../../../database/schema';
import { toCents } from '../../../shop-rules/money';
import { inTurn, type Queryable } from '../../orders/transaction';
import { toCsv } from '../shared/csv-file';

export const PRODUCT_COLUMNS = [
  'ProductNo',
  'ProductName',
  'ProductDescription',
  'ProductCategoryName',
  'StyleName',
  'ShopNo',
  'Barcode',
  'SKU',
  'CountryOfOrigin',
  'SalesPrice',
  'PurchasePrice',
  'SalesPrice2',
  'SalesPrice3',
  'SalesPrice5',
  'DiscountPercent',
  'FreeDelivery',
  'FreeDeliveryQuantity',
  'RibbonText',
  'IsSoldOut',
  'IsHidden',
  'ArrivalDate',
  'SortOrder',
  'LowStockAt',
  'ProductSKUNo',
  'Color',
  'Size',
  'VariantSKU',
  'Stock',
  'Images',
  'VideoFileName',
] as const;
export type ProductColumn = (typeof PRODUCT_COLUMNS)[number];

/** The columns of a variant (or of the product's own stock); the others are the product's. */
export const ROW_COLUMNS: readonly ProductColumn[] = ['ProductSKUNo', 'Color', 'Size', 'VariantSKU', 'Stock'];
export const PRODUCT_FIELD_COLUMNS = PRODUCT_COLUMNS.filter((c) => !ROW_COLUMNS.includes(c) && c !== 'ProductNo');

/** Other names a spreadsheet may use for a column, compared without case, spaces or punctuation. */
const ALIASES: Record<string, ProductColumn> = {
  name: 'ProductName',
  description: 'ProductDescription',
  category: 'ProductCategoryName',
  brand: 'StyleName',
  style: 'StyleName',
  shop: 'ShopNo',
  upc: 'Barcode',
  price: 'SalesPrice',
  pricefor2: 'SalesPrice2',
  pricefor3: 'SalesPrice3',
  pricefor5: 'SalesPrice5',
  discount: 'DiscountPercent',
  freedeliveryfromquantity: 'FreeDeliveryQuantity',
  ribbon: 'RibbonText',
  soldout: 'IsSoldOut',
  hidden: 'IsHidden',
  lowstock: 'LowStockAt',
  variantno: 'ProductSKUNo',
  colour: 'Color',
  pictures: 'Images',
  imagefilepath: 'Images',
  video: 'VideoFileName',
};

const squeeze = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');
const BY_NAME = new Map<string, ProductColumn>([
  ...PRODUCT_COLUMNS.map((c) => [squeeze(c), c] as const),
  ...Object.entries(ALIASES),
]);

export function columnNamed(header: string): ProductColumn | undefined {
  return BY_NAME.get(squeeze(header));
}

/** How a list of pictures is written in one cell. */
export const IMAGE_SEPARATOR = ' | ';
export const CATEGORY_SEPARATOR = ' > ';

export type ProductCells = Record<ProductColumn, string>;

const yesNo = (b: boolean) => (b ? 'yes' : 'no');
const amount = (v: string | null) => (v === null ? '' : (toCents(v) / 100).toFixed(2));

/** Every category's full name, 'Clothing > Men's Wear', by number. */
export async function categoryPaths(db: Queryable): Promise<Map<number, string>> {
  const rows = await db
    .select({ categoryNo: categories.categoryNo, parentNo: categories.parentNo, name: categories.name })
    .from(categories);
  const byNo = new Map(rows.map((r) => [r.categoryNo, r]));
  const paths = new Map<number, string>();
  const pathOf = (no: number, depth = 0): string => {
    const known = paths.get(no);
    if (known !== undefined) return known;
    const c = byNo.get(no);
    if (!c) return '';
    const parent = c.parentNo !== null && depth < 20 ? pathOf(c.parentNo, depth + 1) : '';
    const path = parent ? `${parent}${CATEGORY_SEPARATOR}${c.name}` : c.name;
    paths.set(no, path);
    return path;
  };
  for (const r of rows) pathOf(r.categoryNo);
  return paths;
}

function byProduct<T extends { productNo: number }>(rows: T[]): Map<number, T[]> {
  const out = new Map<number, T[]>();
  for (const r of rows) {
    const list = out.get(r.productNo);
    if (list) list.push(r);
    else out.set(r.productNo, [r]);
  }
  return out;
}

/** The rows of these products (all when not given), as the export writes them, by product number. */
export async function productCells(db: Queryable, productNos?: number[]): Promise<Map<number, ProductCells[]>> {
  if (productNos && productNos.length === 0) return new Map();
  // db may be the import's transaction, whose one connection takes one statement at a time.
  const [rows, variants, images, paths] = await inTurn([
    () =>
      db
        .select()
        .from(products)
        .where(productNos ? inArray(products.productNo, productNos) : undefined)
        .orderBy(asc(products.productNo)),
    () =>
      db
        .select()
        .from(productVariants)
        .where(productNos ? inArray(productVariants.productNo, productNos) : undefined)
        .orderBy(asc(productVariants.sortOrder), asc(productVariants.skuNo)),
    () =>
      db
        .select({ productNo: productImages.productNo, path: productImages.path })
        .from(productImages)
        .where(productNos ? inArray(productImages.productNo, productNos) : undefined)
        .orderBy(asc(productImages.sortOrder), asc(productImages.imageNo)),
    () => categoryPaths(db),
  ] as const);
  const variantsOf = byProduct(variants);
  const imagesOf = byProduct(images);
  const out = new Map<number, ProductCells[]>();
  for (const p of rows) {
    const product = {
      ProductNo: String(p.productNo),
      ProductName: p.name,
      ProductDescription: p.description,
      ProductCategoryName: paths.get(p.categoryNo) ?? String(p.categoryNo),
      StyleName: p.brand,
      ShopNo: p.shopNo === null ? '' : String(p.shopNo),
      Barcode: p.barcode,
      SKU: p.sku,
      CountryOfOrigin: p.countryOfOrigin ?? '',
      SalesPrice: amount(p.salesPrice),
      PurchasePrice: amount(p.purchasePrice),
      SalesPrice2: amount(p.salesPrice2),
      SalesPrice3: amount(p.salesPrice3),
      SalesPrice5: amount(p.salesPrice5),
      DiscountPercent: String(Number(p.discountPercent)),
      FreeDelivery: yesNo(p.freeDelivery),
      FreeDeliveryQuantity: String(p.freeDeliveryQuantity),
      RibbonText: p.ribbonText ?? '',
      IsSoldOut: yesNo(p.isSoldOut),
      IsHidden: yesNo(!p.isActive),
      ArrivalDate: p.arrivalDate,
      SortOrder: String(p.sortOrder),
      LowStockAt: p.lowStockAt === null ? '' : String(p.lowStockAt),
      Images: (imagesOf.get(p.productNo) ?? []).map((i) => i.path).join(IMAGE_SEPARATOR),
      VideoFileName: p.videoFile ?? '',
    };
    const own = variantsOf.get(p.productNo) ?? [];
    out.set(
      p.productNo,
      own.length === 0
        ? [{ ...product, ProductSKUNo: '', Color: '', Size: '', VariantSKU: '', Stock: String(p.stock) }]
        : own.map((v) => ({
            ...product,
            ProductSKUNo: String(v.skuNo),
            Color: v.color ?? '',
            Size: v.size ?? '',
            VariantSKU: v.sku,
            Stock: String(v.stock),
          })),
    );
  }
  return out;
}

/** The whole catalogue as one CSV file. */
export async function exportProducts(db: Database): Promise<string> {
  const all = await productCells(db);
  const rows = [...all.values()].flat().map((cells) => PRODUCT_COLUMNS.map((c) => cells[c]));
  return toCsv(PRODUCT_COLUMNS, rows);
}
